const base = '/user/atelier'
const id = (value: string) => encodeURIComponent(value)

/** Where the order screens live. */
export const orderPaths = {
  list: `${base}/orders/orders`,
  add: `${base}/orders/addnew`,
  addFor: (customerId: string) => `${base}/orders/addnew/${id(customerId)}`,
  edit: (orderId: string) => `${base}/orders/edit/${id(orderId)}`,
  view: (orderId: string) => `${base}/orders/view/${id(orderId)}`,
  calendar: `${base}/calendar/order`,
}
