import { and, eq, inArray, or, sql } from 'drizzle-orm'
import { type AuthAttemptRow, authAttempts, type UserRow } from '../db/schema'
import type { RequestCtx } from '../env'
import { ApiError } from '../lib/errors'
import { authMsg, type IdentifierType } from '../schemas/auth'
import { countEvent, lockedFor } from './attempts'

/**
 * Sign-in throttling after NIST SP 800-63B §5.2.2 (ADR 013). Failures are counted per
 * (identifier, address) pair: past a few, that pair waits longer and longer, so guessing is
 * slow while the same person elsewhere, and everyone else behind the same address (carrier
 * NAT), signs in as usual. The identifier also has a high cap over every address: reaching it
 * locks the identifier until its owner proves control of the account (a password reset).
 */
const SIGNIN_THROTTLE = {
  /** Failures a pair may make before any wait. */
  freeFailures: 5,
  /** The first wait; each further failure doubles it, up to `maxDelaySeconds`. */
  firstDelaySeconds: 60,
  maxDelaySeconds: 15 * 60,
  /** A pair's and an identifier's failures start over a day after the first one counted. */
  windowSeconds: 24 * 3600,
  /** Failures over every address that lock the identifier (800-63B: no more than 100). */
  identifierLockFailures: 100,
} as const

/** `locked_until` of an identifier locked until its owner proves control: 9999-12-31. */
const UNTIL_PROVEN_UNIX = 253_402_214_400

type Identifier = { type: IdentifierType; value: string }
export type SigninKeys = { pair: string; identifier: string }

const identifierPart = (id: Identifier) => `${id.type}:${id.value}`
const pairPrefix = (id: Identifier) => `pair:${identifierPart(id)}|`

/** Counted whether or not an account exists: neither the wait nor the lock tells them apart. */
export const signinKeys = (id: Identifier, address: string): SigninKeys => ({
  pair: `${pairPrefix(id)}${address}`,
  identifier: `id:${identifierPart(id)}`,
})

const isProofLock = (row: AuthAttemptRow | undefined) =>
  (row?.lockedUntil?.getTime() ?? 0) >= UNTIL_PROVEN_UNIX * 1000

/**
 * Read before any password hash (one indexed read): a locked identifier or a waiting pair
 * answers 429 at once, account or not. Returns whether any failure is on record.
 */
export async function assertSigninAllowed(ctx: RequestCtx, keys: SigninKeys): Promise<boolean> {
  const rows = await ctx.directory
    .select()
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.scope, 'signin'),
        inArray(authAttempts.key, [keys.pair, keys.identifier]),
      ),
    )
  if (isProofLock(rows.find((r) => r.key === keys.identifier)))
    throw new ApiError('RATE_LIMITED', authMsg.accountLocked)
  const wait = rows.find((r) => r.key === keys.pair)?.lockedUntil
  if (wait && wait.getTime() > ctx.now.getTime()) throw lockedFor(ctx.now, wait)
  return rows.length > 0
}

/**
 * A failed sign-in, as two statements for the caller's batch. The pair's wait after its
 * `freeFailures`-th failure is 1, 2, 4, 8… minutes (at most 15); the identifier locks at 100.
 */
export function recordSigninFailure(ctx: RequestCtx, keys: SigninKeys) {
  const {
    freeFailures,
    firstDelaySeconds,
    maxDelaySeconds,
    identifierLockFailures,
    windowSeconds,
  } = SIGNIN_THROTTLE
  return [
    countEvent(
      ctx,
      'signin',
      keys.pair,
      windowSeconds,
      (count, now) =>
        sql`(case when ${count} >= ${freeFailures} then ${now} + min(${maxDelaySeconds}, ${firstDelaySeconds} << min(${count} - ${freeFailures}, 20)) else null end)`,
    ),
    countEvent(
      ctx,
      'signin',
      keys.identifier,
      windowSeconds,
      (count) =>
        sql`(case when ${count} >= ${identifierLockFailures} then ${UNTIL_PROVEN_UNIX} else null end)`,
    ),
  ] as const
}

/** A successful sign-in forgets that pair's and that identifier's failures. */
export const clearSigninFailures = (ctx: RequestCtx, keys: SigninKeys) =>
  ctx.directory
    .delete(authAttempts)
    .where(
      and(
        eq(authAttempts.scope, 'signin'),
        inArray(authAttempts.key, [keys.pair, keys.identifier]),
      ),
    )

/**
 * After the owner proved control of the account (a password reset by a code sent to them):
 * the lock and every wait on the account's identifiers are lifted. Unexecuted (joins a batch).
 */
export function liftSigninLocks(ctx: RequestCtx, user: Pick<UserRow, 'email' | 'phone'>) {
  const ids: Identifier[] = [
    ...(user.email ? [{ type: 'email' as const, value: user.email }] : []),
    ...(user.phone ? [{ type: 'phone' as const, value: user.phone }] : []),
  ]
  const ofIdentifier = (id: Identifier) =>
    or(
      eq(authAttempts.key, `id:${identifierPart(id)}`),
      sql`substr(${authAttempts.key}, 1, ${pairPrefix(id).length}) = ${pairPrefix(id)}`,
    )
  return ctx.directory
    .delete(authAttempts)
    .where(and(eq(authAttempts.scope, 'signin'), or(...ids.map(ofIdentifier), sql`0`)))
}
