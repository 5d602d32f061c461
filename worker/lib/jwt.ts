import { verify } from 'hono/utils/jwt/jwt'
import type { Role } from '../schemas/auth'
import { base64url } from './ids'

/** Every claim that makes an access token ours is pinned: algorithm, issuer, audience, type. */
export const JWT_ALG = 'HS256'
export const JWT_ISSUER = 'boutiko'
export const JWT_AUDIENCE = 'boutiko-api'
export const JWT_TYPE = 'at+jwt'
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60

/** `sid`: the session (refresh-token family) the token belongs to; logging out ends it. */
export type AccessClaims = { sub: string; role: Role; sid: string }
const ROLES: ReadonlySet<unknown> = new Set<Role>(['user', 'admin', 'staff'])
/** `issuedAtMs`: the exact issue time (own claim `iat_ms`), so a revocation cuts at the millisecond. */
export type VerifiedClaims = AccessClaims & { issuedAtMs: number }

/*
 * Hono's JWT utilities rather than jose (~5 KB gzip of the worker bundle, docs/decisions/023).
 * Its `sign` always writes `typ: JWT`, so the token is put together here (the same bytes jose
 * wrote: header, then claims in the same order) and only the HMAC is WebCrypto's. Its `verify`
 * checks the signature, algorithm, `typ`, issuer and audience, but reads the time from
 * `Date.now()`: the time claims are checked below against the request's clock instead.
 */
const hmacKey = (secret: Uint8Array, use: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    use,
  ])
const json64 = (value: object) => base64url(new TextEncoder().encode(JSON.stringify(value)))

export async function signAccessToken(
  claims: AccessClaims,
  secret: Uint8Array,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000)
  const header = json64({ alg: JWT_ALG, typ: JWT_TYPE })
  const payload = json64({
    role: claims.role,
    sid: claims.sid,
    iat_ms: now.getTime(),
    sub: claims.sub,
    iss: JWT_ISSUER,
    aud: JWT_AUDIENCE,
    iat,
    exp: iat + ACCESS_TOKEN_TTL_SECONDS,
  })
  const input = `${header}.${payload}`
  const mac = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret, 'sign'),
    new TextEncoder().encode(input),
  )
  return `${input}.${base64url(new Uint8Array(mac))}`
}

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/** Returns null for anything not a valid, unexpired access token of ours. */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
  now: Date,
): Promise<VerifiedClaims | null> {
  try {
    const payload = await verify(token, await hmacKey(secret, 'verify'), {
      alg: JWT_ALG,
      iss: JWT_ISSUER,
      aud: JWT_AUDIENCE,
      typ: JWT_TYPE,
      exp: false,
      nbf: false,
      iat: false,
    })
    const seconds = now.getTime() / 1000
    const { exp, iat, nbf, role, sid } = payload
    if (!isTime(exp) || exp <= Math.floor(seconds) || !isTime(iat)) return null
    if (nbf !== undefined && (!isTime(nbf) || nbf > Math.floor(seconds))) return null
    if (typeof payload.sub !== 'string' || typeof sid !== 'string' || !ROLES.has(role)) return null
    const issuedAtMs = isTime(payload.iat_ms) ? payload.iat_ms : iat * 1000
    return { sub: payload.sub, role: role as Role, sid, issuedAtMs }
  } catch {
    return null
  }
}
