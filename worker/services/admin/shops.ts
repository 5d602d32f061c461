import { and, count, desc, eq, like, or, type SQL, sql } from 'drizzle-orm'
import type { ShopDb } from '../../db/client'
import { shopDatabase } from '../../db/databases'
import {
  customers,
  orders,
  plans,
  products,
  stores,
  subscriptions,
  users,
} from '../../db/schema/index'
import type { RequestCtx } from '../../env'
import { iso } from '../../lib/dates'
import { ApiError } from '../../lib/errors'
import { containsPattern } from '../../lib/search'
import {
  type AdminShop,
  type AdminShopDetail,
  type AdminShopListQuery,
  type AdminSubscription,
  adminMsg,
  type ShopStatusInput,
} from '../../schemas/admin'
import type { Paged } from '../../schemas/fields'
import type { SubscriptionStatus } from '../../schemas/stores'
import { unixNow } from '../context'
import { mediaUrl } from '../media'
import { listTotal } from '../platform-counters'
import { setSubscriptionStatus } from '../subscriptions/subscriptions'

/** `%q%` for LIKE, without the wildcards a person may have typed. */
export const likeText = containsPattern

/**
 * The status a merchant lives, in SQL (same rule as `effectiveStatus`): an active paid period
 * whose end has passed is expired; a shop without a subscription row is on the free plan.
 */
export const effectiveStatusSql = (ctx: RequestCtx) =>
  sql<SubscriptionStatus>`(case when ${subscriptions.status} = 'active' and ${subscriptions.endsAt} is not null and ${subscriptions.endsAt} <= ${unixNow(ctx)} then 'expired' else coalesce(${subscriptions.status}, 'active') end)`

const planCodeSql = sql<string>`coalesce(${plans.code}, 'free')`

const shopSelect = (ctx: RequestCtx) =>
  ctx.directory
    .select({
      store: stores,
      owner: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        status: users.status,
      },
      subscriptionId: subscriptions.id,
      status: effectiveStatusSql(ctx),
      endsAt: subscriptions.endsAt,
      reason: subscriptions.reason,
      planCode: planCodeSql,
      planName: plans.name,
    })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.ownerId))
    .leftJoin(subscriptions, eq(subscriptions.storeId, stores.id))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))

type ShopJoin = NonNullable<Awaited<ReturnType<ReturnType<typeof shopSelect>['get']>>>

export function toAdminSubscription(r: {
  status: SubscriptionStatus
  planCode: string
  planName: string | null
  endsAt: Date | null
  reason: string | null
}): AdminSubscription {
  return {
    status: r.status,
    planCode: r.planCode,
    planName: r.planName ?? 'Gratuit',
    endDate: iso(r.endsAt),
    reason: r.reason,
  }
}

function toAdminShop(r: ShopJoin): AdminShop {
  const s = r.store
  return {
    id: s.id,
    name: s.name,
    slug: s.slug,
    logoUrl: s.logoKey ? mediaUrl(s.logoKey) : null,
    color: s.color,
    currency: s.currency,
    url: `/${s.slug}/home`,
    owner: r.owner,
    subscription: toAdminSubscription(r),
    createdAt: iso(s.createdAt)!,
  }
}

function shopFilter(ctx: RequestCtx, query: AdminShopListQuery): SQL | undefined {
  const q = query.q ? likeText(query.q) : null
  return and(
    q
      ? or(
          like(stores.name, q),
          like(stores.slug, q),
          like(users.firstName, q),
          like(users.lastName, q),
          like(sql`${users.firstName} || ' ' || ${users.lastName}`, q),
          like(users.email, q),
        )
      : undefined,
    query.status ? sql`${effectiveStatusSql(ctx)} = ${query.status}` : undefined,
    query.planCode ? sql`${planCodeSql} = ${query.planCode}` : undefined,
  )
}

/** GET /api/admin/shops: every shop, newest first, by name / slug / owner, status and plan. */
export async function listAdminShops(
  ctx: RequestCtx,
  query: AdminShopListQuery,
): Promise<Paged<AdminShop>> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  const where = shopFilter(ctx, query)
  const [rows, total] = await Promise.all([
    shopSelect(ctx)
      .where(where)
      .orderBy(desc(stores.createdAt), desc(sql`${stores}.rowid`))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    listTotal(ctx.directory, 'shops', where !== undefined, () =>
      ctx.directory
        .select({ n: count() })
        .from(stores)
        .innerJoin(users, eq(users.id, stores.ownerId))
        .leftJoin(subscriptions, eq(subscriptions.storeId, stores.id))
        .leftJoin(plans, eq(plans.id, subscriptions.planId))
        .where(where),
    ),
  ])
  return { items: rows.map(toAdminShop), page, pageSize, total }
}

/** Products, orders and customers of a shop, and what its orders neither canceled nor refused are worth. */
export async function shopCounts(db: ShopDb, storeId: string) {
  const [p, o, c] = await Promise.all([
    db.select({ n: count() }).from(products).where(eq(products.storeId, storeId)).get(),
    db
      .select({
        n: count(),
        revenue: sql<number>`coalesce(sum(case when ${orders.status} not in ('canceled', 'refused') then ${orders.total} else 0 end), 0)`,
      })
      .from(orders)
      .where(eq(orders.storeId, storeId))
      .get(),
    db.select({ n: count() }).from(customers).where(eq(customers.storeId, storeId)).get(),
  ])
  return {
    counts: { products: p?.n ?? 0, orders: o?.n ?? 0, customers: c?.n ?? 0 },
    revenue: Number(o?.revenue ?? 0),
  }
}

/** GET /api/admin/shops/:id: owner, plan, subscription, counts and revenue. */
export async function getAdminShop(ctx: RequestCtx, id: string): Promise<AdminShopDetail> {
  const row = await shopSelect(ctx).where(eq(stores.id, id)).get()
  if (!row) throw new ApiError('NOT_FOUND', adminMsg.shopNotFound)
  // One shop's figures, from the database holding it (ADR 036): never a scan of every database.
  const figures = await shopCounts(shopDatabase(ctx, row.store.database), id)
  return {
    ...toAdminShop(row),
    email: row.store.email,
    phone: row.store.phone,
    address: row.store.address,
    brand: row.store.brand,
    subscriptionId: row.subscriptionId,
    ...figures,
  }
}

/**
 * PATCH /api/admin/shops/:id/status. Suspending (with a reason) blocks the merchant's
 * interface and the storefront; reactivating lifts it. The merchant is told in-app and by
 * e-mail, in the same batch as the change (setSubscriptionStatus).
 */
export async function setShopStatus(
  ctx: RequestCtx,
  id: string,
  input: ShopStatusInput,
): Promise<AdminShopDetail> {
  const row = await ctx.directory
    .select({ id: stores.id, status: subscriptions.status })
    .from(stores)
    .leftJoin(subscriptions, eq(subscriptions.storeId, stores.id))
    .where(eq(stores.id, id))
    .get()
  if (!row) throw new ApiError('NOT_FOUND', adminMsg.shopNotFound)
  if (input.status === 'suspended' && row.status === 'suspended')
    throw new ApiError('CONFLICT', adminMsg.alreadySuspended)
  if (input.status === 'active' && row.status !== 'suspended')
    throw new ApiError('CONFLICT', adminMsg.notSuspended)
  await setSubscriptionStatus(ctx, id, { status: input.status, message: input.reason })
  return getAdminShop(ctx, id)
}
