import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, updatedAt } from './_columns'
import { users } from './users'

export const stores = sqliteTable(
  'stores',
  {
    id: text('id').primaryKey(), // sto_…
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: text('address'),
    brand: text('brand'),
    currency: text('currency').notNull().default('XOF'),
    /** IANA name of the zone its days are cut in (migration 0032, ADR 048); set from its country. */
    timeZone: text('time_zone').notNull().default('Africa/Ouagadougou'),
    color: text('color').notNull().default('#0f766e'),
    logoKey: text('logo_key'),
    /** Hero, about, call to action and social links of the storefront (schemas/personalization). */
    personalization: text('personalization', { mode: 'json' })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
    theme: text('theme').notNull().default('classic'),
    facebookPixelId: text('facebook_pixel_id'),
    /** Set once the shop proved it receives there (a code); reset when the value changes. */
    emailVerifiedAt: integer('email_verified_at', { mode: 'timestamp' }),
    phoneVerifiedAt: integer('phone_verified_at', { mode: 'timestamp' }),
    /** Most units of one order line a shopper may ask for (migration 0012, ADR 015). */
    maxOrderQuantity: integer('max_order_quantity').notNull().default(10),
    /** Paiement à la livraison offered at checkout (migration 0015, ADR 021). */
    cashOnDelivery: integer('cash_on_delivery', { mode: 'boolean' }).notNull().default(true),
    /** How long an order awaiting online payment or a transfer holds its stock before it expires. */
    paymentDelayMinutes: integer('payment_delay_minutes').notNull().default(30),
    /** Delivery free from this subtotal (ADR 050); null: never free. */
    freeDeliveryFrom: integer('free_delivery_from'),
    /** "Retrait en boutique": the shopper collects the order, at no fee, there and then. */
    pickupEnabled: integer('pickup_enabled', { mode: 'boolean' }).notNull().default(false),
    pickupAddress: text('pickup_address'),
    pickupHours: text('pickup_hours'),
    /** "Autre zone : frais à confirmer": the merchant sets the fee when confirming the order. */
    otherZoneEnabled: integer('other_zone_enabled', { mode: 'boolean' }).notNull().default(false),
    /** Bumped on every change a storefront page shows: part of the edge-cache key. */
    version: integer('version').notNull().default(1),
    /** Its active products, kept by triggers on products (migration 0023): /stores sorts by it. */
    productCount: integer('product_count').notNull().default(0),
    /**
     * Its orders delivered, kept by triggers on orders (migration 0040, issue 26): the
     * storefront's "À propos de cette boutique" shows it and /stores may sort by it.
     */
    deliveredOrders: integer('delivered_orders').notNull().default(0),
    /** The shop's visible buyer reviews (issue 26), kept on write for a shop-wide trust block. */
    reviewCount: integer('review_count').notNull().default(0),
    reviewSum: integer('review_sum').notNull().default(0),
    /** The binding of the database holding this shop's rows (ADR 036), chosen at creation. */
    database: text('database').notNull().default('DB'),
    /** Set while `npm run shop:move` copies the shop to that database: its writes are refused. */
    movingTo: text('moving_to'),
    movingSince: integer('moving_since', { mode: 'timestamp' }),
    /** The database whose copy of the shop is still to be deleted after a move switched. */
    movedFrom: text('moved_from'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stores_slug_uq').on(t.slug),
    uniqueIndex('stores_owner_uq').on(t.ownerId),
    // Migration 0019 (ADR 034): the admin list, newest first.
    index('stores_created_idx').on(t.createdAt),
    index('stores_product_count_idx').on(sql`${t.productCount} desc`, t.name),
    index('stores_delivered_orders_idx').on(sql`${t.deliveredOrders} desc`, t.name),
    index('stores_database_idx').on(t.database),
    // Migration 0028: the shops being moved (none, nearly always), for the scheduled round.
    index('stores_moving_idx').on(t.movingTo).where(sql`${t.movingTo} IS NOT NULL`),
    // Migration 0030: the shops a switched move left rows of at its source, for the round.
    index('stores_moved_from_idx').on(t.movedFrom).where(sql`${t.movedFrom} IS NOT NULL`),
  ],
)
export type StoreRow = typeof stores.$inferSelect
