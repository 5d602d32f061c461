import type { Env } from '../env'

export const isDev = (env: Env) => env.ENVIRONMENT === 'development'

const MIN_SECRET_LENGTH = 32
/** Only ever used under `npm start`/tests when no secret was configured. */
const DEV_FALLBACK = 'boutiko-local-development-secret-not-for-production'

/**
 * The secret that signs access tokens. Outside local development a missing or short secret
 * stops the worker from signing anything: better down than forgeable.
 */
export function jwtSecret(env: Env): Uint8Array {
  const secret = env.JWT_SECRET
  if (!secret || secret.length < MIN_SECRET_LENGTH) {
    if (!isDev(env)) {
      throw new Error(`JWT_SECRET is missing or shorter than ${MIN_SECRET_LENGTH} characters`)
    }
    return new TextEncoder().encode(
      secret && secret.length > 0 ? secret.padEnd(MIN_SECRET_LENGTH, '.') : DEV_FALLBACK,
    )
  }
  return new TextEncoder().encode(secret)
}

export function passwordPepper(env: Env): string {
  const pepper = env.PASSWORD_PEPPER
  if (!pepper || pepper.length < 16) {
    if (!isDev(env)) throw new Error('PASSWORD_PEPPER is missing or shorter than 16 characters')
    return pepper || 'boutiko-local-development-pepper'
  }
  return pepper
}

/** Only under `npm start`/tests when APP_URL is unset: the address `npm start` serves. */
const DEV_APP_URL = 'http://localhost:8787'

/**
 * An absolute link to the platform for a message (e-mail, WhatsApp): always built from
 * `APP_URL`, never from the request's Host, which any caller chooses. Outside local
 * development a missing or malformed APP_URL stops the send: better no message than one
 * that points someone to a host an attacker named. `path` starts with "/".
 */
export function appUrl(env: Env, path: string): string {
  let origin: string | null = null
  try {
    origin = env.APP_URL ? new URL(env.APP_URL).origin : null
  } catch {
    origin = null
  }
  if (!origin) {
    if (!isDev(env)) throw new Error('APP_URL is missing or not an absolute URL')
    origin = DEV_APP_URL
  }
  return `${origin}${path}`
}

/**
 * How long a shop's claim on a custom domain may stay unproven. A pending claim reserves
 * nothing (only a verified domain does); past this it is released by the periodic job, so
 * the list of claims on a name does not grow with abandoned or squatting attempts.
 */
export const PENDING_DOMAIN_CLAIM_DAYS = 7
