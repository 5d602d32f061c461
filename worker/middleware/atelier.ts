import { and, eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { shopDatabase, withShop } from '../db/databases'
import { atelierRoles, atelierStaff, ateliers, stores } from '../db/schema'
import type { AppEnv, AtelierCtx, AtelierMember, RequestCtx } from '../env'
import { ApiError } from '../lib/errors'
import {
  ATELIER_PERMISSIONS,
  type AtelierPermission,
  atelierMsg,
  DEFAULT_ROLE_PERMISSIONS,
} from '../schemas/atelier/access'
import { msg } from '../schemas/messages'
import { toStoreRef } from '../services/stores'
import { authenticate, refuseWriteWhenStopped } from './auth'

type Options = {
  /** Lets the owner in while the atelier is switched off (access and settings routes). */
  allowDisabled?: boolean
  /** Only the shop's owner (roles, switching the module on). */
  ownerOnly?: boolean
}

/**
 * Guards an atelier route. The shop's merchant is the owner and may do everything; a staff
 * account (users.role 'staff') belongs to the shop of its staff profile and may do what its
 * role's permissions allow. `anyOf` empty = any member of the atelier. Another shop's data
 * stays out of reach because the tenant comes from here, never from the request.
 */
export const requireAtelier = (anyOf: AtelierPermission[] = [], options: Options = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const caller = await authenticate(c)
    const ctx = c.get('ctx')
    const found =
      caller.role === 'user'
        ? await ownerAccess(ctx, caller)
        : caller.role === 'staff' && caller.staffShop
          ? await staffAccess(ctx, caller.userId, caller.staffShop)
          : null
    if (!found) throw new ApiError('FORBIDDEN', msg.forbidden)
    if (!found.store) throw new ApiError('NOT_FOUND', msg.noStore)
    // A blocked merchant's atelier is closed to its staff too, reads included.
    if (caller.standing.ownerBlocked) throw new ApiError('FORBIDDEN', msg.shopBlocked)
    // A member of the whole shop (ADR 055, the owner included) may read that L'Atelier is off
    // (`/access`): their dashboard asks whatever the shop uses. Other staff never see a
    // switched-off atelier.
    if (!found.enabled && !(options.allowDisabled && found.shopMember)) {
      throw new ApiError('FORBIDDEN', atelierMsg.notEnabled)
    }
    if (options.ownerOnly && found.member.role !== 'owner') {
      throw new ApiError('FORBIDDEN', atelierMsg.ownerOnly)
    }
    if (anyOf.length > 0 && !anyOf.some((p) => found.member.permissions.has(p))) {
      throw new ApiError('FORBIDDEN', atelierMsg.notAllowed)
    }
    refuseWriteWhenStopped(c, caller.role, caller.standing)
    c.set('ctx', {
      ...withShop(
        { ...ctx, user: { id: caller.userId, role: caller.role } },
        toStoreRef(found.store),
      ),
      atelier: found.member,
    })
    await next()
  })

const OWNER: AtelierMember = {
  role: 'owner',
  permissions: new Set(ATELIER_PERMISSIONS),
  staffId: null,
}

/** The merchant's shop came with the account; its atelier switch is in the shop's database. */
async function ownerAccess(ctx: RequestCtx, caller: Awaited<ReturnType<typeof authenticate>>) {
  const store = caller.store
  const atelier = store
    ? await shopDatabase(ctx, store.database)
        .select({ enabled: ateliers.enabled })
        .from(ateliers)
        .where(eq(ateliers.storeId, store.id))
        .get()
    : undefined
  return { store, enabled: atelier?.enabled === true, member: OWNER, shopMember: true }
}

/** A staff member's profile, role and shop, in the database of the shop the directory names. */
async function staffAccess(
  ctx: RequestCtx,
  userId: string,
  shop: { id: string; database: string },
) {
  const row = await shopDatabase(ctx, shop.database)
    .select({
      staffId: atelierStaff.id,
      role: atelierStaff.role,
      shopRole: atelierStaff.shopRole,
      active: atelierStaff.active,
      store: stores,
      enabled: ateliers.enabled,
      permissions: atelierRoles.permissions,
    })
    .from(atelierStaff)
    .innerJoin(stores, eq(stores.id, atelierStaff.storeId))
    .leftJoin(ateliers, eq(ateliers.storeId, stores.id))
    .leftJoin(
      atelierRoles,
      and(eq(atelierRoles.storeId, stores.id), eq(atelierRoles.role, atelierStaff.role)),
    )
    .where(and(eq(atelierStaff.userId, userId), eq(atelierStaff.storeId, shop.id)))
    .get()
  if (!row) return null
  if (!row.active) throw new ApiError('FORBIDDEN', atelierMsg.staffInactive)
  const permissions = (row.permissions ?? DEFAULT_ROLE_PERMISSIONS[row.role]).filter(
    (p): p is AtelierPermission => (ATELIER_PERMISSIONS as readonly string[]).includes(p),
  )
  return {
    // The directory says where the shop lives; the shop's own copy of that column may lag a move.
    store: { ...row.store, database: shop.database },
    // Staff never see a switched-off atelier, whatever the route allows (but `/access`, to a
    // member of the whole shop).
    enabled: row.enabled === true,
    shopMember: row.shopRole !== null,
    member: { role: row.role, permissions: new Set(permissions), staffId: row.staffId },
  }
}

/** Narrows a ctx on a requireAtelier route. */
export function asAtelier(ctx: RequestCtx): AtelierCtx {
  if (!ctx.user || !ctx.store || !ctx.atelier) throw new ApiError('UNAUTHORIZED', msg.unauthorized)
  return ctx as AtelierCtx
}
