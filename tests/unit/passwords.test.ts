import { describe, expect, it } from 'vitest'
import {
  DUMMY_HASH,
  fromBase64url,
  hashPassword,
  PBKDF2_ITERATIONS,
  sha256,
  timingSafeEqual,
  verifyPassword,
} from '#worker/lib/passwords.ts'

const PEPPER = 'pepper-for-unit-tests-0123456789'

describe('hashPassword', () => {
  it('stores pbkdf2-sha256$100000$<salt>$<hash> in base64url', async () => {
    const stored = await hashPassword('Secret123', PEPPER)
    expect(PBKDF2_ITERATIONS).toBe(100_000)
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/)
    const [, , salt, hash] = stored.split('$')
    expect(fromBase64url(salt!)).toHaveLength(16)
    expect(fromBase64url(hash!)).toHaveLength(32)
  })

  it('salts every hash: the same password twice gives two different hashes', async () => {
    const [a, b] = await Promise.all([
      hashPassword('Secret123', PEPPER),
      hashPassword('Secret123', PEPPER),
    ])
    expect(a).not.toBe(b)
  })
})

describe('verifyPassword', () => {
  it('returns true for the right password and pepper', async () => {
    expect(await verifyPassword('Secret123', await hashPassword('Secret123', PEPPER), PEPPER)).toBe(
      true,
    )
  })

  it('returns false for a wrong password', async () => {
    const stored = await hashPassword('Secret123', PEPPER)
    expect(await verifyPassword('secret123', stored, PEPPER)).toBe(false)
    expect(await verifyPassword('', stored, PEPPER)).toBe(false)
  })

  it('returns false with another pepper (a stolen database alone is not enough)', async () => {
    const stored = await hashPassword('Secret123', PEPPER)
    expect(await verifyPassword('Secret123', stored, 'another-pepper-0123456789abcdef')).toBe(false)
  })

  it('returns false for the dummy hash used for unknown accounts', async () => {
    expect(await verifyPassword('', DUMMY_HASH, PEPPER)).toBe(false)
    expect(await verifyPassword('Secret123', DUMMY_HASH, PEPPER)).toBe(false)
  })

  it.each([['bcrypt$10$abc$def'], ['pbkdf2-sha256$100000$'], [''], ['plain-text-password']])(
    'returns false for the malformed stored value %j',
    async (stored) => {
      expect(await verifyPassword('Secret123', stored, PEPPER)).toBe(false)
    },
  )
})

describe('timingSafeEqual', () => {
  it('compares bytes and lengths', () => {
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true)
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false)
    expect(timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false)
  })
})

describe('sha256', () => {
  it('returns base64url without padding', async () => {
    expect(await sha256('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0')
  })
})
