import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt } from './_columns'
import { stores } from './stores'

/**
 * A shop's own domain. Served only once ownership is proven (a TXT record or an HTTP token
 * carrying `verification_token`); then requests for `hostname` are routed to the shop.
 * Only a verified row reserves its hostname: several shops may claim a name while none has
 * proven it (a squatter's pending claim cannot block the real owner), and a claim left
 * unproven is released after PENDING_DOMAIN_CLAIM_DAYS by the periodic job.
 */
export const customDomains = sqliteTable(
  'custom_domains',
  {
    id: text('id').primaryKey(), // dom_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    verificationToken: text('verification_token').notNull(),
    verifiedAt: integer('verified_at', { mode: 'timestamp' }),
    lastCheckedAt: integer('last_checked_at', { mode: 'timestamp' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('custom_domains_store_uq').on(t.storeId),
    uniqueIndex('custom_domains_hostname_verified_uq')
      .on(t.hostname)
      .where(sql`${t.verifiedAt} is not null`),
    index('custom_domains_hostname_idx').on(t.hostname),
    index('custom_domains_pending_idx').on(t.createdAt).where(sql`${t.verifiedAt} is null`),
  ],
)
export type CustomDomainRow = typeof customDomains.$inferSelect
