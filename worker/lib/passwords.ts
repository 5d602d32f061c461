import { base64url } from './ids'

/**
 * PBKDF2-SHA256 through WebCrypto. 100 000 iterations is the ceiling of the production
 * Workers runtime (more throws there, though not locally), so it is fixed, not tunable.
 * The pepper (a secret outside the database) is mixed in with HMAC first, so a stolen
 * database alone cannot be brute-forced. Stored as `pbkdf2-sha256$<iter>$<salt>$<hash>`.
 */
export const PBKDF2_ITERATIONS = 100_000
const ALGO = 'pbkdf2-sha256'
const enc = new TextEncoder()

async function peppered(password: string, pepper: string): Promise<ArrayBuffer> {
  const key = await crypto.subtle.importKey(
    'raw',
    enc.encode(pepper),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return crypto.subtle.sign('HMAC', key, enc.encode(password))
}

async function derive(
  password: string,
  pepper: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
) {
  const material = await crypto.subtle.importKey(
    'raw',
    await peppered(password, pepper),
    'PBKDF2',
    false,
    ['deriveBits'],
  )
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    256,
  )
  return new Uint8Array(bits)
}

export async function hashPassword(password: string, pepper: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const hash = await derive(password, pepper, salt, PBKDF2_ITERATIONS)
  return `${ALGO}$${PBKDF2_ITERATIONS}$${base64url(salt)}$${base64url(hash)}`
}

export async function verifyPassword(
  password: string,
  stored: string,
  pepper: string,
): Promise<boolean> {
  const [algo, iter, salt, hash] = stored.split('$')
  if (algo !== ALGO || !iter || !salt || !hash) return false
  const actual = await derive(password, pepper, fromBase64url(salt), Number(iter))
  return timingSafeEqual(actual, fromBase64url(hash))
}

/** A hash of a password nobody has: lets a sign-in for an unknown account cost the same time. */
export const DUMMY_HASH = `${ALGO}$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`

export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return diff === 0
}

export function fromBase64url(s: string): Uint8Array<ArrayBuffer> {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(bin, (ch) => ch.charCodeAt(0))
}

/** SHA-256 of a high-entropy token (refresh tokens): enough, since they cannot be guessed. */
export async function sha256(text: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', enc.encode(text))))
}
