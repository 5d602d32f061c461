import { and, eq, isNull, like, or, type SQL, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/sqlite-core'
import { payments, plans, stores, subscriptionRequests } from '../../db/schema/index'
import type { RequestCtx } from '../../env'
import { iso } from '../../lib/dates'
import type { Paged } from '../../schemas/fields'
import type { PaymentRowStatus } from '../../schemas/payments'
import type { AdminPaymentListQuery, AdminPlatformPayment } from '../../schemas/platform-settings'
import { contains, toShopRef } from './plan-requests'

/**
 * GET /api/admin/payments: every payment the platform received, newest first, so the list
 * reconciles with the revenue figure (which counts approved plan requests): the online
 * payments to its own provider account (any status, with the provider's reference to match
 * its statements) AND the mobile-money claims an administrator approved, which have no
 * payment row (their reference is the one the merchant typed). Shops' order payments never
 * appear: that money is the merchants'.
 */
export async function listPlatformPayments(
  ctx: RequestCtx,
  query: AdminPaymentListQuery,
): Promise<Paged<AdminPlatformPayment>> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  // Approved claims are paid: a filter on another status lists online payments alone.
  const withClaims = !query.status || query.status === 'paid'
  const received = () =>
    withClaims
      ? unionAll(onlinePayments(ctx, query), approvedClaims(ctx, query))
      : onlinePayments(ctx, query)
  const [rows, totals] = await Promise.all([
    received()
      .orderBy(sql`created_at desc`, sql`seq desc`)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.directory.select({ n: sql<number>`count(*)` }).from(received().as('received')),
  ])
  return { items: rows.map(toAdminPlatformPayment), page, pageSize, total: totals[0]?.n ?? 0 }
}

/** The columns both halves give, in the same order (a UNION matches them by position). */
type Row = Awaited<ReturnType<ReturnType<typeof onlinePayments>['all']>>[number]

const shopColumns = {
  storeId: stores.id,
  storeName: stores.name,
  slug: stores.slug,
  email: stores.email,
  phone: stores.phone,
  planId: plans.id,
  planCode: plans.code,
  planName: plans.name,
}

const searchShop = (q: string | undefined, ...more: SQL[]) =>
  q ? or(like(stores.name, contains(q)), like(stores.slug, contains(q)), ...more) : undefined

function onlinePayments(ctx: RequestCtx, query: AdminPaymentListQuery) {
  return ctx.directory
    .select({
      id: payments.id,
      source: sql<'online' | 'claim'>`'online'`.as('source'),
      ...shopColumns,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      provider: sql<string>`${payments.method}`.as('provider'),
      mode: payments.mode,
      providerRef: payments.providerRef,
      rawStatus: payments.rawStatus,
      confirmedBy: payments.confirmedBy,
      createdAt: sql<number>`${payments.createdAt}`.as('created_at'),
      confirmedAt: sql<number | null>`${payments.confirmedAt}`.as('confirmed_at'),
      // Same-second rows (created_at is in seconds) keep the order they were made in.
      seq: sql<number>`${payments}.rowid`.as('seq'),
    })
    .from(payments)
    .innerJoin(stores, eq(stores.id, payments.storeId))
    .leftJoin(plans, eq(plans.id, payments.planId))
    .where(
      and(
        eq(payments.account, 'platform'),
        query.status ? eq(payments.status, query.status) : undefined,
        searchShop(
          query.q,
          like(payments.providerRef, contains(query.q ?? '')),
          eq(payments.id, query.q ?? ''),
        ),
      ),
    )
}

/** A claim counts once approved, as revenue does; an online payment's request is listed above. */
function approvedClaims(ctx: RequestCtx, query: AdminPaymentListQuery) {
  const r = subscriptionRequests
  return ctx.directory
    .select({
      id: r.id,
      source: sql<'online' | 'claim'>`'claim'`.as('source'),
      ...shopColumns,
      amount: sql<number>`coalesce(${r.amount}, 0)`.as('amount'),
      currency: sql<string>`coalesce(${r.currency}, ${plans.currency})`.as('currency'),
      status: sql<PaymentRowStatus>`'paid'`.as('status'),
      provider: sql<string>`'mobile_money'`.as('provider'),
      mode: sql<null>`null`.as('mode'),
      providerRef: r.transactionId,
      rawStatus: sql<null>`null`.as('raw_status'),
      confirmedBy: sql<null>`null`.as('confirmed_by'),
      createdAt: sql<number>`${r.createdAt}`.as('created_at'),
      confirmedAt: sql<number | null>`${r.decidedAt}`.as('confirmed_at'),
      seq: sql<number>`${r}.rowid`.as('seq'),
    })
    .from(r)
    .innerJoin(stores, eq(stores.id, r.storeId))
    .leftJoin(plans, eq(plans.id, r.planId))
    .where(
      and(
        eq(r.status, 'approved'),
        isNull(r.paymentId),
        searchShop(
          query.q,
          like(r.transactionId, contains(query.q ?? '')),
          eq(r.id, query.q ?? ''),
        ),
      ),
    )
}

const fromSeconds = (s: number | null) => (s === null ? null : new Date(s * 1000))

function toAdminPlatformPayment(p: Row): AdminPlatformPayment {
  return {
    id: p.id,
    source: p.source,
    shop: toShopRef({
      id: p.storeId,
      name: p.storeName,
      slug: p.slug,
      email: p.email,
      phone: p.phone,
    }),
    plan:
      p.planId && p.planCode && p.planName
        ? { id: p.planId, code: p.planCode, name: p.planName }
        : null,
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    provider: p.provider,
    mode: p.mode,
    providerRef: p.providerRef,
    rawStatus: p.rawStatus,
    confirmedBy: p.confirmedBy,
    createdAt: iso(fromSeconds(p.createdAt))!,
    confirmedAt: iso(fromSeconds(p.confirmedAt)),
  }
}
