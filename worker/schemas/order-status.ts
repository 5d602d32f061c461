/*
 * An order's statuses and their labels, without zod: the dashboard's board and the receipt show
 * them without loading a validator (issue 15, ADR 026). `OrderStatus` (orders.ts) validates them.
 */
/** `refused`: refused at the door (issue 25), a delivery outcome, not a cancellation. */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'canceled',
  'refused',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** What the merchant's status form offers: `refused` is set by the door only (ADR 052). */
export const CHOOSABLE_STATUSES = [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'canceled',
] as const satisfies readonly OrderStatus[]

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'En Cours',
  confirmed: 'Confirmée',
  shipped: 'Expédiée',
  delivered: 'Livrée',
  canceled: 'Annulée',
  refused: 'Refusée',
}

/** A status badge's colour, as the dashboard's badge variants name them. */
export type StatusTone = 'warning' | 'info' | 'success' | 'destructive' | 'secondary'

/** Waiting is amber, moving is blue, delivered is green, stopped is red. */
export const ORDER_STATUS_TONE = {
  pending: 'warning',
  confirmed: 'info',
  shipped: 'info',
  delivered: 'success',
  canceled: 'destructive',
  refused: 'destructive',
} as const satisfies Record<OrderStatus, StatusTone>
