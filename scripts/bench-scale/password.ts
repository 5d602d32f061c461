import { createHmac, pbkdf2Sync } from 'node:crypto'

/**
 * The hash `worker/lib/passwords.ts` stores for `password` under `pepper` (PBKDF2-SHA256 of
 * HMAC(pepper, password), 100 000 iterations), computed in Node: the seeded merchant and
 * administrator sign in through the real API without a sign-up per size.
 */
export function workerPasswordHash(password: string, pepper: string, salt: Buffer): string {
  const peppered = createHmac('sha256', pepper).update(password).digest()
  const hash = pbkdf2Sync(peppered, salt, 100_000, 32, 'sha256')
  return `pbkdf2-sha256$100000$${salt.toString('base64url')}$${hash.toString('base64url')}`
}
