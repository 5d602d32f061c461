import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type OutboxRow, outbox } from '../../db/schema'
import { iso } from '../../lib/dates'
import type { OrderMessage } from '../../schemas/orders'
import { BLOCKED_REASON_LABEL } from '../../schemas/shop-contacts'
import { orderMessageWords, WHATSAPP_DELIVERY_LABEL } from '../../schemas/whatsapp'

/** The messages sent to the shopper about one order (receipt, status changes), oldest first. */
export function loadOrderMessages(db: Db, storeId: string, orderId: string) {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.relatedId, orderId), eq(outbox.storeId, storeId)))
    .orderBy(asc(outbox.createdAt), asc(sql`rowid`))
}

/**
 * Where the message stands, in the merchant's words: what WhatsApp last reported ("Lu",
 * "Distribué", "Échec : …"), else the outbox's own state and its reason.
 */
function stateOf(row: OutboxRow): string {
  const w = orderMessageWords
  if (row.delivery === 'failed') return w.failed(row.deliveryError)
  if (row.delivery) return WHATSAPP_DELIVERY_LABEL[row.delivery]
  if (row.status === 'blocked')
    return w.held(row.blockedReason ? BLOCKED_REASON_LABEL[row.blockedReason] : null)
  if (row.status === 'failed') return w.failed(row.lastError)
  if (row.status === 'sent') return w.sent
  return w.waiting(row.lastError)
}

export function toOrderMessage(row: OutboxRow): OrderMessage {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    body: row.body,
    delivery: row.delivery,
    state: stateOf(row),
    createdAt: iso(row.createdAt)!,
  }
}
