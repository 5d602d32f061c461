import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt } from './_columns'
import { stores } from './stores'

/**
 * A shop's own domain. Served only once ownership is proven (a TXT record or an HTTP token
 * carrying `verification_token`); then requests for `hostname` are routed to the shop.
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
    uniqueIndex('custom_domains_hostname_uq').on(t.hostname),
  ],
)
export type CustomDomainRow = typeof customDomains.$inferSelect
