import { and, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import { batch } from '../../db/client'
import { notLeftBehind } from '../../db/databases'
import { orders, stores } from '../../db/schema'
import type { ShopDatabaseCtx } from '../../env'
import { appUrl } from '../../lib/config'
import { unixNow } from '../context'
import { queueShopMessage, settleCrossShop, shopOwnerOf, takeCrossShop } from '../message-gate'
import { paymentReminderForShopper } from './message-templates'

/**
 * "Reminders that recover a sale" (issue 26): an order awaiting online payment or a transfer
 * gets one WhatsApp reminder, with its payment page, before it expires at `payment_due_at`.
 *
 * When: once less than a third of its delay is left, or ten minutes, whichever is longer. A
 * third, so a shopper still on the payment page is not interrupted (the default delay of 30
 * minutes reminds at 10 minutes left); ten minutes at least, so the cron (every 5 minutes)
 * meets every order in the window at least once, even with the shortest delay (5 minutes: the
 * first round reminds it). The reminder queued in the round is sent by the same round's outbox.
 *
 * Only `unpaid` and `failed` orders: a `pending` one has a payment under way (a provider's
 * check, a transfer reference the merchant is verifying); reminding it would ask to pay twice.
 */
const REMINDED_STATUSES = ['unpaid', 'failed'] as const
const AWAITING_METHODS = ['online', 'transfer'] as const
const AT_LEAST_SECONDS = 600

/** The order still awaits its payment and has had no reminder: checked again inside the batch. */
const stillToRemind = (orderId: string, now: number) =>
  sql`exists (select 1 from ${orders} o where o.id = ${orderId} and o.status = 'pending'
    and o.payment_reminded_at is null and o.expired_at is null
    and o.payment_status in ('unpaid', 'failed') and o.payment_due_at > ${now})`

/** The scheduled job on one shop database: due reminders, soonest expiry first, bounded. */
export async function remindUnpaidOrders(
  ctx: ShopDatabaseCtx,
  limit = 100,
  leftovers: readonly string[] = [],
) {
  const now = unixNow(ctx)
  const due = await ctx.db
    .select({
      id: orders.id,
      storeId: orders.storeId,
      number: orders.number,
      phone: orders.phone,
      trackingToken: orders.trackingToken,
      total: orders.total,
      currency: orders.currency,
      paymentDueAt: orders.paymentDueAt,
      storeName: stores.name,
      slug: stores.slug,
      timeZone: stores.timeZone,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(
      and(
        // The statuses named and the due part of orders_payment_due_idx, as the expiry job.
        inArray(orders.paymentStatus, [...REMINDED_STATUSES]),
        gt(orders.paymentDueAt, ctx.now),
        inArray(orders.paymentMethod, [...AWAITING_METHODS]),
        eq(orders.status, 'pending'),
        isNull(orders.expiredAt),
        isNull(orders.paymentRemindedAt),
        // Nobody to remind without a number (a sale recorded without the customer's phone).
        isNotNull(orders.phone),
        ne(orders.phone, ''),
        sql`(3 * (${orders.paymentDueAt} - ${now}) <= ${orders.paymentDueAt} - ${orders.createdAt}
          or ${orders.paymentDueAt} - ${now} <= ${AT_LEAST_SECONDS})`,
        notLeftBehind(orders.storeId, leftovers),
      ),
    )
    .orderBy(orders.paymentDueAt)
    .limit(limit)
  let reminded = 0
  for (const o of due) if (await remindOne(ctx, o as typeof o & { phone: string }, now)) reminded++
  return { reminded }
}

type Due = {
  id: string
  storeId: string
  number: string
  phone: string
  trackingToken: string
  total: number
  currency: string
  paymentDueAt: Date | null
  storeName: string
  slug: string
  timeZone: string
}

/**
 * One reminder, in one batch: the message first, queued only while the order still awaits its
 * payment unreminded, then the mark. Two rounds racing on the order: the second batch finds it
 * marked and queues nothing. Through the shop's gate: counted in its daily cap and the
 * shopper's, held (not sent) when the owner is blocked or unverified.
 */
async function remindOne(ctx: ShopDatabaseCtx, o: Due, now: number) {
  const message = paymentReminderForShopper(
    { channel: 'whatsapp', to: o.phone },
    {
      storeName: o.storeName,
      number: o.number,
      total: o.total,
      currency: o.currency,
      dueAt: clockTime(o.paymentDueAt ?? ctx.now, o.timeZone),
      link: appUrl(ctx.env, `/${o.slug}/orders/${o.trackingToken}`),
    },
  )
  const owner = await shopOwnerOf(ctx, o.storeId)
  const crossShop = await takeCrossShop(ctx, message)
  try {
    const [, marked] = await batch(ctx.db, [
      queueShopMessage(
        ctx,
        o.storeId,
        owner,
        message,
        { kind: 'shopper', orderId: o.id, crossShop },
        { onlyIf: stillToRemind(o.id, now) },
      ),
      ctx.db
        .update(orders)
        .set({ paymentRemindedAt: ctx.now })
        .where(
          and(eq(orders.id, o.id), eq(orders.storeId, o.storeId), isNull(orders.paymentRemindedAt)),
        )
        .returning({ id: orders.id }),
    ])
    return (marked as unknown[]).length > 0
  } finally {
    // The shopper's place across shops is given back unless the message leaves.
    await settleCrossShop(ctx, crossShop)
  }
}

/** "14 h 30" in the shop's zone (ADR 048): the time the shopper reads on their own clock. */
function clockTime(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('fr-FR', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(at)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${part('hour')} h ${part('minute')}`
}
