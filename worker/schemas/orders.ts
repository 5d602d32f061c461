import * as z from 'zod/mini'
import type { OrderCourier } from './couriers'
import { DeliveryChoiceInput, type OrderDelivery } from './delivery'
import {
  countryCode,
  nationalPhone,
  optionalMoneyAmount,
  optionalText,
  pageQuery,
  phonePlan,
  requiredText,
} from './fields'
import { msg } from './messages'
import { CHOOSABLE_STATUSES, ORDER_STATUSES } from './order-status'
import {
  CheckoutMethod,
  type ConfirmedBy,
  type OrderPaymentMethod,
  PAYMENT_STATUSES,
  type PaymentRowMethod,
  type PaymentRowStatus,
  type PaymentStatus,
} from './payments'
import { DEFAULT_COUNTRY_CODE } from './phone'
import { PromoCodeField } from './promo-codes'

export const OrderStatus = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof OrderStatus>

/** The column headers of the orders' CSV export, in the order of its columns. */
export const ORDER_CSV_HEADERS = [
  'Numéro',
  'Date',
  'Statut',
  'Paiement',
  'Mode de paiement',
  'Prénom',
  'Nom',
  'Téléphone',
  'Ville',
  'Articles',
  'Détail des articles',
  'Code promo',
  'Remise',
  'Livraison',
  'Frais de livraison',
  'Repère',
  'Total',
  'Devise',
  /** "Oui" for an order the board counts as a sale (`isSale`, ADR 061): its sums agree. */
  'Vente',
]

/** Whole numbers from 1 to 999: zero, negative, fractional and huge quantities are refused. */
export const quantity = z.pipe(
  // Form posts send digits as text; anything else (true, [2], "1e3") stays invalid.
  z.transform((v) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v)),
  z
    .number({ error: msg.invalidQuantity })
    .check(
      z.int(msg.invalidQuantity),
      z.gte(1, msg.invalidQuantity),
      z.lte(999, msg.invalidQuantity),
    ),
)

export const OrderLineInput = z.object({
  productId: z.string().check(z.minLength(1), z.maxLength(40)),
  quantity,
  size: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  color: z.optional(z.string().check(z.trim(), z.maxLength(40))),
})
export type OrderLineInput = z.infer<typeof OrderLineInput>

/** Delivery contact: first name, last name, phone, city and quantity, all required. */
export const OrderContactInput = z
  .object({
    firstName: requiredText(80),
    lastName: requiredText(80),
    phoneCountryCode: z.optional(countryCode),
    phone: nationalPhone,
    city: requiredText(80),
    note: optionalText(500),
  })
  .check(phonePlan(DEFAULT_COUNTRY_CODE))
export type OrderContactInput = z.infer<typeof OrderContactInput>

export const OrderCreateInput = z.extend(OrderContactInput, {
  /** Zone, pickup or other (ADR 050), the landmark and the location: see DeliveryChoiceInput. */
  ...DeliveryChoiceInput,
  items: z.array(OrderLineInput).check(z.minLength(1, msg.emptyCart), z.maxLength(50)),
  /** Among the shop's methods; none = the first it offers (ADR 021). */
  paymentMethod: z.optional(CheckoutMethod),
  /** The "Code promo" field (issue 26): typed in any case, with spaces; '' = none. */
  promoCode: PromoCodeField,
})
export type OrderCreateInput = z.infer<typeof OrderCreateInput>

/** Messages of the order lifecycle (canceled is final; a delivered order is not canceled). */
export const orderMsg = {
  invalidStatus: 'Statut invalide',
  sameStatus: 'La commande a déjà ce statut',
  canceledFinal: 'Cette commande est annulée : son statut ne peut plus changer',
  refusedFinal: 'Cette commande a été refusée à la livraison : son statut ne peut plus changer',
  deliveredNotCancelable: 'Une commande livrée ne peut pas être annulée',
  changedMeanwhile: 'La commande a été modifiée entre-temps, veuillez réessayer',
  notFound: 'Commande introuvable',
  totalTooLarge: 'Le montant de la commande est trop élevé : réduisez les quantités',
  idempotencyKeyFormat:
    'Clé d’idempotence invalide : 16 à 64 caractères parmi lettres sans accent, chiffres, « - » et « _ »',
  idempotencyKeyReused:
    'Cette commande a déjà été envoyée avec un autre numéro de téléphone : confirmez à nouveau pour en passer une nouvelle',
  invalidPaymentStatus: 'Statut de paiement invalide',
  paymentNotFound: 'Paiement introuvable',
} as const

/**
 * What makes a repeated order submit find the order it already made (per shop): the checkout
 * form's hidden field, or the API's `Idempotency-Key` header. Long enough to be unguessable.
 */
export const IdempotencyKey = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, orderMsg.idempotencyKeyFormat))

