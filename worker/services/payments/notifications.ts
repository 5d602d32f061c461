import { and, eq } from 'drizzle-orm'
import { payments } from '../../db/schema'
import type { RequestCtx } from '../../env'
import { accountOfPayment } from './options'
import type { IncomingNotification, ProviderId } from './provider'
import { refreshPayment } from './provider-status'
import { getProvider } from './providers'

/**
 * What a provider's notification leads to:
 * - `ignored`: it names no payment we know (unknown or foreign reference). Acknowledged, so the
 *   provider stops retrying, and nothing changes;
 * - `refused`: not signed with the keys of the account the payment was made with (another
 *   shop's secret opens nothing);
 * - `accepted`: genuine; the payment was then settled from the provider's own status call.
 */
export type NotificationOutcome = 'ignored' | 'refused' | 'accepted'

export async function receiveNotification(
  ctx: RequestCtx,
  providerId: ProviderId,
  notification: IncomingNotification,
): Promise<NotificationOutcome> {
  const provider = getProvider(providerId)
  const ref = provider.notificationRef(notification)
  if (!ref) return 'ignored'
  const payment = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.method, providerId), eq(payments.providerRef, ref)))
    .get()
  if (!payment) return 'ignored'
  const account = await accountOfPayment(ctx, payment)
  if (!account || !(await provider.verifyNotification(account, notification, ctx.now)))
    return 'refused'
  // A paid payment never moves back on a late or out-of-order event.
  if (payment.status !== 'paid' && payment.status !== 'refunded')
    await refreshPayment(ctx, payment, 'notification')
  return 'accepted'
}
