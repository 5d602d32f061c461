import { eq } from 'drizzle-orm'
import { batch } from '../db/client'
import { users } from '../db/schema'
import type { RequestCtx } from '../env'
import { passwordPepper } from '../lib/config'
import { ApiError, fieldError } from '../lib/errors'
import { DUMMY_HASH, hashPassword, verifyPassword } from '../lib/passwords'
import type { SigninInput, SignupInput } from '../schemas/auth'
import { msg } from '../schemas/messages'
import { adminNotice } from '../schemas/notices'
import { notifyAdmins } from './notifications'
import { findReferrerId } from './referrals'
import { type IssuedSession, issueSession } from './sessions'
import {
  assertSigninAllowed,
  clearSigninFailures,
  recordSigninFailure,
  signinKeys,
} from './signin-throttle'
import { openAccount } from './signup'
import { findUserByIdentifier, normalizeIdentifier } from './users'

/**
 * Opens an account directly and signs it in (seeds, scripts): the caller vouches for the
 * address, so it is confirmed at once; CONFLICT when the identifier is taken. The HTTP sign-up
 * is `requestSignup`, which never says whether an identifier is taken.
 */
export async function signup(ctx: RequestCtx, input: SignupInput): Promise<IssuedSession> {
  const id = normalizeIdentifier(input.emailOrPhone, input.identifierType)
  const referrerId = input.referralCode ? await findReferrerId(ctx, input.referralCode) : null
  const passwordHash = await hashPassword(input.password, passwordPepper(ctx.env))
  const userId = (await findUserByIdentifier(ctx.directory, id))
    ? null
    : await openAccount(ctx, input, { id, referrerId, passwordHash, verified: true })
  const user = userId
    ? await ctx.directory.select().from(users).where(eq(users.id, userId)).get()
    : undefined
  if (!user) throw fieldError('CONFLICT', 'emailOrPhone', msg.accountExists)
  return issueSession(ctx, user, { remember: false })
}

/**
 * POST /api/signin. The throttle (identifier + address pair, and the identifier's lock) is
 * read before any hash is computed: a waiting or locked key answers 429 at once, account or not.
 */
export async function signin(
  ctx: RequestCtx,
  input: SigninInput,
  address: string,
): Promise<IssuedSession> {
  const id = normalizeIdentifier(input.emailOrPhone, input.identifierType)
  const keys = signinKeys(id, address)
  const hadFailures = await assertSigninAllowed(ctx, keys)
  const user = await findUserByIdentifier(ctx.directory, id)
  // Always hash once, account or not, so the answer time does not tell whether it exists.
  const ok = await verifyPassword(
    input.password,
    user?.passwordHash ?? DUMMY_HASH,
    passwordPepper(ctx.env),
  )
  if (!user || !ok || user.status !== 'active') {
    await batch(ctx.directory, recordSigninFailure(ctx, keys))
    throw new ApiError('UNAUTHORIZED', msg.invalidCredentials)
  }
  // "login of note": administrators see each other's sign-ins; merchants' cost nothing more.
  const notes = [
    ...(hadFailures ? [clearSigninFailures(ctx, keys)] : []),
    ...(user.role === 'admin'
      ? [
          notifyAdmins(ctx, {
            type: 'login',
            relatedId: user.id,
            ...adminNotice.adminSignin(user.firstName, user.lastName),
          }),
        ]
      : []),
  ]
  if (notes.length > 0) await batch(ctx.directory, notes)
  return issueSession(ctx, user, { remember: input.remember ?? false })
}
