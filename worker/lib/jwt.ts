import { jwtVerify, SignJWT } from 'jose'
import type { Role } from '../schemas/auth'

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

export async function signAccessToken(
  claims: AccessClaims,
  secret: Uint8Array,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000)
  return new SignJWT({ role: claims.role, sid: claims.sid, iat_ms: now.getTime() })
    .setProtectedHeader({ alg: JWT_ALG, typ: JWT_TYPE })
    .setSubject(claims.sub)
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(secret)
}

/** Returns null for anything not a valid, unexpired access token of ours. */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
  now: Date,
): Promise<VerifiedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [JWT_ALG],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      typ: JWT_TYPE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat', 'sid'],
    })
    const { role, sid } = payload
    if (typeof payload.sub !== 'string' || typeof sid !== 'string' || !ROLES.has(role)) return null
    const issuedAtMs =
      typeof payload.iat_ms === 'number' ? payload.iat_ms : (payload.iat ?? 0) * 1000
    return { sub: payload.sub, role: role as Role, sid, issuedAtMs }
  } catch {
    return null
  }
}
