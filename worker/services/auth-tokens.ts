import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import { batch } from '../db/client'
import { authAttempts, authTokens, type UserRow, users } from '../db/schema'
import type { RequestCtx, UserCtx } from '../env'
import { appUrl, passwordPepper } from '../lib/config'
import { addSeconds } from '../lib/dates'
import { ApiError, fieldError } from '../lib/errors'
import { base64url, newId, newSecretToken } from '../lib/ids'
import { hashPassword, sha256 } from '../lib/passwords'
import {
  type AuthMessage,
  authMsg,
  type ForgotInput,
  type ForgotResult,
  type ResetInput,
  type VerifyInput,
  type VerifyResult,
} from '../schemas/auth'
import { msg } from '../schemas/messages'
import { addressKey, assertNotLocked, identifierKey, recordAttempt, takeQuota } from './attempts'
import { onDirectory } from './context'
import { releaseHeldAfterConfirmation } from './message-gate'
import {
  passwordResetDoneMessage,
  resetCodeMessage,
  verificationMessage,
} from './message-templates'
import { queueMessage } from './outbox'
import { revokeAllSessions } from './sessions'
import { liftSigninLocks } from './signin-throttle'
import { findUserByIdentifier, normalizeIdentifier } from './users'

export const VERIFY_TTL_SECONDS = 48 * 3600
export const RESET_TTL_SECONDS = 10 * 60
export const RESET_MAX_TRIES = 5
/** Messages one identifier (or one address) may trigger per window: codes, links, warnings. */
export const SEND_LIMITS = { identifier: 5, address: 20, resend: 3 } as const

type Contact = Pick<UserRow, 'email' | 'phone'>

/** Accounts opened on the WhatsApp tab have no e-mail: their messages go to WhatsApp. */
export const recipientOf = (user: Contact) =>
  user.email
    ? { channel: 'email' as const, to: user.email }
    : { channel: 'whatsapp' as const, to: user.phone ?? '' }

export const authLink = (ctx: RequestCtx, path: string) => appUrl(ctx.env, `/auth/${path}`)

/** A 6-digit code from the CSPRNG, without modulo bias. */
export function newCode(): string {
  const buf = new Uint32Array(1)
  const bound = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000
  do crypto.getRandomValues(buf)
  while ((buf[0] ?? bound) >= bound)
  return String((buf[0] ?? 0) % 1_000_000).padStart(6, '0')
}

