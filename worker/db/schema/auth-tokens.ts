import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt } from './_columns'
import { atelierStaff } from './atelier'
import { stores } from './stores'
import { users } from './users'

/**
 * Single-use secrets sent by e-mail or WhatsApp: account verification links, password
 * reset requests (a link token plus a 6-character code, both stored hashed) and staff
 * invitations (ADR 016). A reset asked for an unknown identifier gets a row too (user_id
 * null) so nothing tells the two apart.
 * 'shop-email' / 'shop-phone': the code proving a shop's contact (`target`, the value it
 * was sent to); its token is never sent, the row is found by shop and purpose.
 */
export const authTokens = sqliteTable(
  'auth_tokens',
  {
    id: text('id').primaryKey(), // atk_…
    purpose: text('purpose', {
      enum: ['verify', 'reset', 'invite', 'shop-email', 'shop-phone'],
    }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** An invitation's staff profile: accepting it links the sign-in to that profile only. */
    staffId: text('staff_id').references(() => atelierStaff.id, { onDelete: 'cascade' }),
    /** An invitation's normalized identifier (e-mail or phone digits): the account it opens. */
    identifier: text('identifier'),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash'),
    tries: integer('tries').notNull().default(0),
    expiresAt: integer('expires_at', { mode: 'timestamp' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp' }),
    createdAt: createdAt(),
    storeId: text('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    target: text('target'),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId, t.purpose),
    index('auth_tokens_staff_idx').on(t.staffId, t.purpose),
    index('auth_tokens_store_idx').on(t.storeId, t.purpose),
    // Migration 0019 (ADR 034): the cleanup job deletes what expired.
    index('auth_tokens_expires_idx').on(t.expiresAt),
  ],
)
export type AuthTokenRow = typeof authTokens.$inferSelect

/**
 * Failure counters for sign-in and code tries, per account identifier and per client address,
 * kept in the database so every isolate sees the same count.
 */
export const authAttempts = sqliteTable(
  'auth_attempts',
  {
    scope: text('scope', { enum: ['signin', 'code'] }).notNull(),
    /** 'id:<normalized identifier>' or 'ip:<address>' (hashed identifiers are not needed: no secret). */
    key: text('key').notNull(),
    windowStartedAt: integer('window_started_at', { mode: 'timestamp' }).notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: integer('locked_until', { mode: 'timestamp' }),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    // Migration 0019 (ADR 034): the cleanup job deletes stale windows.
    index('auth_attempts_window_idx').on(t.windowStartedAt),
  ],
)
export type AuthAttemptRow = typeof authAttempts.$inferSelect
