import type { Order, OrderPayment } from '#worker/schemas/orders.ts'
import {
  CHECKOUT_METHOD_LABEL,
  type OrderPaymentMethod,
  PAYMENT_STATUS_LABEL,
  PAYMENT_STATUSES,
} from '#worker/schemas/payment-words.ts'
import { paymentWords as w } from './fr.ts'

/** The payment-status filter of the orders list, in the lifecycle's order. */
export const PAYMENT_STATUS_OPTIONS = PAYMENT_STATUSES.map((value) => ({
  value,
  label: PAYMENT_STATUS_LABEL[value],
}))

/** How the shopper chose to pay, or the merchant's own recorded sale. */
export const orderMethodLabel = (method: OrderPaymentMethod) =>
  method === 'manual' ? w.manualSale : CHECKOUT_METHOD_LABEL[method]

export type PaymentActions = {
  /** The latest transfer reference still waiting for "Paiement reçu" or "Référence introuvable". */
  awaitingDecision: OrderPayment | null
  /** Only a paid order's money can be given back. */
  canRefund: boolean
  /** "Encaisser": an order still open with something left to pay. */
  canReceiveCash: boolean
}

/** What the merchant may do about an order's payment, read from the order and its attempts. */
export function paymentActions(
  order: Pick<Order, 'paymentStatus' | 'payments' | 'status' | 'amountDue'>,
): PaymentActions {
  const awaitingDecision =
    (order.payments ?? []).findLast((p) => p.method === 'transfer' && p.status === 'pending') ??
    null
  const canReceiveCash =
    order.status !== 'canceled' &&
    order.status !== 'refused' &&
    order.paymentStatus !== 'paid' &&
    order.paymentStatus !== 'expired' &&
    (order.amountDue ?? 0) > 0
  return { awaitingDecision, canRefund: order.paymentStatus === 'paid', canReceiveCash }
}
