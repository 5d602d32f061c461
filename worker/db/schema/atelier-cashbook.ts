import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, updatedAt } from './_columns'
import { atelierStaff } from './atelier'
import { stores } from './stores'
import { users } from './users'

/** Categories the cash book comes with; the automatic entries are filed under them. */
export const CASHBOOK_SYSTEM_KEYS = ['orders', 'fabrics', 'salaries'] as const

export const cashbookCategories = sqliteTable(
  'cashbook_categories',
  {
    id: text('id').primaryKey(), // tcat_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['income', 'expense'] }).notNull(),
    description: text('description'),
    systemKey: text('system_key', { enum: CASHBOOK_SYSTEM_KEYS }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cashbook_categories_name_uq').on(t.storeId, t.name),
    uniqueIndex('cashbook_categories_system_uq').on(t.storeId, t.systemKey),
  ],
)
export type CashbookCategoryRow = typeof cashbookCategories.$inferSelect

/** Where an entry came from: typed by hand, or written by another atelier action. */
export const CASHBOOK_SOURCES = [
  'manual',
  'order_payment',
  'fabric_purchase',
  'salary',
  // A courier's day of cash handed in, and its corrections (issue 25, ADR 052).
  'delivery_cash',
] as const

/**
 * The cash book: money in and out of the atelier. Automatic entries (order advances and
 * balances, fabric purchases, salaries) are written in the same batch as their cause and
 * cannot be edited by hand.
 */
export const cashbookEntries = sqliteTable(
  'cashbook_entries',
  {
    id: text('id').primaryKey(), // txn_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['income', 'expense'] }).notNull(),
    categoryId: text('category_id').references(() => cashbookCategories.id, {
      onDelete: 'set null',
    }),
    /** Always positive, minor unit; `kind` gives the sign. */
    amount: integer('amount').notNull(),
    label: text('label').notNull(),
    occurredOn: text('occurred_on').notNull(), // YYYY-MM-DD
    paymentMethod: text('payment_method', {
      enum: ['cash', 'mobile_money', 'bank', 'other'],
    })
      .notNull()
      .default('cash'),
    source: text('source', { enum: CASHBOOK_SOURCES }).notNull().default('manual'),
    orderId: text('order_id'),
    fabricMovementId: text('fabric_movement_id'),
    salaryPaymentId: text('salary_payment_id'),
    note: text('note'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cashbook_entries_store_day_idx').on(t.storeId, t.occurredOn),
    index('cashbook_entries_order_idx').on(t.orderId),
    // Migration 0019 (ADR 034): a category's delete sets its entries' category to null.
    index('cashbook_entries_category_idx').on(t.categoryId),
    index('cashbook_entries_created_by_idx').on(t.createdBy),
    check('cashbook_entries_amount_positive', sql`${t.amount} > 0`),
  ],
)
export type CashbookEntryRow = typeof cashbookEntries.$inferSelect

export const salaryPayments = sqliteTable(
  'salary_payments',
  {
    id: text('id').primaryKey(), // sal_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    staffId: text('staff_id')
      .notNull()
      .references(() => atelierStaff.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** The month paid for, YYYY-MM. */
    period: text('period').notNull(),
    paidOn: text('paid_on').notNull(), // YYYY-MM-DD
    note: text('note'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('salary_payments_store_idx').on(t.storeId, t.paidOn),
    index('salary_payments_staff_idx').on(t.staffId, t.period),
    index('salary_payments_created_by_idx').on(t.createdBy),
    check('salary_payments_amount_positive', sql`${t.amount} > 0`),
  ],
)
export type SalaryPaymentRow = typeof salaryPayments.$inferSelect
