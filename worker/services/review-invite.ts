import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { type OrderRow, orders } from '../db/schema'
import type { ShopCtx } from '../env'
import { appUrl } from '../lib/config'
import { queueShopMessage, settleCrossShop, shopOwnerOf, takeCrossShop } from './message-gate'
import { reviewInviteForShopper } from './message-templates'
import { limitsOf } from './plan-limits'

/**
 * The WhatsApp invitation to review (issue 26), for an order becoming delivered: at most once
 * an order, `orders.review_asked_at` being the guard. Read before the batch (the gate's owner,
 * the recipient's place across shops); null when the order has no phone, was asked already, or
 * the shop's plan has no reviews (issue 26).
 * `writes(applied)` joins the batch that delivers the order: the message first, queued only if
 * the order was still never asked, then the stamp; `settle` runs after it, whatever happened.
 */
export async function reviewInvite(ctx: ShopCtx, row: OrderRow) {
  if (!row.phone || row.reviewAskedAt) return null
  const message = reviewInviteForShopper(
    { channel: 'whatsapp', to: row.phone },
    {
      storeName: ctx.store.name,
      number: row.number,
      link: appUrl(ctx.env, `/${ctx.store.slug}/orders/${row.trackingToken}`),
    },
  )
  const [owner, inForce] = await Promise.all([
    shopOwnerOf(ctx, ctx.store.id),
    limitsOf(ctx, ctx.store.id),
  ])
  // A plan without reviews asks for none: the buyer would find no form behind the link.
  if (!inForce.limits.reviews) return null
  const crossShop = await takeCrossShop(ctx, message)
  const storeId = ctx.store.id
  const never = sql`exists (select 1 from ${orders} where ${orders.id} = ${row.id}
    and ${orders.storeId} = ${storeId} and ${orders.reviewAskedAt} is null)`
  return {
    writes: (applied: SQL) => [
      queueShopMessage(
        ctx,
        storeId,
        owner,
        message,
        { kind: 'shopper', orderId: row.id, crossShop },
        { onlyIf: sql`${applied} and ${never}` },
      ),
      ctx.db
        .update(orders)
        .set({ reviewAskedAt: ctx.now })
        .where(
          and(
            eq(orders.id, row.id),
            eq(orders.storeId, storeId),
            isNull(orders.reviewAskedAt),
            applied,
          ),
        ),
    ],
    settle: () => settleCrossShop(ctx, crossShop),
  }
}
