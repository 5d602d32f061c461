import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { BLOCKED_REASONS } from '../../schemas/shop-contacts'
import { createdAt } from './_columns'

/**
 * Every e-mail and WhatsApp message the platform sends. Rows are written in the same batch
 * as the event that causes them, then delivered by a transport chosen by configuration;
 * a failure is recorded and retried, never lost, and never blocks the person's action.
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: text('id').primaryKey(), // out_…
    channel: text('channel', { enum: ['email', 'whatsapp'] }).notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** 'blocked': kept with its reason, never delivered (unverified, or over a cap). */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'blocked'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp' }).notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp' }),
    createdAt: createdAt(),
    /** The shop on whose behalf it goes (null: the platform to a person's own sign-in). */
    storeId: text('store_id'),
    /** What it is about (an order…), for caps per subject. */
    relatedId: text('related_id'),
    blockedReason: text('blocked_reason', { enum: BLOCKED_REASONS }),
    /**
     * Migration 0033 (ADR 049). A WhatsApp message's template parameters, in order (JSON): it
     * goes as that approved template; null, as free text, only inside the recipient's window.
     */
    params: text('params', { mode: 'json' }).$type<string[]>(),
    /** The id WhatsApp gave the message (`wamid…`): its status webhooks name it. */
    waMessageId: text('wa_message_id'),
    /** What WhatsApp last reported of it (status webhooks): the merchant sees it. */
    delivery: text('delivery', { enum: ['sent', 'delivered', 'read', 'failed'] }),
    /** A failure WhatsApp reported after accepting it: its code and French explanation. */
    deliveryError: text('delivery_error'),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    // Migration 0019 (ADR 034): the admin list, newest first (replaces outbox_created_idx).
    index('outbox_created_id_idx').on(t.createdAt, t.id),
    // The caps count a shop's and a recipient's last 24 hours.
    index('outbox_store_idx').on(t.storeId, t.createdAt),
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
    // A status webhook finds its row by WhatsApp's id (migration 0033).
    index('outbox_wa_message_idx').on(t.waMessageId),
    // An order's messages, on its page (migration 0033).
    index('outbox_related_idx').on(t.relatedId, t.createdAt),
  ],
)
export type OutboxRow = typeof outbox.$inferSelect
