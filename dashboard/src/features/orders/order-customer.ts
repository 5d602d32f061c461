import { formatPhone } from '#dashboard/lib/phone.ts'
import type { Order } from '#worker/schemas/orders.ts'
import { saleWords } from './fr.ts'

/**
 * Who bought, as a list shows it: a sale recorded at the counter may have no name ("Client de
 * passage") and no phone, where a storefront order always has both.
 */
export const customerName = (o: Pick<Order, 'firstName' | 'lastName'>) =>
  `${o.firstName} ${o.lastName}`.trim() || saleWords.walkIn

export const shownPhone = (o: Pick<Order, 'phone'>) => (o.phone ? formatPhone(o.phone) : '—')
