import {
  BASE_SECURITY_HEADERS,
  STOREFRONT_OPENER_POLICY,
  storefrontCsp,
} from '../middleware/security-headers'

/** `hit`, `miss` or `bypass`: where a storefront page came from. */
export const CACHE_STATUS_HEADER = 'x-boutiko-cache'

/**
 * A rendered storefront page as kept, in this isolate's memory (L1) and in the Cache API (L2):
 * the same bytes and headers for every visitor (storefront pages carry no nonce, ADR 010).
 * Kept encoded, with the headers of a hit ready: a hit is a lookup and a `new Response`.
 */
export type StoredPage = {
  status: number
  /** What a hit sends: the rendered page's headers, the security headers, `x-boutiko-cache`. */
  headers: Readonly<Record<string, string>>
  bytes: Uint8Array<ArrayBuffer>
  until: number
}

/** A kept page's bytes as rendered (read from the stream as bytes: never decoded, re-encoded). */
export function storedPage(
  status: number,
  rendered: [string, string][],
  bytes: Uint8Array<ArrayBuffer>,
  until: number,
): StoredPage {
  const headers: Record<string, string> = {
    ...BASE_SECURITY_HEADERS,
    // Every storefront page sets its own; this is only the strictest default.
    'content-security-policy': storefrontCsp(null),
    ...STOREFRONT_OPENER_POLICY,
  }
  for (const [name, value] of rendered) headers[name] = value
  headers[CACHE_STATUS_HEADER] = 'hit'
  return { status, headers, bytes, until }
}

/**
 * L1: the pages this isolate served last, so a hit costs no I/O at all. Bounded by size,
 * least recently used out first; same keys as the Cache API behind it.
 */
const MAX_BYTES = 8 * 1024 * 1024
const pages = new Map<string, StoredPage>()
let bytes = 0

function forget(key: string) {
  const page = pages.get(key)
  if (!page) return
  bytes -= page.bytes.length
  pages.delete(key)
}

export function recall(key: string, now: number): StoredPage | null {
  const page = pages.get(key)
  if (!page) return null
  forget(key)
  if (page.until <= now) return null
  pages.set(key, page)
  bytes += page.bytes.length
  return page
}

export function remember(key: string, page: StoredPage) {
  forget(key)
  pages.set(key, page)
  bytes += page.bytes.length
  for (const oldest of pages.keys()) {
    if (bytes <= MAX_BYTES) break
    forget(oldest)
  }
}

/**
 * A kept page as a response. Headers go in as a plain object: building and editing a Headers
 * object costs more than the rest of a hit (measured, issue 5 benchmark).
 */
export const servePage = (page: StoredPage): Response =>
  new Response(page.bytes, { status: page.status, headers: page.headers })
