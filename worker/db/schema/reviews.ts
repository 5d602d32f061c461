import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, updatedAt } from './_columns'
import { orders } from './orders'
import { products } from './products'
import { stores } from './stores'

/**
 * A buyer's review of a product they received (issue 26): left from the order's private
 * tracking link once it is delivered, one per product bought per order. The merchant answers it
 * or hides it with a reason, never edits it: `rating` and `text` are written once.
 */
export const reviews = sqliteTable(
  'reviews',
  {
    id: text('id').primaryKey(), // rev_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** What shoppers see of the buyer: "Awa D." (first name and initial, kept on write). */
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    answer: text('answer'),
    answeredAt: integer('answered_at', { mode: 'timestamp' }),
    hiddenAt: integer('hidden_at', { mode: 'timestamp' }),
    hiddenReason: text('hidden_reason'),
    /** The buyer's optional photo: its R2 key (a `media` row of the shop), shown while visible. */
    photoKey: text('photo_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_order_product_uq').on(t.orderId, t.productId),
    index('reviews_product_idx').on(t.storeId, t.productId, t.createdAt),
    index('reviews_store_idx').on(t.storeId, t.createdAt),
    index('reviews_product_only_idx').on(t.productId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
)
export type ReviewRow = typeof reviews.$inferSelect
