import { eq } from 'drizzle-orm'
import { batch } from '../../worker/db/client.ts'
import { audienceDays, audienceProducts, audienceSources } from '../../worker/db/schema/index.ts'
import type { StoreCtx } from '../../worker/env.ts'
import { localDay, shiftDay } from '../../worker/schemas/shop-clock.ts'

/** Visits of the demo week, oldest first: a Friday and Saturday peak, as a shared status gives. */
const VISITS = [38, 42, 35, 51, 87, 96, 64]
/** Of 100 visits, where they came from: WhatsApp first, as for most shops in the region. */
const SHARE = {
  whatsapp: 46,
  facebook: 21,
  instagram: 9,
  tiktok: 8,
  search: 5,
  other: 2,
  direct: 9,
}

/**
 * A week of audience figures for the demo shop (Tableau de bord › Audience, ADR 056), as its
 * AudienceCounter would have written them. Once: nothing when the shop has some already.
 * Returns whether it wrote.
 */
export async function seedAudience(ctx: StoreCtx, productIds: readonly string[]) {
  const storeId = ctx.store.id
  const already = await ctx.db
    .select({ day: audienceDays.day })
    .from(audienceDays)
    .where(eq(audienceDays.storeId, storeId))
    .limit(1)
    .get()
  if (already) return false
  const today = localDay(ctx.now, ctx.store.timeZone)
  const writes: unknown[] = []
  for (const [i, visits] of VISITS.entries()) {
    const day = shiftDay(today, i - (VISITS.length - 1))
    const productViews = Math.round(visits * 1.7)
    const carts = Math.round(visits * 0.18)
    writes.push(
      ctx.db.insert(audienceDays).values({
        storeId,
        day,
        visits,
        pageViews: Math.round(visits * 3.2),
        productViews,
        carts,
        checkouts: Math.round(carts * 0.6),
      }),
      ctx.db.insert(audienceSources).values(
        Object.entries(SHARE).map(([source, share]) => ({
          storeId,
          day,
          source,
          visits: Math.round((visits * share) / 100),
        })),
      ),
      // The first products take most views, a long tail the rest: 6 products a day, 4 values each.
      ctx.db.insert(audienceProducts).values(
        productIds.slice(0, 6).map((productId, rank) => ({
          storeId,
          day,
          productId: productIds[(rank + i) % productIds.length] ?? productId,
          views: Math.max(1, Math.round(productViews / (rank + 2))),
        })),
      ),
    )
  }
  await batch(ctx.db, writes)
  return true
}
