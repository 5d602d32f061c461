import { describe, expect, it } from 'vitest'
import { authAttempts, authTokens } from '#worker/db/schema/index.ts'
import { clientAddress, minutesUntil } from '#worker/services/attempts.ts'
import { purgeExpiredAuthRows } from '#worker/services/auth-tokens.ts'
import { libsqlCtx } from '../helpers/libsql.ts'

describe('clientAddress', () => {
  it("prefers Cloudflare's cf-connecting-ip", () => {
    const headers = new Headers({ 'cf-connecting-ip': '41.203.1.2', 'x-forwarded-for': '1.1.1.1' })
    expect(clientAddress(headers)).toBe('41.203.1.2')
  })

  it('falls back to the first x-forwarded-for hop, then to "unknown"', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': ' 41.203.1.2 , 10.0.0.1' }))).toBe(
      '41.203.1.2',
    )
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})

describe('minutesUntil', () => {
  const now = new Date('2026-01-01T10:00:00Z')
  it('rounds up and never says less than 1', () => {
    expect(minutesUntil(now, new Date('2026-01-01T10:15:00Z'))).toBe(15)
    expect(minutesUntil(now, new Date('2026-01-01T10:01:01Z'))).toBe(2)
    expect(minutesUntil(now, new Date('2026-01-01T10:00:01Z'))).toBe(1)
    expect(minutesUntil(now, now)).toBe(1)
  })
})

describe('purgeExpiredAuthRows (libsql)', () => {
  it('deletes links expired for a day and idle counters, keeps the rest', async () => {
    const { ctx, cleanup } = await libsqlCtx()
    try {
      const now = ctx.now
      const ago = (s: number) => new Date(now.getTime() - s * 1000)
      await ctx.db.insert(authTokens).values([
        { id: 'atk_old', purpose: 'reset', tokenHash: 'a', expiresAt: ago(2 * 86_400) },
        { id: 'atk_new', purpose: 'reset', tokenHash: 'b', expiresAt: ago(60) },
      ])
      await ctx.db.insert(authAttempts).values([
        { scope: 'signin', key: 'ip:idle', windowStartedAt: ago(2 * 86_400), failures: 3 },
        { scope: 'signin', key: 'ip:recent', windowStartedAt: ago(60), failures: 3 },
        {
          scope: 'signin',
          key: 'ip:locked',
          windowStartedAt: ago(2 * 86_400),
          failures: 20,
          lockedUntil: new Date(now.getTime() + 60_000),
        },
      ])
      await purgeExpiredAuthRows(ctx)
      const tokens = (await ctx.db.select().from(authTokens)).map((r) => r.id)
      const keys = (await ctx.db.select().from(authAttempts)).map((r) => r.key).sort()
      expect(tokens).toEqual(['atk_new'])
      expect(keys).toEqual(['ip:locked', 'ip:recent'])
    } finally {
      cleanup()
    }
  })
})
