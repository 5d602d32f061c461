import { COUNTRIES, DEFAULT_COUNTRY, dialCodeOf } from '#dashboard/lib/countries.ts'
import { payloadResolver } from '#dashboard/lib/forms.ts'
import { type Store, StoreProfileInput } from '#worker/schemas/stores.ts'

export type ProfileFormValues = Record<
  'name' | 'brand' | 'email' | 'country' | 'phone' | 'address' | 'currency' | 'maxOrderQuantity',
  string
>

/** "22670123456" → Burkina Faso + "70123456": the longest dial code wins, Africa first on ties. */
export function splitPhone(digits: string): { country: string; phone: string } {
  let best: { code: string; dial: string } | null = null
  for (const c of COUNTRIES) {
    if (digits.startsWith(c.dial) && digits.length - c.dial.length >= 8) {
      if (!best || c.dial.length > best.dial.length) best = c
    }
  }
  return best
    ? { country: best.code, phone: digits.slice(best.dial.length) }
    : { country: DEFAULT_COUNTRY, phone: digits }
}

export function toProfileValues(store: Store): ProfileFormValues {
  return {
    name: store.name,
    brand: store.brand ?? '',
    email: store.email,
    ...splitPhone(store.phone),
    address: store.address ?? '',
    currency: store.currency,
    maxOrderQuantity: String(store.maxOrderQuantity),
  }
}

export const profileResolver = payloadResolver<ProfileFormValues, StoreProfileInput>(
  StoreProfileInput,
  ({ country, ...v }) => ({ ...v, phoneCountryCode: dialCodeOf(country) }),
)

/** API issue paths → form fields. */
export const PROFILE_SERVER_FIELDS = {
  name: 'name',
  brand: 'brand',
  email: 'email',
  phoneCountryCode: 'country',
  phone: 'phone',
  address: 'address',
  currency: 'currency',
  maxOrderQuantity: 'maxOrderQuantity',
} as const
