import { and, asc, desc, eq, notExists, sql } from 'drizzle-orm'
import { batch } from '../db/client'
import {
  notifications,
  type PlanRow,
  plans,
  type SubscriptionRequestRow,
  stores,
  subscriptionRequests,
  subscriptions,
} from '../db/schema'
import type { RequestCtx, StoreCtx } from '../env'
import { iso } from '../lib/dates'
import { ApiError, fieldError } from '../lib/errors'
import { newId } from '../lib/ids'
import { adminNotice } from '../schemas/notices'
import { DEFAULT_COUNTRY_CODE, internationalPhone } from '../schemas/phone'
import { readPlanLimits } from '../schemas/plan-capabilities'
import type { MySubscription, Plan, PlanRequest, PlanRequestInput } from '../schemas/plans'
import { planMsg } from '../schemas/plans'
import { countProducts, limitsOf } from './plan-limits'
import { effectiveStatus, FREE_PLAN_ID } from './stores'

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    price: row.price,
    currency: row.currency,
    discountRate: row.discountRate,
    billingCycle: row.billingCycle,
    description: Array.isArray(row.description) ? row.description : [],
    limits: readPlanLimits(row.limits),
  }
}

function toPlanRequest(row: SubscriptionRequestRow, planName: string): PlanRequest {
  return {
    id: row.id,
    planId: row.planId,
    planName,
    fullName: row.fullName,
    phone: row.phone,
    transactionId: row.transactionId,
    status: row.status,
    createdAt: iso(row.createdAt)!,
  }
}

/*
 * Plans, subscriptions and plan requests are the platform's rows: every read and write here
 * goes to the directory, also when a merchant acts for their shop (ADR 036). Only the count of
 * the shop's products (plan-limits.ts) reads the shop's database.
 */

/** GET /api/plans (public): the plans on offer, cheapest first. */
export async function listPlans(ctx: RequestCtx): Promise<Plan[]> {
  const rows = await ctx.directory
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.price), asc(plans.name))
  return rows.map(toPlan)
}

async function pendingRequest(ctx: StoreCtx): Promise<PlanRequest | null> {
  const row = await ctx.directory
    .select({ request: subscriptionRequests, planName: plans.name })
    .from(subscriptionRequests)
    .innerJoin(plans, eq(plans.id, subscriptionRequests.planId))
    .where(
      and(
        eq(subscriptionRequests.storeId, ctx.store.id),
        eq(subscriptionRequests.status, 'pending'),
      ),
    )
    .orderBy(desc(subscriptionRequests.createdAt))
    .get()
  return row ? toPlanRequest(row.request, row.planName) : null
}

/** GET /api/plans/subscription: plan, status, end date and the request awaiting an admin. */
export async function getMySubscription(ctx: StoreCtx): Promise<MySubscription> {
  // Every read at once: the screen waits one round trip after the account's (ADR 044).
  const [row, pending, inForce, products] = await Promise.all([
    ctx.directory
      .select({ sub: subscriptions, plan: plans })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.storeId, ctx.store.id))
      .get(),
    pendingRequest(ctx),
    limitsOf(ctx, ctx.store.id),
    countProducts(ctx, ctx.store.id),
  ])
  const extra = { limits: inForce.limits, limitsPlanName: inForce.planName, usage: { products } }
  if (!row) {
    // Shops older than the subscriptions table are on the free plan (migration 0002 backfills).
    const free = await ctx.directory.select().from(plans).where(eq(plans.id, FREE_PLAN_ID)).get()
    if (!free) throw new ApiError('NOT_FOUND', planMsg.planNotFound)
    return {
      plan: toPlan(free),
      status: 'active',
      startedAt: null,
      endDate: null,
      pendingRequest: pending,
      ...extra,
    }
  }
  return {
    plan: toPlan(row.plan),
    status: effectiveStatus(row.sub.status, row.sub.endsAt, ctx.now),
    startedAt: iso(row.sub.startedAt),
    endDate: iso(row.sub.endsAt),
    pendingRequest: pending,
    ...extra,
  }
}

