import { and, desc, eq, isNull } from 'drizzle-orm'
import { type NotificationRow, notifications } from '../db/schema'
import type { OnDatabaseCtx, RequestCtx, StoreCtx, UserCtx } from '../env'
import { iso } from '../lib/dates'
import { ApiError } from '../lib/errors'
import { newId } from '../lib/ids'
import { msg } from '../schemas/messages'
import type { Notification, NotificationType, OpenedNotification } from '../schemas/notifications'

type NewNotification = {
  type: NotificationType
  relatedId: string | null
  title: string
  body: string
}

/**
 * Notification inserts are returned unexecuted, so the caller can put them in the same
 * batch as the event they announce: no order without its notification, and vice versa.
 */
export function notifyStore(ctx: OnDatabaseCtx, storeId: string, n: NewNotification) {
  return ctx.db.insert(notifications).values({ id: newId('ntf'), audience: 'store', storeId, ...n })
}

/** The administrators' notifications carry no shop: the directory's (placement.ts). */
export function notifyAdmins(ctx: RequestCtx, n: NewNotification) {
  return ctx.directory
    .insert(notifications)
    .values({ id: newId('ntf'), audience: 'admin', storeId: null, ...n })
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    relatedId: row.relatedId,
    title: row.title,
    body: row.body,
    read: row.readAt !== null,
    createdAt: iso(row.createdAt)!,
  }
}

const scopeOf = (ctx: (StoreCtx | UserCtx) & OnDatabaseCtx, audience: 'store' | 'admin') =>
  audience === 'store'
    ? and(
        eq(notifications.audience, 'store'),
        eq(notifications.storeId, (ctx as StoreCtx).store.id),
      )
    : eq(notifications.audience, 'admin')

/** Only unread notifications are listed, newest first. */
export async function listUnreadNotifications(
  ctx: (StoreCtx | UserCtx) & OnDatabaseCtx,
  audience: 'store' | 'admin',
): Promise<Notification[]> {
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(and(scopeOf(ctx, audience), isNull(notifications.readAt)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(50)
  return rows.map(toNotification)
}

/** Marks one read and says where it leads. Another shop's notification answers NOT_FOUND. */
export async function openNotification(
  ctx: (StoreCtx | UserCtx) & OnDatabaseCtx,
  audience: 'store' | 'admin',
  id: string,
): Promise<OpenedNotification> {
  const row = await ctx.db
    .update(notifications)
    .set({ readAt: ctx.now })
    .where(and(eq(notifications.id, id), scopeOf(ctx, audience)))
    .returning()
    .get()
  if (!row) throw new ApiError('NOT_FOUND', msg.notificationNotFound)
  return { type: row.type as NotificationType, related_id: row.relatedId }
}
