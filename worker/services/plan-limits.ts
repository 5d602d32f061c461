import { and, count, eq, type SQL, sql } from 'drizzle-orm'
import { plans, productImages, products, subscriptions } from '../db/schema'
import type { RequestCtx, ShopDatabaseCtx, StoreCtx } from '../env'
import { ApiError, fieldError } from '../lib/errors'
import {
  capabilityMsg,
  LIMIT_NOUN,
  type PlanSwitch,
  readPlanLimits,
} from '../schemas/plan-capabilities'
import { type PlanLimits, planMsg } from '../schemas/plans'
import { effectiveStatus, FREE_PLAN_ID } from './stores'
import { SUBSCRIPTION_SETTINGS_PATH } from './subscriptions/subscriptions'

export type LimitsInForce = {
  /** The plan whose limits apply: the subscribed one while it runs, else the free plan. */
  planName: string
  limits: PlanLimits
}

/**
 * The limits a shop works under now: its plan's while the subscription is active (effective
 * status, so a period past its end already counts as expired), the free plan's otherwise.
 * Plans and subscriptions are the platform's: read from the directory (ADR 036).
 */
export async function limitsOf(ctx: RequestCtx, storeId: string): Promise<LimitsInForce> {
  // Both reads at once (one round trip, ADR 044): the free plan is a row by its key.
  const [row, free] = await Promise.all([
    ctx.directory
      .select({ sub: subscriptions, plan: plans })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.storeId, storeId))
      .get(),
    ctx.directory.select().from(plans).where(eq(plans.id, FREE_PLAN_ID)).get(),
  ])
  if (row && effectiveStatus(row.sub.status, row.sub.endsAt, ctx.now) === 'active')
    return { planName: row.plan.name, limits: readPlanLimits(row.plan.limits) }
  // The seeded free plan (migration 0002), or its capabilities should its row ever be missing.
  return { planName: free?.name ?? 'Gratuit', limits: readPlanLimits(free?.limits) }
}

const limitMsg = {
  products: (plan: string, max: number) =>
    planMsg.productLimit(plan, max, SUBSCRIPTION_SETTINGS_PATH),
  images: (plan: string, max: number) => planMsg.imageLimit(plan, max, SUBSCRIPTION_SETTINGS_PATH),
}

export async function countProducts(ctx: ShopDatabaseCtx, storeId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(products)
    .where(eq(products.storeId, storeId))
  return row?.n ?? 0
}

/**
 * What keeps a new product within the plan. `condition` goes into the product's INSERT (see
 * insertWhere), so counting and inserting are one statement: parallel creations at the limit
 * cannot all pass a count made before any of them wrote. None when the plan is unlimited.
 * Products kept from a bigger plan stay: only adding is refused (409, with the way to upgrade).
 */
export async function productLimit(ctx: StoreCtx) {
  return productLimitOf(ctx, await limitsOf(ctx, ctx.store.id))
}

/** productLimit with the limits already read (a save reads them beside its other checks). */
export function productLimitOf(ctx: StoreCtx, { planName, limits }: LimitsInForce) {
  const max = limits.maxProducts
  return {
    condition:
      max === null
        ? undefined
        : sql`(select count(*) from ${products} where ${products.storeId} = ${ctx.store.id}) < ${max}`,
    refusal: () => new ApiError('CONFLICT', limitMsg.products(planName, max ?? 0)),
    /** Whether the catalogue is full now: explains an insert that wrote nothing. */
    isFull: async () => max !== null && (await countProducts(ctx, ctx.store.id)) >= max,
  }
}

/**
 * Refuses a product with more pictures (main + extra) than the plan allows, unless it has no
 * more than it already had (`current`: its pictures before the save, 0 for a new one): a
 * product kept from a bigger plan can still be edited.
 */
export function assertImageLimitOf(
  { planName, limits }: LimitsInForce,
  total: number,
  current: number,
): void {
  if (total <= limits.maxImagesPerProduct || total <= current) return
  const message = limitMsg.images(planName, limits.maxImagesPerProduct)
  throw fieldError('CONFLICT', 'extraImageIds', message)
}

/** A product's extra pictures, counted: with its main one, what assertImageLimitOf calls current. */
export const imageCountQuery = (ctx: StoreCtx, productId: string) =>
  ctx.db
    .select({ n: count() })
    .from(productImages)
    .where(and(eq(productImages.storeId, ctx.store.id), eq(productImages.productId, productId)))

/**
 * Refuses what the plan does not include (403, with the way up). The shop's data stays: a shop
 * that went down a plan keeps its settings, it only loses their use. For reviews, audience
 * statistics and the like, the slices that build them call this before serving them.
 */
export async function assertCapability(ctx: StoreCtx, what: PlanSwitch, field?: string) {
  const inForce = await limitsOf(ctx, ctx.store.id)
  assertCapabilityOf(inForce, what, field)
  return inForce
}

/** assertCapability with the limits already read. */
export function assertCapabilityOf(
  { planName, limits }: LimitsInForce,
  what: PlanSwitch,
  field?: string,
) {
  if (limits[what]) return
  const message = capabilityMsg.notIncluded(what, planName, SUBSCRIPTION_SETTINGS_PATH)
  throw field ? fieldError('FORBIDDEN', field, message) : new ApiError('FORBIDDEN', message)
}

/**
 * What keeps a new row within a counted limit (couriers, staff seats, promo codes), as
 * productLimitOf: `condition` goes into the INSERT (insertWhere) with `count`, the shop's rows
 * counted in SQL, so parallel additions cannot all pass. None when the plan is unlimited. Rows
 * kept from a bigger plan stay: only adding is refused (409, with the way to upgrade).
 */
export async function countedLimit(
  ctx: StoreCtx,
  what: keyof typeof LIMIT_NOUN,
  count: SQL,
  ceiling = Number.POSITIVE_INFINITY,
) {
  const { planName, limits } = await limitsOf(ctx, ctx.store.id)
  const max = limits[what] === null ? null : Math.min(limits[what], ceiling)
  return {
    max,
    condition: max === null ? undefined : sql`(${count}) < ${max}`,
    refusal: () =>
      new ApiError(
        'CONFLICT',
        capabilityMsg.limitReached(
          LIMIT_NOUN[what],
          planName,
          max ?? 0,
          SUBSCRIPTION_SETTINGS_PATH,
        ),
      ),
  }
}
