import type { OrderPaymentMethod, PaymentStatus } from '#worker/schemas/payments.ts'
import { t } from '../fr'

/** Paid is good news; a failed or expired payment needs the shopper; the rest is information. */
const TONE: Partial<Record<PaymentStatus, string>> = {
  paid: 'ok',
  failed: 'alert',
  expired: 'alert',
}

/**
 * How the order is paid and delivered, on the confirmation and tracking page: one sentence per
 * way of paying and payment status (fr.ts), plain HTML that needs no JavaScript.
 */
export function PaymentSummary({
  method,
  paymentStatus,
}: {
  method: OrderPaymentMethod
  paymentStatus: PaymentStatus
}) {
  return (
    <section className={TONE[paymentStatus]} aria-labelledby="payment-title">
      <h2 id="payment-title">{t.paymentTitle}</h2>
      <p>{t.payment[method][paymentStatus]}</p>
    </section>
  )
}
