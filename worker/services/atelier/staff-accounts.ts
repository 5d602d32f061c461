import { and, eq } from 'drizzle-orm'
import { batch } from '../../db/client'
import { atelierStaff, users } from '../../db/schema'
import type { StoreCtx } from '../../env'
import { ApiError } from '../../lib/errors'
import { type Staff, staffMsg } from '../../schemas/atelier/staff'
import { onDirectory } from '../context'
import { revokeAllSessions } from '../sessions'
import { findStaff } from './staff'

/**
 * DELETE /staff/:id/account (owner only): unlinks the sign-in and blocks it, every session
 * cut at once (sessions_valid_after = now), so the member's token stops working now. The
 * freed sign-in comes back only through an invitation its owner accepts (ADR 016), never
 * by a shop alone.
 *
 * Two databases (ADR 036): the account, its sessions and its shop (`staff_store_id`) in the
 * directory, the profile's link and the account's mirror row in the shop's. The access is cut
 * first, in the directory; a failure before the shop's batch leaves the account blocked and
 * detached while the profile still shows it, and the owner's second click finishes the job.
 */
export async function removeStaffAccount(ctx: StoreCtx, staffId: string): Promise<Staff> {
  const staff = await ctx.db
    .select({ userId: atelierStaff.userId })
    .from(atelierStaff)
    .where(and(eq(atelierStaff.id, staffId), eq(atelierStaff.storeId, ctx.store.id)))
    .get()
  if (!staff) throw new ApiError('NOT_FOUND', staffMsg.notFound)
  if (!staff.userId) throw new ApiError('CONFLICT', staffMsg.noAccount)
  const { directory } = ctx
  const account = and(eq(users.id, staff.userId), eq(users.role, 'staff'))
  await batch(directory, [
    directory
      .update(users)
      .set({ status: 'blocked', staffStoreId: null, updatedAt: ctx.now })
      .where(and(account, eq(users.staffStoreId, ctx.store.id))),
    ...revokeAllSessions(onDirectory(ctx), staff.userId),
  ])
  await batch(ctx.db, [
    ctx.db
      .update(atelierStaff)
      .set({ userId: null, updatedAt: ctx.now })
      .where(and(eq(atelierStaff.id, staffId), eq(atelierStaff.storeId, ctx.store.id))),
    ctx.db.update(users).set({ status: 'blocked', updatedAt: ctx.now }).where(account),
  ])
  return findStaff(ctx, staffId)
}
