import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../worker/env.ts'
import { Hono } from '../../worker/lib/hono.ts'
import { sessionStartOf } from '../../worker/middleware/context.ts'

/**
 * Where each request's D1 session starts (ADR 037). Miniflare's D1 has no replica, so whether
 * a request may read from one is only visible here: the worker's choice, request by request.
 */
// In a header, not the body: a HEAD answer has none.
const app = new Hono<AppEnv>().all('*', (c) => c.body(null, 204, { 'x-start': sessionStartOf(c) }))
const startOf = async (method: string, path: string, headers: Record<string, string> = {}) =>
  (await app.request(path, { method, headers })).headers.get('x-start')

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
    ['with a tail', `${BOOKMARK},x`],
  ])('as if there were none when the bookmark is malformed (%s)', async (_, bookmark) => {
    expect(await startOf('GET', '/api/products', { ...SIGNED_IN, 'x-d1-bookmark': bookmark })).toBe(
      'first-primary',
    )
    expect(await startOf('GET', '/awa-couture/home', { cookie: `bt_bookmark=${bookmark}` })).toBe(
      'first-unconstrained',
    )
  })
})
