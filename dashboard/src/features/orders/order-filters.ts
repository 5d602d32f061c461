import { OrderStatus } from '#worker/schemas/orders.ts'
import { PaymentStatus } from '#worker/schemas/payments.ts'

/**
 * The order list's filters, kept in the page's URL (?q=…&status=…&paymentStatus=…), and
 * `reschedule=1`: "À reprogrammer", the open orders nobody was home for (ADR 052).
 */
export const ORDER_FILTERS = ['q', 'status', 'paymentStatus', 'reschedule'] as const

/**
 * The filters in force for the list and its CSV export alike: an empty or unknown value is
 * left out, so the file holds exactly the orders the merchant is looking at.
 */
export function orderFilters(values: Partial<Record<(typeof ORDER_FILTERS)[number], string>>) {
  return {
    q: values.q?.trim() || undefined,
    status: OrderStatus.safeParse(values.status).data,
    paymentStatus: PaymentStatus.safeParse(values.paymentStatus).data,
    reschedule: values.reschedule === '1' ? ('1' as const) : undefined,
  }
}
