import { and, eq, isNull, sql } from 'drizzle-orm'
import { batch } from '../../db/client'
import { atelierStaff, authTokens, stores, type UserRow, users } from '../../db/schema'
import type { RequestCtx } from '../../env'
import { passwordPepper } from '../../lib/config'
import { ApiError, fieldError, isConstraintError } from '../../lib/errors'
import { newId, newReferralCode } from '../../lib/ids'
import { hashPassword, sha256 } from '../../lib/passwords'
import {
  type InvitationAccepted,
  type InvitationAcceptInput,
  type InvitationPreview,
  type InvitationTokenInput,
  invitationMsg,
} from '../../schemas/atelier/invitations'
import { revokeAllSessions } from '../sessions'
import { findUserByIdentifier, normalizeIdentifier } from '../users'

const invalid = () => fieldError('UNPROCESSABLE', 'token', invitationMsg.invalid)

const unavailable = () => new ApiError('CONFLICT', invitationMsg.unavailable)

/** The invitation of a link, still open: not used, not expired, its profile active and free. */
async function openInvitation(ctx: RequestCtx, token: string) {
  const row = await ctx.db
    .select({ invite: authTokens, staff: atelierStaff, shopName: stores.name })
    .from(authTokens)
    .innerJoin(atelierStaff, eq(atelierStaff.id, authTokens.staffId))
    .innerJoin(stores, eq(stores.id, atelierStaff.storeId))
    .where(and(eq(authTokens.tokenHash, await sha256(token)), eq(authTokens.purpose, 'invite')))
    .get()
  if (
    !row?.invite.identifier ||
    row.invite.usedAt ||
    row.invite.expiresAt.getTime() <= ctx.now.getTime() ||
    !row.staff.active ||
    row.staff.userId
  )
    throw invalid()
  return { ...row, id: normalizeIdentifier(row.invite.identifier) }
}

/**
 * Who the identifier belongs to decides whether it may join: nobody yet (a new sign-in), or a
 * staff sign-in that no profile links any more (freed by a shop). A merchant's or an
 * administrator's account, or another atelier's member, cannot (ADR 009: one role per account).
 */
async function joinableAccount(ctx: RequestCtx, user: UserRow | null) {
  if (!user) return { ok: true as const, user: null }
  if (user.role !== 'staff') return { ok: false as const }
  const linked = await ctx.db
    .select({ id: atelierStaff.id })
    .from(atelierStaff)
    .where(eq(atelierStaff.userId, user.id))
    .get()
  return linked ? { ok: false as const } : { ok: true as const, user }
}

/**
 * POST /api/invitation/check (public): what the invitation page shows. Only the person who
 * received the link at that identifier holds it, so telling them that their identifier
 * already has an account that cannot join tells nobody else anything (ADR 016).
 */
export async function previewInvitation(
  ctx: RequestCtx,
  input: InvitationTokenInput,
): Promise<InvitationPreview> {
  const found = await openInvitation(ctx, input.token)
  const account = await joinableAccount(ctx, await findUserByIdentifier(ctx.db, found.id))
  return {
    shopName: found.shopName,
    firstName: found.staff.firstName,
    lastName: found.staff.lastName,
    identifier: found.id.value,
    identifierType: found.id.type,
    canAccept: account.ok,
  }
}

/**
 * POST /api/invitation/accept (public): the person, proven to hold the identifier by the link
 * it received, chooses a password; the sign-in is created (or a freed staff sign-in comes
 * back with this password) and linked to the inviting profile, in one batch. Two accepts of
 * one link: the identifier's unique index or the spent token stops the second.
 */
export async function acceptInvitation(
  ctx: RequestCtx,
  input: InvitationAcceptInput,
): Promise<InvitationAccepted> {
  const found = await openInvitation(ctx, input.token)
  const account = await joinableAccount(ctx, await findUserByIdentifier(ctx.db, found.id))
  if (!account.ok) throw unavailable()
  const passwordHash = await hashPassword(input.password, passwordPepper(ctx.env))
  const userId = account.user?.id ?? newId('usr')
  const unused = sql`exists (select 1 from auth_tokens where id = ${found.invite.id} and used_at is null)`
  const now = Math.floor(ctx.now.getTime() / 1000)
  const statements = [
    account.user
      ? ctx.db
          .update(users)
          .set({
            passwordHash,
            status: 'active',
            verifiedAt: sql`coalesce(verified_at, ${now})`,
            updatedAt: ctx.now,
          })
          .where(and(eq(users.id, userId), unused))
      : ctx.db.insert(users).values({
          id: userId,
          firstName: found.staff.firstName,
          lastName: found.staff.lastName,
          email: found.id.type === 'email' ? found.id.value : null,
          phone: found.id.type === 'phone' ? found.id.value : null,
          passwordHash,
          role: 'staff',
          // The link reached this identifier: it is proven, as by a verification link.
          verifiedAt: ctx.now,
          referralCode: newReferralCode(),
        }),
    // A freed sign-in's old sessions stay ended; the new password opens a new one.
    ...(account.user ? revokeAllSessions(ctx, userId) : []),
    ctx.db
      .update(atelierStaff)
      .set({ userId, updatedAt: ctx.now })
      .where(
        and(
          eq(atelierStaff.id, found.staff.id),
          eq(atelierStaff.active, true),
          isNull(atelierStaff.userId),
          unused,
        ),
      )
      .returning({ id: atelierStaff.id }),
    ctx.db
      .update(authTokens)
      .set({ usedAt: ctx.now })
      .where(
        and(
          eq(authTokens.staffId, found.staff.id),
          eq(authTokens.purpose, 'invite'),
          isNull(authTokens.usedAt),
        ),
      )
      .returning({ id: authTokens.id }),
  ] as const
  try {
    const results = await batch(ctx.db, [...statements])
    const returned = (i: number) => (results.at(i) ?? []) as { id: string }[]
    // The profile was switched off or the link spent meanwhile: nothing was joined.
    if (returned(-2).length === 0 || !returned(-1).some((r) => r.id === found.invite.id))
      throw invalid()
  } catch (err) {
    // Someone took the identifier (a sign-up, a second click) between the check and the batch.
    if (isConstraintError(err, 'UNIQUE')) throw invalid()
    throw err
  }
  return {
    message: invitationMsg.accepted,
    identifier: found.id.value,
    identifierType: found.id.type,
  }
}
