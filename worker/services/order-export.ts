import { and, desc, eq } from 'drizzle-orm'
import { orders } from '../db/schema'
import type { StoreCtx } from '../env'
import { toCsv } from '../lib/csv'
import { toDecimalString } from '../schemas/money'
import { ORDER_CSV_HEADERS, ORDER_STATUS_LABEL, type OrderListQuery } from '../schemas/orders'
import { PAYMENT_STATUS_LABEL } from '../schemas/payments'

/** The shop's orders (same filters as the list, up to 10 000 rows) as a spreadsheet. */
export async function exportOrdersCsv(
  ctx: StoreCtx,
  query: Pick<OrderListQuery, 'status' | 'paymentStatus'>,
): Promise<string> {
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.storeId, ctx.store.id),
        query.status ? eq(orders.status, query.status) : undefined,
        query.paymentStatus ? eq(orders.paymentStatus, query.paymentStatus) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(10_000)
  return toCsv(
    ORDER_CSV_HEADERS,
    rows.map((o) => [
      o.number,
      o.createdAt.toISOString().slice(0, 16).replace('T', ' '),
      ORDER_STATUS_LABEL[o.status],
      PAYMENT_STATUS_LABEL[o.paymentStatus],
      o.firstName,
      o.lastName,
      `+${o.phone}`,
      o.city,
      o.itemCount,
      toDecimalString(o.total, o.currency),
      o.currency,
    ]),
  )
}
