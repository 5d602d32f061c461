import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { stores } from './stores'

/**
 * Tableau de bord › Audience (issue 26, ADR 056): a shop's storefront requests per shop-local
 * day (`YYYY-MM-DD`, localDay). Written only by the shop's AudienceCounter, one upsert batch a
 * minute: requests, never people (no cookie, no address).
 */
export const audienceDays = sqliteTable(
  'audience_days',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    /** Page requests whose referrer is not the shop itself: someone arriving. */
    visits: integer('visits').notNull().default(0),
    pageViews: integer('page_views').notNull().default(0),
    productViews: integer('product_views').notNull().default(0),
    /** Products put in a cart (each "Ajouter au panier" that succeeded). */
    carts: integer('carts').notNull().default(0),
    /** The checkout page shown. */
    checkouts: integer('checkouts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
)

/** A day's visits by where they came from (whatsapp, facebook, …, direct). */
export const audienceSources = sqliteTable(
  'audience_sources',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    source: text('source').notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.source] })],
)

/** A day's views of each product page (a product since removed is left out when read). */
export const audienceProducts = sqliteTable(
  'audience_products',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    productId: text('product_id').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.productId] })],
)
