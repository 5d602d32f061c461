import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt } from './_columns'
import { media } from './media'
import { products } from './products'
import { stores } from './stores'

/**
 * "Sous-produits": a product sold by size and/or colour with stock per combination. When a
 * product has variants, `products.stock` is kept equal to their sum in the same batch.
 */
export const productVariants = sqliteTable(
  'product_variants',
  {
    id: text('id').primaryKey(), // var_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    stock: integer('stock').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.storeId, t.productId),
    uniqueIndex('product_variants_combo_uq').on(t.productId, t.size, t.color),
    check('product_variants_stock_nonnegative', sql`${t.stock} >= 0`),
  ],
)
export type ProductVariantRow = typeof productVariants.$inferSelect

/** Extra pictures of a product, in display order (the main one is `products.image_id`). */
export const productImages = sqliteTable(
  'product_images',
  {
    id: text('id').primaryKey(), // pim_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaId: text('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('product_images_product_idx').on(t.storeId, t.productId, t.position),
    // Migration 0019 (ADR 034): a product's delete removes its pictures.
    index('product_images_product_only_idx').on(t.productId),
    index('product_images_media_idx').on(t.mediaId),
  ],
)
export type ProductImageRow = typeof productImages.$inferSelect
