import { facebookPixelCode } from '#themes/shared/facebook-pixel.tsx'
import { storefrontCsp } from '../middleware/security-headers'

/** Pixel code → its CSP source (`sha256-<base64>`); a handful of shops per isolate. */
const hashes = new Map<string, string>()
const MAX_ENTRIES = 1000

async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)),
  )
  return `sha256-${btoa(String.fromCharCode(...digest))}`
}

/** The CSP of a shop's storefront pages: no script, or exactly its Facebook pixel's. */
export async function shopCsp(pixelId: string | null): Promise<string> {
  const code = facebookPixelCode(pixelId)
  if (!code) return storefrontCsp(null)
  let hash = hashes.get(code)
  if (!hash) {
    hash = await sha256Source(code)
    if (hashes.size >= MAX_ENTRIES) hashes.clear()
    hashes.set(code, hash)
  }
  return storefrontCsp(hash)
}
