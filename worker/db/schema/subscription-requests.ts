import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt } from './_columns'
import { payments } from './payments'
import { plans } from './plans'
import { stores } from './stores'

/** A merchant's plan-change request with their mobile-money payment claim. */
export const subscriptionRequests = sqliteTable(
  'subscription_requests',
  {
    id: text('id').primaryKey(), // srq_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    transactionId: text('transaction_id'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    message: text('message'),
    decidedAt: integer('decided_at', { mode: 'timestamp' }),
    createdAt: createdAt(),
    /** What the merchant paid, fixed when the request is approved (revenue figures). */
    amount: integer('amount'),
    currency: text('currency'),
    /**
     * The online payment that paid this plan (migration 0016). In a file of its own so that it
     * can point at payments, which points at plans. Unique: one activation per payment.
     */
    paymentId: text('payment_id').references(() => payments.id),
  },
  (t) => [
    index('subscription_requests_store_idx').on(t.storeId, t.createdAt),
    uniqueIndex('subscription_requests_payment_uq')
      .on(t.paymentId)
      .where(sql`${t.paymentId} is not null`),
    index('subscription_requests_status_idx').on(t.status, t.createdAt),
    // Migration 0019 (ADR 034): the admin queue (pending first, then newest); a plan's requests.
    index('subscription_requests_queue_idx').on(sql`(${t.status} = 'pending')`, t.createdAt, t.id),
    index('subscription_requests_plan_idx').on(t.planId),
  ],
)
export type SubscriptionRequestRow = typeof subscriptionRequests.$inferSelect
