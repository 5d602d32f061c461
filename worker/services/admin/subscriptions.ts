import {
  and,
  count,
  desc,
  eq,
  gt,
  isNotNull,
  isNull,
  like,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import {
  plans,
  type StoreRow,
  type SubscriptionRow,
  stores,
  subscriptionRequests,
  subscriptions,
  users,
} from '../../db/schema/index'
import type { RequestCtx } from '../../env'
import { iso } from '../../lib/dates'
import { ApiError, fieldError } from '../../lib/errors'
import type { Paged } from '../../schemas/fields'
import {
  type AdminSubscription,
  type AdminSubscriptionDetail,
  type AdminSubscriptionListQuery,
  type PlanRef,
  planAdminMsg,
  type SubscriptionStatusInput,
} from '../../schemas/plans'
import type { SubscriptionStatus } from '../../schemas/stores'
import { countProducts, limitsOf } from '../plan-limits'
import { listTotal } from '../platform-counters'
import { onShopDatabase } from '../shops/databases'
import { effectiveStatus } from '../stores'
import { setSubscriptionStatus } from '../subscriptions/subscriptions'
import { contains, listRequestsOfShop, planRef, toShopRef } from './plan-requests'

/** Shops whose subscription reads `status` now (a paid period past its end reads expired). */
function effectiveIs(status: SubscriptionStatus, now: Date): SQL {
  const s = subscriptions
  const over = and(eq(s.status, 'active'), isNotNull(s.endsAt), lte(s.endsAt, now))
  if (status === 'active')
    return and(eq(s.status, 'active'), or(isNull(s.endsAt), gt(s.endsAt, now)))!
  if (status === 'expired') return or(eq(s.status, 'expired'), over)!
  return eq(s.status, 'suspended')
}

const hasPending = sql<number>`exists (select 1 from ${subscriptionRequests} where ${subscriptionRequests.storeId} = ${subscriptions.storeId} and ${subscriptionRequests.status} = 'pending')`

function joined(ctx: RequestCtx) {
  return ctx.directory
    .select({ sub: subscriptions, shop: stores, plan: planRef, pending: hasPending })
    .from(subscriptions)
    .innerJoin(stores, eq(stores.id, subscriptions.storeId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
}

type Joined = { sub: SubscriptionRow; shop: StoreRow; plan: PlanRef; pending: number }

function toAdminSubscription(r: Joined, now: Date): AdminSubscription {
  return {
    id: r.sub.id,
    shop: toShopRef(r.shop),
    plan: r.plan,
    status: effectiveStatus(r.sub.status, r.sub.endsAt, now),
    startedAt: iso(r.sub.startedAt)!,
    endDate: iso(r.sub.endsAt),
    reason: r.sub.reason,
    hasPendingRequest: Boolean(r.pending),
    updatedAt: iso(r.sub.updatedAt)!,
  }
}

/** GET /api/admin/subscriptions: every shop's subscription, newest period first. */
export async function listAdminSubscriptions(
  ctx: RequestCtx,
  query: AdminSubscriptionListQuery,
): Promise<Paged<AdminSubscription>> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  const where = and(
    query.status ? effectiveIs(query.status, ctx.now) : undefined,
    query.planCode ? eq(plans.code, query.planCode) : undefined,
    query.q
      ? or(
          like(stores.name, contains(query.q)),
          like(stores.slug, contains(query.q)),
          like(stores.email, contains(query.q)),
        )
      : undefined,
  )
  const [rows, total] = await Promise.all([
    joined(ctx)
      .where(where)
      .orderBy(desc(subscriptions.startedAt), desc(subscriptions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    listTotal(ctx.directory, 'subscriptions:status:', where !== undefined, () =>
      ctx.directory
        .select({ n: count() })
        .from(subscriptions)
        .innerJoin(stores, eq(stores.id, subscriptions.storeId))
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(where),
    ),
  ])
  return {
    items: rows.map((r) => toAdminSubscription(r, ctx.now)),
    page,
    pageSize,
    total,
  }
}

/** A subscription by its id, or by its shop's id (links from the shops screens). */
async function findSubscription(ctx: RequestCtx, id: string): Promise<Joined> {
  const row = await joined(ctx)
    .where(or(eq(subscriptions.id, id), eq(subscriptions.storeId, id)))
    .get()
  if (!row) throw new ApiError('NOT_FOUND', planAdminMsg.subscriptionNotFound)
  return row
}

/** GET /api/admin/subscriptions/:id: the subscription, its owner, limits in force and requests. */
export async function getAdminSubscription(
  ctx: RequestCtx,
  id: string,
): Promise<AdminSubscriptionDetail> {
  const row = await findSubscription(ctx, id)
  const storeId = row.shop.id
  const [owner, inForce, products, requests] = await Promise.all([
    ctx.directory
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(users)
      .where(eq(users.id, row.shop.ownerId))
      .get(),
    limitsOf(ctx, storeId),
    // The products live with the shop, in its database (ADR 036).
    countProducts(onShopDatabase(ctx, row.shop.database), storeId),
    listRequestsOfShop(ctx, storeId),
  ])
  return {
    ...toAdminSubscription(row, ctx.now),
    owner: owner ?? null,
    remindedWeekAt: iso(row.sub.remindedWeekAt),
    remindedDayAt: iso(row.sub.remindedDayAt),
    limits: inForce.limits,
    usage: { products },
    requests,
  }
}

/**
 * PATCH /api/admin/subscriptions/:id/status: suspend, reactivate or expire, with a message
 * to the merchant (shared `setSubscriptionStatus`: change, notification and e-mail at once).
 * A paid period that is over can't be made active again here: that takes an approved request.
 */
export async function changeSubscriptionStatus(
  ctx: RequestCtx,
  id: string,
  input: SubscriptionStatusInput,
): Promise<AdminSubscriptionDetail> {
  const { sub } = await findSubscription(ctx, id)
  const issue = (message: string) => fieldError('UNPROCESSABLE', 'status', message)
  if (input.status === effectiveStatus(sub.status, sub.endsAt, ctx.now))
    throw issue(planAdminMsg.sameStatus)
  if (input.status === 'active' && sub.endsAt && sub.endsAt <= ctx.now)
    throw issue(planAdminMsg.periodOver)
  await setSubscriptionStatus(ctx, sub.storeId, input)
  return getAdminSubscription(ctx, sub.id)
}
