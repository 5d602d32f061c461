const base = '/user/atelier'
const id = (value: string) => encodeURIComponent(value)

/** Where the cash-book screens live (§2 paths), and what an automatic line links to. */
export const cashbookPaths = {
  list: `${base}/transaction/list`,
  add: `${base}/transaction/add-new`,
  categories: `${base}/transaction/category`,
  entry: (entryId: string) => `${base}/transaction/view/${id(entryId)}`,
  order: (orderId: string) => `${base}/orders/view/${id(orderId)}`,
  staff: (staffId: string) => `${base}/staff/profiles/${id(staffId)}`,
  fabric: (fabricId: string) => `${base}/fabric/view/${id(fabricId)}`,
}
