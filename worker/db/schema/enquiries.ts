import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt } from './_columns'
import { stores } from './stores'

/** A shopper's question sent from a storefront's contact page ("Enquiry"). */
export const enquiries = sqliteTable(
  'enquiries',
  {
    id: text('id').primaryKey(), // enq_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    readAt: integer('read_at', { mode: 'timestamp' }),
    createdAt: createdAt(),
  },
  (t) => [index('enquiries_store_idx').on(t.storeId, t.createdAt)],
)
export type EnquiryRow = typeof enquiries.$inferSelect
