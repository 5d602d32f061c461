import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { batch } from '../../db/client'
import { routeOfShop } from '../../db/databases'
import {
  notifications,
  type ShopNoticeWaitingRow,
  type SubscriptionRow,
  shopNoticesWaiting,
  stores,
  subscriptions,
  type WaitingNoticeMessages,
} from '../../db/schema/index'
import type { RequestCtx, ShopDatabaseCtx } from '../../env'
import { appUrl } from '../../lib/config'
import { ApiError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { shopNotice } from '../../schemas/notices'
import { planAdminMsg, SUBSCRIPTION_STATUS_LABEL } from '../../schemas/plans'
import type { SubscriptionStatus } from '../../schemas/stores'
import { queueMerchantAlert } from '../merchant-alerts'

import { subscriptionMessage } from '../message-templates'
import { notifyStore } from '../notifications'
import type { OutgoingMessage } from '../outbox'
import { onShopDatabase } from '../shops/databases'
import { bumpStoreVersion } from '../stores'

type AlertTo = Pick<OutgoingMessage, 'channel' | 'to'>

/** Where a merchant's subscription notifications lead (settings/settings). */
export const SUBSCRIPTION_SETTINGS_PATH = '/user/settings/settings'

/** The subscription notice's alert, in its default words, for each channel of the shop. */
const defaultAlert = (ctx: RequestCtx, store: { name: string }, text: string) => (to: AlertTo) =>
  subscriptionMessage(to, {
    storeName: store.name,
    text,
    link: appUrl(ctx.env, SUBSCRIPTION_SETTINGS_PATH),
  })

type NoticeOptions = { bumpVersion?: boolean; message?: (to: AlertTo) => OutgoingMessage }

/**
 * Tells a merchant about a change to their subscription that a platform request or job has
 * just written in the directory (ADR 036): the notification and the alerts go to the shop's
 * database, in one batch there, with the storefront's cache key when the change shows on it.
 * Called after the directory's batch, which decides: if this one fails, the change holds and
 * nothing of the merchant's is lost, only the notice (and, for the key, cached pages age out).
 * `message` replaces the default alert when the event has its own template (a payment receipt).
 * A shop being moved (`shop:move`) gets it once the move is over, from the scheduled round
 * (`deliverWaitingNotices`): the directory's routing row is read here, so `where.database` only
 * names where the caller last saw the shop.
 */
export async function tellShop(
  ctx: RequestCtx,
  where: { id: string; database: string },
  title: string,
  text: string,
  opts: NoticeOptions = {},
) {
  // The routing row as it is now: a shop being moved takes no write in either copy (its move
  // would fail its verification, or lose the notice with the source): the notice waits.
  const route = await routeOfShop(ctx, where.id)
  if (!route) return
  if (route.movingTo) return keepNoticeForAfterMove(ctx, where.id, title, text, opts)
  await writeShopNotice(onShopDatabase(ctx, route.database), where.id, title, text, opts)
}

/**
 * The notice's writes in the shop's database, one batch: the bell, the alerts, the cache key.
 * With `id` (a notice that waited), the notification takes that id and everything is written only
 * if it is not there yet, so a round repeating it after a crash tells the merchant once.
 */
async function writeShopNotice(
  shop: ShopDatabaseCtx,
  storeId: string,
  title: string,
  text: string,
  opts: NoticeOptions & { id?: string },
) {
  // The shop's own row (authoritative for its contacts) says where the alerts go.
  const store = await shop.db
    .select({ id: stores.id, name: stores.name, email: stores.email, phone: stores.phone })
    .from(stores)
    .where(eq(stores.id, storeId))
    .get()
  if (!store) return
  const once: SQL | undefined = opts.id
    ? sql`not exists (select 1 from notifications where id = ${opts.id})`
    : undefined
  const notice = { type: 'subscription' as const, relatedId: store.id, title, body: text }
  await batch(shop.db, [
    ...(opts.bumpVersion ? [bumpStoreVersion(shop, store.id)] : []),
    // Before the notification: their guard reads whether it is already there.
    ...(await queueMerchantAlert(
      shop,
      store,
      'subscription',
      opts.message ?? defaultAlert(shop, store, text),
      { onlyIf: once },
    )),
    opts.id
      ? shop.db
          .insert(notifications)
          .values({ id: opts.id, audience: 'store', storeId: store.id, ...notice })
          .onConflictDoNothing()
      : notifyStore(shop, store.id, notice),
  ])
}

/**
 * A notice to a shop being moved, kept in the directory until the move is over
 * (`shop_notices_waiting`, migration 0031). An alert in its own words (a receipt) is kept per
 * channel; its recipient is read from the shop's row when it is written.
 */
async function keepNoticeForAfterMove(
  ctx: RequestCtx,
  storeId: string,
  title: string,
  text: string,
  opts: NoticeOptions,
) {
  const words = (channel: AlertTo['channel']) => {
    const { template, subject, body, params } = opts.message!({ channel, to: '' })
    return { template, subject, body, params }
  }
  const messages: WaitingNoticeMessages | null = opts.message
    ? { email: words('email'), whatsapp: words('whatsapp') }
    : null
  await ctx.directory.insert(shopNoticesWaiting).values({
    id: newId('ntf'),
    storeId,
    title,
    body: text,
    bumpVersion: opts.bumpVersion ?? false,
    messages,
    createdAt: ctx.now,
  })
}

/**
 * The scheduled round's part: the notices that waited for a move now over are written to the
 * shop's database, then deleted, oldest first, `limit` per round. A shop still being moved keeps
 * its notices for a later round; a failing shop does not hold back the others.
 */
export async function deliverWaitingNotices(ctx: RequestCtx, limit = 50) {
  // The oldest first, a walk of the index; their shops' routing rows next, by primary key.
  const waiting = await ctx.directory
    .select()
    .from(shopNoticesWaiting)
    .orderBy(asc(shopNoticesWaiting.createdAt))
    .limit(limit)
  if (waiting.length === 0) return { told: 0 }
  const routes = new Map(
    (
      await ctx.directory
        .select({ id: stores.id, database: stores.database, movingTo: stores.movingTo })
        .from(stores)
        .where(inArray(stores.id, [...new Set(waiting.map((n) => n.storeId))]))
    ).map((r) => [r.id, r]),
  )
  let told = 0
  for (const notice of waiting) {
    const route = routes.get(notice.storeId)
    if (!route || route.movingTo) continue
    try {
      await writeShopNotice(
        onShopDatabase(ctx, route.database),
        notice.storeId,
        notice.title,
        notice.body,
        {
          id: notice.id,
          bumpVersion: notice.bumpVersion,
          message: notice.messages ? waitedMessage(notice.messages) : undefined,
        },
      )
      await ctx.directory.delete(shopNoticesWaiting).where(eq(shopNoticesWaiting.id, notice.id))
      told++
    } catch (err) {
      console.error(`[${ctx.requestId}] notice ${notice.id} to shop ${notice.storeId}`, err)
    }
  }
  return { told }
}

const waitedMessage =
  (messages: NonNullable<ShopNoticeWaitingRow['messages']>) =>
  (to: AlertTo): OutgoingMessage => ({ ...messages[to.channel], ...to })

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
