import { facebookPixelCode } from '#themes/shared/facebook-pixel.tsx'
import { sha256Source } from '../lib/script-hash'
import { storefrontCsp } from '../middleware/security-headers'

/** Pixel id and form targets → the whole policy: the same string on every page of a shop. */
const policies = new Map<string, string>()
const MAX_ENTRIES = 1000

/**
 * The CSP of a shop's storefront pages: no script, or exactly its Facebook pixel's; forms to
 * the shop itself and to the payment providers' hosted pages (`formTargets`).
 */
export async function shopCsp(pixelId: string | null, formTargets: string[] = []): Promise<string> {
  const key = `${pixelId ?? ''} ${formTargets.join(' ')}`
  let policy = policies.get(key)
  if (!policy) {
    const code = facebookPixelCode(pixelId)
    policy = storefrontCsp(code ? await sha256Source(code) : null, formTargets)
    if (policies.size >= MAX_ENTRIES) policies.clear()
    policies.set(key, policy)
  }
  return policy
}
