import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { DELIVERY_METHODS } from '../../schemas/delivery'
import { ORDER_STATUSES } from '../../schemas/order-status'
import { ORDER_PAYMENT_METHODS, PAYMENT_STATUSES } from '../../schemas/payments'
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
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    note: text('note'),
    currency: text('currency').notNull(),
    itemCount: integer('item_count').notNull(),
    /** What the shopper pays: the lines less the discount, plus the delivery fee once known. */
    total: integer('total').notNull(),
    /**
     * How the order reaches the shopper (ADR 050), copied from the zone chosen, never a foreign
     * key: `zone`, `pickup`, `other` (an address outside the list), null for a shop offering no
     * choice. `deliveryFee` is null while the merchant has still to set an "other" zone's fee.
     */
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }),
    deliveryZoneName: text('delivery_zone_name'),
    deliveryDelay: text('delivery_delay'),
    deliveryFee: integer('delivery_fee'),
    /**
     * The promo code's discount on the lines (issue 26), minor units, 0 without a code. The code
     * is copied as typed-and-normalised; `promoCodeId` finds its use to give back, once
     * (`promoReleasedAt`), when the order is cancelled, expires or is refused at the door.
     */
    discount: integer('discount').notNull().default(0),
    promoCode: text('promo_code'),
    promoCodeId: text('promo_code_id'),
    promoReleasedAt: integer('promo_released_at', { mode: 'timestamp' }),
    /** The address as people give it here: a landmark ("derrière la pharmacie du marché"). */
    landmark: text('landmark'),
    /** A maps link (or the words) the courier opens to find the shopper. */
    locationUrl: text('location_url'),
    /**
     * Set when the courier found no one at the door ("Absent – à reprogrammer"): the order stays
     * open in the merchant's list "À reprogrammer" until it is handed to a courier again.
     */
    rescheduleAt: integer('reschedule_at', { mode: 'timestamp' }),
    /** Secret of the shopper's private tracking link. */
    trackingToken: text('tracking_token').notNull(),
    /** Set when a cancellation put the stock back, so it is never given back twice. */
    stockRestoredAt: integer('stock_restored_at', { mode: 'timestamp' }),
    /** Set when the buyer was invited by WhatsApp to review (issue 26): at most once an order. */
    reviewAskedAt: integer('review_asked_at', { mode: 'timestamp' }),
    /** How the shopper pays (ADR 021); `manual` orders are sales the merchant recorded. */
    paymentMethod: text('payment_method', { enum: ORDER_PAYMENT_METHODS })
      .notNull()
      .default('cash_on_delivery'),
    /** Apart from the delivery `status`: rolled up from the order's payments. */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    /** An order awaiting online payment or a transfer reference expires (stock back) after this. */
    paymentDueAt: integer('payment_due_at', { mode: 'timestamp' }),
    paidAt: integer('paid_at', { mode: 'timestamp' }),
    /** Set when its one payment reminder was queued (migration 0040, issue 26): never twice. */
    paymentRemindedAt: integer('payment_reminded_at', { mode: 'timestamp' }),
    /** Not paid within the shop's delay: canceled, stock given back (once). */
    expiredAt: integer('expired_at', { mode: 'timestamp' }),
    /** A payment confirmed once the order had expired: the merchant refunds or honours it. */
    paidAfterExpiryAt: integer('paid_after_expiry_at', { mode: 'timestamp' }),
    source: text('source', { enum: ['storefront', 'manual'] })
      .notNull()
      .default('storefront'),
    /** The shareable receipt's secret link (migration 0045, issue 27): set when first asked for. */
    receiptToken: text('receipt_token'),
    /** The checkout form's key: a repeated submit finds the order it already made. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_store_idx').on(t.storeId, t.createdAt),
    index('orders_store_status_idx').on(t.storeId, t.status),
    index('orders_customer_idx').on(t.customerId),
    uniqueIndex('orders_number_uq').on(t.storeId, t.number),
    uniqueIndex('orders_tracking_uq').on(t.trackingToken),
    uniqueIndex('orders_receipt_uq').on(t.receiptToken),
    uniqueIndex('orders_idempotency_uq')
      .on(t.storeId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('orders_store_payment_idx').on(t.storeId, t.paymentStatus),
    index('orders_payment_due_idx').on(t.paymentStatus, t.paymentDueAt),
    // Migration 0036: "2 refus précédents", counted within the shop for the order's phone.
    index('orders_store_phone_idx').on(t.storeId, t.phone, t.status),
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
    // Migration 0019 (ADR 034): a product's delete sets its lines' product to null.
    index('order_items_product_idx').on(t.productId),
    index('order_items_variant_idx').on(t.variantId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
)
export type OrderItemRow = typeof orderItems.$inferSelect
