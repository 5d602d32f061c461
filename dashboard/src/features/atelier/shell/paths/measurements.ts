const base = '/user/atelier'
const id = (value: string) => encodeURIComponent(value)

/** Where the measurement screens live (correctly spelled). */
export const atelierPaths = {
  customers: `${base}/customer/customers`,
  customerCards: `${base}/customer/card`,
  addCustomer: `${base}/customer/addnewcustomer`,
  customer: (customerId: string) => `${base}/customer/single/${id(customerId)}`,
  measurements: `${base}/customer/customermeasure`,
  takeMeasurements: (customerId: string) => `${base}/customer/customermeasure/${id(customerId)}`,
  measurement: (measurementId: string) =>
    `${base}/customer/customermeasure-details/${id(measurementId)}`,
}
