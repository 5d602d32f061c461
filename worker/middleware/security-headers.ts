import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { base64url } from '../lib/ids'

/** Headers every response carries (the storefront's memory fast path sends the same). */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
}

/** The base headers on every response; HTML without a CSP of its own gets one around `c.var.nonce`. */
export const securityHeaders = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('nonce', base64url(crypto.getRandomValues(new Uint8Array(16))))
    await next()
    const h = c.res.headers
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
      // A page may send a stricter referrer policy of its own (the courier's link: no-referrer).
      if (name === 'referrer-policy' && h.has(name)) continue
      h.set(name, value)
    }
    if (h.get('content-type')?.startsWith('text/html') && !h.has('content-security-policy')) {
      h.set('content-security-policy', htmlCsp(c.get('nonce')))
    }
  })

type ExtraSources = { script?: string[]; connect?: string[]; img?: string[]; form?: string[] }

function policy(scriptSrc: string, extra: ExtraSources = {}, storefront = false): string {
  const add = (list?: string[]) => (list?.length ? ` ${list.join(' ')}` : '')
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}${add(extra.script)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:${add(extra.img)}`,
    "font-src 'self'",
    // A storefront shares its origin with /api (ADR 012): nothing running in it may call it,
    // frame it, or start a worker that would escape this policy.
    storefront
      ? `connect-src ${extra.connect?.join(' ') ?? "'none'"}`
      : `connect-src 'self'${add(extra.connect)}`,
    // The dashboard's offline service worker is its only worker (ADR 057).
    ...(storefront ? ["frame-src 'none'", "worker-src 'none'"] : ["worker-src 'self'"]),
    "object-src 'none'",
    "base-uri 'none'",
    // A storefront's checkout form leads on to the payment provider's hosted page (a 303).
    `form-action 'self'${add(extra.form)}`,
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * Storefront pages only: a window a storefront opens onto any other page of the origin (the
 * dashboard, an API answer, a static file), or that opens it, is cut from it (ADR 012), so
 * a script in a storefront can never reach into a document without the storefront's CSP.
 */
export const STOREFRONT_OPENER_POLICY = { 'cross-origin-opener-policy': 'same-origin' } as const

/**
 * Nonce-based policy for the site and the dashboard shell: their scripts get the nonce.
 * 'self' only matters to browsers without CSP3 ('strict-dynamic' ignores it).
 */
export const htmlCsp = (nonce: string): string => policy(`'self' 'nonce-${nonce}' 'strict-dynamic'`)

/**
 * Public site pages: scripts by hash only (their one inline script is a constant), so a page
 * kept by a shared cache carries no nonce to hand out twice (ADR 010's rule, for the site).
 */
export const sitePageCsp = (...scriptHashes: string[]): string =>
  policy(scriptHashes.map((hash) => `'${hash}'`).join(' '))

/** The Facebook pixel loads from and reports to Facebook: allowed only on shops that set one. */
const PIXEL_SOURCES = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com'],
  img: ['https://www.facebook.com'],
}

/**
 * Storefront pages run no script of ours but the checkout's constant "Partager ma position"
 * (ADR 050), allowed by its hash on that page only. The one inline script a shop may have, its Facebook
 * pixel, is allowed by its SHA-256 hash (`'sha256-…'`), which loads Meta's library through
 * 'strict-dynamic'. No nonce: a page is the same bytes for every visitor, so the edge cache
 * serves it as it is (ADR 010).
 */
export const storefrontCsp = (
  pixelHash: string | null,
  formTargets: string[] = [],
  /** Our own constant scripts of this page (the checkout's "Partager ma position", ADR 050). */
  ownHashes: readonly string[] = [],
): string => {
  const own = ownHashes.map((h) => `'${h}'`).join(' ')
  if (pixelHash)
    return policy(
      `'${pixelHash}'${own ? ` ${own}` : ''} 'strict-dynamic'`,
      { ...PIXEL_SOURCES, form: formTargets },
      true,
    )
  return policy(own || `'none'`, { form: formTargets }, true)
}
