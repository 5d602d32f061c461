const base = '/user/atelier'

/** Where this area's screens live (misspellings corrected). */
export const fabricPaths = {
  fabrics: `${base}/fabric/list`,
  newFabric: `${base}/fabric/add`,
  fabric: (id: string) => `${base}/fabric/view/${encodeURIComponent(id)}`,
  editFabric: (id: string) => `${base}/fabric/edit/${encodeURIComponent(id)}`,
  suppliers: `${base}/supplier/supplier`,
  newSupplier: `${base}/supplier/newsupplier`,
  editSupplier: (id: string) => `${base}/supplier/newsupplier?id=${encodeURIComponent(id)}`,
}