/**
 * POST /api/plans/requests. One pending request per shop: the insert only happens when none
 * is pending (checked inside the same atomic batch, so two quick clicks give one request),
 * and the admin notification only when the request was inserted.
 */
export async function requestPlanChange(
  ctx: StoreCtx,
  input: PlanRequestInput,
): Promise<PlanRequest> {
  const plan = await ctx.directory
    .select()
    .from(plans)
    .where(and(eq(plans.id, input.planId), eq(plans.active, true)))
    .get()
  const planIssue = (message: string) => fieldError('UNPROCESSABLE', 'planId', message)
  if (!plan) throw planIssue(planMsg.planNotFound)
  const current = await getMySubscription(ctx)
  if (current.pendingRequest) throw new ApiError('CONFLICT', planMsg.pendingExists)
  // Asking again for the current plan renews it: a paid period (early renewals extend it from
  // its end) or an expired one. The free plan never ends, so there is nothing to renew.
  if (current.plan.id === plan.id && current.status !== 'expired' && !current.endDate)
    throw planIssue(planMsg.samePlan)

  const id = newId('srq')
  const phone = internationalPhone(input.phoneCountryCode ?? DEFAULT_COUNTRY_CODE, input.phone)
  const shop = await ctx.directory
    .select({ name: stores.name })
    .from(stores)
    .where(eq(stores.id, ctx.store.id))
    .get()
  const { title, body } = adminNotice.planRequested(shop?.name, plan.name)
  const pendingOfStore = ctx.directory
    .select({ one: sql`1` })
    .from(subscriptionRequests)
    .where(
      and(
        eq(subscriptionRequests.storeId, ctx.store.id),
        eq(subscriptionRequests.status, 'pending'),
      ),
    )
  // INSERT … SELECT: drizzle checks at runtime that the keys follow the table's column order.
  await batch(ctx.directory, [
    ctx.directory.insert(subscriptionRequests).select(
      ctx.directory
        .select({
          id: sql`${id}`.as('id'),
          storeId: stores.id,
          planId: sql`${plan.id}`.as('planId'),
          fullName: sql`${input.fullName}`.as('fullName'),
          phone: sql`${phone}`.as('phone'),
          transactionId: sql`${input.transactionId || null}`.as('transactionId'),
          status: sql`'pending'`.as('status'),
          message: sql`null`.as('message'),
          decidedAt: sql`null`.as('decidedAt'),
          createdAt: sql`unixepoch()`.as('createdAt'),
          amount: sql`null`.as('amount'),
          currency: sql`null`.as('currency'),
          paymentId: sql`null`.as('paymentId'),
        })
        .from(stores)
        .where(and(eq(stores.id, ctx.store.id), notExists(pendingOfStore))),
    ),
    // Same as notifyAdmins, but only when the request above was inserted.
    ctx.directory.insert(notifications).select(
      ctx.directory
        .select({
          id: sql`${newId('ntf')}`.as('id'),
          audience: sql`'admin'`.as('audience'),
          storeId: sql`null`.as('storeId'),
          type: sql`'requested'`.as('type'),
          relatedId: subscriptionRequests.id,
          title: sql`${title}`.as('title'),
          body: sql`${body}`.as('body'),
          readAt: sql`null`.as('readAt'),
          createdAt: sql`unixepoch()`.as('createdAt'),
        })
        .from(subscriptionRequests)
        .where(eq(subscriptionRequests.id, id)),
    ),
  ])
  const row = await ctx.directory
    .select()
    .from(subscriptionRequests)
    .where(eq(subscriptionRequests.id, id))
    .get()
  if (!row) throw new ApiError('CONFLICT', planMsg.pendingExists)
  return toPlanRequest(row, plan.name)
}
