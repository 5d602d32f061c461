import { and, count, desc, eq, like, or, sql } from 'drizzle-orm'
import { payments, plans, stores } from '../../db/schema/index'
import type { RequestCtx } from '../../env'
import { iso } from '../../lib/dates'
import type { Paged } from '../../schemas/fields'
import type { AdminPaymentListQuery, AdminPlatformPayment } from '../../schemas/platform-settings'
import { contains, toShopRef } from './plan-requests'

/** Same-second payments (created_at is in seconds) keep the order they were made in. */
const insertion = sql`${payments}.rowid`

function joined(ctx: RequestCtx) {
  return ctx.directory
    .select({
      payment: payments,
      shop: stores,
      plan: { id: plans.id, code: plans.code, name: plans.name },
    })
    .from(payments)
    .innerJoin(stores, eq(stores.id, payments.storeId))
    .leftJoin(plans, eq(plans.id, payments.planId))
}

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['get']>> & {}

function toAdminPlatformPayment({ payment: p, shop, plan }: Joined): AdminPlatformPayment {
  return {
    id: p.id,
    shop: toShopRef(shop),
    plan,
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    provider: p.method,
    mode: p.mode,
    providerRef: p.providerRef,
    rawStatus: p.rawStatus,
    confirmedBy: p.confirmedBy,
    createdAt: iso(p.createdAt)!,
    confirmedAt: iso(p.confirmedAt),
  }
}

/**
 * GET /api/admin/payments: every payment made to the platform (its own provider account:
 * subscription fees), newest first, with the provider's reference to match its statements.
 * Shops' order payments never appear: that money is the merchants'.
 */
export async function listPlatformPayments(
  ctx: RequestCtx,
  query: AdminPaymentListQuery,
): Promise<Paged<AdminPlatformPayment>> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  const where = and(
    eq(payments.account, 'platform'),
    query.status ? eq(payments.status, query.status) : undefined,
    query.q
      ? or(
          like(stores.name, contains(query.q)),
          like(stores.slug, contains(query.q)),
          like(payments.providerRef, contains(query.q)),
          eq(payments.id, query.q),
        )
      : undefined,
  )
  const [rows, totals] = await Promise.all([
    joined(ctx)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(insertion))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.directory
      .select({ n: count() })
      .from(payments)
      .innerJoin(stores, eq(stores.id, payments.storeId))
      .where(where),
  ])
  return { items: rows.map(toAdminPlatformPayment), page, pageSize, total: totals[0]?.n ?? 0 }
}