/** "Order update: status, message to customer". */
export const OrderStatusInput = z.object({
  // `refused` is the door's (ADR 052): never chosen in the status form.
  status: z.enum(CHOOSABLE_STATUSES, { error: orderMsg.invalidStatus }),
  message: optionalText(500),
  /** An "other zone" order's delivery fee, set when confirming it (ADR 050), as typed. */
  deliveryFee: optionalMoneyAmount('deliveryFee'),
})
export type OrderStatusInput = z.infer<typeof OrderStatusInput>

export const OrderListQuery = z.object({
  status: z.optional(OrderStatus),
  paymentStatus: z.optional(z.enum(PAYMENT_STATUSES, { error: orderMsg.invalidPaymentStatus })),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** "À reprogrammer": open orders nobody was home for (ADR 052), until handed out again. */
  reschedule: z.optional(z.enum(['1'])),
  ...pageQuery,
})
export type OrderListQuery = z.infer<typeof OrderListQuery>

export type OrderItem = {
  id: string
  productId: string | null
  productName: string
  unitPrice: number
  quantity: number
  size: string | null
  color: string | null
  lineTotal: number
}

type OrderEventActor = 'shopper' | 'merchant' | 'system' | 'courier'

/** One step of an order's history, with the message the merchant left for the shopper. */
export type OrderEvent = {
  id: string
  status: OrderStatus
  message: string | null
  actor: OrderEventActor
  /** The courier (by name) who recorded a door outcome; null for the merchant, shopper, system. */
  actorName: string | null
  createdAt: string
}

/**
 * One payment attempt of an order, as the merchant sees it: never a provider key, never the
 * checkout link (the shopper's own way to pay).
 */
export type OrderPayment = {
  id: string
  method: PaymentRowMethod
  providerRef: string | null
  amount: number
  currency: string
  status: PaymentRowStatus
  /** The provider's own word for the status, as last seen. */
  rawStatus: string | null
  confirmedBy: ConfirmedBy | null
  /** The staff member who confirmed or recorded it (ADR 055); null for the owner and the rest. */
  confirmedByName: string | null
  confirmedAt: string | null
  createdAt: string
}

/** A message the shopper was sent about the order, and where it stands (ADR 049). */
export type OrderMessage = {
  id: string
  channel: 'email' | 'whatsapp'
  recipient: string
  /** As the shopper reads it (a WhatsApp template filled in). */
  body: string
  /** What WhatsApp last reported, if anything. */
  delivery: 'sent' | 'delivered' | 'read' | 'failed' | null
  /** In the merchant's words: "Lu", "Distribué", "Échec : …", "Retenu : …", "En attente". */
  state: string
  createdAt: string
}

export type Order = {
  id: string
  number: string
  status: OrderStatus
  /** `manual`: a sale the merchant recorded ("Nouvelle vente"), not a storefront order. */
  source: 'storefront' | 'manual'
  firstName: string
  lastName: string
  phone: string
  city: string
  note: string | null
  customerId: string | null
  currency: string
  itemCount: number
  /** The lines less the discount, plus the delivery fee once known. */
  total: number
  /** The lines alone: `total` without the delivery fee, before the discount. */
  subtotal: number
  /** What the promo code took off the lines (issue 26); 0 without a code. */
  discount: number
  /** The code used, as stored (normalised); null without one. */
  promoCode: string | null
  /** How the order reaches the shopper, as chosen; null when the shop offered no choice. */
  delivery: OrderDelivery | null
  createdAt: string
  /** How the shopper pays, and where that payment stands (apart from the delivery status). */
  paymentMethod: OrderPaymentMethod
  paymentStatus: PaymentStatus
  /** An order awaiting online payment or a transfer reference expires after this. */
  paymentDueAt: string | null
  paidAt: string | null
  /** A payment confirmed after the order expired: to refund or to honour. */
  paidAfterExpiryAt: string | null
  /** "Absent – à reprogrammer" at the door (ADR 052): set until handed to a courier again. */
  rescheduleAt: string | null
  /** The order's latest delivery: who carries it, and what happened at the door (detail only). */
  courier?: OrderCourier | null
  /** The shop's OTHER orders from this phone refused at the door: "2 refus précédents" (detail only). */
  refusals?: number
  /** The shopper's tracking page, for the order's WhatsApp message (detail only, issue 27). */
  trackingUrl?: string
  /**
   * Confirmed payments in the order's currency, and what is left of the total (detail only,
   * where the payments are read): "Encaisser" offers the rest, less is an "Acompte".
   */
  amountPaid?: number
  amountDue?: number
  items?: OrderItem[]
  /** The history, oldest first (detail and receipt only). */
  events?: OrderEvent[]
  /** Every payment attempt, oldest first (detail only). */
  payments?: OrderPayment[]
  /** The messages the shopper was sent about it, oldest first (detail only). */
  messages?: OrderMessage[]
}

/** What the shopper's confirmation page needs (reached by the private tracking token). */
export type OrderReceipt = Order & {
  items: OrderItem[]
  events: OrderEvent[]
  trackingToken: string
  /** How the shopper pays, and where that payment is: the page says what happens next. */
  paymentMethod: OrderPaymentMethod
  paymentStatus: PaymentStatus
}
