import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import { batch } from '../db/client'
import { changesOf, insertWhere } from '../db/conditional'
import {
  media,
  type OrderRow,
  orderItems,
  orders,
  products,
  type ReviewRow,
  reviews,
  stores,
} from '../db/schema'
import type { ShopDatabaseCtx, StoreCtx } from '../env'
import { iso } from '../lib/dates'
import { ApiError, fieldError } from '../lib/errors'
import { newId } from '../lib/ids'
import {
  type PublicReview,
  type Review,
  type ReviewAnswerInput,
  type ReviewHideInput,
  type ReviewInput,
  type ReviewListQuery,
  type ReviewPage,
  reviewerName,
  reviewMsg,
} from '../schemas/reviews'
import { mediaUrl } from './media'
import { putReviewPhoto, type ReviewPhoto } from './review-photo'
import { writeShop } from './shops/directory-copies'

type Shop = { id: string; database: string }

function toReview(row: ReviewRow, productName: string | null): Review {
  return {
    id: row.id,
    orderId: row.orderId,
    productId: row.productId,
    productName,
    authorName: row.authorName,
    rating: row.rating,
    text: row.text,
    answer: row.answer,
    answeredAt: iso(row.answeredAt),
    hidden: row.hiddenAt !== null,
    hiddenReason: row.hiddenReason,
    photoUrl: row.photoKey ? mediaUrl(row.photoKey) : null,
    createdAt: iso(row.createdAt)!,
  }
}

export const toPublicReview = (row: ReviewRow): PublicReview => ({
  id: row.id,
  authorName: row.authorName,
  rating: row.rating,
  text: row.text,
  answer: row.answer,
  // A hidden review never reaches the page; its photo stays out even if one were passed here.
  photoUrl: row.photoKey && !row.hiddenAt ? mediaUrl(row.photoKey) : null,
  createdAt: iso(row.createdAt)!,
})

/**
 * The counters a review moves (issue 26), kept on write so the product page and a shop-wide
 * trust block read them without counting: `sign` +1 when a review becomes visible, -1 when it
 * is hidden (then it joins the product's "avis masqués"). They come FIRST in their batch, each
 * under the very condition of the review's own write that follows (`applies`): the batch is
 * one transaction, so the figures move exactly when the review is written, and a second
 * submission or hide racing the first finds the condition false for all of them. The shop's
 * version (its pages' cache key) moves with them.
 */
function counterWrites(
  ctx: ShopDatabaseCtx,
  storeId: string,
  productId: string,
  rating: number,
  sign: 1 | -1,
  applies: SQL,
) {
  return [
    ctx.db
      .update(products)
      .set({
        reviewCount: sql`${products.reviewCount} + ${sign}`,
        reviewSum: sql`${products.reviewSum} + ${sign * rating}`,
        ...(sign < 0 ? { reviewsHidden: sql`${products.reviewsHidden} + 1` } : {}),
      })
      .where(and(eq(products.id, productId), eq(products.storeId, storeId), applies)),
    ctx.db
      .update(stores)
      .set({
        reviewCount: sql`${stores.reviewCount} + ${sign}`,
        reviewSum: sql`${stores.reviewSum} + ${sign * rating}`,
        version: sql`${stores.version} + 1`,
        updatedAt: ctx.now,
      })
      .where(and(eq(stores.id, storeId), applies)),
  ]
}

/**
 * A buyer's review from the order's tracking link: only once the order is delivered, only for
 * a product on it, once per product and order. The review, its product's and shop's counters are
 * one batch under one condition (the order still delivered, no review yet): two submissions
 * racing leave one review and the figures moved once. Its photo, checked already, is put in
 * R2 only once the order and product check out; its `media` rows go in the same batch under
 * the same condition, and a refused review takes its files back.
 */
export async function submitReview(
  ctx: ShopDatabaseCtx,
  shop: Shop,
  order: OrderRow,
  input: ReviewInput,
  photo: ReviewPhoto | null = null,
): Promise<PublicReview> {
  if (order.status !== 'delivered') throw new ApiError('CONFLICT', reviewMsg.notDelivered)
  const bought = await ctx.db
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, order.id),
        eq(orderItems.storeId, shop.id),
        eq(orderItems.productId, input.productId),
      ),
    )
    .get()
  if (!bought) throw fieldError('UNPROCESSABLE', 'productId', reviewMsg.notBought)
  const row: ReviewRow = {
    id: newId('rev'),
    storeId: shop.id,
    orderId: order.id,
    productId: input.productId,
    authorName: reviewerName(order.firstName, order.lastName),
    rating: Number(input.rating),
    text: input.text,
    answer: null,
    answeredAt: null,
    hiddenAt: null,
    hiddenReason: null,
    photoKey: null,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  }
  const stored = photo ? await putReviewPhoto(ctx, shop.id, photo) : null
  if (stored) row.photoKey = stored.key
  const open = sql`exists (select 1 from ${orders} where ${orders.id} = ${order.id}
    and ${orders.storeId} = ${shop.id} and ${orders.status} = 'delivered')
    and not exists (select 1 from ${reviews} where ${reviews.orderId} = ${order.id}
    and ${reviews.productId} = ${input.productId})`
  // The photo's rows before the review's: once the review is in, `open` no longer holds.
  const photoRows = (stored?.rows ?? []).map((m) => insertWhere(ctx.db, media, m, open))
  const written = await writeShop(ctx, shop, { store: true }, () =>
    batch(ctx.db, [
      ...counterWrites(ctx, shop.id, row.productId, row.rating, 1, open),
      ...photoRows,
      insertWhere(ctx.db, reviews, row, open),
    ]),
  ).catch(async (err) => {
    await stored?.discard()
    throw err
  })
  // The review's insert is the batch's last statement.
  const inserted = written.at(-1)
  if (changesOf(inserted) === 0) {
    await stored?.discard()
    throw new ApiError('CONFLICT', reviewMsg.already)
  }
  return toPublicReview(row)
}

