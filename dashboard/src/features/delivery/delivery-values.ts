import { payloadResolver } from '#dashboard/lib/forms.ts'
import {
  type DeliverySettings,
  DeliverySettingsInput,
  type DeliveryZone,
  DeliveryZoneInput,
} from '#worker/schemas/delivery.ts'
import { toDecimalString } from '#worker/schemas/money.ts'

/** A zone as typed: the fee as text, read as people type it by the server (ADR 029). */
export type ZoneFormValues = { name: string; fee: string; delay: string; active: boolean }

export const EMPTY_ZONE: ZoneFormValues = { name: '', fee: '', delay: '', active: true }

export const toZoneValues = (z: DeliveryZone, currency: string): ZoneFormValues => ({
  name: z.name,
  fee: z.fee === 0 ? '' : toDecimalString(z.fee, currency),
  delay: z.delay,
  active: z.active,
})

export const zoneResolver = payloadResolver<ZoneFormValues, DeliveryZoneInput>(
  DeliveryZoneInput,
  (v) => v,
)

export type OptionsFormValues = {
  freeDeliveryFrom: string
  pickupEnabled: boolean
  pickupAddress: string
  pickupHours: string
  otherZoneEnabled: boolean
}

export const toOptionsValues = (s: DeliverySettings): OptionsFormValues => ({
  freeDeliveryFrom:
    s.freeDeliveryFrom === null ? '' : toDecimalString(s.freeDeliveryFrom, s.currency),
  pickupEnabled: s.pickupEnabled,
  pickupAddress: s.pickupAddress ?? '',
  pickupHours: s.pickupHours ?? '',
  otherZoneEnabled: s.otherZoneEnabled,
})

export const optionsResolver = payloadResolver<OptionsFormValues, DeliverySettingsInput>(
  DeliverySettingsInput,
  (v) => v,
)
