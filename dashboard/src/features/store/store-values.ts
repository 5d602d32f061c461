import { DEFAULT_COUNTRY, dialCodeOf } from '#dashboard/lib/countries.ts'
import { payloadResolver } from '#dashboard/lib/forms.ts'
import { DEFAULT_CURRENCY } from '#worker/schemas/money.ts'
import { StoreCreateInput } from '#worker/schemas/stores.ts'

/** The "Configurer Votre Boutique" form: a country (not a dial code) and the logo file. */
export type StoreFormValues = Record<
  'name' | 'country' | 'phone' | 'email' | 'address' | 'brand' | 'currency' | 'color',
  string
> & { logo: File | null }

export const EMPTY_STORE: StoreFormValues = {
  name: '',
  country: DEFAULT_COUNTRY,
  phone: '',
  email: '',
  address: '',
  brand: '',
  currency: DEFAULT_CURRENCY,
  color: '#0f766e',
  logo: null,
}

export const storeResolver = payloadResolver<StoreFormValues, StoreCreateInput>(
  StoreCreateInput,
  ({ country, logo: _logo, ...v }) => ({ ...v, phoneCountryCode: dialCodeOf(country) }),
)

/** API issue paths → form fields. */
export const STORE_SERVER_FIELDS = {
  name: 'name',
  phoneCountryCode: 'country',
  phone: 'phone',
  email: 'email',
  address: 'address',
  brand: 'brand',
  currency: 'currency',
  color: 'color',
  logo: 'logo',
} as const
