import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt, updatedAt } from './_columns'
import { media } from './media'
import { products } from './products'
import { stores } from './stores'

/** A customer's word about a product: text, a picture, or a video link. */
export const testimonials = sqliteTable(
  'testimonials',
  {
    id: text('id').primaryKey(), // tst_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    rating: integer('rating').notNull(),
    kind: text('kind', { enum: ['text', 'image', 'video'] }).notNull(),
    text: text('text'),
    mediaId: text('media_id').references(() => media.id, { onDelete: 'set null' }),
    videoUrl: text('video_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('testimonials_store_idx').on(t.storeId, t.createdAt),
    index('testimonials_product_idx').on(t.storeId, t.productId),
    // Migration 0019 (ADR 034): a product's delete sets its testimonials' product to null.
    index('testimonials_product_only_idx').on(t.productId),
    index('testimonials_media_idx').on(t.mediaId),
    check('testimonials_rating_range', sql`${t.rating} between 1 and 5`),
  ],
)
export type TestimonialRow = typeof testimonials.$inferSelect
