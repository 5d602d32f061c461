import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt } from './_columns'

/**
 * Each WhatsApp number's customer-service window (migration 0033, ADR 049): WhatsApp delivers
 * free text to a number only within 24 hours of that person's own last message. An inbound
 * message (webhook) opens or extends it; outside it, only approved templates go.
 */
export const whatsappWindows = sqliteTable(
  'whatsapp_windows',
  {
    /** International digits, as the outbox's recipient. */
    phone: text('phone').primaryKey(),
    /** When the person last wrote: the window closes 24 hours later. */
    lastInboundAt: integer('last_inbound_at', { mode: 'timestamp' }).notNull(),
  },
  // The daily job drops closed windows by this (migration 0035).
  (t) => [index('whatsapp_windows_inbound_idx').on(t.lastInboundAt)],
)

/**
 * Whose each message WhatsApp accepted is (migration 0033): a status webhook names only
 * WhatsApp's id, and the row is in the directory or in its shop's database (ADR 036). This row,
 * in the directory, names the shop (none: the platform's, in the directory), whose routing row
 * gives the database as it is now, even after a move; no webhook searches every database.
 */
export const whatsappMessages = sqliteTable(
  'whatsapp_messages',
  {
    waMessageId: text('wa_message_id').primaryKey(),
    outboxId: text('outbox_id').notNull(),
    /** The shop whose database holds the outbox row; null: the directory's. */
    storeId: text('store_id'),
    createdAt: createdAt(),
  },
  // The daily job drops routes older than any status Meta still sends (migration 0035).
  (t) => [index('whatsapp_messages_created_idx').on(t.createdAt)],
)
