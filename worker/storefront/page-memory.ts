/**
 * A rendered storefront page as kept, in this isolate's memory (L1) and in the Cache API (L2).
 * Kept encoded as well: a body of known length goes out in one piece (a non-ASCII string is
 * sent chunked), and is not re-encoded for every visitor.
 */
export type StoredPage = {
  status: number
  headers: [string, string][]
  html: string
  /** The nonce it was rendered with, when some element carries it. */
  nonce: string | null
  bytes: Uint8Array<ArrayBuffer>
  until: number
}

/** TextEncoder always returns a fresh (non-shared) buffer; not all lib typings say so. */
const encode = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>

export function storedPage(
  status: number,
  headers: [string, string][],
  html: string,
  nonce: string,
  until: number,
): StoredPage {
  const nonced = nonce !== '' && html.includes(`nonce="${nonce}"`)
  const bytes = encode(html)
  return { status, headers, html, nonce: nonced ? nonce : null, bytes, until }
}

/**
 * L1: the pages this isolate served last, so a hit costs no I/O at all. Bounded by size,
 * least recently used out first; same keys as the Cache API behind it.
 */
const MAX_BYTES = 8 * 1024 * 1024
const pages = new Map<string, StoredPage>()
let bytes = 0

const sizeOf = (page: StoredPage) => page.html.length * 2 + page.bytes.length

function forget(key: string) {
  const page = pages.get(key)
  if (!page) return
  bytes -= sizeOf(page)
  pages.delete(key)
}

export function recall(key: string, now: number): StoredPage | null {
  const page = pages.get(key)
  if (!page) return null
  forget(key)
  if (page.until <= now) return null
  pages.set(key, page)
  bytes += sizeOf(page)
  return page
}

export function remember(key: string, page: StoredPage) {
  forget(key)
  pages.set(key, page)
  bytes += sizeOf(page)
  for (const oldest of pages.keys()) {
    if (bytes <= MAX_BYTES) break
    forget(oldest)
  }
}

/**
 * A kept page, made this visitor's: a fresh nonce in the CSP and on every element that had
 * the old one (a nonce must never be shared between visitors). `extra` headers come last (the
 * fast path's security headers). Headers go in as a plain object: building and editing a
 * Headers object costs more than the rest of a hit (measured, issue 5 benchmark).
 */
export function servePage(
  page: StoredPage,
  nonce: string,
  extra: (csp: string | undefined) => Record<string, string> = () => ({}),
): Response {
  const headers: Record<string, string> = {}
  for (const [name, value] of page.headers) headers[name] = value
  const kept = headers['content-security-policy']
  const csp = kept?.replace(/'nonce-[^']*'/g, `'nonce-${nonce}'`)
  if (csp) headers['content-security-policy'] = csp
  headers['x-boutiko-cache'] = 'hit'
  Object.assign(headers, extra(csp))
  const body = page.nonce
    ? encode(page.html.replaceAll(`nonce="${page.nonce}"`, `nonce="${nonce}"`))
    : page.bytes
  return new Response(body, { status: page.status, headers })
}
