import { DEFAULT_COUNTRY, dialCodeOf, splitPhone } from '#dashboard/lib/countries.ts'
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
