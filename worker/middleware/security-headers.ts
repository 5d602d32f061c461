import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { base64url } from '../lib/ids'

/** Headers every response carries; HTML responses add a CSP built around `c.var.nonce`. */
export const securityHeaders = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('nonce', base64url(crypto.getRandomValues(new Uint8Array(16))))
    await next()
    const h = c.res.headers
    h.set('x-content-type-options', 'nosniff')
    h.set('referrer-policy', 'strict-origin-when-cross-origin')
    if (!h.has('strict-transport-security'))
      h.set('strict-transport-security', 'max-age=31536000; includeSubDomains')
    if (h.get('content-type')?.startsWith('text/html') && !h.has('content-security-policy')) {
      h.set('content-security-policy', htmlCsp(c.get('nonce')))
    }
  })

type ExtraSources = { script?: string[]; connect?: string[]; img?: string[] }

/**
 * Nonce-based policy for every HTML page. `extra` widens it for one response only (a shop's
 * own Facebook pixel), never globally.
 */
export function htmlCsp(nonce: string, extra: ExtraSources = {}): string {
  const add = (list?: string[]) => (list?.length ? ` ${list.join(' ')}` : '')
  return [
    "default-src 'self'",
    // 'self' and hosts only matter to browsers without CSP3 ('strict-dynamic' ignores them).
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${add(extra.script)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:${add(extra.img)}`,
    "font-src 'self'",
    `connect-src 'self'${add(extra.connect)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
