import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt, updatedAt } from './_columns'
import { stores } from './stores'

/**
 * The places a shop delivers to, as the merchant names them ("Ouaga 2000", "Cocody"): a fee
 * (0 allowed) and a delay in words. Orders copy what they used (migration 0034, ADR 050), so a
 * zone deleted or turned off never changes an order made with it.
 */
export const deliveryZones = sqliteTable(
  'delivery_zones',
  {
    id: text('id').primaryKey(), // zon_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fee: integer('fee').notNull().default(0),
    delay: text('delay').notNull().default(''),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('delivery_zones_store_idx').on(t.storeId, t.position)],
)
export type DeliveryZoneRow = typeof deliveryZones.$inferSelect
