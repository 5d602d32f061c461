import { expect } from 'vitest'
import { api, ORIGIN, ownAddress } from './worker.ts'

/** What a browser sends when a page posts its own form (the worker's /auth pages, ADR 038, 064). */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: ORIGIN } as const

/**
 * A worker page's form, posted from a fresh address; by default as a browser does from the
 * page itself (`headers` replace that: another site, no fetch metadata, an address of one's own).
 */
export function postForm(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = SAME_ORIGIN,
) {
  return api('POST', path, {
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...ownAddress(),
      ...headers,
    },
  })
}

/**
 * An /auth page as the worker serves it (ADR 038, 064): personal, so never cached; the site's
 * hash CSP, its forms posted only to itself; no script file. Returns its HTML.
 */
export async function servedAuthPage(res: Awaited<ReturnType<typeof api>>): Promise<string> {
  expect(res.headers.get('cache-control')).toBe('no-store')
  const csp = res.headers.get('content-security-policy') ?? ''
  expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+=*'( 'sha256-[A-Za-z0-9+/]+=*')*;/)
  expect(csp).toContain("form-action 'self'")
  const html = await res.text()
  expect(html).not.toMatch(/<script[^>]*\ssrc=/)
  expect(html).not.toContain('type="module"')
  return html
}

/** The same post from another site: what login CSRF looks like. */
export const CROSS_SITE = {
  'sec-fetch-site': 'cross-site',
  origin: 'https://evil.example',
} as const

/** The visible text of the element with this id (the pages' field errors have ids). */
export const textById = (html: string, id: string) =>
  new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1]?.trim()

/** The refresh cookies a response sets, by path. */
export const refreshCookies = (res: Awaited<ReturnType<typeof api>>) =>
  res.headers
    .getSetCookie()
    .filter((c) => c.startsWith('bt_rt='))
    .map((c) => ({ path: /Path=([^;]+)/i.exec(c)?.[1], value: c.split(';')[0] ?? '', raw: c }))
