import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt } from './_columns'
import { users } from './users'

/**
 * Merchants a merchant invited by phone or e-mail. Sign-ups that used the merchant's code are
 * found through `users.referred_by`; an invitation becomes 'registered' when its contact signs up.
 */
export const referrals = sqliteTable(
  'referrals',
  {
    id: text('id').primaryKey(), // ref_…
    referrerId: text('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contact: text('contact').notNull(),
    contactType: text('contact_type', { enum: ['email', 'phone'] }).notNull(),
    status: text('status', { enum: ['invited', 'registered'] })
      .notNull()
      .default('invited'),
    referredUserId: text('referred_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
    index('referrals_contact_idx').on(t.contact),
    index('referrals_referred_user_idx').on(t.referredUserId),
    uniqueIndex('referrals_referrer_contact_uq').on(t.referrerId, t.contact),
  ],
)
export type ReferralRow = typeof referrals.$inferSelect
