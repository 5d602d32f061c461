import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { batch } from '../db/client'
import { media, products, type TestimonialRow, testimonials } from '../db/schema'
import type { ShopDatabaseCtx, StoreCtx } from '../env'
import { iso } from '../lib/dates'
import { ApiError, fieldError } from '../lib/errors'
import { newId } from '../lib/ids'
import type { Paged } from '../schemas/fields'
import {
  type PublicTestimonial,
  type Testimonial,
  type TestimonialInput,
  type TestimonialListQuery,
  testimonialMsg,
} from '../schemas/testimonials'
import { mediaUrl, shopMedia } from './media'
import { shopHasRow } from './shops/rows'
import { bumpStoreVersion } from './stores'

type Joined = {
  t: TestimonialRow
  productName: string | null
  imageKey: string | null
  imageWidth: number | null
  imageHeight: number | null
}

const joined = (db: Db) =>
  db
    .select({
      t: testimonials,
      // Aliased: D1's `batch` answers rows as objects, where it would overwrite `name`.
      productName: sql<string | null>`${products.name}`.as('product_name'),
      imageKey: media.key,
      imageWidth: media.width,
      imageHeight: media.height,
    })
    .from(testimonials)
    .leftJoin(products, eq(products.id, testimonials.productId))
    .leftJoin(media, eq(media.id, testimonials.mediaId))

function toTestimonial(r: Joined): Testimonial {
  return {
    id: r.t.id,
    productId: r.t.productId,
    productName: r.productName,
    name: r.t.name,
    rating: r.t.rating,
    kind: r.t.kind,
    text: r.t.text,
    mediaId: r.t.mediaId,
    image: r.imageKey
      ? { url: mediaUrl(r.imageKey), width: r.imageWidth ?? 0, height: r.imageHeight ?? 0 }
      : null,
    videoUrl: r.t.videoUrl,
    createdAt: iso(r.t.createdAt)!,
    updatedAt: iso(r.t.updatedAt)!,
  }
}

// rowid breaks ties between testimonials written in the same second (timestamps are seconds).
const newestFirst = [desc(testimonials.createdAt), desc(sql`${testimonials}.rowid`)]

export async function listTestimonials(
  ctx: StoreCtx,
  query: TestimonialListQuery,
): Promise<Paged<Testimonial>> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  const where = and(
    eq(testimonials.storeId, ctx.store.id),
    query.productId ? eq(testimonials.productId, query.productId) : undefined,
  )
  const [rows, totals] = await Promise.all([
    joined(ctx.db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ n: count() }).from(testimonials).where(where),
  ])
  return { items: rows.map(toTestimonial), page, pageSize, total: totals[0]?.n ?? 0 }
}

/** Returns NOT_FOUND for another shop's testimonial. */
export async function getTestimonial(ctx: StoreCtx, id: string): Promise<Testimonial> {
  const row = await joined(ctx.db)
    .where(and(eq(testimonials.id, id), eq(testimonials.storeId, ctx.store.id)))
    .get()
  if (!row) throw new ApiError('NOT_FOUND', testimonialMsg.notFound)
  return toTestimonial(row)
}

/** The product and the image must be the caller's shop's; the image is a JPEG or PNG (no GIF). */
async function toValues(ctx: StoreCtx, input: TestimonialInput) {
  if (!(await shopHasRow(ctx, products, input.productId)))
    throw fieldError('NOT_FOUND', 'productId', testimonialMsg.productNotFound)
  if (input.kind === 'image') {
    const image = (await shopMedia(ctx, [input.mediaId])).get(input.mediaId)
    if (!image) throw fieldError('NOT_FOUND', 'mediaId', testimonialMsg.imageNotFound)
    if (image.contentType !== 'image/jpeg' && image.contentType !== 'image/png')
      throw fieldError('UNPROCESSABLE', 'mediaId', testimonialMsg.imageType)
  }
  return {
    productId: input.productId,
    name: input.name,
    rating: input.rating,
    kind: input.kind,
    text: input.kind === 'text' ? input.text : null,
    mediaId: input.kind === 'image' ? input.mediaId : null,
    // Stored in its parsed form: what the storefront links to is exactly what was checked.
    videoUrl: input.kind === 'video' ? new URL(input.videoUrl).href : null,
  }
}

export async function createTestimonial(
  ctx: StoreCtx,
  input: TestimonialInput,
): Promise<Testimonial> {
  const id = newId('tst')
  const values = await toValues(ctx, input)
  await batch(ctx.db, [
    ctx.db.insert(testimonials).values({ id, storeId: ctx.store.id, ...values }),
    bumpStoreVersion(ctx, ctx.store.id),
  ])
  return getTestimonial(ctx, id)
}

export async function updateTestimonial(
  ctx: StoreCtx,
  id: string,
  input: TestimonialInput,
): Promise<Testimonial> {
  await getTestimonial(ctx, id)
  const values = await toValues(ctx, input)
  await batch(ctx.db, [
    ctx.db
      .update(testimonials)
      .set({ ...values, updatedAt: ctx.now })
      .where(and(eq(testimonials.id, id), eq(testimonials.storeId, ctx.store.id))),
    bumpStoreVersion(ctx, ctx.store.id),
  ])
  return getTestimonial(ctx, id)
}

export async function deleteTestimonial(ctx: StoreCtx, id: string): Promise<void> {
  await getTestimonial(ctx, id)
  await batch(ctx.db, [
    ctx.db
      .delete(testimonials)
      .where(and(eq(testimonials.id, id), eq(testimonials.storeId, ctx.store.id))),
    bumpStoreVersion(ctx, ctx.store.id),
  ])
}

function toPublic(r: Joined): PublicTestimonial {
  const { mediaId: _m, updatedAt: _u, ...shown } = toTestimonial(r)
  return shown
}

/**
 * Storefront: a shop's latest testimonials, or one product's. Testimonials about a product
 * that is no longer published are left out (their product link would lead nowhere).
 */
export function publicTestimonialsQuery(
  ctx: ShopDatabaseCtx,
  storeId: string,
  opts: { productId?: string; limit: number },
) {
  const where: SQL | undefined = and(
    eq(testimonials.storeId, storeId),
    opts.productId
      ? eq(testimonials.productId, opts.productId)
      : or(isNull(testimonials.productId), eq(products.status, 'active')),
  )
  return joined(ctx.db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(opts.limit)
}

export const toPublicTestimonials = (rows: Joined[]): PublicTestimonial[] => rows.map(toPublic)
