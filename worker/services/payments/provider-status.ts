import { and, eq } from 'drizzle-orm'
import { type PaymentRow, payments } from '../../db/schema'
import type { OnDatabaseCtx } from '../../env'
import type { ConfirmedBy, ProviderId } from '../../schemas/payments'
import { paymentHome, settlePayment } from './ledger'
import { accountOfPayment } from './options'
import type { ProviderStatus } from './provider'
import { getProvider, providerEndpoints } from './providers'

/**
 * Applies what the provider itself says about a payment (its status call, the only status the
 * server trusts: a notification only tells it to ask). A paid status counts only with the
 * payment's exact amount and currency; a mismatch changes nothing and is logged for the
 * platform. Returns whether the payment moved.
 */
export async function applyProviderStatus(
  ctx: OnDatabaseCtx,
  payment: PaymentRow,
  status: ProviderStatus,
  confirmedBy: ConfirmedBy,
): Promise<boolean> {
  if (status.state === 'pending') {
    await paymentHome(ctx, payment)
      .db.update(payments)
      .set({ rawStatus: status.rawStatus, updatedAt: ctx.now })
      .where(
        and(
          eq(payments.id, payment.id),
          eq(payments.storeId, payment.storeId),
          eq(payments.status, 'pending'),
        ),
      )
    return false
  }
  if (
    status.state === 'paid' &&
    (status.amount !== payment.amount || status.currency !== payment.currency)
  ) {
    console.warn(
      `[${ctx.requestId}] payment ${payment.id}: provider reports ${status.amount} ${status.currency}, expected ${payment.amount} ${payment.currency}; not counted`,
    )
    return false
  }
  // Refunds are recorded by the merchant; a provider's "refunded" on a pending payment means it never counted.
  const state = status.state === 'refunded' && payment.status !== 'paid' ? 'failed' : status.state
  return settlePayment(ctx, payment, { state, rawStatus: status.rawStatus, confirmedBy })
}

/** Asks the provider about one payment and applies the answer (return page, job). */
export async function refreshPayment(
  ctx: OnDatabaseCtx,
  payment: PaymentRow,
  confirmedBy: ConfirmedBy = 'status-check',
): Promise<boolean> {
  if (!payment.providerRef || payment.method === 'transfer') return false
  const account = await accountOfPayment(ctx, payment)
  if (!account) return false
  const provider = getProvider(payment.method as ProviderId)
  const endpoints = providerEndpoints(ctx.env, provider.id, account.mode)
  const status = await provider.fetchStatus(endpoints, account, payment.providerRef)
  return applyProviderStatus(ctx, payment, status, confirmedBy)
}
