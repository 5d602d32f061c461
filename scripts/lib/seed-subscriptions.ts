import { eq, ne } from 'drizzle-orm'
import { withShop } from '../../worker/db/databases.ts'
import { stores, subscriptionRequests, users } from '../../worker/db/schema/index.ts'
import type { RequestCtx, StoreCtx } from '../../worker/env.ts'
import { addDays, addSeconds } from '../../worker/lib/dates.ts'
import { ApiError } from '../../worker/lib/errors.ts'
import type { PlanRequestInput } from '../../worker/schemas/plans.ts'
import { approvePlanRequest, rejectPlanRequest } from '../../worker/services/admin/plan-requests.ts'
import { signup } from '../../worker/services/auth.ts'
import { requestPlanChange } from '../../worker/services/plans.ts'
import { createStore, toStoreRef } from '../../worker/services/stores.ts'

const PASSWORD = 'Boutique2026!'

/** Shops of other merchants, made only when the admin seed has not created any. */
const SHOPS = [
  {
    first: 'Issouf',
    last: 'Kaboré',
    email: 'issouf.kabore@boutiko.test',
    shop: 'Maison Kaboré',
    phone: '76112233',
    address: 'Quartier Sarfalao, Bobo-Dioulasso',
  },
  {
    first: 'Mariam',
    last: 'Ouattara',
    email: 'mariam.ouattara@boutiko.test',
    shop: 'Épices du Sahel',
    phone: '70998877',
    address: 'Marché de Rood Woko, Ouagadougou',
  },
  {
    first: 'Rasmané',
    last: 'Zongo',
    email: 'rasmane.zongo@boutiko.test',
    shop: 'Tissage Yennenga',
    phone: '78445566',
    address: 'Secteur 4, Koudougou',
  },
] as const

async function merchantCtx(ctx: RequestCtx, storeId: string, now = ctx.now): Promise<StoreCtx> {
  const row = (await ctx.directory.select().from(stores).where(eq(stores.id, storeId)).get())!
  return withShop(
    { ...ctx, now, user: { id: row.ownerId, role: 'user' as const } },
    toStoreRef(row),
  )
}

const admin = (ctx: RequestCtx, now: Date): RequestCtx => ({
  ...ctx,
  now,
  user: { id: 'seed', role: 'admin' },
})

/**
 * A request as the merchant would have sent it at `at` (the service stamps the real time, so
 * the date is set after). A shop that already has one pending (another seed's) is left alone.
 */
async function requestAt(ctx: RequestCtx, storeId: string, at: Date, input: PlanRequestInput) {
  let request: Awaited<ReturnType<typeof requestPlanChange>>
  try {
    request = await requestPlanChange(await merchantCtx(ctx, storeId, at), input)
  } catch (err) {
    if (err instanceof ApiError && err.code === 'CONFLICT') return null
    throw err
  }
  await ctx.directory
    .update(subscriptionRequests)
    .set({ createdAt: at })
    .where(eq(subscriptionRequests.id, request.id))
  return request
}

/**
 * Puts a shop on Premium, paid through an approved request, with 5 days left: the demo
 * catalogue (29 products, extra photos) needs more than the free plan allows, and
 * `npm run jobs` then shows the 7-day reminder. Call it before creating the products.
 */
export async function placeOnPaidPlan(ctx: RequestCtx, storeId: string) {
  const end = addDays(ctx.now, 5)
  const start = new Date(end)
  start.setUTCMonth(start.getUTCMonth() - 1)
  const shop = await merchantCtx(ctx, storeId)
  const owner = (await ctx.directory.select().from(users).where(eq(users.id, shop.user.id)).get())!
  const request = await requestAt(ctx, storeId, addSeconds(start, -3 * 3600), {
    planId: 'pln_premium',
    fullName: `${owner.firstName} ${owner.lastName}`,
    phoneCountryCode: '226',
    phone: '70123456',
    transactionId: 'OM240415.0932.A11842',
  })
  if (request) await approvePlanRequest(admin(ctx, start), request.id)
}

async function ensureShops(ctx: RequestCtx): Promise<string[]> {
  const existing = await ctx.directory
    .select({ id: stores.id })
    .from(stores)
    .where(ne(stores.slug, 'demo'))
    .limit(3)
  if (existing.length >= 3) return existing.map((s) => s.id)
  const ids = existing.map((s) => s.id)
  for (const s of SHOPS.slice(0, 3 - ids.length)) {
    let user = await ctx.directory.select().from(users).where(eq(users.email, s.email)).get()
    if (!user) {
      const session = await signup(ctx, {
        firstName: s.first,
        lastName: s.last,
        identifierType: 'email',
        emailOrPhone: s.email,
        password: PASSWORD,
        confirmPass: PASSWORD,
        termCondition: true,
      })
      user = (await ctx.directory.select().from(users).where(eq(users.id, session.user.id)).get())!
    }
    const shop = await createStore(
      { ...ctx, user: { id: user.id, role: 'user' } },
      { name: s.shop, phoneCountryCode: '226', phone: s.phone, email: s.email, address: s.address },
      null,
    )
    ids.push(shop.id)
  }
  return ids
}

/** The payment claim a shop's owner would send: their name and the shop's number. */
async function claimOf(ctx: RequestCtx, storeId: string) {
  const row = (await ctx.directory
    .select({ first: users.firstName, last: users.lastName, phone: stores.phone })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.ownerId))
    .where(eq(stores.id, storeId))
    .get())!
  return { fullName: `${row.first} ${row.last}`, phoneCountryCode: '226', phone: row.phone }
}

/**
 * The admin's subscription screens with content: two pending requests (Premium and Starter,
 * one after a refused attempt), and a Starter subscription approved ten days ago.
 */
export async function seedSubscriptions(ctx: RequestCtx) {
  const [a, b, c] = await ensureShops(ctx)
  if (!a || !b || !c) return
  const already = await ctx.directory
    .select({ id: subscriptionRequests.id })
    .from(subscriptionRequests)
    .where(eq(subscriptionRequests.storeId, a))
    .get()
  if (already) return
  const now = ctx.now
  const [claimA, claimB, claimC] = await Promise.all([a, b, c].map((id) => claimOf(ctx, id)))
  const refused = await requestAt(ctx, a, addDays(now, -12), {
    ...claimA!,
    planId: 'pln_premium',
    transactionId: 'OM12345',
  })
  if (refused)
    await rejectPlanRequest(admin(ctx, addDays(now, -11)), refused.id, {
      message: 'Aucun paiement Orange Money ne correspond à cet ID de transaction.',
    })
  await requestAt(ctx, a, addDays(now, -1), {
    ...claimA!,
    planId: 'pln_premium',
    transactionId: 'OM240612.1530.C12345',
  })
  await requestAt(ctx, b, addSeconds(now, -5 * 3600), {
    ...claimB!,
    planId: 'pln_starter',
    transactionId: 'MM240613.0815.K55621',
  })
  const paid = await requestAt(ctx, c, addDays(now, -10), { ...claimC!, planId: 'pln_starter' })
  if (paid) await approvePlanRequest(admin(ctx, addSeconds(addDays(now, -10), 2 * 3600)), paid.id)
}