/** A million codes are quickly tried offline: the stored hash is keyed by the pepper. */
export async function codeHash(ctx: RequestCtx, tokenId: string, code: string): Promise<string> {
  const enc = new TextEncoder()
  const key = await crypto.subtle.importKey(
    'raw',
    enc.encode(passwordPepper(ctx.env)),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = await crypto.subtle.sign('HMAC', key, enc.encode(`${tokenId}:${code}`))
  return base64url(new Uint8Array(mac))
}

/** A new verification link (48 h) and its message, unexecuted: they join the caller's batch. */
export async function verificationStatements(
  ctx: RequestCtx,
  user: Pick<UserRow, 'id' | 'firstName'> & Contact,
) {
  const token = newSecretToken()
  return [
    ctx.directory.insert(authTokens).values({
      id: newId('atk'),
      purpose: 'verify',
      userId: user.id,
      tokenHash: await sha256(token),
      expiresAt: addSeconds(ctx.now, VERIFY_TTL_SECONDS),
    }),
    queueMessage(
      onDirectory(ctx),
      verificationMessage(recipientOf(user), {
        firstName: user.firstName,
        link: authLink(ctx, `verify/${token}`),
      }),
    ),
  ] as const
}

const invalidLink = () => fieldError('UNPROCESSABLE', 'token', authMsg.invalidLink)

/** True when the batch's last statement (which spends tokens) returned the one presented. */
const spent = (results: unknown[], id: string) =>
  ((results.at(-1) ?? []) as { id: string }[]).some((r) => r.id === id)

/**
 * POST /api/verify: confirms the account of a link once. Every pending link of that person is
 * spent with it. A link of an account already confirmed (opened again, or an older one) says
 * so and leads on (issue 15); an expired link of an unconfirmed account or an unknown one →
 * 422 "Lien invalide ou expiré".
 */
export async function verifyAccount(ctx: RequestCtx, input: VerifyInput): Promise<VerifyResult> {
  const row = await ctx.directory
    .select()
    .from(authTokens)
    .where(
      and(eq(authTokens.tokenHash, await sha256(input.token)), eq(authTokens.purpose, 'verify')),
    )
    .get()
  if (!row?.userId) throw invalidLink()
  const alreadyVerified = async () => {
    const user = await ctx.directory
      .select({ verifiedAt: users.verifiedAt })
      .from(users)
      .where(eq(users.id, row.userId!))
      .get()
    if (!user?.verifiedAt) throw invalidLink()
    return { message: authMsg.accountAlreadyVerified, alreadyVerified: true as const }
  }
  if (row.usedAt || row.expiresAt.getTime() <= ctx.now.getTime()) return alreadyVerified()
  const unused = sql`exists (select 1 from auth_tokens where id = ${row.id} and used_at is null)`
  const now = Math.floor(ctx.now.getTime() / 1000)
  // Two clicks at once: the batch is atomic, only the first one finds the link unused.
  const results = await batch(ctx.directory, [
    ctx.directory
      .update(users)
      .set({ verifiedAt: sql`coalesce(verified_at, ${now})` })
      .where(and(eq(users.id, row.userId), unused)),
    ctx.directory
      .update(authTokens)
      .set({ usedAt: ctx.now })
      .where(
        and(
          eq(authTokens.userId, row.userId),
          eq(authTokens.purpose, 'verify'),
          isNull(authTokens.usedAt),
        ),
      )
      .returning({ id: authTokens.id }),
  ])
  if (!spent(results, row.id)) return alreadyVerified()
  // The owner's sign-in now proves the shop's contacts it equals: what they held leaves.
  await releaseHeldAfterConfirmation(ctx, row.userId)
  return { message: authMsg.verified }
}

/** POST /api/verify/resend: a fresh link, three per 15 minutes. */
export async function resendVerification(caller: UserCtx): Promise<AuthMessage> {
  // The account's rows are the platform's: the directory, whatever shop the caller has.
  const ctx = onDirectory(caller)
  const user = await ctx.directory.select().from(users).where(eq(users.id, ctx.user.id)).get()
  if (user?.status !== 'active') throw new ApiError('UNAUTHORIZED', msg.unauthorized)
  if (user.verifiedAt) return { message: authMsg.alreadyVerified }
  const quota = await takeQuota(ctx, 'code', {
    key: `verify:${user.id}`,
    limit: SEND_LIMITS.resend,
  })
  if (!quota.allowed)
    throw new ApiError('RATE_LIMITED', authMsg.tooManyAttempts(quota.retryMinutes))
  await batch(ctx.directory, await verificationStatements(ctx, user))
  return { message: authMsg.verificationSent }
}

/**
 * POST /api/password/forgot. Every identifier gets the same answer and a reset row; only a
 * real, active account (within its message quota) is linked to it and sent the code. The
 * response carries the link token, never the code: the code is the secret.
 */
export async function requestPasswordReset(
  ctx: RequestCtx,
  input: ForgotInput,
  address: string,
): Promise<ForgotResult> {
  const id = normalizeIdentifier(input.emailOrPhone, input.identifierType)
  const [byId, byAddress, user] = await Promise.all([
    takeQuota(ctx, 'code', identifierKey(id, SEND_LIMITS.identifier, 'send')),
    takeQuota(ctx, 'code', addressKey(address, SEND_LIMITS.address, 'send')),
    findUserByIdentifier(ctx.directory, id),
  ])
  const target = user?.status === 'active' && byId.allowed && byAddress.allowed ? user : null
  const resetToken = newSecretToken()
  const code = newCode()
  const tokenId = newId('atk')
  await batch(ctx.directory, [
    ctx.directory.insert(authTokens).values({
      id: tokenId,
      purpose: 'reset',
      userId: target?.id ?? null,
      tokenHash: await sha256(resetToken),
      codeHash: await codeHash(ctx, tokenId, code),
      expiresAt: addSeconds(ctx.now, RESET_TTL_SECONDS),
    }),
    ...(target
      ? [
          queueMessage(
            onDirectory(ctx),
            resetCodeMessage(recipientOf(target), {
              code,
              link: authLink(ctx, `reset/${resetToken}`),
            }),
          ),
        ]
      : []),
  ])
  return { message: authMsg.resetSent, resetToken }
}

const codeIssue = (message: string) => fieldError('UNPROCESSABLE', 'otp', message)

/**
 * POST /api/password/reset. Each call spends one of the request's 5 tries before the code is
 * compared (so concurrent guesses cannot exceed 5); a wrong code also counts against the
 * caller's address. Success: new password, every session ended, a confirmation message.
 */
export async function resetPassword(
  ctx: RequestCtx,
  input: ResetInput,
  address: string,
): Promise<AuthMessage> {
  const byAddress = addressKey(address)
  await assertNotLocked(ctx, 'code', [byAddress])
  const [row] = await ctx.directory
    .update(authTokens)
    .set({ tries: sql`tries + 1` })
    .where(
      and(
        eq(authTokens.tokenHash, await sha256(input.token)),
        eq(authTokens.purpose, 'reset'),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, ctx.now),
        lt(authTokens.tries, RESET_MAX_TRIES),
      ),
    )
    .returning()
  if (!row) throw codeIssue(authMsg.codeExpired)
  const matches = row.codeHash === (await codeHash(ctx, row.id, input.otp))
  const user = matches && row.userId ? await loadActiveUser(ctx, row.userId) : null
  if (!user) {
    await recordAttempt(ctx, 'code', byAddress)
    throw codeIssue(authMsg.codeWrong)
  }
  return applyNewPassword(ctx, user, row.id, input.password)
}

