import * as z from 'zod/mini'
import { optionalMoneyAmount, optionalText, requiredText } from './fields'
import { msg } from './messages'

/**
 * Delivery (Paramètres › Livraison, ADR 050): the zones a shop delivers to and for how much,
 * pickup at the shop, "other zone" with a fee to confirm; and what an order carries of it.
 * Shared by the worker, the dashboard and the themes.
 */

/** How an order reaches the shopper: a zone of the list, pickup, or an address outside it. */
export const DELIVERY_METHODS = ['zone', 'pickup', 'other'] as const
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number]

export const DELIVERY_METHOD_LABEL: Record<DeliveryMethod, string> = {
  zone: 'Livraison',
  pickup: 'Retrait en boutique',
  other: 'Autre zone',
}

/** A shop lists at most this many zones: the checkout's list must stay readable on a phone. */
export const MAX_DELIVERY_ZONES = 50

export const deliveryMsg = {
  zoneNotFound: 'Zone de livraison introuvable',
  zoneLimit: `Vous avez atteint la limite de ${MAX_DELIVERY_ZONES} zones de livraison : supprimez-en une avant d’en ajouter`,
  zoneExists: 'Une zone porte déjà ce nom',
  chooseZone: 'Choisissez une zone de livraison ou le retrait en boutique',
  /** The product page's direct order has no zone list: the cart's checkout has. */
  chooseInCart:
    'Cette boutique livre par zones : ajoutez le produit au panier, puis « Commander » pour choisir votre zone de livraison.',
  zoneUnavailable: 'Cette zone de livraison n’est plus proposée : choisissez-en une autre',
  pickupUnavailable: 'Le retrait en boutique n’est pas proposé par cette boutique',
  otherUnavailable: 'Cette boutique ne livre que dans les zones de sa liste',
  pickupAddressRequired: 'Indiquez l’adresse où retirer les commandes',
  feePending: 'Frais de livraison à confirmer',
  feeRequired: 'Indiquez les frais de livraison avant de confirmer la commande',
  feeOnlyPending: 'Les frais de livraison de cette commande sont déjà fixés',
  invalidChoice: 'Choix de livraison invalide',
  /** Told to the shopper with the confirmation, in the order's history and its message. */
  feeSet: (fee: string, total: string) =>
    `Frais de livraison : ${fee}. Nouveau total de votre commande : ${total}.`,
} as const

/** The merchant's zone, as typed: the fee as people type it (ADR 029), "" = free. */
export const DeliveryZoneInput = z.object({
  name: requiredText(80),
  fee: optionalMoneyAmount('fee'),
  delay: optionalText(40),
  active: z.optional(z.boolean()),
})
export type DeliveryZoneInput = z.infer<typeof DeliveryZoneInput>

export const DeliverySettingsInput = z.object({
  /** "" or absent: delivery is never free. */
  freeDeliveryFrom: optionalMoneyAmount('freeDeliveryFrom'),
  pickupEnabled: z.boolean(),
  pickupAddress: optionalText(200),
  pickupHours: optionalText(120),
  otherZoneEnabled: z.boolean(),
})
export type DeliverySettingsInput = z.infer<typeof DeliverySettingsInput>

export type DeliveryZone = {
  id: string
  name: string
  /** Minor units of the shop's currency; 0 = free. */
  fee: number
  delay: string
  active: boolean
}

export type DeliverySettings = {
  currency: string
  freeDeliveryFrom: number | null
  pickupEnabled: boolean
  pickupAddress: string | null
  pickupHours: string | null
  otherZoneEnabled: boolean
  zones: DeliveryZone[]
}

/**
 * What a shopper picks at checkout: `zone:<id>`, `pickup` or `other` (a radio's value, so the
 * form works without JavaScript), the landmark and an optional location.
 */
export const DeliveryChoiceInput = {
  delivery: z.optional(
    z.string().check(z.trim(), z.regex(/^(zone:[A-Za-z0-9_]{1,40}|pickup|other)$/, msg.required)),
  ),
  landmark: optionalText(200),
  location: optionalText(300),
}

/** The delivery an order carries, copied when it was placed (never a link to the zone). */
export type OrderDelivery = {
  method: DeliveryMethod
  zoneName: string | null
  delay: string | null
  /** null: an "other zone" order whose fee the merchant has still to set. */
  fee: number | null
  landmark: string | null
  locationUrl: string | null
}

/** What the checkout offers, for the theme's radio list. */
export type DeliveryOffer = {
  zones: { id: string; name: string; fee: number; delay: string }[]
  freeDeliveryFrom: number | null
  pickup: { address: string | null; hours: string | null } | null
  otherZone: boolean
}

/** The shop offers a choice at all (zones, pickup or other zone); else checkout is as before. */
export const offersDelivery = (o: DeliveryOffer) =>
  o.zones.length > 0 || o.pickup !== null || o.otherZone

/**
 * The fee of a choice for a subtotal: pickup 0, free from the threshold on the lines' subtotal,
 * "other" null (pending) until the merchant sets it.
 */
export function deliveryFeeFor(
  offer: Pick<DeliveryOffer, 'freeDeliveryFrom'>,
  method: DeliveryMethod,
  zoneFee: number,
  subtotal: number,
): number | null {
  if (method === 'pickup') return 0
  if (method === 'other') return null
  if (offer.freeDeliveryFrom !== null && subtotal >= offer.freeDeliveryFrom) return 0
  return zoneFee
}
