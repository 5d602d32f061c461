import type { Context } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'
import type { StoreRow } from '#worker/db/schema/index.ts'
import type { AppEnv } from '#worker/env.ts'
import { withEdgeCache } from '#worker/storefront/cache.ts'

/**
 * Pages carry the cookies set on the context since streamHtml builds them with it: a cached
 * page must still never keep one, nor hand it to the next visitor.
 */
const puts: string[] = []
const edge = {
  default: {
    match: async () => undefined,
    put: async (key: string) => void puts.push(key),
  },
}
Object.assign(globalThis, { caches: edge })
afterEach(() => void puts.splice(0))

let shops = 0
function visitOf(store: Pick<StoreRow, 'id' | 'version'>) {
  const waits: Promise<unknown>[] = []
  const c = {
    env: {},
    executionCtx: { waitUntil: (p: Promise<unknown>) => void waits.push(p) },
    req: {
      routePath: '/:slug/home',
      method: 'GET',
      url: 'https://boutiko.test/awa/home',
      raw: new Request('https://boutiko.test/awa/home'),
    },
  } as unknown as Context<AppEnv>
  return {
    get: (render: () => Promise<Response>) =>
      withEdgeCache(c, store as StoreRow, 'boutiko.test', render),
    settled: () => Promise.all(waits),
  }
}

const page = (headers: Record<string, string> = {}) =>
  new Response('<!DOCTYPE html><p>Chez Awa</p>', {
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  })

describe('the storefront page cache and cookies', () => {
  it('never keeps a page that sets a cookie, so the next visitor gets none', async () => {
    const store = { id: `sto_cookie${++shops}`, version: 1 }
    const first = visitOf(store)
    const withCookie = await first.get(async () => page({ 'set-cookie': 'bt_x=1; Path=/awa/' }))
    await first.settled()
    expect(withCookie.headers.get('set-cookie')).toBe('bt_x=1; Path=/awa/')
    expect(withCookie.headers.get('x-boutiko-cache')).toBe('bypass')
    expect(puts).toEqual([])

    let rendered = 0
    const next = await visitOf(store).get(async () => {
      rendered++
      return page()
    })
    expect(rendered).toBe(1)
    expect(next.headers.get('set-cookie')).toBeNull()
  })

  it('keeps a page without cookies and serves it again without any', async () => {
    const store = { id: `sto_cookie${++shops}`, version: 1 }
    const first = visitOf(store)
    expect((await first.get(async () => page())).headers.get('x-boutiko-cache')).toBe('miss')
    await first.settled()
    expect(puts).toHaveLength(1)
    const hit = await visitOf(store).get(async () => page({ 'set-cookie': 'bt_x=1' }))
    expect(hit.headers.get('x-boutiko-cache')).toBe('hit')
    expect(hit.headers.get('set-cookie')).toBeNull()
  })
})
