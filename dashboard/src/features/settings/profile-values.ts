import { dialCodeOf, splitPhone } from '#dashboard/lib/countries.ts'
import { payloadResolver } from '#dashboard/lib/forms.ts'
import { type Store, StoreProfileInput } from '#worker/schemas/stores.ts'

export type ProfileFormValues = Record<
  | 'name'
  | 'brand'
  | 'email'
  | 'country'
  | 'phone'
  | 'address'
  | 'currency'
  | 'timeZone'
  | 'maxOrderQuantity',
  string
>

export function toProfileValues(store: Store): ProfileFormValues {
  return {
    name: store.name,
    brand: store.brand ?? '',
    email: store.email,
    ...splitPhone(store.phone),
    address: store.address ?? '',
    currency: store.currency,
    timeZone: store.timeZone,
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
  timeZone: 'timeZone',
  maxOrderQuantity: 'maxOrderQuantity',
} as const
