import { and, eq, isNull } from 'drizzle-orm'
import { batch } from '../../db/client'
import { atelierStaff, type UserRow, users } from '../../db/schema'
import type { AtelierCtx } from '../../env'
import { passwordPepper } from '../../lib/config'
import { ApiError, isConstraintError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { hashPassword } from '../../lib/passwords'
import { type Staff, type StaffAccountInput, staffMsg } from '../../schemas/atelier/staff'
import { revokeAllSessions } from '../sessions'
import { findUserByIdentifier, normalizeIdentifier } from '../users'
import { findStaff } from './staff'

const taken = () =>
  new ApiError('CONFLICT', staffMsg.identifierTaken, [
    { path: 'emailOrPhone', message: staffMsg.identifierTaken },
  ])

/**
 * A former staff sign-in, cut off and linked to no profile: it may be given again (the owner
 * removed an access, then gives it back). Its old tokens stay refused by sessions_valid_after.
 */
async function isFreedStaffAccount(ctx: AtelierCtx, user: UserRow) {
  if (user.role !== 'staff' || user.status !== 'blocked') return false
  const linked = await ctx.db
    .select({ id: atelierStaff.id })
    .from(atelierStaff)
    .where(eq(atelierStaff.userId, user.id))
    .get()
  return !linked
}

/**
 * POST /staff/:id/account (owner only): the member's own sign-in, a users row with role
 * 'staff', confirmed and active, its password hashed as at sign-up. Their shop and role come
 * from the profile it is linked to, never from the account.
 */
export async function createStaffAccount(
  ctx: AtelierCtx,
  staffId: string,
  input: StaffAccountInput,
): Promise<Staff> {
  const staff = await findStaff(ctx, staffId)
  if (staff.hasAccount) throw new ApiError('CONFLICT', staffMsg.hasAccount)
  if (!staff.active) throw new ApiError('CONFLICT', staffMsg.inactive)
  const id = normalizeIdentifier(input.emailOrPhone, input.identifierType)
  const existing = await findUserByIdentifier(ctx.db, id)
  if (existing && !(await isFreedStaffAccount(ctx, existing))) throw taken()
  const passwordHash = await hashPassword(input.password, passwordPepper(ctx.env))
  const person = { firstName: staff.firstName, lastName: staff.lastName, passwordHash }
  const userId = existing?.id ?? newId('usr')
  const link = ctx.db
    .update(atelierStaff)
    .set({ userId, updatedAt: ctx.now })
    .where(
      and(
        eq(atelierStaff.id, staffId),
        eq(atelierStaff.storeId, ctx.store.id),
        isNull(atelierStaff.userId),
      ),
    )
  try {
    await batch(ctx.db, [
      existing
        ? ctx.db
            .update(users)
            .set({ ...person, status: 'active', verifiedAt: ctx.now, updatedAt: ctx.now })
            .where(eq(users.id, existing.id))
        : ctx.db.insert(users).values({
            id: userId,
            ...person,
            email: id.type === 'email' ? id.value : null,
            phone: id.type === 'phone' ? id.value : null,
            role: 'staff',
            status: 'active',
            referralCode: newId('usr').slice(4, 12).toUpperCase(),
            verifiedAt: ctx.now,
          }),
      link,
    ])
  } catch (err) {
    // Another sign-up took the identifier between the check and the insert.
    if (isConstraintError(err, 'UNIQUE')) throw taken()
    throw err
  }
  return findStaff(ctx, staffId)
}

/**
 * DELETE /staff/:id/account (owner only): unlinks the sign-in and blocks it, every session
 * cut at once (sessions_valid_after = now), so the member's token stops working now.
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
