import { and, asc, eq } from 'drizzle-orm'
import { type MediaRow, media, productImages } from '../db/schema'
import type { ShopDatabaseCtx, StoreCtx } from '../env'
import { newId } from '../lib/ids'
import type { Media } from '../schemas/media'
import { toMedia } from './media'

/** A product's extra pictures, in display order: the query, to await or send in a batch. */
export function productImageRows(ctx: ShopDatabaseCtx, storeId: string, productId: string) {
  return ctx.db
    .select({ media })
    .from(productImages)
    .innerJoin(media, and(eq(media.id, productImages.mediaId), eq(media.storeId, storeId)))
    .where(and(eq(productImages.storeId, storeId), eq(productImages.productId, productId)))
    .orderBy(asc(productImages.position))
}

export const toProductImages = (rows: { media: MediaRow }[]): Media[] =>
  rows.map((r) => toMedia(r.media))

/** The statements (for one batch) that make a product's extra pictures exactly `ids`. */
export function replaceProductImages(ctx: StoreCtx, productId: string, ids: string[]) {
  return [
    ctx.db
      .delete(productImages)
      .where(and(eq(productImages.storeId, ctx.store.id), eq(productImages.productId, productId))),
    ...(ids.length
      ? [
          ctx.db.insert(productImages).values(
            ids.map((mediaId, position) => ({
              id: newId('pim'),
              storeId: ctx.store.id,
              productId,
              mediaId,
              position,
            })),
          ),
        ]
      : []),
  ]
}
