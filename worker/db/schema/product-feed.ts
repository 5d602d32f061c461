import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { stores } from './stores'

/**
 * The platform's newest products, in the directory (migration 0027, ADR 036): what the admin's
 * products list and /galeries read across shops, so neither asks every shop database. A copy of
 * a few columns of each new product, kept on write by the services that write products; the
 * scheduled round trims it to its newest PRODUCT_FEED_SIZE rows. Ties on `created_at` (seconds)
 * go to the newer `rowid`: rows are added as their products are created.
 */
export const productFeed = sqliteTable(
  'product_feed',
  {
    productId: text('product_id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: ['active', 'unpublished'] }).notNull(),
    /** The product's main picture (its media row lives with the shop). */
    imageKey: text('image_key'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    /** The product's own creation time. */
    createdAt: integer('created_at', { mode: 'timestamp' }).notNull(),
  },
  (t) => [
    index('product_feed_created_idx').on(t.createdAt),
    index('product_feed_store_idx').on(t.storeId),
  ],
)
export type ProductFeedRow = typeof productFeed.$inferSelect
