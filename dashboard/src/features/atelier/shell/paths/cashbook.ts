const base = '/user/atelier'
const id = (value: string) => encodeURIComponent(value)

/** Where the cash-book screens live. */
export const cashbookPaths = {
  list: `${base}/transaction/list`,
  add: `${base}/transaction/add-new`,
  categories: `${base}/transaction/category`,
  entry: (entryId: string) => `${base}/transaction/view/${id(entryId)}`,
}
