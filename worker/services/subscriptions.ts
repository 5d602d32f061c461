import { and, eq } from 'drizzle-orm'
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
import type { OutgoingMessage } from './outbox'
import { onShopDatabase } from './shop-databases'
import { bumpStoreVersion } from './stores'

type AlertTo = Pick<OutgoingMessage, 'channel' | 'to'>

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
 * Tells a merchant about a change to their subscription that a platform request or job has
 * just written in the directory (ADR 036): the notification and the alerts go to the shop's
 * database, in one batch there, with the storefront's cache key when the change shows on it.
 * Called after the directory's batch, which decides: if this one fails, the change holds and
 * nothing of the merchant's is lost, only the notice (and, for the key, cached pages age out).
 * `message` replaces the default alert when the event has its own template (a payment receipt).
 */
export async function tellShop(
  ctx: RequestCtx,
  where: { id: string; database: string },
  title: string,
  text: string,
  opts: { bumpVersion?: boolean; message?: (to: AlertTo) => OutgoingMessage } = {},
) {
  const shop = onShopDatabase(ctx, where.database)
  // The shop's own row (authoritative for its contacts) says where the alerts go.
  const store = await shop.db
    .select({ id: stores.id, name: stores.name, email: stores.email, phone: stores.phone })
    .from(stores)
    .where(eq(stores.id, where.id))
    .get()
  if (!store) return
  const [notification, ...alerts] = await subscriptionNotice(shop, store, title, text)
  await batch(shop.db, [
    ...(opts.bumpVersion ? [bumpStoreVersion(shop, store.id)] : []),
    notification,
    ...(opts.message
      ? await queueMerchantAlert(shop, store, 'subscription', opts.message)
      : alerts),
  ])
}

/**
 * An administrator sets a shop's subscription status (suspend, reactivate, expire) with a
 * message to the merchant. Suspending blocks the merchant interface and the storefront (503).
 * Two databases, two batches (ADR 036): the subscription and its reason in the directory, then
 * the shop's cache key, notification and alerts in its database (`tellShop`).
 */
export async function setSubscriptionStatus(
  ctx: RequestCtx,
  storeId: string,
  input: { status: SubscriptionStatus; message?: string | undefined },
): Promise<SubscriptionRow> {
  const row = await ctx.directory
    .select({ sub: subscriptions, database: stores.database })
    .from(subscriptions)
    .innerJoin(stores, eq(stores.id, subscriptions.storeId))
    .where(eq(subscriptions.storeId, storeId))
    .get()
  if (!row) throw new ApiError('NOT_FOUND', planAdminMsg.subscriptionNotFound)
  const label = SUBSCRIPTION_STATUS_LABEL[input.status]
  const notice = shopNotice.subscriptionStatus(label, input.message)
  const updated = await ctx.directory
    .update(subscriptions)
    .set({ status: input.status, reason: input.message || null, updatedAt: ctx.now })
    .where(and(eq(subscriptions.id, row.sub.id), eq(subscriptions.storeId, storeId)))
    .returning()
    .get()
  // The storefront shows (or stops showing) the shop: its pages must not come from cache.
  await tellShop(ctx, { id: storeId, database: row.database }, notice.title, notice.body, {
    bumpVersion: true,
  })
  return updated ?? row.sub
}
