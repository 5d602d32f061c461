import { and, count, desc, eq, exists, like, notExists, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { batch } from '../../db/client'
import {
  plans,
  type StoreRow,
  type SubscriptionRequestRow,
  stores,
  subscriptionRequests,
  subscriptions,
} from '../../db/schema/index'
import type { RequestCtx } from '../../env'
import { iso } from '../../lib/dates'
import { ApiError } from '../../lib/errors'
import { containsPattern } from '../../lib/search'
import type { Paged } from '../../schemas/fields'
import { shopNotice } from '../../schemas/notices'
import {
  type AdminPlanRequest,
  type AdminRequestListQuery,
  discountedPrice,
  planAdminMsg,
  type RequestRejectInput,
  type ShopRef,
} from '../../schemas/plans'
import type { SubscriptionStatus } from '../../schemas/stores'
import { onDirectory } from '../context'
import { listTotal } from '../platform-counters'
import { effectiveStatus, FREE_PLAN_ID } from '../stores'
import { activationStatements, newPeriodEnd } from '../subscriptions/activation'
import { formatEndDate } from '../subscriptions/lifecycle'
import { tellShop } from '../subscriptions/subscriptions'

export const toShopRef = (
  s: Pick<StoreRow, 'id' | 'name' | 'slug' | 'email' | 'phone'>,
): ShopRef => ({
  id: s.id,
  name: s.name,
  slug: s.slug,
  email: s.email,
  phone: s.phone,
})

export const planRef = {
  id: plans.id,
  code: plans.code,
  name: plans.name,
  billingCycle: plans.billingCycle,
}

/** LIKE pattern from a search box: wildcards typed by the person are dropped. */
export const contains = containsPattern

const currentPlan = alias(plans, 'current_plan')

function joined(ctx: RequestCtx) {
  return ctx.directory
    .select({
      request: subscriptionRequests,
      shop: stores,
      plan: plans,
      current: {
        id: currentPlan.id,
        code: currentPlan.code,
        name: currentPlan.name,
        billingCycle: currentPlan.billingCycle,
      },
      sub: { id: subscriptions.id, status: subscriptions.status, endsAt: subscriptions.endsAt },
    })
    .from(subscriptionRequests)
    .innerJoin(stores, eq(stores.id, subscriptionRequests.storeId))
    .innerJoin(plans, eq(plans.id, subscriptionRequests.planId))
    .leftJoin(subscriptions, eq(subscriptions.storeId, subscriptionRequests.storeId))
    .leftJoin(currentPlan, eq(currentPlan.id, subscriptions.planId))
}

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['get']>> & {}

function toAdminPlanRequest(r: Joined, now: Date): AdminPlanRequest {
  const q: SubscriptionRequestRow = r.request
  return {
    id: q.id,
    shop: toShopRef(r.shop),
    plan: {
      id: r.plan.id,
      code: r.plan.code,
      name: r.plan.name,
      price: r.plan.price,
      currency: r.plan.currency,
      discountRate: r.plan.discountRate,
      billingCycle: r.plan.billingCycle,
    },
    currentPlan: r.current,
    currentStatus: r.sub ? effectiveStatus(r.sub.status, r.sub.endsAt, now) : null,
    subscriptionId: r.sub?.id ?? null,
    fullName: q.fullName,
    phone: q.phone,
    transactionId: q.transactionId,
    status: q.status,
    message: q.message,
    createdAt: iso(q.createdAt)!,
    decidedAt: iso(q.decidedAt),
    amount: q.amount,
    currency: q.currency,
  }
}

/** GET /api/admin/subscriptions/requests: pending first, then newest first. */
export async function listPlanRequests(
  ctx: RequestCtx,
  query: AdminRequestListQuery,
): Promise<Paged<AdminPlanRequest>> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  const r = subscriptionRequests
  const where = and(
    query.status ? eq(r.status, query.status) : undefined,
    query.q
      ? or(
          like(stores.name, contains(query.q)),
          like(stores.slug, contains(query.q)),
          like(r.fullName, contains(query.q)),
          like(r.transactionId, contains(query.q)),
          like(r.phone, contains(query.q.replace(/\D/g, '') || query.q)),
        )
      : undefined,
  )
  const [rows, total] = await Promise.all([
    joined(ctx)
      .where(where)
      .orderBy(sql`${r.status} = 'pending' desc`, desc(r.createdAt), desc(r.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    listTotal(ctx.directory, 'subscription_requests', where !== undefined, () =>
      ctx.directory
        .select({ n: count() })
        .from(r)
        .innerJoin(stores, eq(stores.id, r.storeId))
        .where(where),
    ),
  ])
  return {
    items: rows.map((row) => toAdminPlanRequest(row, ctx.now)),
    page,
    pageSize,
    total,
  }
}

/** A shop's requests, newest first (subscription detail). */
export async function listRequestsOfShop(ctx: RequestCtx, storeId: string) {
  const rows = await joined(ctx)
    .where(eq(subscriptionRequests.storeId, storeId))
    .orderBy(desc(subscriptionRequests.createdAt), desc(subscriptionRequests.id))
    .limit(50)
  return rows.map((row) => toAdminPlanRequest(row, ctx.now))
}

async function findRequest(ctx: RequestCtx, id: string): Promise<Joined> {
  const row = await joined(ctx).where(eq(subscriptionRequests.id, id)).get()
  if (!row) throw new ApiError('NOT_FOUND', planAdminMsg.requestNotFound)
  return row
}

export async function getPlanRequest(ctx: RequestCtx, id: string): Promise<AdminPlanRequest> {
  return toAdminPlanRequest(await findRequest(ctx, id), ctx.now)
}

const stillPending = (ctx: RequestCtx, id: string) =>
  exists(
    ctx.directory
      .select({ one: sql`1` })
      .from(subscriptionRequests)
      .where(and(eq(subscriptionRequests.id, id), eq(subscriptionRequests.status, 'pending'))),
  )

/**
 * POST …/requests/:id/approve. One batch: the merchant's notice, the shop's subscription
 * moved to the plan (active, a new period, reminders reset) and the request approved with
 * what was paid. Every write is guarded by "still pending", and the request update comes
 * last: deciding twice (or two admins at once) changes nothing more and answers 409.
 */
export async function approvePlanRequest(ctx: RequestCtx, id: string): Promise<AdminPlanRequest> {
  const row = await findRequest(ctx, id)
  if (row.request.status !== 'pending') throw new ApiError('CONFLICT', planAdminMsg.alreadyDecided)
  if (row.sub?.status === 'suspended') throw new ApiError('CONFLICT', planAdminMsg.shopSuspended)
  const plan = row.plan
  const current = row.sub && {
    planId: row.current?.id ?? FREE_PLAN_ID,
    status: row.sub.status,
    endsAt: row.sub.endsAt,
  }
  const endsAt = newPeriodEnd(plan, current, ctx.now)
  const storeId = row.shop.id
  const notSuspended = notExists(
    ctx.directory
      .select({ one: sql`1` })
      .from(subscriptions)
      .where(and(eq(subscriptions.storeId, storeId), eq(subscriptions.status, 'suspended'))),
  )
  const guard = and(stillPending(ctx, id), notSuspended)!
  const notice = shopNotice.planApproved(plan.name, formatEndDate(endsAt, row.shop.timeZone))
  // The directory decides (subscription and request, ADR 036); the merchant is told after, in
  // the shop's database (`tellShop`), only by the call that decided.
  const platform = onDirectory(ctx)
  const results = await batch(ctx.directory, [
    ...activationStatements(platform, {
      storeId,
      plan,
      endsAt,
      hasSubscription: !!row.sub,
      guard,
    }),
    decide(ctx, id, guard, {
      status: 'approved',
      amount: discountedPrice(plan),
      currency: plan.currency,
    }),
  ])
  const decided = await afterDecision(ctx, id, results)
  await tellShop(ctx, row.shop, notice.title, notice.body)
  return decided
}

/** POST …/requests/:id/reject: the request refused with its reason, told to the merchant. */
export async function rejectPlanRequest(
  ctx: RequestCtx,
  id: string,
  input: RequestRejectInput,
): Promise<AdminPlanRequest> {
  const row = await findRequest(ctx, id)
  if (row.request.status !== 'pending') throw new ApiError('CONFLICT', planAdminMsg.alreadyDecided)
  const guard = stillPending(ctx, id)
  const notice = shopNotice.planRejected(row.plan.name, input.message)
  const results = await batch(ctx.directory, [
    decide(ctx, id, guard, { status: 'rejected', message: input.message }),
  ])
  const decided = await afterDecision(ctx, id, results)
  await tellShop(ctx, row.shop, notice.title, notice.body)
  return decided
}

function decide(
  ctx: RequestCtx,
  id: string,
  guard: SQL,
  values: { status: 'approved' | 'rejected'; message?: string; amount?: number; currency?: string },
) {
  return ctx.directory
    .update(subscriptionRequests)
    .set({ ...values, decidedAt: ctx.now })
    .where(and(eq(subscriptionRequests.id, id), guard))
    .returning({ id: subscriptionRequests.id })
}

/** The batch's last statement says whether this call decided; if not, say why. */
async function afterDecision(ctx: RequestCtx, id: string, results: unknown[]) {
  const decided = (results.at(-1) as unknown[]).length > 0
  const row = await findRequest(ctx, id)
  if (!decided) {
    const suspended: SubscriptionStatus | undefined = row.sub?.status
    throw new ApiError(
      'CONFLICT',
      row.request.status === 'pending' && suspended === 'suspended'
        ? planAdminMsg.shopSuspended
        : planAdminMsg.alreadyDecided,
    )
  }
  return toAdminPlanRequest(row, ctx.now)
}
