import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt, updatedAt } from './_columns'
import { atelierLookups, atelierSuppliers } from './atelier'
import { stores } from './stores'
import { users } from './users'

/**
 * A fabric in stock. Lengths are whole centimetres so stock arithmetic is exact; the
 * dashboard shows metres. CHECK keeps stock from going below zero under concurrent use.
 */
export const atelierFabrics = sqliteTable(
  'atelier_fabrics',
  {
    id: text('id').primaryKey(), // fab_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameId: text('name_id').references(() => atelierLookups.id, { onDelete: 'set null' }),
    typeId: text('type_id').references(() => atelierLookups.id, { onDelete: 'set null' }),
    supplierId: text('supplier_id').references(() => atelierSuppliers.id, {
      onDelete: 'set null',
    }),
    color: text('color'),
    /** Price of one metre, minor unit. */
    pricePerMeter: integer('price_per_meter').notNull().default(0),
    stockCm: integer('stock_cm').notNull().default(0),
    /** Below this the atelier dashboard and notifications warn. */
    lowStockCm: integer('low_stock_cm').notNull().default(300),
    /** JSON array of media ids. */
    imageIds: text('image_ids', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('atelier_fabrics_store_idx').on(t.storeId, t.name),
    // Migration 0019 (ADR 034): a supplier's or a lookup's delete.
    index('atelier_fabrics_supplier_idx').on(t.supplierId),
    index('atelier_fabrics_type_idx').on(t.typeId),
    index('atelier_fabrics_name_idx').on(t.nameId),
    check('atelier_fabrics_stock_positive', sql`${t.stockCm} >= 0`),
    check('atelier_fabrics_price_positive', sql`${t.pricePerMeter} >= 0`),
  ],
)
export type AtelierFabricRow = typeof atelierFabrics.$inferSelect

export const FABRIC_MOVEMENT_KINDS = ['purchase', 'use', 'return', 'adjustment'] as const

/** Every change of a fabric's stock, with why: the stock is their sum. */
export const atelierFabricMovements = sqliteTable(
  'atelier_fabric_movements',
  {
    id: text('id').primaryKey(), // fmv_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    fabricId: text('fabric_id')
      .notNull()
      .references(() => atelierFabrics.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FABRIC_MOVEMENT_KINDS }).notNull(),
    /** Signed: + into stock, − out of it. */
    deltaCm: integer('delta_cm').notNull(),
    /** What a purchase cost in total (minor unit); it is written to the cash book. */
    amount: integer('amount'),
    orderId: text('order_id'),
    note: text('note'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('atelier_fabric_movements_fabric_idx').on(t.storeId, t.fabricId, t.createdAt),
    index('atelier_fabric_movements_order_idx').on(t.orderId),
    // Migration 0019 (ADR 034): a fabric's delete removes its movements.
    index('atelier_fabric_movements_fabric_only_idx').on(t.fabricId),
    index('atelier_fabric_movements_created_by_idx').on(t.createdBy),
  ],
)
export type AtelierFabricMovementRow = typeof atelierFabricMovements.$inferSelect
