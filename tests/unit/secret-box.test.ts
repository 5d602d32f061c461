import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Env } from '#worker/env.ts'
import { lastFour, openSecret, sealedWith, sealSecret } from '#worker/lib/secret-box.ts'

const key = (id: string) => `${id}:${randomBytes(32).toString('base64url')}`
const envWith = (keys: string, environment = 'production') =>
  ({ PAYMENT_KEYS: keys, ENVIRONMENT: environment }) as Env

describe('sealed secrets (provider keys at rest)', () => {
  it('opens what it sealed, and the stored text holds neither the secret nor a fixed IV', async () => {
    const env = envWith(key('k1'))
    const [a, b] = [
      await sealSecret(env, 'sk_live_abc123'),
      await sealSecret(env, 'sk_live_abc123'),
    ]
    expect(a).not.toContain('sk_live')
    expect(a).not.toBe(b)
    expect(await openSecret(env, a)).toBe('sk_live_abc123')
    expect(sealedWith(a)).toBe('k1')
  })

  it('keeps opening secrets sealed with an older key after rotation, and seals new ones with the current key', async () => {
    const [k1, k2] = [key('k1'), key('k2')]
    const old = await sealSecret(envWith(k1), 'wh_live_secret')
    const rotated = envWith(`${k2},${k1}`)
    expect(await openSecret(rotated, old)).toBe('wh_live_secret')
    expect(sealedWith(await sealSecret(rotated, 'x'))).toBe('k2')
  })

  it('refuses a tampered ciphertext and a ciphertext relabelled with another key id', async () => {
    const [k1, k2] = [key('k1'), key('k2')]
    const env = envWith(`${k2},${k1}`)
    const sealed = await sealSecret(envWith(k1), 'secret')
    const [, iv, data] = sealed.split('.')
    // The character replaced must really change (1 time in 64 it was already the 'A' written).
    const replaced = data!.at(-2) === 'A' ? 'B' : 'A'
    const flipped = `k1.${iv}.${data!.slice(0, -2)}${replaced}${data!.slice(-1)}`
    await expect(openSecret(env, flipped)).rejects.toThrow()
    await expect(openSecret(env, `k2.${iv}.${data}`)).rejects.toThrow()
  })

  it('refuses to work without a platform key outside local development', async () => {
    await expect(sealSecret(envWith(''), 'x')).rejects.toThrow(/PAYMENT_KEYS/)
    await expect(sealSecret(envWith('k1:short'), 'x')).rejects.toThrow(/PAYMENT_KEYS/)
    expect(await sealSecret(envWith('', 'development'), 'x')).toMatch(/^dev\./)
  })

  it('shows only the last four characters', () => {
    expect(lastFour('sk_live_abcd1234')).toBe('1234')
  })
})
