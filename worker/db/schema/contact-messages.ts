import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt } from './_columns'

/** Messages sent through the public site's contact form, read by platform administrators. */
export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: text('id').primaryKey(), // msg_…
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    readAt: integer('read_at', { mode: 'timestamp' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
)
export type ContactMessageRow = typeof contactMessages.$inferSelect
