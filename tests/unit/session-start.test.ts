import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../worker/env.ts'
import { Hono } from '../../worker/lib/hono.ts'
import { sessionStartsOf } from '../../worker/middleware/context.ts'

/**
 * Where each request's D1 session starts (ADR 037). Miniflare's D1 has no replica, so whether
 * a request may read from one is only visible here: the worker's choice, request by request.
 */
// In headers, not the body: a HEAD answer has none. One per database the worker is bound to.
const app = new Hono<AppEnv>().all('*', (c) => {
  const startOf = sessionStartsOf(c)
  return c.body(null, 204, {
    'x-start': startOf('DB'),
    'x-start-shop-db-2': startOf('SHOP_DB_2'),
    'x-start-shop-db-7': startOf('SHOP_DB_7'),
  })
})
/** The bindings only need to exist here: which names are bound is all the start looks at. */
const env = { DB: {}, SHOP_DB_1: {}, SHOP_DB_2: {} }
const answerOf = (method: string, path: string, headers: Record<string, string> = {}) =>
  app.request(path, { method, headers }, env)
/** The directory's start. */
const startOf = async (method: string, path: string, headers: Record<string, string> = {}) =>
  (await answerOf(method, path, headers)).headers.get('x-start')

const BOOKMARK = `0000002a-00000003-00004f8e-${'0c3e87bb'.repeat(4)}`
const SIGNED_IN = { authorization: 'Bearer any' }

describe('a D1 session starts', () => {
  it('at the nearest replica for an anonymous read: storefront pages, public API reads', async () => {
    expect(await startOf('GET', '/awa-couture/home')).toBe('first-unconstrained')
    expect(await startOf('HEAD', '/awa-couture/products')).toBe('first-unconstrained')
    expect(await startOf('GET', '/api/publics/awa-couture')).toBe('first-unconstrained')
  })

  it('at the primary for every write, a shopper order included', async () => {
    expect(await startOf('POST', '/awa-couture/checkout')).toBe('first-primary')
    expect(await startOf('POST', '/api/publics/awa-couture/orders')).toBe('first-primary')
    expect(await startOf('POST', '/api/signin')).toBe('first-primary')
    expect(await startOf('PUT', '/api/products/prd_1', SIGNED_IN)).toBe('first-primary')
  })

  it('at the primary for a signed-in read that brings no bookmark', async () => {
    expect(await startOf('GET', '/api/products', SIGNED_IN)).toBe('first-primary')
  })

  it('at the bookmark a dashboard call or a shopper after a form brings', async () => {
    const header = { ...SIGNED_IN, 'x-d1-bookmark': BOOKMARK }
    expect(await startOf('GET', '/api/products', header)).toBe(BOOKMARK)
    expect(await startOf('POST', '/api/products', header)).toBe(BOOKMARK)
    const cookie = { cookie: `bt_cart_sto_1=x; bt_bookmark=${BOOKMARK}` }
    expect(await startOf('GET', '/awa-couture/orders/tok', cookie)).toBe(BOOKMARK)
  })

  it.each([
    ['empty', ''],
    ['not hex', 'zzzzzzzz-zzzzzzzz-zzzzzzzz-zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz'],
    ['a constraint name', 'first-unconstrained'],
    ['too long', `${BOOKMARK}0`],
    ['with a tail', `${BOOKMARK} x`],
  ])('as if there were none when the bookmark is malformed (%s)', async (_, bookmark) => {
    expect(await startOf('GET', '/api/products', { ...SIGNED_IN, 'x-d1-bookmark': bookmark })).toBe(
      'first-primary',
    )
    expect(await startOf('GET', '/awa-couture/home', { cookie: `bt_bookmark=${bookmark}` })).toBe(
      'first-unconstrained',
    )
  })
})

describe("each database's D1 session starts", () => {
  const OTHER = `0000002b-00000001-00000001-${'ab'.repeat(16)}`
  const startsOf = async (headers: Record<string, string>, method = 'GET', path = '/api/x') => {
    const res = await answerOf(method, path, headers)
    return {
      DB: res.headers.get('x-start'),
      SHOP_DB_2: res.headers.get('x-start-shop-db-2'),
      SHOP_DB_7: res.headers.get('x-start-shop-db-7'),
    }
  }

  it('at its own bookmark, never at the bookmark of another database', async () => {
    const both = { ...SIGNED_IN, 'x-d1-bookmark': `DB=${BOOKMARK},SHOP_DB_2=${OTHER}` }
    expect(await startsOf(both)).toMatchObject({ DB: BOOKMARK, SHOP_DB_2: OTHER })
    const shopOnly = { ...SIGNED_IN, 'x-d1-bookmark': `SHOP_DB_2=${OTHER}` }
    expect(await startsOf(shopOnly)).toMatchObject({ DB: 'first-primary', SHOP_DB_2: OTHER })
    const cookie = { cookie: `bt_bookmark=${encodeURIComponent(`DB=${BOOKMARK}`)}` }
    expect(await startsOf(cookie, 'GET', '/awa-couture/orders/tok')).toMatchObject({
      DB: BOOKMARK,
      SHOP_DB_2: 'first-unconstrained',
    })
  })

  it("reads a bare bookmark, the form before shops left the directory, as the directory's", async () => {
    const bare = { ...SIGNED_IN, 'x-d1-bookmark': BOOKMARK }
    expect(await startsOf(bare)).toMatchObject({ DB: BOOKMARK, SHOP_DB_2: 'first-primary' })
  })

  it('reads pairs the way HTTP joins a repeated header, and keeps the newer of two for one database', async () => {
    const joined = { ...SIGNED_IN, 'x-d1-bookmark': `SHOP_DB_2=${BOOKMARK}, SHOP_DB_2=${OTHER}` }
    expect(await startsOf(joined)).toMatchObject({ DB: 'first-primary', SHOP_DB_2: OTHER })
  })

  it.each([
    ['a database this worker is not bound to', `SHOP_DB_7=${OTHER}`, 'SHOP_DB_7'],
    ['an empty name', `=${OTHER}`, 'DB'],
    ['a malformed bookmark', `SHOP_DB_2=${OTHER.toUpperCase()}`, 'SHOP_DB_2'],
    ['a pair past the bound on pairs', `${'DB=x,'.repeat(32)}SHOP_DB_2=${OTHER}`, 'SHOP_DB_2'],
    ['a pair past the bound on length', `DB=${'0'.repeat(3072)},SHOP_DB_2=${OTHER}`, 'SHOP_DB_2'],
  ] as const)('as if there were none for a pair not to be trusted (%s)', async (_, pairs, name) => {
    const starts = await startsOf({ ...SIGNED_IN, 'x-d1-bookmark': pairs })
    expect(starts[name]).toBe('first-primary')
  })
})