async function loadActiveUser(ctx: RequestCtx, id: string) {
  const user = await ctx.directory.select().from(users).where(eq(users.id, id)).get()
  return user?.status === 'active' ? user : null
}

async function applyNewPassword(
  ctx: RequestCtx,
  user: UserRow,
  tokenId: string,
  password: string,
): Promise<AuthMessage> {
  const passwordHash = await hashPassword(password, passwordPepper(ctx.env))
  const unused = sql`exists (select 1 from auth_tokens where id = ${tokenId} and used_at is null)`
  const now = Math.floor(ctx.now.getTime() / 1000)
  const results = await batch(ctx.directory, [
    // The code came by message: the address is proven, the account counts as confirmed.
    ctx.directory
      .update(users)
      .set({ passwordHash, verifiedAt: sql`coalesce(verified_at, ${now})`, updatedAt: ctx.now })
      .where(and(eq(users.id, user.id), unused)),
    ...revokeAllSessions(ctx, user.id),
    // The code proved the owner holds the account's address: a sign-in lock on it is lifted.
    liftSigninLocks(ctx, user),
    queueMessage(
      onDirectory(ctx),
      passwordResetDoneMessage(recipientOf(user), { forgotLink: authLink(ctx, 'forgot') }),
      { onlyIf: unused },
    ),
    ctx.directory
      .update(authTokens)
      .set({ usedAt: ctx.now })
      .where(
        and(
          eq(authTokens.userId, user.id),
          eq(authTokens.purpose, 'reset'),
          isNull(authTokens.usedAt),
        ),
      )
      .returning({ id: authTokens.id }),
  ])
  if (!spent(results, tokenId)) throw codeIssue(authMsg.codeExpired)
  // The code confirmed an unconfirmed account, as its link would: what it held leaves.
  if (!user.verifiedAt) await releaseHeldAfterConfirmation(ctx, user.id)
  return { message: authMsg.passwordReset }
}

/**
 * For the daily job: links and codes expired for a day, and counters idle for a day, go.
 * Nothing else ever deletes them.
 */
export async function purgeExpiredAuthRows(ctx: RequestCtx): Promise<void> {
  const dayAgo = addSeconds(ctx.now, -86_400)
  await batch(ctx.directory, [
    ctx.directory.delete(authTokens).where(lt(authTokens.expiresAt, dayAgo)),
    ctx.directory
      .delete(authAttempts)
      .where(
        and(
          lt(authAttempts.windowStartedAt, dayAgo),
          or(isNull(authAttempts.lockedUntil), lt(authAttempts.lockedUntil, ctx.now)),
        ),
      ),
  ])
}
