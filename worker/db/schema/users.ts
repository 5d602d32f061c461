import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, updatedAt } from './_columns'

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(), // usr_…
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Lower-cased; null when the account was opened with a phone (WhatsApp tab). */
    email: text('email'),
    /** Digits only, with the country code. */
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin', 'staff'] })
      .notNull()
      .default('user'),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    gender: text('gender', { enum: ['female', 'male'] }),
    referralCode: text('referral_code').notNull(),
    referredBy: text('referred_by'),
    profileImageKey: text('profile_image_key'),
    verifiedAt: integer('verified_at', { mode: 'timestamp' }),
    /** Access tokens issued before this instant are refused (password change, blocking). */
    sessionsValidAfter: integer('sessions_valid_after', { mode: 'timestamp_ms' }),
    /** A staff account's shop (migration 0024): found here, where accounts live (ADR 036). */
    staffStoreId: text('staff_store_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_phone_uq').on(t.phone),
    uniqueIndex('users_referral_code_uq').on(t.referralCode),
    index('users_role_idx').on(t.role),
    // Migration 0019 (ADR 034): the admin list, newest first; a merchant's referrals.
    index('users_created_idx').on(t.createdAt),
    index('users_referred_by_idx').on(t.referredBy, t.createdAt),
    index('users_status_idx').on(t.status, t.createdAt),
    index('users_staff_store_idx').on(t.staffStoreId),
  ],
)
export type UserRow = typeof users.$inferSelect
