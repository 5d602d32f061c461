import type { Order } from '#worker/schemas/orders.ts'
import { orderWords } from './fr.ts'

const w = orderWords.delivery

/** "Ouaga 2000", "Retrait en boutique", "Autre zone": where the order goes, as copied on it. */
export function deliveryWhere(o: Pick<Order, 'delivery'>): string | null {
  if (!o.delivery) return null
  if (o.delivery.method === 'pickup') return w.pickup
  if (o.delivery.method === 'other') return w.other
  return o.delivery.zoneName ?? w.other
}

/** An "other zone" order whose fee the merchant sets when confirming it (ADR 050). */
export const feePending = (o: Pick<Order, 'delivery'>) =>
  o.delivery?.method === 'other' && o.delivery.fee === null
