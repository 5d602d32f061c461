import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt, updatedAt } from './_columns'
import { categories } from './categories'
import { media } from './media'
import { stores } from './stores'

export const products = sqliteTable(
  'products',
  {
    id: text('id').primaryKey(), // prd_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').references(() => categories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Minor units of the shop's currency. */
    price: integer('price').notNull(),
    discountPrice: integer('discount_price'),
    discountEndsAt: integer('discount_ends_at', { mode: 'timestamp' }),
    stock: integer('stock').notNull().default(0),
    sizes: text('sizes', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    colors: text('colors', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    imageId: text('image_id').references(() => media.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['active', 'unpublished'] })
      .notNull()
      .default('active'),
    /** Why the Boutiko team unpublished it (issue 27), shown on the merchant's product page. */
    moderationReason: text('moderation_reason'),
    /** Its buyers' visible reviews (issue 26), kept on write: the page reads them without counting. */
    reviewCount: integer('review_count').notNull().default(0),
    reviewSum: integer('review_sum').notNull().default(0),
    /** Reviews the merchant hid: still shown as a figure ("avis masqués"), hiding never erases. */
    reviewsHidden: integer('reviews_hidden').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_store_idx').on(t.storeId, t.createdAt),
    index('products_store_category_idx').on(t.storeId, t.categoryId),
    // Migration 0019 (ADR 034): the admin list, newest first.
    index('products_created_idx').on(t.createdAt),
    // Migration 0019 (ADR 034): a picture's or a category's delete.
    index('products_image_idx').on(t.imageId),
    index('products_category_idx').on(t.categoryId),
    // The last line of defence against overselling: a write that would take stock below
    // zero fails, and the batch (order + items + stock) it belongs to rolls back whole.
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_price_nonnegative', sql`${t.price} >= 0`),
  ],
)
export type ProductRow = typeof products.$inferSelect
