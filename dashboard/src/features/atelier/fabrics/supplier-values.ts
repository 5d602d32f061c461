import { DEFAULT_COUNTRY, dialCodeOf, splitPhone } from '#dashboard/lib/countries.ts'
import { payloadResolver } from '#dashboard/lib/forms.ts'
import { type Supplier, SupplierInput } from '#worker/schemas/atelier/suppliers.ts'

/** The supplier form: a country picker (not a dial code) beside the national number. */
export type SupplierFormValues = Record<
  'name' | 'typeId' | 'country' | 'phone' | 'email' | 'address',
  string
>

export const EMPTY_SUPPLIER: SupplierFormValues = {
  name: '',
  typeId: '',
  country: DEFAULT_COUNTRY,
  phone: '',
  email: '',
  address: '',
}

export const supplierResolver = payloadResolver<SupplierFormValues, SupplierInput>(
  SupplierInput,
  ({ country, typeId, ...v }) => ({
    ...v,
    typeId: typeId || null,
    phoneCountryCode: dialCodeOf(country),
  }),
)

/** API issue paths → form fields. */
export const SUPPLIER_SERVER_FIELDS = {
  name: 'name',
  typeId: 'typeId',
  phoneCountryCode: 'country',
  phone: 'phone',
  email: 'email',
  address: 'address',
} as const

export const toSupplierFormValues = (s: Supplier): SupplierFormValues => ({
  name: s.name,
  typeId: s.typeId ?? '',
  ...splitPhone(s.phone),
  email: s.email ?? '',
  address: s.address,
})
