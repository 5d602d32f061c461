import { batch } from '../db/client'
import { users } from '../db/schema'
import type { RequestCtx } from '../env'
import { passwordPepper } from '../lib/config'
import { isConstraintError } from '../lib/errors'
import { newId, newReferralCode } from '../lib/ids'
import { hashPassword } from '../lib/passwords'
import { type AuthMessage, authMsg, type IdentifierType, type SignupInput } from '../schemas/auth'
import { adminNotice } from '../schemas/notices'
import { identifierKey, takeQuota } from './attempts'
import { authLink, recipientOf, SEND_LIMITS, verificationStatements } from './auth-tokens'
import { onDirectory } from './context'
import { signupAttemptMessage } from './message-templates'
import { notifyAdmins } from './notifications'
import { queueMessage } from './outbox'
import { acceptInvitation, findReferrerId } from './referrals'
import { findUserByIdentifier, normalizeIdentifier } from './users'

type Identifier = { type: IdentifierType; value: string }

/**
 * POST /api/signup. Answers the same whether the identifier is new or taken, after the same
 * password hash: a new one gets its account and a verification link; the owner of a taken
 * one is warned by message and nothing is created. Either way the caller signs in next.
 */
export async function requestSignup(ctx: RequestCtx, input: SignupInput): Promise<AuthMessage> {
  const id = normalizeIdentifier(input.emailOrPhone, input.identifierType)
  // An unknown referral code is refused for everyone alike: it says nothing about the account.
  const referrerId = input.referralCode ? await findReferrerId(ctx, input.referralCode) : null
  const passwordHash = await hashPassword(input.password, passwordPepper(ctx.env))
  const taken =
    (await findUserByIdentifier(ctx.directory, id)) !== null ||
    (await openAccount(ctx, input, { id, referrerId, passwordHash })) === null
  if (taken) await warnExistingAccount(ctx, id)
  return {
    message: id.type === 'phone' ? authMsg.signupAcceptedPhone : authMsg.signupAccepted,
  }
}

/**
 * Creates the account, its referral link, the admins' notification and (unless a trusted
 * caller vouches for the address) the verification message, in one batch. Returns null when
 * a concurrent sign-up took the identifier first.
 */
export async function openAccount(
  ctx: RequestCtx,
  input: SignupInput,
  o: { id: Identifier; referrerId: string | null; passwordHash: string; verified?: boolean },
): Promise<string | null> {
  const row = {
    id: newId('usr'),
    firstName: input.firstName,
    lastName: input.lastName,
    email: o.id.type === 'email' ? o.id.value : null,
    phone: o.id.type === 'phone' ? o.id.value : null,
    passwordHash: o.passwordHash,
    role: 'user' as const,
    gender: input.gender ?? null,
    referralCode: newReferralCode(),
    referredBy: o.referrerId,
    verifiedAt: o.verified ? ctx.now : null,
  }
  try {
    await batch(ctx.directory, [
      ctx.directory.insert(users).values(row),
      ...(o.referrerId ? [acceptInvitation(ctx, o.referrerId, o.id.value, row.id)] : []),
      notifyAdmins(ctx, {
        type: 'register',
        relatedId: row.id,
        ...adminNotice.signup(input.firstName, input.lastName),
      }),
      ...(o.verified ? [] : await verificationStatements(ctx, row)),
    ])
    return row.id
  } catch (err) {
    // Two sign-ups racing for the same identifier: the unique index decides.
    if (isConstraintError(err, 'UNIQUE') && (await findUserByIdentifier(ctx.directory, o.id)))
      return null
    throw err
  }
}

/** The owner of a taken identifier hears of the attempt, a few times per window at most. */
async function warnExistingAccount(ctx: RequestCtx, id: Identifier) {
  const quota = await takeQuota(ctx, 'code', identifierKey(id, SEND_LIMITS.identifier, 'send'))
  if (!quota.allowed) return
  const to =
    id.type === 'email' ? { email: id.value, phone: null } : { email: null, phone: id.value }
  const links = { signinLink: authLink(ctx, 'signin'), forgotLink: authLink(ctx, 'forgot') }
  await batch(ctx.directory, [
    queueMessage(onDirectory(ctx), signupAttemptMessage(recipientOf(to), links)),
  ])
}
