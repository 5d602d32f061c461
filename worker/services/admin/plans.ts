import { and, asc, count, eq, exists, isNotNull, lte, ne, not, sql } from 'drizzle-orm'
import { type PlanRow, plans, subscriptionRequests, subscriptions } from '../../db/schema/index'
import type { RequestCtx } from '../../env'
import { iso } from '../../lib/dates'
import { ApiError, fieldError, isConstraintError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { firstFreeSlug, slugify } from '../../lib/slug'
import { DEFAULT_CURRENCY, toMinorUnits } from '../../schemas/money'
import {
  FREE_CAPABILITIES,
  PLAN_SWITCH_KEYS,
  type PlanLimits,
  type PlanSwitch,
  readPlanLimits,
} from '../../schemas/plan-capabilities'
import { type AdminPlan, type PlanInput, planAdminMsg } from '../../schemas/plans'
import { toPlan } from '../plans'
import { readCounterRange, readCounters } from '../platform-counters'
import { FREE_PLAN_ID } from '../stores'

type Counts = { subscribers: number; subscriptions: number }

function toAdminPlan(row: PlanRow, counts: Counts | undefined): AdminPlan {
  return {
    ...toPlan(row),
    active: row.active,
    subscribers: counts?.subscribers ?? 0,
    subscriptions: counts?.subscriptions ?? 0,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  }
}

const issue = (path: string, message: string) => fieldError('UNPROCESSABLE', path, message)

/**
 * Subscriptions per plan: all of them, and those running now (a past end reads expired). Read
 * from the counters kept on write (ADR 034); the running ones less those whose paid period has
 * ended but the expiry job has not written yet (few, found on the status index). A shop with
 * no subscription row works on the free plan and is active (as the shop list counts it), so it
 * is one of the free plan's subscribers. The admin's Plans page and its dashboard both read
 * this: their "abonnés" agree, and each is the count of /admin/shops?planCode=…&status=active.
 */
export async function countsByPlan(ctx: RequestCtx, planId?: string): Promise<Map<string, Counts>> {
  const [all, active, overdue, shops, byStatus] = await Promise.all([
    readCounterRange(ctx.directory, 'subscriptions:plan:', planId, planId),
    readCounterRange(ctx.directory, 'subscriptions:plan_active:', planId, planId),
    ctx.directory
      .select({ planId: subscriptions.planId, n: count() })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, 'active'),
          isNotNull(subscriptions.endsAt),
          lte(subscriptions.endsAt, ctx.now),
          planId ? eq(subscriptions.planId, planId) : undefined,
        ),
      )
      .groupBy(subscriptions.planId),
    readCounters(ctx.directory, ['shops'] as const),
    readCounterRange(ctx.directory, 'subscriptions:status:'),
  ])
  const late = new Map(overdue.map((r) => [r.planId, r.n]))
  const subscribed = [...byStatus.values()].reduce((sum, n) => sum + n, 0)
  const withoutRow = Math.max(0, shops.shops - subscribed)
  const ids = new Set([...all.keys(), ...(planId ? [] : [FREE_PLAN_ID])])
  return new Map(
    [...ids]
      .filter((id) => !planId || id === planId)
      .map((id) => {
        const extra = id === FREE_PLAN_ID ? withoutRow : 0
        const running = (active.get(id) ?? 0) - (late.get(id) ?? 0)
        return [id, { subscriptions: (all.get(id) ?? 0) + extra, subscribers: running + extra }]
      }),
  )
}

/** GET /api/admin/plans: every plan, withdrawn ones included, cheapest first. */
export async function listAdminPlans(ctx: RequestCtx): Promise<AdminPlan[]> {
  const [rows, counts] = await Promise.all([
    ctx.directory.select().from(plans).orderBy(asc(plans.price), asc(plans.name)),
    countsByPlan(ctx),
  ])
  return rows.map((r) => toAdminPlan(r, counts.get(r.id)))
}

async function planRow(ctx: RequestCtx, id: string): Promise<PlanRow> {
  const row = await ctx.directory.select().from(plans).where(eq(plans.id, id)).get()
  if (!row) throw new ApiError('NOT_FOUND', planAdminMsg.planNotFound)
  return row
}

export async function getAdminPlan(ctx: RequestCtx, id: string): Promise<AdminPlan> {
  const row = await planRow(ctx, id)
  return toAdminPlan(row, (await countsByPlan(ctx, id)).get(id))
}

/**
 * The capabilities as stored: the form's values, and for a field the form did not send, the
 * plan's current one (`base`; the free plan's for a new plan).
 */
