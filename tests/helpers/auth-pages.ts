import { api, ORIGIN, ownAddress } from './worker.ts'

/** What a browser sends when a page posts its own form (the worker's /auth pages, ADR 038, 064). */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: ORIGIN } as const

/** A worker page's form, posted as a browser would, from its own page and a fresh address. */
export function postForm(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return api('POST', path, {
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...SAME_ORIGIN,
      ...ownAddress(),
      ...headers,
    },
  })
}

/** The same post from another site: what login CSRF looks like. */
export const CROSS_SITE = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }

/** The visible text of the element with this id (the pages' field errors have ids). */
export const textById = (html: string, id: string) =>
  new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1]?.trim()

/** The refresh cookies a response sets, by path. */
export const refreshCookies = (res: Awaited<ReturnType<typeof api>>) =>
  res.headers
    .getSetCookie()
    .filter((c) => c.startsWith('bt_rt='))
    .map((c) => ({ path: /Path=([^;]+)/i.exec(c)?.[1], value: c.split(';')[0] ?? '', raw: c }))
