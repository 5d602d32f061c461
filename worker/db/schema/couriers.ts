import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { DOOR_OUTCOMES, HANDOVER_KINDS } from '../../schemas/couriers'
import { createdAt, updatedAt } from './_columns'
import { orders } from './orders'
import { stores } from './stores'

/**
 * The people who carry a shop's parcels and bring back the cash (issue 25, ADR 052). A courier
 * has no account: they reach their day's parcels through a run's unguessable link.
 */
export const couriers = sqliteTable(
  'couriers',
  {
    id: text('id').primaryKey(), // cou_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** International digits, as every phone is stored. */
    phone: text('phone').notNull(),
    /** What the merchant pays per parcel delivered, minor units; null = not tracked. */
    feePerDrop: integer('fee_per_drop'),
    /** Off: kept for the days they worked, no longer offered for new parcels. */
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('couriers_store_phone_uq').on(t.storeId, t.phone)],
)
export type CourierRow = typeof couriers.$inferSelect

/**
 * A courier's day ("Tournée du jour"): one per courier and shop-local day, holding the link the
 * courier opens. Revoking it stops the link; a new link rotates the token. Closing the day's
 * cash closes the run: its link records nothing more.
 */
export const courierRuns = sqliteTable(
  'courier_runs',
  {
    id: text('id').primaryKey(), // run_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    courierId: text('courier_id')
      .notNull()
      .references(() => couriers.id, { onDelete: 'cascade' }),
    /** The shop-local day (YYYY-MM-DD, the shop's clock, ADR 048). */
    day: text('day').notNull(),
    /** Secret of `/<slug>/livraison/<token>`. */
    token: text('token').notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp' }),
    /** Set when the merchant closed this courier's day of cash. */
    closedAt: integer('closed_at', { mode: 'timestamp' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('courier_runs_token_uq').on(t.token),
    uniqueIndex('courier_runs_courier_day_uq').on(t.storeId, t.courierId, t.day),
    index('courier_runs_store_day_idx').on(t.storeId, t.day),
    // Migration 0037: deleting a courier checks their runs (the cascade) without a scan.
    index('courier_runs_courier_idx').on(t.courierId),
  ],
)
export type CourierRunRow = typeof courierRuns.$inferSelect

/**
 * One parcel handed to a courier in a run, and what happened at the door. An order has at most
 * one delivery without an outcome (the partial unique index): assigning it again moves it.
 * `cashCollected` is what "Livré – encaissé" recorded: the day's cash adds these up.
 */
export const deliveries = sqliteTable(
  'deliveries',
  {
    id: text('id').primaryKey(), // dlv_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    runId: text('run_id')
      .notNull()
      .references(() => courierRuns.id, { onDelete: 'cascade' }),
    /** Copied from the run, so a day's cash reads one table. */
    courierId: text('courier_id').notNull(),
    day: text('day').notNull(),
    /** The courier's fee per drop when the parcel was handed over (their pay never shifts later). */
    fee: integer('fee'),
    outcome: text('outcome', { enum: DOOR_OUTCOMES }),
    outcomeAt: integer('outcome_at', { mode: 'timestamp' }),
    /** Who pressed the button: the courier through the link, or the merchant from the order. */
    recordedBy: text('recorded_by', { enum: ['courier', 'merchant'] }),
    recordedByName: text('recorded_by_name'),
    cashCollected: integer('cash_collected').notNull().default(0),
    currency: text('currency').notNull(),
    /** Who handed the parcel to the courier (migration 0047): a Vendeur's day's cash is theirs. */
    handedByUserId: text('handed_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deliveries_open_order_uq').on(t.orderId).where(sql`${t.outcome} is null`),
    index('deliveries_run_idx').on(t.storeId, t.runId),
    index('deliveries_order_idx').on(t.storeId, t.orderId),
    index('deliveries_day_idx').on(t.storeId, t.day, t.courierId),
    check('deliveries_cash_nonnegative', sql`${t.cashCollected} >= 0`),
  ],
)
export type DeliveryRow = typeof deliveries.$inferSelect

/**
 * What a courier handed in for a day: one `closing` (which closes the day) and any number of
 * `correction` lines after it, signed. A closed day never changes silently: it only gains lines.
 */
export const cashHandovers = sqliteTable(
  'cash_handovers',
  {
    id: text('id').primaryKey(), // cho_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    courierId: text('courier_id')
      .notNull()
      .references(() => couriers.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    kind: text('kind', { enum: HANDOVER_KINDS }).notNull(),
    /** Closing: the cash handed in (≥ 0). Correction: the change, signed, never 0. */
    amount: integer('amount').notNull(),
    /** Closing: the cash expected when the day was closed, so the difference stays as it was seen. */
    expected: integer('expected'),
    note: text('note'),
    currency: text('currency').notNull(),
    recordedByUserId: text('recorded_by_user_id'),
    /** The staff member's name when one recorded it (migration 0047); null for the owner. */
    recordedByName: text('recorded_by_name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cash_handovers_closing_uq')
      .on(t.storeId, t.courierId, t.day)
      .where(sql`${t.kind} = 'closing'`),
    index('cash_handovers_day_idx').on(t.storeId, t.day),
    // Migration 0037: deleting a courier checks their handovers (the cascade) without a scan.
    index('cash_handovers_courier_idx').on(t.courierId),
    check(
      'cash_handovers_amount_sign',
      sql`(${t.kind} = 'closing' and ${t.amount} >= 0) or (${t.kind} = 'correction' and ${t.amount} <> 0)`,
    ),
  ],
)
export type CashHandoverRow = typeof cashHandovers.$inferSelect
