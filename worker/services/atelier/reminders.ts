import {
  and,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNull,
  lt,
  not,
  notInArray,
  or,
  sql,
} from 'drizzle-orm'
import { batch } from '../../db/client'
import { notLeftBehind } from '../../db/databases'
import { ateliers, customers, notifications, tailoringOrders } from '../../db/schema'
import type { AtelierCtx, ShopDatabaseCtx } from '../../env'
import { addDays, iso } from '../../lib/dates'
import { ApiError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import type { AtelierPermission } from '../../schemas/atelier/access'
import { NEVER_LATE_STAGES } from '../../schemas/atelier/orders'
import { msg } from '../../schemas/messages'
import { atelierNotice } from '../../schemas/notices'
import type {
  Notification,
  NotificationType,
  OpenedNotification,
} from '../../schemas/notifications'
import { dayOf } from './overview'

const o = tailoringOrders
const n = notifications

const shortDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})

/**
 * The daily reminders of every shop whose atelier is on (run by the cron, every 5 minutes):
 * one notification per order promised today and not delivered or canceled, and one per order
 * promised yesterday and still not ready (it has just become late). Idempotent per day: an
 * order already reminded today, under the same title, is not reminded again, including when
 * two runs overlap (each insert is guarded by the same check).
 */
export async function sendAtelierReminders(
  ctx: ShopDatabaseCtx,
  now: Date = ctx.now,
  /** Shops whose rows here a switched move left behind (`leftoverShops`): reminded where they live. */
  leftovers: readonly string[] = [],
) {
  const today = dayOf(now)
  const yesterday = dayOf(addDays(now, -1))
  const dayStart = Math.floor(Date.parse(`${today}T00:00:00Z`) / 1000)
  const remindedToday = (title: string) =>
    and(
      eq(n.audience, 'store'),
      eq(n.storeId, o.storeId),
      eq(n.type, 'atelier_order'),
      eq(n.relatedId, o.id),
      eq(n.title, title),
      gte(n.createdAt, new Date(dayStart * 1000)),
      lt(n.createdAt, new Date((dayStart + 86_400) * 1000)),
    )
  const alreadySent = (title: string) =>
    exists(ctx.db.select({ one: sql`1` }).from(n).where(remindedToday(title)))
  const rows = await ctx.db
    .select({
      id: o.id,
      storeId: o.storeId,
      number: o.number,
      promisedOn: o.promisedOn,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(ateliers)
    .innerJoin(o, eq(o.storeId, ateliers.storeId))
    .innerJoin(customers, eq(customers.id, o.customerId))
    .where(
      and(
        eq(ateliers.enabled, true),
        notLeftBehind(ateliers.storeId, leftovers),
        or(
          and(
            eq(o.promisedOn, today),
            notInArray(o.stage, ['delivered', 'canceled']),
            not(alreadySent(atelierNotice.orderDueTitle)),
          ),
          and(
            eq(o.promisedOn, yesterday),
            notInArray(o.stage, [...NEVER_LATE_STAGES]),
            not(alreadySent(atelierNotice.orderLateTitle)),
          ),
        ),
      ),
    )
  const at = Math.floor(now.getTime() / 1000)
  const inserts = rows.map((r) => {
    const late = r.promisedOn !== today
    const title = late ? atelierNotice.orderLateTitle : atelierNotice.orderDueTitle
    const who = `${r.firstName} ${r.lastName}`.trim()
    const body = late
      ? atelierNotice.orderLate(
          r.number,
          who,
          shortDate.format(new Date(`${r.promisedOn}T00:00:00Z`)),
        )
      : atelierNotice.orderDue(r.number, who)
    // Columns in table order: id, audience, store_id, type, related_id, title, body, read_at, created_at.
    return ctx.db.insert(n).select(
      sql`select ${newId('ntf')}, 'store', ${r.storeId}, 'atelier_order', ${r.id}, ${title}, ${body}, null, ${at}
        where not exists (select 1 from ${n} where ${n.storeId} = ${r.storeId}
          and ${n.type} = 'atelier_order' and ${n.relatedId} = ${r.id} and ${n.title} = ${title}
          and ${n.createdAt} >= ${dayStart} and ${n.createdAt} < ${dayStart + 86_400})`,
    )
  })
  for (let i = 0; i < inserts.length; i += 50) await batch(ctx.db, inserts.slice(i, i + 50))
  const late = rows.filter((r) => r.promisedOn !== today).length
  return { dueToday: rows.length - late, late }
}

/** The atelier's notification types the caller's role may follow. */
function typesFor(ctx: AtelierCtx): NotificationType[] {
  const may = (p: AtelierPermission) => ctx.atelier.permissions.has(p)
  return [
    ...(may('orders') ? (['atelier_order'] as const) : []),
    ...(may('fabrics') ? (['atelier_fabric'] as const) : []),
  ]
}

const scopeOf = (ctx: AtelierCtx, types: NotificationType[]) =>
  and(eq(n.audience, 'store'), eq(n.storeId, ctx.store.id), inArray(n.type, types))

/** GET /api/atelier/notifications: unread atelier notifications the role follows, newest first. */
export async function listAtelierNotifications(ctx: AtelierCtx): Promise<Notification[]> {
  const types = typesFor(ctx)
  if (types.length === 0) return []
  const rows = await ctx.db
    .select()
    .from(n)
    .where(and(scopeOf(ctx, types), isNull(n.readAt)))
    .orderBy(desc(n.createdAt), desc(sql`${n}.rowid`))
    .limit(50)
  return rows.map((row) => ({
    id: row.id,
    type: row.type as NotificationType,
    relatedId: row.relatedId,
    title: row.title,
    body: row.body,
    read: row.readAt !== null,
    createdAt: iso(row.createdAt)!,
  }))
}

/** PUT /api/atelier/notifications/:id: marks it read and says where it leads. */
export async function openAtelierNotification(
  ctx: AtelierCtx,
  id: string,
): Promise<OpenedNotification> {
  const types = typesFor(ctx)
  const row = types.length
    ? await ctx.db
        .update(n)
        .set({ readAt: ctx.now })
        .where(and(eq(n.id, id), scopeOf(ctx, types)))
        .returning()
        .get()
    : undefined
  if (!row) throw new ApiError('NOT_FOUND', msg.notificationNotFound)
  return { type: row.type as NotificationType, related_id: row.relatedId }
}
