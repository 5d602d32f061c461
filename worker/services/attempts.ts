import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { type AuthAttemptRow, authAttempts } from '../db/schema'
import type { RequestCtx } from '../env'
import { ApiError } from '../lib/errors'
import { authMsg, type IdentifierType } from '../schemas/auth'

export type AttemptScope = AuthAttemptRow['scope']
/** A counter and the number of events its window allows. */
export type AttemptKey = { key: string; limit: number }

/**
 * Code guesses and message quotas: counted over 15 minutes; reaching the limit locks the key
 * for 15 more. Sign-in failures are throttled differently (signin-throttle.ts, ADR 013).
 */
const ATTEMPT_WINDOW_SECONDS = 15 * 60
const ATTEMPT_LIMITS = { identifier: 5, address: 20 } as const

/**
 * The caller's address: Cloudflare's own header in production (clients cannot set it there),
 * the first proxy hop elsewhere. Without either, every caller shares one counter.
 */
export function clientAddress(headers: Headers): string {
  const cf = headers.get('cf-connecting-ip')?.trim()
  if (cf) return cf
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown'
}

/** Counted whether or not an account exists: the lock must not tell the two apart. */
export const identifierKey = (
  id: { type: IdentifierType; value: string },
  limit: number = ATTEMPT_LIMITS.identifier,
  prefix = 'id',
): AttemptKey => ({ key: `${prefix}:${id.type}:${id.value}`, limit })

export const addressKey = (
  address: string,
  limit: number = ATTEMPT_LIMITS.address,
  prefix = 'ip',
): AttemptKey => ({ key: `${prefix}:${address}`, limit })

const unix = (d: Date) => Math.floor(d.getTime() / 1000)

/** Whole minutes until `until`, at least 1 (the message never says "0 minutes"). */
export const minutesUntil = (now: Date, until: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000))

/** 429 RATE_LIMITED in French, with the exact wait in `Retry-After`. */
export const lockedFor = (now: Date, until: Date) =>
  new ApiError(
    'RATE_LIMITED',
    authMsg.tooManyAttempts(minutesUntil(now, until)),
    undefined,
    (until.getTime() - now.getTime()) / 1000,
  )

/**
 * Throws 429 RATE_LIMITED while any of the keys is locked. Called before any password hash
 * or code check, so a locked key costs one indexed read. Returns the counters it found.
 */
export async function assertNotLocked(
  ctx: RequestCtx,
  scope: AttemptScope,
  keys: AttemptKey[],
): Promise<AuthAttemptRow[]> {
  const rows = await ctx.directory
    .select()
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.scope, scope),
        inArray(
          authAttempts.key,
          keys.map((k) => k.key),
        ),
      ),
    )
  const locks = rows.map((r) => r.lockedUntil?.getTime() ?? 0).filter((t) => t > ctx.now.getTime())
  if (locks.length > 0) throw lockedFor(ctx.now, new Date(Math.max(...locks)))
  return rows
}

/**
 * One event more on a counter, in one UPSERT: SQLite evaluates every SET expression on the
 * stored row, so two concurrent events count twice. A window older than `windowSeconds`
 * starts over at 1; `lock` turns the new count into the key's `locked_until` (unix seconds,
 * or null), `firstLock` is the lock of a counter's first event. Unexecuted (joins a batch).
 * Shared by code guesses and message quotas (below) and sign-in throttling (ADR 013).
 */
export function countEvent(
  ctx: RequestCtx,
  scope: AttemptScope,
  key: string,
  windowSeconds: number,
  lock: (count: SQL, now: number) => SQL,
  firstLock: Date | null = null,
) {
  const now = unix(ctx.now)
  const stale = now - windowSeconds
  const count = sql`(case when window_started_at <= ${stale} then 1 else failures + 1 end)`
  return ctx.directory
    .insert(authAttempts)
    .values({ scope, key, windowStartedAt: ctx.now, failures: 1, lockedUntil: firstLock })
    .onConflictDoUpdate({
      target: [authAttempts.scope, authAttempts.key],
      set: {
        failures: count,
        windowStartedAt: sql`(case when window_started_at <= ${stale} then ${now} else window_started_at end)`,
        lockedUntil: lock(count, now),
      },
    })
}

/** A code guess or a message on a 15-minute counter: the event that reaches the limit locks it. */
export function recordAttempt(ctx: RequestCtx, scope: AttemptScope, { key, limit }: AttemptKey) {
  const lockUntil = unix(ctx.now) + ATTEMPT_WINDOW_SECONDS
  return countEvent(
    ctx,
    scope,
    key,
    ATTEMPT_WINDOW_SECONDS,
    (count) => sql`(case when ${count} >= ${limit} then ${lockUntil} else locked_until end)`,
    limit <= 1 ? new Date(lockUntil * 1000) : null,
  )
}

/**
 * Counts one message sent to a key and says whether the window still allows it: messages
 * (codes, links, warnings) to one address are capped so nobody can flood a stranger's inbox.
 */
export async function takeQuota(
  ctx: RequestCtx,
  scope: AttemptScope,
  quota: AttemptKey,
): Promise<{ allowed: boolean; retryMinutes: number }> {
  const [row] = await recordAttempt(ctx, scope, quota).returning()
  const windowEnd = new Date(
    ((row ? unix(row.windowStartedAt) : 0) + ATTEMPT_WINDOW_SECONDS) * 1000,
  )
  return {
    allowed: (row?.failures ?? 1) <= quota.limit,
    retryMinutes: minutesUntil(ctx.now, windowEnd),
  }
}
