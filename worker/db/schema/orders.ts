import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, updatedAt } from './_columns'
import { customers } from './customers'
import { products } from './products'
import { stores } from './stores'

export const orders = sqliteTable(
  'orders',
  {
    id: text('id').primaryKey(), // ord_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'confirmed', 'shipped', 'delivered', 'canceled'] })
      .notNull()
      .default('pending'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    note: text('note'),
    currency: text('currency').notNull(),
    itemCount: integer('item_count').notNull(),
    total: integer('total').notNull(),
    /** Secret of the shopper's private tracking link. */
    trackingToken: text('tracking_token').notNull(),
    /** Set when a cancellation put the stock back, so it is never given back twice. */
    stockRestoredAt: integer('stock_restored_at', { mode: 'timestamp' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_store_idx').on(t.storeId, t.createdAt),
    index('orders_store_status_idx').on(t.storeId, t.status),
    index('orders_customer_idx').on(t.customerId),
    uniqueIndex('orders_number_uq').on(t.storeId, t.number),
    uniqueIndex('orders_tracking_uq').on(t.trackingToken),
  ],
)
export type OrderRow = typeof orders.$inferSelect

export const orderItems = sqliteTable(
  'order_items',
  {
    id: text('id').primaryKey(), // oit_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Snapshot: the order keeps what was bought even if the product is renamed or deleted. */
    variantId: text('variant_id'),
    productName: text('product_name').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    size: text('size'),
    color: text('color'),
    lineTotal: integer('line_total').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_store_product_idx').on(t.storeId, t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
)
export type OrderItemRow = typeof orderItems.$inferSelect
