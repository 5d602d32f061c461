import { DEFAULT_COUNTRY, dialCodeOf, splitPhone } from '#dashboard/lib/countries.ts'
import { payloadResolver } from '#dashboard/lib/forms.ts'
import { type Courier, CourierInput } from '#worker/schemas/couriers.ts'
import { toDecimalString } from '#worker/schemas/money.ts'

/** A courier as typed: a country picker beside the number, the fee as text (ADR 029). */
export type CourierFormValues = {
  name: string
  country: string
  phone: string
  feePerDrop: string
  active: boolean
}

export const EMPTY_COURIER: CourierFormValues = {
  name: '',
  country: DEFAULT_COUNTRY,
  phone: '',
  feePerDrop: '',
  active: true,
}

export const toCourierValues = (c: Courier, currency: string): CourierFormValues => ({
  name: c.name,
  ...splitPhone(c.phone),
  feePerDrop: c.feePerDrop === null ? '' : toDecimalString(c.feePerDrop, currency),
  active: c.active,
})

export const courierResolver = payloadResolver<CourierFormValues, CourierInput>(
  CourierInput,
  ({ country, ...v }) => ({ ...v, phoneCountryCode: dialCodeOf(country) }),
)

/** API issue paths → the form's fields. */
export const COURIER_SERVER_FIELDS = {
  name: 'name',
  phoneCountryCode: 'country',
  phone: 'phone',
  feePerDrop: 'feePerDrop',
  active: 'active',
} as const
