import { and, eq, sql } from 'drizzle-orm'
import { batch } from '../db/client'
import { type SubscriptionRow, stores, subscriptions } from '../db/schema'
import type { RequestCtx } from '../env'
import { appUrl } from '../lib/config'
import { ApiError } from '../lib/errors'
import { shopNotice } from '../schemas/notices'
import { planAdminMsg, SUBSCRIPTION_STATUS_LABEL } from '../schemas/plans'
import type { SubscriptionStatus } from '../schemas/stores'
import { type AlertShop, queueMerchantAlert } from './merchant-alerts'
import { subscriptionMessage } from './message-templates'
import { notifyStore } from './notifications'

/** Where a merchant's subscription notifications lead (§4: settings/settings). */
export const SUBSCRIPTION_SETTINGS_PATH = '/user/settings/settings'

/**
 * The writes that tell a merchant about their subscription: an in-app notification (type
 * 'subscription', opening settings/settings) and the alert to the shop's chosen channels. Returned unexecuted,
 * for the batch of the change they announce.
 */
export async function subscriptionNotice(
  ctx: RequestCtx,
  store: AlertShop & { name: string },
  title: string,
  text: string,
) {
  return [
    notifyStore(ctx, store.id, { type: 'subscription', relatedId: store.id, title, body: text }),
    ...(await queueMerchantAlert(ctx, store, 'subscription', (to) =>
      subscriptionMessage(to, {
        storeName: store.name,
        text,
        link: appUrl(ctx.env, SUBSCRIPTION_SETTINGS_PATH),
      }),
    )),
  ] as const
}

/**
 * An administrator sets a shop's subscription status (suspend, reactivate, expire) with a
 * message to the merchant; the change, its reason, the notification and the e-mail are one
 * batch. Suspending blocks the merchant interface and the storefront (503).
 */
export async function setSubscriptionStatus(
  ctx: RequestCtx,
  storeId: string,
  input: { status: SubscriptionStatus; message?: string | undefined },
): Promise<SubscriptionRow> {
  const row = await ctx.db
    .select({
      sub: subscriptions,
      store: { id: stores.id, name: stores.name, email: stores.email, phone: stores.phone },
    })
    .from(subscriptions)
    .innerJoin(stores, eq(stores.id, subscriptions.storeId))
    .where(eq(subscriptions.storeId, storeId))
    .get()
  if (!row) throw new ApiError('NOT_FOUND', planAdminMsg.subscriptionNotFound)
  const label = SUBSCRIPTION_STATUS_LABEL[input.status]
  const notice = shopNotice.subscriptionStatus(label, input.message)
  await batch(ctx.db, [
    ctx.db
      .update(subscriptions)
      .set({ status: input.status, reason: input.message || null, updatedAt: ctx.now })
      .where(and(eq(subscriptions.id, row.sub.id), eq(subscriptions.storeId, storeId))),
    // The storefront shows (or stops showing) the shop: its pages must not come from cache.
    ctx.db
      .update(stores)
      .set({ version: sql`${stores.version} + 1` })
      .where(eq(stores.id, storeId)),
    ...(await subscriptionNotice(ctx, row.store, notice.title, notice.body)),
  ])
  return (await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, row.sub.id)).get())!
}
