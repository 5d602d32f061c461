import type { Order } from '#worker/schemas/orders.ts'

const CLOSED = new Set<Order['status']>(['delivered', 'canceled', 'refused'])

/** Delivered, canceled or refused: the door has nothing left to record. */
export const isClosed = (o: Order) => CLOSED.has(o.status)

/**
 * Whether the order may still go out with a courier: open, not picked up at the shop, its fee
 * known. The server decides (and says why not, in French); this only keeps the choice honest.
 */
export const canGoOut = (o: Order) =>
  !CLOSED.has(o.status) &&
  o.delivery?.method !== 'pickup' &&
  !(o.delivery?.method === 'other' && o.delivery.fee === null)

/** The orders chosen for "Tournée du jour", as the list's rows and cards show them. */
export type OrderSelection = {
  selected: ReadonlySet<string>
  toggle: (orderId: string) => void
}