function toLimits(input: PlanInput, base: PlanLimits): PlanLimits {
  const orUnlimited = (v: string | undefined, current: number | null) =>
    v === undefined ? current : v === '' ? null : Number(v)
  const switches = Object.fromEntries(
    PLAN_SWITCH_KEYS.map((k) => [k, input[k] ?? base[k]]),
  ) as Record<PlanSwitch, boolean>
  return {
    ...switches,
    maxProducts: input.maxProducts === '' ? null : Number(input.maxProducts),
    maxImagesPerProduct: Number(input.maxImagesPerProduct),
    maxStaffSeats:
      input.maxStaffSeats === undefined ? base.maxStaffSeats : Number(input.maxStaffSeats),
    maxCouriers: input.maxCouriers === undefined ? base.maxCouriers : Number(input.maxCouriers),
    maxPromoCodes: orUnlimited(input.maxPromoCodes, base.maxPromoCodes),
    customDomain: input.customDomain,
  }
}

/** Form strings → stored values; the free plan stays free and on offer (it is the fallback). */
function toValues(input: PlanInput, currency: string, planId: string | null, base: PlanLimits) {
  let price: number
  try {
    price = toMinorUnits(input.price, currency, 'price')
  } catch (err) {
    throw issue('price', (err as Error).message)
  }
  if (planId === FREE_PLAN_ID) {
    if (price !== 0) throw issue('price', planAdminMsg.freePlanLocked)
    if (input.active === false) throw issue('active', planAdminMsg.freePlanLocked)
  }
  return {
    name: input.name,
    price,
    discountRate: Number(input.discountRate),
    billingCycle: input.billingCycle,
    description: input.description,
    limits: toLimits(input, base),
    ...(input.active !== undefined && { active: input.active }),
  }
}

/** Two plans with the same name would read as one on the pricing page. */
async function assertNameFree(ctx: RequestCtx, name: string, exceptId: string | null) {
  const same = await ctx.directory
    .select({ id: plans.id })
    .from(plans)
    .where(
      and(
        sql`lower(${plans.name}) = lower(${name})`,
        exceptId ? ne(plans.id, exceptId) : undefined,
      ),
    )
    .get()
  if (same) throw fieldError('CONFLICT', 'name', planAdminMsg.nameTaken)
}

async function uniqueWrite<T>(run: Promise<T>): Promise<T> {
  try {
    return await run
  } catch (err) {
    if (!isConstraintError(err, 'UNIQUE')) throw err
    throw fieldError('CONFLICT', 'name', planAdminMsg.nameTaken)
  }
}

/** POST /api/admin/plans. The code (used by filters and the pricing page) comes from the name. */
export async function createPlan(ctx: RequestCtx, input: PlanInput): Promise<AdminPlan> {
  const values = toValues(input, DEFAULT_CURRENCY, null, FREE_CAPABILITIES)
  await assertNameFree(ctx, input.name, null)
  const codes = await ctx.directory.select({ code: plans.code }).from(plans)
  const code = firstFreeSlug(slugify(input.name), new Set(codes.map((r) => r.code)))
  const id = newId('pln')
  await uniqueWrite(
    ctx.directory
      .insert(plans)
      .values({ id, code, currency: DEFAULT_CURRENCY, active: true, ...values }),
  )
  return getAdminPlan(ctx, id)
}

/**
 * PUT /api/admin/plans/:id. Running subscriptions keep their end date; the new price applies
 * to the next approved request. `active: false` withdraws the plan from sale.
 */
export async function updatePlan(
  ctx: RequestCtx,
  id: string,
  input: PlanInput,
): Promise<AdminPlan> {
  const row = await planRow(ctx, id)
  const values = toValues(input, row.currency, id, readPlanLimits(row.limits))
  await assertNameFree(ctx, input.name, id)
  await uniqueWrite(
    ctx.directory
      .update(plans)
      .set({ ...values, updatedAt: ctx.now })
      .where(eq(plans.id, id)),
  )
  return getAdminPlan(ctx, id)
}

/** DELETE /api/admin/plans/:id: only a plan nobody ever subscribed to or asked for (else 409). */
export async function deletePlan(ctx: RequestCtx, id: string): Promise<void> {
  await planRow(ctx, id)
  if (id === FREE_PLAN_ID) throw new ApiError('CONFLICT', planAdminMsg.freePlanLocked)
  const used = (table: typeof subscriptions | typeof subscriptionRequests) =>
    exists(ctx.directory.select({ one: sql`1` }).from(table).where(eq(table.planId, id)))
  // One statement: a subscription written between a check and the delete can't slip through.
  const deleted = await ctx.directory
    .delete(plans)
    .where(and(eq(plans.id, id), not(used(subscriptions)), not(used(subscriptionRequests))))
    .returning({ id: plans.id })
  if (deleted.length === 0) throw new ApiError('CONFLICT', planAdminMsg.planInUse)
}
