import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { updatedAt } from './_columns'
import { stores } from './stores'

/**
 * Which channel gets which merchant alert (migration 0017). Only the merchant's choices are
 * stored: without a row, every verified channel gets the alert.
 */
export const alertPreferences = sqliteTable(
  'alert_preferences',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** An AlertKind (schemas/shop-contacts.ts). */
    alert: text('alert', { enum: ['orders', 'enquiries', 'subscription'] }).notNull(),
    channel: text('channel', { enum: ['email', 'whatsapp'] }).notNull(),
    enabled: integer('enabled', { mode: 'boolean' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.alert, t.channel] })],
)
