import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { orderItems, orders, promoCodes, reviews } from '../../worker/db/schema/index.ts'
import type { StoreCtx } from '../../worker/env.ts'
import { localDay, shiftDay } from '../../worker/schemas/shop-clock.ts'
import { limitsOf } from '../../worker/services/plan-limits.ts'
import { createPromoCode } from '../../worker/services/promo-codes.ts'
import { answerReview, hideReview, submitReview } from '../../worker/services/reviews.ts'

/**
 * Marketing's demo content (issue 26): two promo codes, one running and one over, and six
 * verified buyers' reviews left from the tracking links of delivered demo orders (one per
 * product and order), one answered by the merchant, one hidden with its reason.
 */

const HOUR = 3_600_000

/** Ramadan 2026 as its dates were, or a month just past when seeded before its end. */
function ramadanDays(today: string) {
  const endsOn = '2026-03-19' < today ? '2026-03-19' : shiftDay(today, -1)
  return { startsOn: shiftDay(endsOn, -29), endsOn }
}

/** [stars, words]: what buyers here write, the last one hidden by the merchant (below). */
const DEMO_REVIEWS: [number, string][] = [
  [5, 'Tissu de très bonne qualité, les couleurs n’ont pas bougé au lavage. Livré à l’heure.'],
  [4, 'Joli modèle, conforme à la photo. La taille taille un peu petit, prenez au-dessus.'],
  [5, 'Parfait pour la cérémonie de ma sœur, tout le monde m’a demandé où je l’ai acheté !'],
  [3, 'Produit correct mais le livreur a eu du mal à trouver la maison.'],
  [5, 'Deuxième commande chez Awa Style, toujours aussi sérieux. Merci !'],
  [1, 'Appelez-moi au 70 00 00 00 pour acheter moins cher ailleurs'],
]
const ANSWERED = 3
const ANSWER =
  'Merci pour votre retour ! Nous indiquons maintenant un point de repère à nos livreurs pour chaque commande.'
const HIDDEN = 5
const HIDDEN_REASON = 'Publicité pour un autre vendeur, avec un numéro de téléphone'

/** The demo shop's codes: TABASKI10 (10 %, running) and RAMADAN2026 (2 000 F, over). */
async function seedPromoCodes(ctx: StoreCtx) {
  const today = localDay(ctx.now, ctx.store.timeZone)
  await createPromoCode(ctx, {
    code: 'TABASKI10',
    kind: 'percent',
    value: '10',
    maxUses: 200,
    maxUsesPerPhone: 1,
    active: true,
  })
  await createPromoCode(ctx, {
    code: 'RAMADAN2026',
    kind: 'amount',
    value: '2 000',
    minOrder: '15 000',
    ...ramadanDays(today),
    active: true,
  })
}

/** Six reviews on the delivered demo orders, oldest order first, one per product and order. */
async function seedReviews(ctx: StoreCtx) {
  const storeId = ctx.store.id
  const bought = await ctx.db
    .selectDistinct({ order: orders, productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.storeId, storeId),
        eq(orders.status, 'delivered'),
        isNotNull(orderItems.productId),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orderItems.productId))
  const ids: string[] = []
  for (const [i, { order, productId }] of bought.slice(0, DEMO_REVIEWS.length).entries()) {
    const [rating, text] = DEMO_REVIEWS[i]!
    // A day after it was delivered, never in the future.
    const at = new Date(Math.min(order.updatedAt.getTime() + 24 * HOUR, ctx.now.getTime() - HOUR))
    const review = await submitReview({ ...ctx, now: at }, ctx.store, order, {
      productId: productId!,
      rating: String(rating),
      text,
    })
    ids.push(review.id)
  }
  const later = { ...ctx, now: new Date(ctx.now.getTime() - 2 * HOUR) }
  if (ids[ANSWERED]) await answerReview(later, ids[ANSWERED], { answer: ANSWER })
  if (ids[HIDDEN]) await hideReview(later, ids[HIDDEN], { reason: HIDDEN_REASON })
  return ids.length
}

/**
 * Codes and reviews for a demo shop whose plan includes them; false when it already has some
 * (the seed runs again) or its plan has neither.
 */
export async function seedMarketing(ctx: StoreCtx): Promise<boolean> {
  const storeId = ctx.store.id
  const [code, review] = await Promise.all([
    ctx.db
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(eq(promoCodes.storeId, storeId))
      .get(),
    ctx.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.storeId, storeId)).get(),
  ])
  if (code || review) return false
  const { limits } = await limitsOf(ctx, storeId)
  const withCodes = limits.maxPromoCodes === null || limits.maxPromoCodes >= 2
  if (withCodes) await seedPromoCodes(ctx)
  const reviewed = limits.reviews ? await seedReviews(ctx) : 0
  return withCodes || reviewed > 0
}
