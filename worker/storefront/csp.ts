import { facebookPixelCode } from '#themes/shared/facebook-pixel.tsx'
import { sha256Source } from '../lib/script-hash'
import { storefrontCsp } from '../middleware/security-headers'

/** Pixel id, form targets and own scripts → the whole policy: the same string on every page of a shop. */
const policies = new Map<string, string>()
const MAX_ENTRIES = 1000

/**
 * The CSP of a shop's storefront pages: no script, or exactly its Facebook pixel's and the
 * page's own constant scripts (`ownScripts`, by hash: the checkout's "Partager ma position");
 * forms to the shop itself and to the payment providers' hosted pages (`formTargets`).
 */
export async function shopCsp(
  pixelId: string | null,
  formTargets: string[] = [],
  ownScripts: readonly string[] = [],
): Promise<string> {
  const key = `${pixelId ?? ''} ${formTargets.join(' ')} ${ownScripts.join('\u0000')}`
  let policy = policies.get(key)
  if (!policy) {
    const code = facebookPixelCode(pixelId)
    const own = await Promise.all(ownScripts.map(sha256Source))
    policy = storefrontCsp(code ? await sha256Source(code) : null, formTargets, own)
    if (policies.size >= MAX_ENTRIES) policies.clear()
    policies.set(key, policy)
  }
  return policy
}
