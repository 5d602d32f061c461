import { sha256Source } from '../lib/script-hash'
import { sitePageCsp } from '../middleware/security-headers'
import { PREFETCH_SCRIPT } from './auth/prefetch'
import { THEME_SCRIPT } from './theme'

let cached: string | null = null
let cachedForAuth: string | null = null

/**
 * The CSP of every public site page: its one inline script (the theme switch, a constant)
 * allowed by hash, no nonce. Pages cached by browsers and shared caches (`public, max-age`)
 * are then the same bytes for everyone, and no visitor ever receives another's nonce.
 */
export async function siteCsp(): Promise<string> {
  cached ??= sitePageCsp(await sha256Source(THEME_SCRIPT))
  return cached
}

/** The /auth pages': the site's, and their prefetch once loaded (ADR 064), by hash too. */
export async function authPageCsp(): Promise<string> {
  cachedForAuth ??= sitePageCsp(
    await sha256Source(THEME_SCRIPT),
    await sha256Source(PREFETCH_SCRIPT),
  )
  return cachedForAuth
}
