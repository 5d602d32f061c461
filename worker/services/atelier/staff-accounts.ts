import { and, eq } from 'drizzle-orm'
import { batch } from '../../db/client'
import { atelierStaff, users } from '../../db/schema'
import type { AtelierCtx } from '../../env'
import { ApiError } from '../../lib/errors'
import { type Staff, staffMsg } from '../../schemas/atelier/staff'
import { revokeAllSessions } from '../sessions'
import { findStaff } from './staff'

/**
 * DELETE /staff/:id/account (owner only): unlinks the sign-in and blocks it, every session
 * cut at once (sessions_valid_after = now), so the member's token stops working now. The
 * freed sign-in comes back only through an invitation its owner accepts (ADR 016), never
 * by a shop alone.
 */
export async function removeStaffAccount(ctx: AtelierCtx, staffId: string): Promise<Staff> {
  const staff = await ctx.db
    .select({ userId: atelierStaff.userId })
    .from(atelierStaff)
    .where(and(eq(atelierStaff.id, staffId), eq(atelierStaff.storeId, ctx.store.id)))
    .get()
  if (!staff) throw new ApiError('NOT_FOUND', staffMsg.notFound)
  if (!staff.userId) throw new ApiError('CONFLICT', staffMsg.noAccount)
  await batch(ctx.db, [
    ctx.db
      .update(atelierStaff)
      .set({ userId: null, updatedAt: ctx.now })
      .where(and(eq(atelierStaff.id, staffId), eq(atelierStaff.storeId, ctx.store.id))),
    ctx.db
      .update(users)
      .set({ status: 'blocked', updatedAt: ctx.now })
      .where(and(eq(users.id, staff.userId), eq(users.role, 'staff'))),
    ...revokeAllSessions(ctx, staff.userId),
  ])
  return findStaff(ctx, staffId)
}
