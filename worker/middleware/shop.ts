import { and, eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { shopDatabase, withShop } from '../db/databases'
import { atelierStaff, stores } from '../db/schema'
import type { AppEnv, RequestCtx, ShopMember } from '../env'
import { ApiError } from '../lib/errors'
import { atelierMsg } from '../schemas/atelier/access'
import { msg } from '../schemas/messages'
import {
  permissionsOf,
  type ShopAccess,
  type ShopPermission,
  shopAccessMsg,
} from '../schemas/shop-access'
import { onDirectory } from '../services/context'
import { toStoreRef } from '../services/stores'
import { authenticate, refuseWriteWhenStopped } from './auth'

const READ_METHODS = new Set(['GET', 'HEAD'])
const OWNER: ShopMember = { role: 'owner', permissions: permissionsOf('owner'), staffName: null }

/** `member`: any member of the shop (its owner, or staff with a shop role). */
export type ShopGuard = ShopPermission | 'member'

/**
 * Guards a merchant route of the shop (ADR 055): the owner may do everything; a staff account
 * with a shop role may do what the role opens; anyone else is refused in French (403). The
 * tenant is the owner's shop or the shop of the staff profile, never the request's. Stopped
 * shops follow requireRole's rules; a blocked owner's shop is closed to its staff, reads too.
 * `reads`: what a GET needs when it is less than `permission` (a seller reads the catalogue to
 * sell from it). `admins`: an administrator passes as with requireRole('admin').
 */
export const requireShop = (
  permission: ShopGuard,
  options: { reads?: ShopGuard; admins?: boolean } = {},
) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const caller = await authenticate(c)
    const needed = options.reads && READ_METHODS.has(c.req.method) ? options.reads : permission
    const ctx = { ...c.get('ctx'), user: { id: caller.userId, role: caller.role } }
    if (caller.role === 'admin' && options.admins) {
      c.set('ctx', onDirectory({ ...ctx, store: null }))
      return next()
    }
    if (caller.role === 'user') {
      refuseWriteWhenStopped(c, caller.role, caller.standing)
      const owner = { ...ctx, member: OWNER }
      c.set(
        'ctx',
        caller.store
          ? withShop(owner, toStoreRef(caller.store))
          : onDirectory({ ...owner, store: null }),
      )
      return next()
    }
    if (caller.role !== 'staff' || !caller.staffShop) {
      throw new ApiError('FORBIDDEN', msg.forbidden)
    }
    const found = await staffMember(ctx, caller.userId, caller.staffShop)
    if (!found) throw new ApiError('FORBIDDEN', shopAccessMsg.noShopRole)
    if (caller.standing.ownerBlocked) throw new ApiError('FORBIDDEN', msg.shopBlocked)
    if (needed !== 'member' && !found.member.permissions.includes(needed)) {
      throw new ApiError(
        'FORBIDDEN',
        needed === 'owner' ? shopAccessMsg.ownerOnly : shopAccessMsg.notAllowed,
      )
    }
    refuseWriteWhenStopped(c, caller.role, caller.standing)
    c.set('ctx', withShop({ ...ctx, member: found.member }, toStoreRef(found.store)))
    await next()
  })

/** A staff profile with a shop role, and its shop, in the database the directory names. */
async function staffMember(
  ctx: RequestCtx,
  userId: string,
  shop: { id: string; database: string },
) {
  const row = await shopDatabase(ctx, shop.database)
    .select({
      shopRole: atelierStaff.shopRole,
      active: atelierStaff.active,
      firstName: atelierStaff.firstName,
      lastName: atelierStaff.lastName,
      store: stores,
    })
    .from(atelierStaff)
    .innerJoin(stores, eq(stores.id, atelierStaff.storeId))
    .where(and(eq(atelierStaff.userId, userId), eq(atelierStaff.storeId, shop.id)))
    .get()
  if (!row?.shopRole) return null
  if (!row.active) throw new ApiError('FORBIDDEN', atelierMsg.staffInactive)
  const member: ShopMember = {
    role: row.shopRole,
    permissions: permissionsOf(row.shopRole),
    staffName: `${row.firstName} ${row.lastName}`.trim(),
  }
  // The directory says where the shop lives; the shop's own copy of that column may lag a move.
  return { store: { ...row.store, database: shop.database }, member }
}

/** The caller's access on a requireShop route (the owner's when the guard set none). */
export const memberOf = (ctx: RequestCtx): ShopMember => ctx.member ?? OWNER

/** What the dashboard is told of the caller's place (no name: it knows who it is). */
export const accessOf = ({ role, permissions }: ShopMember): ShopAccess => ({ role, permissions })