/** The products of an order its buyer already reviewed (the tracking page's forms skip them). */
export async function reviewedProducts(ctx: ShopDatabaseCtx, storeId: string, orderId: string) {
  const rows = await ctx.db
    .select({ productId: reviews.productId })
    .from(reviews)
    .where(and(eq(reviews.storeId, storeId), eq(reviews.orderId, orderId)))
  return new Set(rows.map((r) => r.productId))
}

/** A product page's visible reviews, newest first. */
export const publicReviewsQuery = (ctx: ShopDatabaseCtx, storeId: string, productId: string) =>
  ctx.db
    .select()
    .from(reviews)
    .where(
      and(eq(reviews.storeId, storeId), eq(reviews.productId, productId), isNull(reviews.hiddenAt)),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(20)

/** GET /api/reviews: the shop's reviews, newest first, hidden ones included (or only them). */
export async function listReviews(ctx: StoreCtx, query: ReviewListQuery): Promise<ReviewPage> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  const where = and(
    eq(reviews.storeId, ctx.store.id),
    query.hidden === '1'
      ? isNotNull(reviews.hiddenAt)
      : query.hidden === '0'
        ? isNull(reviews.hiddenAt)
        : undefined,
  )
  const [rows, total] = await Promise.all([
    ctx.db
      .select({ review: reviews, productName: products.name })
      .from(reviews)
      .leftJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ n: count() }).from(reviews).where(where).get(),
  ])
  return {
    items: rows.map((r) => toReview(r.review, r.productName)),
    page,
    pageSize,
    total: total?.n ?? 0,
  }
}

async function reviewOf(ctx: StoreCtx, id: string): Promise<ReviewRow> {
  const row = await ctx.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.storeId, ctx.store.id)))
    .get()
  if (!row) throw new ApiError('NOT_FOUND', reviewMsg.notFound)
  return row
}

const productNameOf = async (ctx: StoreCtx, productId: string) =>
  (
    await ctx.db
      .select({ name: products.name })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.storeId, ctx.store.id)))
      .get()
  )?.name ?? null

/**
 * PUT /api/reviews/:id/answer: the merchant's public answer (empty: none). Only the answer
 * changes: the buyer's stars and words are never the merchant's to edit.
 */
export async function answerReview(
  ctx: StoreCtx,
  id: string,
  input: ReviewAnswerInput,
): Promise<Review> {
  const before = await reviewOf(ctx, id)
  const answer = input.answer || null
  const [updated] = await writeShop(ctx, ctx.store, { store: true }, () =>
    batch(ctx.db, [
      ctx.db
        .update(reviews)
        .set({ answer, answeredAt: answer ? ctx.now : null, updatedAt: ctx.now })
        .where(and(eq(reviews.id, id), eq(reviews.storeId, ctx.store.id)))
        .returning(),
      // The product page shows the answer: its cached copies go.
      ctx.db
        .update(stores)
        .set({ version: sql`${stores.version} + 1`, updatedAt: ctx.now })
        .where(eq(stores.id, ctx.store.id)),
    ]),
  )
  const row = (updated as ReviewRow[])[0] ?? before
  return toReview(row, await productNameOf(ctx, row.productId))
}

/**
 * POST /api/reviews/:id/hide: the review leaves the page and the average, and joins its
 * product's "avis masqués" figure, which shoppers see: hiding never erases. Final (no unhide):
 * the guard (not hidden yet) makes a second hide a 409 that moves no figure.
 */
export async function hideReview(
  ctx: StoreCtx,
  id: string,
  input: ReviewHideInput,
): Promise<Review> {
  const before = await reviewOf(ctx, id)
  if (before.hiddenAt) throw new ApiError('CONFLICT', reviewMsg.alreadyHidden)
  const visible = and(
    eq(reviews.id, id),
    eq(reviews.storeId, ctx.store.id),
    isNull(reviews.hiddenAt),
  )
  const stillVisible = sql`exists (select 1 from ${reviews} where ${visible})`
  const written = await writeShop(ctx, ctx.store, { store: true }, () =>
    batch(ctx.db, [
      ...counterWrites(ctx, ctx.store.id, before.productId, before.rating, -1, stillVisible),
      ctx.db
        .update(reviews)
        .set({ hiddenAt: ctx.now, hiddenReason: input.reason, updatedAt: ctx.now })
        .where(visible)
        .returning(),
    ]),
  )
  const updated = written[2]
  const row = (updated as ReviewRow[])[0]
  if (!row) throw new ApiError('CONFLICT', reviewMsg.alreadyHidden)
  return toReview(row, await productNameOf(ctx, row.productId))
}
