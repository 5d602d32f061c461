import { and, count, desc, eq, like, ne, or, type SQL, sql } from 'drizzle-orm'
import { batch } from '../../db/client'
import { shopDatabase } from '../../db/databases'
import { plans, stores, subscriptions, type UserRow, users } from '../../db/schema/index'
import type { RequestCtx, UserCtx } from '../../env'
import { iso } from '../../lib/dates'
import { ApiError, fieldError } from '../../lib/errors'
import { containsPattern } from '../../lib/search'
import {
  type AdminUser,
  type AdminUserDetail,
  type AdminUserListQuery,
  adminMsg,
  type ShopRef,
  type UserStatusInput,
} from '../../schemas/admin'
import type { Paged } from '../../schemas/fields'
import { onDirectory } from '../context'
import { mediaUrl } from '../media'
import { accountStatusMessage } from '../message-templates'
import { queueMessage } from '../outbox'
import { listTotal } from '../platform-counters'
import { revokeAllSessions } from '../sessions'
import { onShopDatabase } from '../shops/databases'
import { bumpStoreVersion } from '../stores'
import { effectiveStatusSql, likeText, shopCounts, toAdminSubscription } from './shops'

function toAdminUser(u: UserRow, shop: ShopRef | null): AdminUser {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    role: u.role,
    status: u.status,
    profileImage: u.profileImageKey ? mediaUrl(u.profileImageKey) : null,
    shop,
    createdAt: iso(u.createdAt)!,
  }
}

function userFilter(query: AdminUserListQuery): SQL | undefined {
  const q = query.q ? likeText(query.q) : null
  const digits = query.q?.replace(/\D/g, '')
  return and(
    q
      ? or(
          like(users.firstName, q),
          like(users.lastName, q),
          like(sql`${users.firstName} || ' ' || ${users.lastName}`, q),
          like(users.email, q),
          digits && digits.length >= 3 ? like(users.phone, containsPattern(digits)) : undefined,
        )
      : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
  )
}

/** GET /api/admin/users: every account, newest first, by name / e-mail / phone, role, status. */
export async function listAdminUsers(
  ctx: RequestCtx,
  query: AdminUserListQuery,
): Promise<Paged<AdminUser>> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  const where = userFilter(query)
  const [rows, total] = await Promise.all([
    ctx.directory
      .select({ user: users, shop: { id: stores.id, name: stores.name, slug: stores.slug } })
      .from(users)
      .leftJoin(stores, eq(stores.ownerId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(sql`${users}.rowid`))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    listTotal(ctx.directory, 'users', where !== undefined, () =>
      ctx.directory.select({ n: count() }).from(users).where(where),
    ),
  ])
  return {
    items: rows.map((r) => toAdminUser(r.user, r.shop)),
    page,
    pageSize,
    total,
  }
}

/** GET /api/admin/users/:id: the profile, and their shop with its subscription and counts. */
export async function getAdminUser(ctx: RequestCtx, id: string): Promise<AdminUserDetail> {
  const row = await ctx.directory
    .select({
      user: users,
      store: stores,
      status: effectiveStatusSql(ctx),
      planCode: sql<string>`coalesce(${plans.code}, 'free')`,
      planName: plans.name,
      endsAt: subscriptions.endsAt,
      reason: subscriptions.reason,
    })
    .from(users)
    .leftJoin(stores, eq(stores.ownerId, users.id))
    .leftJoin(subscriptions, eq(subscriptions.storeId, stores.id))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(users.id, id))
    .get()
  if (!row) throw new ApiError('NOT_FOUND', adminMsg.userNotFound)
  const s = row.store
  const figures = s ? await shopCounts(shopDatabase(ctx, s.database), s.id) : null
  return {
    ...toAdminUser(row.user, null),
    verifiedAt: iso(row.user.verifiedAt),
    referralCode: row.user.referralCode,
    shop:
      s && figures
        ? {
            id: s.id,
            name: s.name,
            slug: s.slug,
            url: `/${s.slug}/home`,
            currency: s.currency,
            subscription: toAdminSubscription(row),
            productCount: figures.counts.products,
            orderCount: figures.counts.orders,
          }
        : null,
  }
}

function accountMessage(user: UserRow, blocked: boolean, reason: string | undefined) {
  const to = user.email
    ? { channel: 'email' as const, to: user.email }
    : user.phone
      ? { channel: 'whatsapp' as const, to: user.phone }
      : null
  if (!to) return null
  return accountStatusMessage(to, { firstName: user.firstName, blocked, reason })
}

/**
 * The storefront of a shop whose owner is blocked vouches for nothing ("À propos de cette
 * boutique", issue 26), read from the directory on each render; its cached pages are keyed by
 * the shop's version, so blocking or unblocking the owner bumps it. After the block's batch (the
 * shop's database is another one): if this fails, cached pages lag by at most their TTL.
 */
async function renewOwnedShopPages(ctx: UserCtx, ownerId: string) {
  const shop = await ctx.directory
    .select({ id: stores.id, database: stores.database })
    .from(stores)
    .where(eq(stores.ownerId, ownerId))
    .get()
  if (shop) await bumpStoreVersion(onShopDatabase(ctx, shop.database), shop.id)
}

/**
 * PATCH /api/admin/users/:id/status. Blocking ends every session at once (refresh tokens
 * revoked, access tokens already issued refused); a blocked account cannot sign in. An
 * administrator cannot block themself, nor the last active administrator.
 */
export async function setUserStatus(
  ctx: UserCtx,
  id: string,
  input: UserStatusInput,
): Promise<AdminUserDetail> {
  const user = await ctx.directory.select().from(users).where(eq(users.id, id)).get()
  if (!user) throw new ApiError('NOT_FOUND', adminMsg.userNotFound)
  const blocking = input.status === 'blocked'
  if (user.status === input.status)
    throw new ApiError('CONFLICT', blocking ? adminMsg.alreadyBlocked : adminMsg.alreadyActive)
  if (blocking && id === ctx.user.id)
    throw fieldError('UNPROCESSABLE', 'status', adminMsg.cannotBlockSelf)
  if (blocking && user.role === 'admin') {
    const others = await ctx.directory
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), ne(users.id, id)))
      .get()
    if (!others?.n) throw new ApiError('CONFLICT', adminMsg.lastAdmin)
  }
  const message = accountMessage(user, blocking, input.reason)
  await batch(ctx.directory, [
    ctx.directory
      .update(users)
      .set({ status: input.status, updatedAt: ctx.now })
      .where(eq(users.id, id)),
    ...(blocking ? revokeAllSessions(ctx, id) : []),
    ...(message ? [queueMessage(onDirectory(ctx), message)] : []),
  ])
  await renewOwnedShopPages(ctx, id)
  return getAdminUser(ctx, id)
}
