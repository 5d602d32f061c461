import { sha256Source } from '../lib/script-hash'
import { sitePageCsp } from '../middleware/security-headers'
import { THEME_SCRIPT } from './theme'

let cached: string | null = null

/**
 * The CSP of every public site page: its one inline script (the theme switch, a constant)
 * allowed by hash, no nonce. Pages cached by browsers and shared caches (`public, max-age`)
 * are then the same bytes for everyone, and no visitor ever receives another's nonce.
 */
export async function siteCsp(): Promise<string> {
  cached ??= sitePageCsp(await sha256Source(THEME_SCRIPT))
  return cached
}
