import { facebookPixelCode } from '#themes/shared/facebook-pixel.tsx'
import { sha256Source } from '../lib/script-hash'
import { storefrontCsp } from '../middleware/security-headers'

/** Pixel code → its CSP source (`sha256-<base64>`); a handful of shops per isolate. */
const hashes = new Map<string, string>()
const MAX_ENTRIES = 1000

/**
 * The CSP of a shop's storefront pages: no script, or exactly its Facebook pixel's; forms to
 * the shop itself and to the payment providers' hosted pages (`formTargets`).
 */
export async function shopCsp(
  pixelId: string | null,
  formTargets: string[] = [],
  ownScripts: readonly string[] = [],
): Promise<string> {
  const code = facebookPixelCode(pixelId)
  const own = await Promise.all(ownScripts.map(hashOf))
  return storefrontCsp(code ? await hashOf(code) : null, formTargets, own)
}

async function hashOf(code: string): Promise<string> {
  let hash = hashes.get(code)
  if (!hash) {
    hash = await sha256Source(code)
    if (hashes.size >= MAX_ENTRIES) hashes.clear()
    hashes.set(code, hash)
  }
  return hash
}
