import { and, eq, isNull } from 'drizzle-orm'
import { runPlan } from '../../db/read-plan'
import { type OrderItemRow, type OrderRow, orders } from '../../db/schema/index'
import type { ShopDatabaseCtx, StoreCtx } from '../../env'
import { appUrl } from '../../lib/config'
import { newSecretToken } from '../../lib/ids'
import { findOrderRow, loadOrderItems } from './orders'

/**
 * The order's receipt link (issue 27), made the first time the merchant asks for it and the
 * same afterwards: a secret of its own, not the tracking token, since the receipt is meant to
 * be handed on (a WhatsApp chat, a printer) and must not open the shopper's payment forms.
 * Two taps racing write one token: only a row still without one takes it.
 */
export async function receiptLink(ctx: StoreCtx, orderId: string): Promise<{ url: string }> {
  const row = await findOrderRow(ctx, orderId)
  let token = row.receiptToken
  if (!token) {
    await ctx.db
      .update(orders)
      .set({ receiptToken: newSecretToken() })
      .where(
        and(eq(orders.id, row.id), eq(orders.storeId, ctx.store.id), isNull(orders.receiptToken)),
      )
    token = (await findOrderRow(ctx, orderId)).receiptToken!
  }
  return { url: appUrl(ctx.env, `/${ctx.store.slug}/recu/${token}`) }
}

/** The order of a receipt link, with its lines, in one batch; null for any other shop's. */
export function readReceipt(ctx: ShopDatabaseCtx, storeId: string, token: string) {
  const db = ctx.db
  const ofToken = and(eq(orders.receiptToken, token), eq(orders.storeId, storeId))
  const orderId = db.select({ id: orders.id }).from(orders).where(ofToken)
  return runPlan(db, {
    queries: [db.select().from(orders).where(ofToken), loadOrderItems(db, storeId, orderId)],
    decode: ([rows, items]) => {
      const row = (rows as OrderRow[])[0]
      return row ? { row, items: items as OrderItemRow[] } : null
    },
  })
}
