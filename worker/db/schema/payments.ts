import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { ProviderId, ProviderMode } from '../../schemas/payments'
import {
  CONFIRMED_BY,
  PAYMENT_ROW_METHODS,
  PAYMENT_ROW_STATUSES,
  WALLET_OPERATORS,
} from '../../schemas/payments'
import { createdAt, updatedAt } from './_columns'
import { orders } from './orders'
import { plans } from './plans'
import { stores } from './stores'

/**
 * A shop's account with a payment aggregator (ADR 021). Its keys are one sealed JSON object
 * (lib/secret-box): only `hints` (last 4 characters of each key) ever leaves the worker.
 */
export const paymentAccounts = sqliteTable(
  'payment_accounts',
  {
    id: text('id').primaryKey(), // pac_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<ProviderId>().notNull(),
    mode: text('mode').$type<ProviderMode>().notNull().default('test'),
    enabled: integer('enabled', { mode: 'boolean' }).notNull().default(false),
    /** "<key id>.<iv>.<ciphertext>" of the credentials' JSON. */
    credentials: text('credentials').notNull(),
    /** The platform key that sealed them: what a key rotation still has to re-seal. */
    keyId: text('key_id').notNull(),
    hints: text('hints', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    /** Last successful "Tester la connexion". */
    verifiedAt: integer('verified_at', { mode: 'timestamp' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payment_accounts_store_provider_uq').on(t.storeId, t.provider)],
)
export type PaymentAccountRow = typeof paymentAccounts.$inferSelect

/** A shop's own wallet numbers, shown to shoppers paying by direct transfer. */
export const transferWallets = sqliteTable(
  'transfer_wallets',
  {
    id: text('id').primaryKey(), // wal_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    operator: text('operator', { enum: WALLET_OPERATORS }).notNull(),
    /** International digits, as every phone is stored. */
    number: text('number').notNull(),
    holderName: text('holder_name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('transfer_wallets_store_number_uq').on(t.storeId, t.operator, t.number)],
)
export type TransferWalletRow = typeof transferWallets.$inferSelect

/**
 * One payment attempt: for an order (`purpose` order) or for the shop's own plan, paid to the
 * platform (`purpose` subscription, `account` platform). Never deleted: the history of an order's
 * payment is these rows.
 */
export const payments = sqliteTable(
  'payments',
  {
    id: text('id').primaryKey(), // pay_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['order', 'subscription'] })
      .notNull()
      .default('order'),
    planId: text('plan_id').references(() => plans.id),
    method: text('method', { enum: PAYMENT_ROW_METHODS }).notNull(),
    /** Whose provider keys: the shop's, or the platform's (subscription fees). */
    account: text('account', { enum: ['shop', 'platform'] })
      .notNull()
      .default('shop'),
    mode: text('mode').$type<ProviderMode>(),
    /** The provider's transaction id, or the reference a transfer's SMS gave the shopper. */
    providerRef: text('provider_ref'),
    checkoutUrl: text('checkout_url'),
    walletId: text('wallet_id'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_ROW_STATUSES }).notNull().default('pending'),
    /** The provider's own word for the status, as last seen. */
    rawStatus: text('raw_status'),
    confirmedBy: text('confirmed_by', { enum: CONFIRMED_BY }),
    confirmedByUserId: text('confirmed_by_user_id'),
    /** The staff member's name when one confirmed it (migration 0047): it stays once they leave. */
    confirmedByName: text('confirmed_by_name'),
    confirmedAt: integer('confirmed_at', { mode: 'timestamp' }),
    /** Written by the one settlement that moved this payment: what its side effects are conditioned on. */
    settlementId: text('settlement_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    index('payments_store_idx').on(t.storeId, t.purpose, t.createdAt),
    index('payments_pending_idx').on(t.status, t.method),
    // Migration 0022: the re-check job's pending payments by creation date (issue 16).
    index('payments_pending_created_idx').on(t.status, t.createdAt),
    // Migration 0019 (ADR 034): a provider's notification, the platform's payments, a plan's.
    index('payments_provider_ref_idx').on(t.providerRef),
    index('payments_account_idx').on(t.account, t.createdAt),
    index('payments_plan_idx').on(t.planId),
    uniqueIndex('payments_provider_ref_uq')
      .on(t.method, t.providerRef)
      .where(sql`${t.providerRef} is not null and ${t.method} in ('fedapay', 'cinetpay')`),
    uniqueIndex('payments_transfer_ref_uq')
      .on(t.storeId, t.providerRef)
      // A mobile-money reference counts once per shop, typed by a shopper or by the merchant,
      // once confirmed (migration 0029): a rejected one proves nothing and keeps no one out.
      .where(
        sql`${t.providerRef} is not null and ${t.method} in ('transfer', 'mobile_money') and ${t.status} in ('paid', 'refunded')`,
      ),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
)
export type PaymentRow = typeof payments.$inferSelect

/**
 * Every status a payment took, in order: its history, and the guard of its settlement. A
 * settlement's event names its payment only if that settlement's UPDATE moved it; otherwise
 * `payment_id` is null, the NOT NULL fails, and the whole batch (order, notices, subscription)
 * rolls back. So a duplicate, late or racing confirmation changes nothing (services/payments/ledger).
 */
export const paymentEvents = sqliteTable(
  'payment_events',
  {
    id: text('id').primaryKey(), // pev_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PAYMENT_ROW_STATUSES }).notNull(),
    rawStatus: text('raw_status'),
    confirmedBy: text('confirmed_by', { enum: CONFIRMED_BY }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_events_payment_idx').on(t.paymentId, t.createdAt),
    // Migration 0026: a shop's rows leave a database on an index.
    index('payment_events_store_idx').on(t.storeId),
  ],
)
export type PaymentEventRow = typeof paymentEvents.$inferSelect
