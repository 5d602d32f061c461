import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bothPlans, type ReadPlan, runPlan } from '../../db/read-plan'
import {
  type OrderEventRow,
  type OrderItemRow,
  type OrderRow,
  orders,
  type PaymentRow,
  payments,
  type StoreRow,
} from '../../db/schema'
import type { ShopDatabaseCtx } from '../../env'
import { paymentOptionsPlan, type ShopPaymentOptions } from '../payments/options'
import { loadOrderEvents, loadOrderItems } from './orders'

/** Everything a shopper's tracking page shows of an order, read at once. */
export type TrackedOrder = {
  row: OrderRow
  items: OrderItemRow[]
  events: OrderEventRow[]
  attempts: PaymentRow[]
  /** The shop's payment options (a direct transfer's page lists its wallets). */
  options: (store: StoreRow) => ShopPaymentOptions
}

/**
 * The order of a tracking link with its lines, history and payment attempts, as ONE batch:
 * the lines, history and attempts are found through the token (a subquery on its unique
 * index), not through the order's id read first. The page's reads thus join the batch of the
 * shop's lookup: one round trip (ADR 044). Null when the link names no order of this shop.
 */
export function trackingPlan(
  db: Db,
  storeId: string,
  token: string,
): ReadPlan<TrackedOrder | null> {
  const ofToken = and(eq(orders.trackingToken, token), eq(orders.storeId, storeId))
  const orderId = db.select({ id: orders.id }).from(orders).where(ofToken)
  const plan = bothPlans(
    {
      queries: [
        db.select().from(orders).where(ofToken),
        loadOrderItems(db, storeId, orderId),
        loadOrderEvents(db, storeId, orderId),
        db
          .select()
          .from(payments)
          .where(and(eq(payments.storeId, storeId), inArray(payments.orderId, orderId)))
          .orderBy(asc(payments.createdAt)),
      ],
      decode: (results) => results as [OrderRow[], OrderItemRow[], OrderEventRow[], PaymentRow[]],
    },
    paymentOptionsPlan(db, storeId),
  )
  return {
    queries: plan.queries,
    decode: (results) => {
      const [[[row], items, events, attempts], options] = plan.decode(results)
      return row ? { row, items, events, attempts, options } : null
    },
  }
}

/** The same on its own (after a change the page shows, or a rare path): one round trip. */
export const readTracking = (ctx: ShopDatabaseCtx, storeId: string, token: string) =>
  runPlan(ctx.db, trackingPlan(ctx.db, storeId, token))
