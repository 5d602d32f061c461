import { and, asc, eq, sql } from 'drizzle-orm'
import {
  atelierFabrics,
  atelierStaff,
  cashbookEntries,
  tailoringOrderEvents,
  users,
} from '../../../db/schema'
import type { AtelierCtx } from '../../../env'
import { appUrl } from '../../../lib/config'
import { iso } from '../../../lib/dates'
import type { TailoringOrder, TailoringPayment } from '../../../schemas/atelier/orders'
import { mediaRefs } from '../../media'
import { todayOf } from '../days'
import { stageMessage, whatsappLink } from './messages'
import { findOrder, type OrderWithPaid, toSummary } from './queries'

/**
 * Oldest first; rowid orders the moves made within the same second. Who moved it: the name
 * of their staff profile (what the atelier calls them), else of their account (the owner).
 */
function loadEvents(ctx: AtelierCtx, orderId: string) {
  const e = tailoringOrderEvents
  const s = atelierStaff
  return ctx.db
    .select({
      id: e.id,
      stage: e.stage,
      note: e.note,
      createdAt: e.createdAt,
      by: sql<
        string | null
      >`coalesce(${s.firstName} || ' ' || ${s.lastName}, ${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(e)
    .leftJoin(users, eq(users.id, e.createdBy))
    .leftJoin(s, and(eq(s.userId, e.createdBy), eq(s.storeId, ctx.store.id)))
    .where(and(eq(e.orderId, orderId), eq(e.storeId, ctx.store.id)))
    .orderBy(asc(e.createdAt), asc(sql`${e}.rowid`))
}

async function loadPayments(ctx: AtelierCtx, orderId: string): Promise<TailoringPayment[]> {
  const c = cashbookEntries
  const rows = await ctx.db
    .select()
    .from(c)
    .where(and(eq(c.orderId, orderId), eq(c.storeId, ctx.store.id), eq(c.kind, 'income')))
    .orderBy(asc(c.occurredOn), asc(c.createdAt))
  return rows.map((r) => ({
    id: r.id,
    amount: r.amount,
    paymentMethod: r.paymentMethod,
    paidOn: r.occurredOn,
    label: r.label,
    note: r.note,
    createdAt: iso(r.createdAt)!,
  }))
}

async function fabricNameOf(ctx: AtelierCtx, id: string | null) {
  if (!id) return null
  const f = atelierFabrics
  const row = await ctx.db
    .select({ name: f.name })
    .from(f)
    .where(and(eq(f.id, id), eq(f.storeId, ctx.store.id)))
    .get()
  return row?.name ?? null
}

async function staffNameOf(ctx: AtelierCtx, id: string | null) {
  if (!id) return null
  const s = atelierStaff
  const row = await ctx.db
    .select({ firstName: s.firstName, lastName: s.lastName })
    .from(s)
    .where(and(eq(s.id, id), eq(s.storeId, ctx.store.id)))
    .get()
  return row ? `${row.firstName} ${row.lastName}` : null
}

/** The customer's private page and the WhatsApp text of the order's current stage. */
function trackingLinks(ctx: AtelierCtx, order: OrderWithPaid) {
  const trackingUrl = appUrl(ctx.env, `/${ctx.store.slug}/atelier/suivi/${order.trackingToken}`)
  const text = stageMessage(order.stage, {
    firstName: order.customer.firstName,
    shopName: ctx.store.name,
    number: order.number,
    promisedOn: order.promisedOn,
    balance: Math.max(0, order.price - order.paid),
    currency: order.currency,
    trackingUrl,
  })
  return { trackingUrl, whatsappUrl: whatsappLink(order.customer.phone, text) }
}

/** Returns NOT_FOUND for another shop's order. Everything the view page shows. */
export async function getTailoringOrder(ctx: AtelierCtx, id: string): Promise<TailoringOrder> {
  const order = await findOrder(ctx, id)
  const [events, payments, photos, fabricName, assignedStaffName] = await Promise.all([
    loadEvents(ctx, id),
    loadPayments(ctx, id),
    mediaRefs(ctx, order.photoIds),
    fabricNameOf(ctx, order.fabricId),
    staffNameOf(ctx, order.assignedStaffId),
  ])
  return {
    ...toSummary(order, todayOf(ctx)),
    customer: { id: order.customerId, ...order.customer },
    garments: order.garments,
    services: order.services,
    fabricSource: order.fabricSource,
    fabricId: order.fabricId,
    fabricName,
    fabricCm: order.fabricCm,
    fabricNote: order.fabricNote,
    assignedStaffId: order.assignedStaffId,
    assignedStaffName,
    photos,
    note: order.note,
    deliveredAt: iso(order.deliveredAt),
    events: events.map((e) => ({ ...e, createdAt: iso(e.createdAt)! })),
    payments,
    ...trackingLinks(ctx, order),
  }
}
