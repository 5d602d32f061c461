import { and, eq, isNull } from 'drizzle-orm'
import { refreshTokens, type UserRow, users } from '../db/schema'
import type { RequestCtx } from '../env'
import { jwtSecret } from '../lib/config'
import { addDays } from '../lib/dates'
import { ApiError } from '../lib/errors'
import { newId, newSecretToken } from '../lib/ids'
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from '../lib/jwt'
import { sha256 } from '../lib/passwords'
import type { AuthResult } from '../schemas/auth'
import { msg } from '../schemas/messages'
import { findStoreIdOfOwner, toMe } from './users'

/*
 * A session is one refresh-token family: every token rotated from one sign-in. Access tokens
 * carry the family id (`sid`), so ending the family ends them too (see middleware/auth.ts).
 * Sign-in, sign-up and code flows all call into this module; it calls none of them.
 */

/** Refresh-token life: a day for a plain sign-in, 30 days with "Se souvenir de moi". */
const REFRESH_TTL_DAYS = { session: 1, remember: 30 } as const

export type IssuedSession = AuthResult & {
  refreshToken: string
  refreshExpiresAt: Date
  remember: boolean
}

export async function issueSession(
  ctx: RequestCtx,
  user: UserRow,
  opts: { remember: boolean; familyId?: string },
): Promise<IssuedSession> {
  const refreshToken = `rt_${newSecretToken()}`
  const refreshExpiresAt = addDays(
    ctx.now,
    opts.remember ? REFRESH_TTL_DAYS.remember : REFRESH_TTL_DAYS.session,
  )
  const familyId = opts.familyId ?? newId('rtk')
  await ctx.directory.insert(refreshTokens).values({
    id: newId('rtk'),
    userId: user.id,
    familyId,
    tokenHash: await sha256(refreshToken),
    remember: opts.remember,
    expiresAt: refreshExpiresAt,
  })
  const token = await signAccessToken(
    { sub: user.id, role: user.role, sid: familyId },
    jwtSecret(ctx.env),
    ctx.now,
  )
  const storeId = await findStoreIdOfOwner(ctx.directory, user.id)
  return {
    token,
    role: user.role,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    user: toMe(user, storeId),
    refreshToken,
    refreshExpiresAt,
    remember: opts.remember,
  }
}

/**
 * Rotates a refresh token. A token seen twice means a copy is in someone else's hands:
 * the whole family (every token since that sign-in) is revoked and both parties must sign in.
 */
export async function refresh(ctx: RequestCtx, presented: string): Promise<IssuedSession> {
  const row = await ctx.directory
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, await sha256(presented)))
    .get()
  if (!row) throw new ApiError('UNAUTHORIZED', msg.sessionExpired)
  if (row.revokedAt || row.usedAt) {
    await revokeFamily(ctx, row.familyId)
    throw new ApiError('UNAUTHORIZED', msg.sessionExpired)
  }
  if (row.expiresAt.getTime() <= ctx.now.getTime())
    throw new ApiError('UNAUTHORIZED', msg.sessionExpired)
  // Claim the token atomically: of two concurrent refreshes with it, only one wins.
  const claimed = await ctx.directory
    .update(refreshTokens)
    .set({ usedAt: ctx.now })
    .where(
      and(
        eq(refreshTokens.id, row.id),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id })
  if (claimed.length === 0) {
    await revokeFamily(ctx, row.familyId)
    throw new ApiError('UNAUTHORIZED', msg.sessionExpired)
  }
  const user = await ctx.directory.select().from(users).where(eq(users.id, row.userId)).get()
  if (user?.status !== 'active') {
    await revokeFamily(ctx, row.familyId)
    throw new ApiError('UNAUTHORIZED', msg.sessionExpired)
  }
  return issueSession(ctx, user, { remember: row.remember, familyId: row.familyId })
}

/** What an unspent refresh token still opens: whose session, its role, how long its cookie lives. */
export type OpenSession = {
  userId: string
  familyId: string
  role: UserRow['role']
  remember: boolean
  refreshExpiresAt: Date
}

/**
 * The session a refresh token still opens, or null; nothing is rotated or claimed. The
 * worker's sign-in page uses it to send a signed-in visitor home (ADR 038), the dashboard's
 * pages to refuse their shell to a signed-out one (ADR 057); a token seen here and then at
 * /api/refresh is not "seen twice": only `refresh` claims it.
 */
export async function openSession(
  ctx: RequestCtx,
  presented: string | undefined,
): Promise<OpenSession | null> {
  if (!presented) return null
  const row = await ctx.directory
    .select({
      userId: users.id,
      familyId: refreshTokens.familyId,
      role: users.role,
      status: users.status,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
      expiresAt: refreshTokens.expiresAt,
      remember: refreshTokens.remember,
    })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, await sha256(presented)))
    .get()
  const open =
    row &&
    !row.usedAt &&
    !row.revokedAt &&
    row.expiresAt.getTime() > ctx.now.getTime() &&
    row.status === 'active'
  if (!open) return null
  const { userId, familyId, role, remember } = row
  return { userId, familyId, role, remember, refreshExpiresAt: row.expiresAt }
}

/**
 * Sign-out: the session of each presented token is revoked, and with it every access token of
 * that session, which the auth middleware then refuses. A client may hold only its access
 * token (an API client that kept no refresh token): its `sid` names the session to end.
 * Unknown, forged or expired tokens are ignored: signing out has nothing to refuse.
 */
export async function logout(
  ctx: RequestCtx,
  presented: { refreshToken?: string; accessToken?: string },
): Promise<void> {
  if (presented.refreshToken) {
    const row = await ctx.directory
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, await sha256(presented.refreshToken)))
      .get()
    if (row) await revokeFamily(ctx, row.familyId, row.userId)
  }
  if (presented.accessToken) {
    const claims = await verifyAccessToken(presented.accessToken, jwtSecret(ctx.env), ctx.now)
    if (claims) await revokeFamily(ctx, claims.sid, claims.sub)
  }
}

async function revokeFamily(ctx: RequestCtx, familyId: string, userId?: string) {
  await ctx.directory
    .update(refreshTokens)
    .set({ revokedAt: ctx.now })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        // A session named by an access token is ended only for the account that token is for.
        userId ? eq(refreshTokens.userId, userId) : undefined,
        isNull(refreshTokens.revokedAt),
      ),
    )
}

/**
 * Ends every session of a user (password change, blocking). Returns the statement unexecuted
 * so it can join a batch; awaiting it runs it on its own.
 */
export function revokeAllSessions(ctx: RequestCtx, userId: string) {
  return [
    ctx.directory
      .update(refreshTokens)
      .set({ revokedAt: ctx.now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt))),
    // Access tokens already handed out stop working too, not just at their expiry.
    ctx.directory.update(users).set({ sessionsValidAfter: ctx.now }).where(eq(users.id, userId)),
  ] as const
}
