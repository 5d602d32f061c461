import { COUNTRIES, DEFAULT_COUNTRY, dialCodeOf } from '#dashboard/lib/countries.ts'
import { payloadResolver } from '#dashboard/lib/forms.ts'
import { type Customer, CustomerInput } from '#worker/schemas/customers.ts'

/** The customer form: a country picker (not a dial code) beside the national number. */
export type CustomerFormValues = Record<
  'firstName' | 'lastName' | 'country' | 'phone' | 'email' | 'address' | 'city',
  string
>

export const EMPTY_CUSTOMER: CustomerFormValues = {
  firstName: '',
  lastName: '',
  country: DEFAULT_COUNTRY,
  phone: '',
  email: '',
  address: '',
  city: '',
}

export const customerResolver = payloadResolver<CustomerFormValues, CustomerInput>(
  CustomerInput,
  ({ country, ...v }) => ({ ...v, phoneCountryCode: dialCodeOf(country) }),
)

/** API issue paths → form fields. */
export const CUSTOMER_SERVER_FIELDS = {
  firstName: 'firstName',
  lastName: 'lastName',
  phoneCountryCode: 'country',
  phone: 'phone',
  email: 'email',
  address: 'address',
  city: 'city',
} as const

// Longest dial codes first, the default country first among equals (+1 is shared, +226 is ours).
const BY_DIAL = [...COUNTRIES].sort(
  (a, b) =>
    b.dial.length - a.dial.length ||
    Number(b.code === DEFAULT_COUNTRY) - Number(a.code === DEFAULT_COUNTRY),
)

/** "22670112233" → Burkina Faso + "70112233": how a stored phone is shown back in the form. */
export function splitPhone(digits: string): { country: string; phone: string } {
  const found = BY_DIAL.find((c) => digits.startsWith(c.dial) && digits.length - c.dial.length >= 8)
  return found
    ? { country: found.code, phone: digits.slice(found.dial.length) }
    : { country: DEFAULT_COUNTRY, phone: digits }
}

export function toFormValues(c: Customer): CustomerFormValues {
  return {
    firstName: c.firstName,
    lastName: c.lastName,
    ...splitPhone(c.phone),
    email: c.email ?? '',
    address: c.address ?? '',
    city: c.city ?? '',
  }
}
