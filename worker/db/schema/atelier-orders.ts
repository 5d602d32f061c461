import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { TAILORING_STAGES } from '../../schemas/atelier/orders'
import { createdAt, updatedAt } from './_columns'
import { atelierStaff } from './atelier'
import { atelierFabrics } from './atelier-fabrics'
import type { MeasurementValue } from './atelier-measurements'
import { customers } from './customers'
import { stores } from './stores'
import { users } from './users'

/** A garment of a tailoring order, with the measurements used copied in (a snapshot). */
export type TailoringGarment = {
  garmentTypeId: string | null
  garmentTypeName: string
  quantity: number
  measurementId: string | null
  measurements: MeasurementValue[]
}
/** A service of the order at the price it had when the order was made. */
export type TailoringService = { serviceId: string | null; name: string; price: number }

export const tailoringOrders = sqliteTable(
  'tailoring_orders',
  {
    id: text('id').primaryKey(), // tor_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    stage: text('stage', { enum: TAILORING_STAGES }).notNull().default('received'),
    garments: text('garments', { mode: 'json' }).$type<TailoringGarment[]>().notNull(),
    services: text('services', { mode: 'json' }).$type<TailoringService[]>().notNull(),
    fabricSource: text('fabric_source', { enum: ['customer', 'stock'] }).notNull(),
    /** With fabricSource 'stock': the fabric and length taken (a 'use' movement). */
    fabricId: text('fabric_id').references(() => atelierFabrics.id, { onDelete: 'set null' }),
    fabricCm: integer('fabric_cm'),
    /** With fabricSource 'customer': what the customer brought. */
    fabricNote: text('fabric_note'),
    /** Agreed price, minor unit. Paid = sum of the order's income in the cash book. */
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
    promisedOn: text('promised_on').notNull(), // YYYY-MM-DD
    assignedStaffId: text('assigned_staff_id').references(() => atelierStaff.id, {
      onDelete: 'set null',
    }),
    /** JSON array of media ids: photos of the model. */
    photoIds: text('photo_ids', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    note: text('note'),
    /** Secret of the customer's public tracking link. */
    trackingToken: text('tracking_token').notNull(),
    deliveredAt: integer('delivered_at', { mode: 'timestamp' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tailoring_orders_store_idx').on(t.storeId, t.createdAt),
    index('tailoring_orders_due_idx').on(t.storeId, t.stage, t.promisedOn),
    index('tailoring_orders_customer_idx').on(t.customerId),
    // Migration 0019 (ADR 034): the reminders job reads the orders promised on a day; a fabric's delete.
    index('tailoring_orders_promised_idx').on(t.promisedOn),
    index('tailoring_orders_fabric_idx').on(t.fabricId),
    index('tailoring_orders_created_by_idx').on(t.createdBy),
    // Migration 0049: the foreign key's index. Deleting a staff profile (addTeamMember's
    // rollback, or a shop's deletion) sets its orders' tailor to null; without this index
    // SQLite read every tailoring order of every shop to find them. Removing a team member
    // keeps the profile.
    index('tailoring_orders_staff_idx').on(t.assignedStaffId),
    uniqueIndex('tailoring_orders_number_uq').on(t.storeId, t.number),
    uniqueIndex('tailoring_orders_tracking_uq').on(t.trackingToken),
    check('tailoring_orders_price_positive', sql`${t.price} >= 0`),
  ],
)
export type TailoringOrderRow = typeof tailoringOrders.$inferSelect

/** Stage history: one row per move, never updated. */
export const tailoringOrderEvents = sqliteTable(
  'tailoring_order_events',
  {
    id: text('id').primaryKey(), // tev_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => tailoringOrders.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: TAILORING_STAGES }).notNull(),
    note: text('note'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tailoring_order_events_order_idx').on(t.orderId, t.createdAt),
    // Migration 0026: a shop's rows and a person's mirror leave a database on an index.
    index('tailoring_order_events_store_idx').on(t.storeId),
    index('tailoring_order_events_created_by_idx').on(t.createdBy),
  ],
)
export type TailoringOrderEventRow = typeof tailoringOrderEvents.$inferSelect
