import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt } from './_columns'
import { stores } from './stores'

/**
 * In-app notifications. A shop's notifications carry its store_id; platform notifications
 * (audience 'admin') have none and are shared by every administrator.
 */
export const notifications = sqliteTable(
  'notifications',
  {
    id: text('id').primaryKey(), // ntf_…
    audience: text('audience', { enum: ['store', 'admin'] }).notNull(),
    storeId: text('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    relatedId: text('related_id'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    readAt: integer('read_at', { mode: 'timestamp' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_store_idx').on(t.storeId, t.readAt),
    index('notifications_audience_idx').on(t.audience, t.readAt),
    // Migration 0019 (ADR 034): a reminder already sent for this order.
    index('notifications_related_idx').on(t.storeId, t.relatedId),
  ],
)
export type NotificationRow = typeof notifications.$inferSelect
