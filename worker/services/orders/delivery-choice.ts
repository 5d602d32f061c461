import type { DeliveryZoneRow, StoreRow } from '../../db/schema/index'
import { fieldError } from '../../lib/errors'
import {
  type DeliveryMethod,
  deliveryFeeFor,
  deliveryMsg,
  offersDelivery,
} from '../../schemas/delivery'
import type { OrderCreateInput } from '../../schemas/orders'
import { deliveryOfferOf } from '../delivery'

/** The delivery columns an order is written with: a copy, so the zone may change later. */
export type ChosenDelivery = {
  deliveryMethod: DeliveryMethod | null
  deliveryZoneName: string | null
  deliveryDelay: string | null
  deliveryFee: number | null
  landmark: string | null
  locationUrl: string | null
}

/**
 * The shopper's delivery choice checked against the shop's offer as read in the intake's batch
 * (ADR 050): a zone turned off, deleted or of another shop is refused (422, French, on
 * `delivery`), as is no choice when the shop offers one. A shop offering none orders as before.
 * Pure: the fee comes from the zone read, never the request.
 */
export function chooseDelivery(
  store: StoreRow,
  zones: DeliveryZoneRow[],
  input: Pick<OrderCreateInput, 'delivery' | 'landmark' | 'location'>,
  subtotal: number,
): ChosenDelivery {
  const offer = deliveryOfferOf(store, zones)
  const where = { landmark: input.landmark || null, locationUrl: input.location || null }
  const none = { deliveryZoneName: null, deliveryDelay: null, ...where }
  if (!offersDelivery(offer)) return { deliveryMethod: null, deliveryFee: null, ...none }
  const choice = input.delivery
  if (!choice) throw fieldError('UNPROCESSABLE', 'delivery', deliveryMsg.chooseZone)
  if (choice === 'pickup') {
    if (!offer.pickup) throw fieldError('UNPROCESSABLE', 'delivery', deliveryMsg.pickupUnavailable)
    return { deliveryMethod: 'pickup', deliveryFee: 0, ...none }
  }
  if (choice === 'other') {
    if (!offer.otherZone)
      throw fieldError('UNPROCESSABLE', 'delivery', deliveryMsg.otherUnavailable)
    return { deliveryMethod: 'other', deliveryFee: null, ...none }
  }
  const zone = offer.zones.find((z) => `zone:${z.id}` === choice)
  if (!zone) throw fieldError('UNPROCESSABLE', 'delivery', deliveryMsg.zoneUnavailable)
  return {
    deliveryMethod: 'zone',
    deliveryZoneName: zone.name,
    deliveryDelay: zone.delay || null,
    deliveryFee: deliveryFeeFor(offer, 'zone', zone.fee, subtotal),
    ...where,
  }
}
