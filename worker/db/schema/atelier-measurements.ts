import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, updatedAt } from './_columns'
import { customers } from './customers'
import { stores } from './stores'
import { users } from './users'

/** Body parts a tailor measures (poitrine, taille, hanches…), in centimetres. */
export const atelierMeasurementParts = sqliteTable(
  'atelier_measurement_parts',
  {
    id: text('id').primaryKey(), // mpt_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('atelier_measurement_parts_name_uq').on(t.storeId, t.name)],
)
export type AtelierMeasurementPartRow = typeof atelierMeasurementParts.$inferSelect

/** Clothing types (`settings/chlothe-types`): boubou, chemise, robe… */
export const atelierGarmentTypes = sqliteTable(
  'atelier_garment_types',
  {
    id: text('id').primaryKey(), // gty_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('atelier_garment_types_name_uq').on(t.storeId, t.name)],
)
export type AtelierGarmentTypeRow = typeof atelierGarmentTypes.$inferSelect

/** Which parts are measured for a garment type, in the order the tailor takes them. */
export const atelierGarmentTypeParts = sqliteTable(
  'atelier_garment_type_parts',
  {
    garmentTypeId: text('garment_type_id')
      .notNull()
      .references(() => atelierGarmentTypes.id, { onDelete: 'cascade' }),
    partId: text('part_id')
      .notNull()
      .references(() => atelierMeasurementParts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.garmentTypeId, t.partId] }),
    // Migration 0019 (ADR 034): a measurement part's delete.
    index('atelier_garment_type_parts_part_idx').on(t.partId),
  ],
)

/** One value of a measurement, with the part's name as it was then (a snapshot). */
export type MeasurementValue = { partId: string; name: string; value: number }

/**
 * A customer's measurements for one garment type, taken on one day. Never updated: a new
 * measurement is a new row, so the history stays whole and orders can point at the one used.
 */
export const atelierMeasurements = sqliteTable(
  'atelier_measurements',
  {
    id: text('id').primaryKey(), // msr_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    garmentTypeId: text('garment_type_id').references(() => atelierGarmentTypes.id, {
      onDelete: 'set null',
    }),
    garmentTypeName: text('garment_type_name').notNull(),
    values: text('values', { mode: 'json' }).$type<MeasurementValue[]>().notNull(),
    note: text('note'),
    takenBy: text('taken_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('atelier_measurements_customer_idx').on(t.storeId, t.customerId, t.createdAt),
    // Migration 0019 (ADR 034): a customer's or a garment type's delete.
    index('atelier_measurements_customer_only_idx').on(t.customerId),
    index('atelier_measurements_garment_type_idx').on(t.garmentTypeId),
    index('atelier_measurements_taken_by_idx').on(t.takenBy),
  ],
)
export type AtelierMeasurementRow = typeof atelierMeasurements.$inferSelect
