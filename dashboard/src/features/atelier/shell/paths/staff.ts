const base = '/user/atelier'
const id = (value: string) => encodeURIComponent(value)

/** Where the staff screens live (correctly spelled). */
export const staffPaths = {
  list: `${base}/staff/lists`,
  add: `${base}/staff/add`,
  edit: (staffId: string) => `${base}/staff/add?id=${id(staffId)}`,
  profile: (staffId: string) => `${base}/staff/profiles/${id(staffId)}`,
  salaries: `${base}/staff/salary-payment`,
}
