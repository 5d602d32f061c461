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
import { ateliers, customers, notifications, stores, tailoringOrders } from '../../db/schema'
import type { AtelierCtx, ShopDatabaseCtx } from '../../env'
import { iso } from '../../lib/dates'
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
import { dayBounds, localDay, shiftDay } from '../../schemas/shop-clock'
import { DEFAULT_TIME_ZONE, SHOP_TIME_ZONES } from '../../schemas/time-zones'

const o = tailoringOrders
const n = notifications

const shortDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  // A promised day is a calendar day, stored as such: read at UTC midnight, it never shifts.
  timeZone: 'UTC',
})

/** Zones sharing the same local day at `now`, with that day's bounds (ADR 048). */
type ZoneDay = { zones: string[]; today: string; yesterday: string; start: number; end: number }

/**
 * The shops' zones grouped by their local day at `now`: at any instant the zones served are
 * on one day or two. A zone outside the list (none is written, the contract refuses them)
 * counts as the platform's.
 */
function zoneDays(now: Date): ZoneDay[] {
  const groups = new Map<string, ZoneDay>()
  for (const { zone } of SHOP_TIME_ZONES) {
    const today = localDay(now, zone)
    const { start, end } = dayBounds(today, zone)
    const key = `${today}|${start.getTime()}`
    const group = groups.get(key) ?? {
      zones: [],
      today,
      yesterday: shiftDay(today, -1),
      start: start.getTime() / 1000,
      end: end.getTime() / 1000,
    }
    group.zones.push(zone)
    groups.set(key, group)
  }
  return [...groups.values()]
}

/**
 * The daily reminders of every shop whose atelier is on (run by the cron, every 5 minutes):
 * one notification per order promised today and not delivered or canceled, and one per order
 * promised yesterday and still not ready (it has just become late). "Today" is each shop's own
 * (ADR 048): a shop in Cotonou gets its reminders from its midnight, an hour before Dakar's.
 * Idempotent per local day: an order already reminded that day, under the same title, is not
 * reminded again, including when two runs overlap (each insert is guarded by the same check).
 */
export async function sendAtelierReminders(
  ctx: ShopDatabaseCtx,
  now: Date = ctx.now,
  /** Shops whose rows here a switched move left behind (`leftoverShops`): reminded where they live. */
  leftovers: readonly string[] = [],
) {
  const days = zoneDays(now)
  const known = SHOP_TIME_ZONES.map((z) => z.zone)
  const remindedThatDay = (title: string, day: ZoneDay) =>
    and(
      eq(n.audience, 'store'),
      eq(n.storeId, o.storeId),
      eq(n.type, 'atelier_order'),
      eq(n.relatedId, o.id),
      eq(n.title, title),
      gte(n.createdAt, new Date(day.start * 1000)),
      lt(n.createdAt, new Date(day.end * 1000)),
    )
  const alreadySent = (title: string, day: ZoneDay) =>
    exists(ctx.db.select({ one: sql`1` }).from(n).where(remindedThatDay(title, day)))
  const inZones = (day: ZoneDay) =>
    day.zones.includes(DEFAULT_TIME_ZONE)
      ? or(inArray(stores.timeZone, day.zones), notInArray(stores.timeZone, known))
      : inArray(stores.timeZone, day.zones)
  const rows = await ctx.db
    .select({
      id: o.id,
      storeId: o.storeId,
      number: o.number,
      promisedOn: o.promisedOn,
      timeZone: stores.timeZone,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(ateliers)
    .innerJoin(stores, eq(stores.id, ateliers.storeId))
    .innerJoin(o, eq(o.storeId, ateliers.storeId))
    .innerJoin(customers, eq(customers.id, o.customerId))
    .where(
      and(
        eq(ateliers.enabled, true),
        notLeftBehind(ateliers.storeId, leftovers),
        // The days in play, up front: the orders are found on the promised-day index, not by
        // reading every order (ADR 034); each zone's own days are checked below.
        inArray(o.promisedOn, [...new Set(days.flatMap((d) => [d.today, d.yesterday]))]),
        or(
          ...days.map((day) =>
            and(
              inZones(day),
              or(
                and(
                  eq(o.promisedOn, day.today),
                  notInArray(o.stage, ['delivered', 'canceled']),
                  not(alreadySent(atelierNotice.orderDueTitle, day)),
                ),
                and(
                  eq(o.promisedOn, day.yesterday),
                  notInArray(o.stage, [...NEVER_LATE_STAGES]),
                  not(alreadySent(atelierNotice.orderLateTitle, day)),
                ),
              ),
            ),
          ),
        ),
      ),
    )
  const dayOfZone = (zone: string) =>
    days.find((d) => d.zones.includes(zone)) ??
    days.find((d) => d.zones.includes(DEFAULT_TIME_ZONE))!
  const at = Math.floor(now.getTime() / 1000)
  let late = 0
  const inserts = rows.map((r) => {
    const day = dayOfZone(r.timeZone)
    const isLate = r.promisedOn !== day.today
    if (isLate) late++
    const title = isLate ? atelierNotice.orderLateTitle : atelierNotice.orderDueTitle
    const who = `${r.firstName} ${r.lastName}`.trim()
    const body = isLate
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
          and ${n.createdAt} >= ${day.start} and ${n.createdAt} < ${day.end})`,
    )
  })
  for (let i = 0; i < inserts.length; i += 50) await batch(ctx.db, inserts.slice(i, i + 50))
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
