import { and, eq } from 'drizzle-orm'
import { DIRECTORY, databaseIn, databaseNames, routeOfShop } from '../../db/databases'
import { type PaymentRow, payments } from '../../db/schema'
import type { OnDatabaseCtx, RequestCtx } from '../../env'
import { refuseWriteWhileMoving } from '../../lib/shop-moving'
import type { ProviderId } from '../../schemas/payments'
import { accountOfPayment } from './options'
import type { IncomingNotification } from './provider'
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
  const found = await findPayment(ctx, providerId, ref)
  if (!found) return 'ignored'
  const { payment, ctx: home, movingTo } = found
  const account = await accountOfPayment(home, payment)
  if (!account || !(await provider.verifyNotification(account, notification, ctx.now)))
    return 'refused'
  // Genuine, for a shop `npm run shop:move` is copying: 503, the provider sends it again.
  refuseWriteWhileMoving('POST', movingTo)
  // A paid payment never moves back on a late or out-of-order event.
  if (payment.status !== 'paid' && payment.status !== 'refunded')
    await refreshPayment(home, payment, 'notification')
  return 'accepted'
}

/**
 * The payment a provider's reference names, and the ctx of the database holding it. The
 * notification names no shop (one address per provider, set once in the merchant's account),
 * so the databases are asked in turn, on the (method, provider_ref) index: the directory first
 * (the platform's fees), then each shop database. The cost grows with the databases bound,
 * never with the shops or payments (ADR 036).
 *
 * A shop's payment counts only where the directory routes the shop: a move copies it before
 * switching and deletes the source's copy after, so for a moment both hold it. While the move
 * runs (`movingTo`), the caller answers 503 with Retry-After: the provider sends it again once
 * the shop is settled on one database, and nothing is written to a copy about to go.
 */
async function findPayment(
  ctx: RequestCtx,
  providerId: ProviderId,
  ref: string,
): Promise<{ payment: PaymentRow; ctx: OnDatabaseCtx; movingTo: string | null } | null> {
  for (const name of databaseNames(ctx.env)) {
    // Every database, the directory among them (a plan's fee): not yet known to be a shop's.
    const db = databaseIn(ctx, name)
    const payment = await db
      .select()
      .from(payments)
      .where(and(eq(payments.method, providerId), eq(payments.providerRef, ref)))
      .get()
    if (!payment) continue
    // The platform's fees live in the directory, never moved with a shop.
    if (name === DIRECTORY && payment.purpose !== 'order')
      return { payment, ctx: { ...ctx, db }, movingTo: null }
    const route = await routeOfShop(ctx, payment.storeId)
    if (route?.database !== name) continue
    return { payment, ctx: { ...ctx, db }, movingTo: route.movingTo }
  }
  return null
}
