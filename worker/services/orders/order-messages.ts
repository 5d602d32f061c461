import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type OutboxRow, outbox } from '../../db/schema'
import { iso } from '../../lib/dates'
import type { OrderMessage } from '../../schemas/orders'
import { BLOCKED_REASON_LABEL } from '../../schemas/shop-contacts'
import { WHATSAPP_DELIVERY_LABEL } from '../../schemas/whatsapp'

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
  if (row.delivery === 'failed') return `Échec : ${row.deliveryError ?? 'raison inconnue'}`
  if (row.delivery) return WHATSAPP_DELIVERY_LABEL[row.delivery]
  if (row.status === 'blocked')
    return `Retenu : ${row.blockedReason ? BLOCKED_REASON_LABEL[row.blockedReason] : 'raison inconnue'}`
  if (row.status === 'failed') return `Échec : ${row.lastError ?? 'raison inconnue'}`
  if (row.status === 'sent') return 'Envoyé'
  return row.lastError ? `En attente : ${row.lastError}` : 'En attente'
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
