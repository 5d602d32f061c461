import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { PlanLimits } from '../../schemas/plan-capabilities'
import { createdAt, updatedAt } from './_columns'
import { stores } from './stores'

export type { PlanLimits }

/** Platform plans (free, starter, premium, entreprise), priced in XOF. */
export const plans = sqliteTable(
  'plans',
  {
    id: text('id').primaryKey(), // pln_…
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Minor units of `currency`. */
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('XOF'),
    discountRate: integer('discount_rate').notNull().default(0),
    billingCycle: text('billing_cycle', { enum: ['month', 'year'] }).notNull(),
    description: text('description', { mode: 'json' }).$type<string[]>().notNull(),
    limits: text('limits', { mode: 'json' }).$type<PlanLimits>().notNull(),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('plans_code_uq').on(t.code)],
)
export type PlanRow = typeof plans.$inferSelect

/** One subscription per shop; suspended blocks the merchant interface and the storefront. */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: text('id').primaryKey(), // sub_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status', { enum: ['active', 'expired', 'suspended'] })
      .notNull()
      .default('active'),
    startedAt: integer('started_at', { mode: 'timestamp' }).notNull(),
    /** Null for the free plan, which never ends. */
    endsAt: integer('ends_at', { mode: 'timestamp' }),
    reason: text('reason'),
    /** Expiry reminders already sent for the current period (7 days and 1 day before). */
    remindedWeekAt: integer('reminded_week_at', { mode: 'timestamp' }),
    remindedDayAt: integer('reminded_day_at', { mode: 'timestamp' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_store_uq').on(t.storeId),
    index('subscriptions_status_idx').on(t.status, t.endsAt),
    // Migration 0019 (ADR 034): the admin list, newest first; a plan's subscriptions.
    index('subscriptions_started_idx').on(t.startedAt, t.id),
    index('subscriptions_plan_idx').on(t.planId),
  ],
)
export type SubscriptionRow = typeof subscriptions.$inferSelect
