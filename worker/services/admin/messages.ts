import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { batch } from '../../db/client'
import { type ContactMessageRow, contactMessages, notifications } from '../../db/schema/index'
import type { RequestCtx } from '../../env'
import { iso } from '../../lib/dates'
import { ApiError } from '../../lib/errors'
import { adminMsg, type ContactMessage, type MessageListQuery } from '../../schemas/admin'
import type { Paged } from '../../schemas/fields'
import { readCounters } from '../platform-counters'

function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    email: row.email,
    subject: row.subject,
    message: row.message,
    read: row.readAt !== null,
    createdAt: iso(row.createdAt)!,
  }
}

/** GET /api/admin/overview/messages: the public contact form's messages, newest first. */
export async function listContactMessages(
  ctx: RequestCtx,
  query: MessageListQuery,
): Promise<Paged<ContactMessage> & { unread: number }> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  const [rows, counts] = await Promise.all([
    ctx.directory
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(sql`${contactMessages}.rowid`))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    // Kept on write (ADR 034): no count of every message on each view.
    readCounters(ctx.directory, ['contact_messages', 'contact_messages:unread'] as const),
  ])
  return {
    items: rows.map(toContactMessage),
    page,
    pageSize,
    total: counts.contact_messages,
    unread: counts['contact_messages:unread'],
  }
}

/**
 * PATCH /api/admin/overview/messages/:id/read. The admin notification that announced the
 * message is marked read with it, so the bell does not point to a message already handled.
 */
export async function markMessageRead(ctx: RequestCtx, id: string): Promise<ContactMessage> {
  const row = await ctx.directory
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .get()
  if (!row) throw new ApiError('NOT_FOUND', adminMsg.messageNotFound)
  if (row.readAt) return toContactMessage(row)
  await batch(ctx.directory, [
    ctx.directory
      .update(contactMessages)
      .set({ readAt: ctx.now })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt))),
    ctx.directory
      .update(notifications)
      .set({ readAt: ctx.now })
      .where(
        and(
          eq(notifications.audience, 'admin'),
          eq(notifications.type, 'contact'),
          eq(notifications.relatedId, id),
          isNull(notifications.readAt),
        ),
      ),
  ])
  return toContactMessage({ ...row, readAt: ctx.now })
}
