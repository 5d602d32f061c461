import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthResult } from '#worker/schemas/auth.ts'
import { msg } from '#worker/schemas/messages.ts'

/**
 * The session rules of the dashboard's API client, seen from the network: which requests go
 * out, with which bearer, and what the caller gets back. `fetch` is the boundary replaced
 * here; the client itself is the real module, loaded fresh for each test (its token and its
 * running refresh are module state).
 */
type Client = typeof import('#dashboard/lib/api-client.ts')
let client: Client

/**
 * The calls of these tests, made the way screens make them: through the typed client, the
 * answer unwrapped or its error thrown. The only lines that know the module's call API: the
 * tests below assert what the network sees. Bodies the worker would refuse are cast on purpose.
 */
const routes = {
  'GET /api/products': () => client.api.products.$get({ query: {} }),
  'GET /api/orders': () => client.api.orders.$get({ query: {} }),
  'GET /api/customers': () => client.api.customers.$get({ query: {} }),
  'POST /api/products': () => client.api.products.$post({ json: { price: 'x' } as never }),
  'DELETE /api/products/p1': () => client.api.products[':id'].$delete({ param: { id: 'p1' } }),
  'POST /api/signin': () => client.api.signin.$post({ json: {} as never }),
}
const call = (which: keyof typeof routes) =>
  client.unwrap(routes[which]() as never) as Promise<unknown>

type Seen = {
  method: string
  path: string
  bearer: string | null
  requestedWith: string | null
  bookmark: string | null
  keepalive: boolean
}
let seen: Seen[]

/** A fake server at the fetch boundary: records each request, then lets `answer` reply. */
function serve(answer: (req: Request) => Response | Promise<Response>) {
  seen = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req =
      input instanceof Request
        ? new Request(input, init)
        : new Request(new URL(String(input), 'http://boutiko.test'), init)
    const url = new URL(req.url)
    seen.push({
      method: req.method,
      path: url.pathname,
      bearer: req.headers.get('Authorization'),
      requestedWith: req.headers.get('X-Requested-With'),
      bookmark: req.headers.get('x-d1-bookmark'),
      keepalive: req.keepalive,
    })
    // A real network answers in a later task: a client that loops on 401 then times out.
    await new Promise((resolve) => setTimeout(resolve))
    return answer(req)
  })
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const expired = () =>
  json(401, { error: { code: 'UNAUTHORIZED', message: 'Session expirée', requestId: 'r1' } })
const session = (token: string) =>
  json(200, {
    token,
    role: 'user',
    expiresIn: 900,
    user: { id: 'usr_1', firstName: 'Awa', lastName: 'Sana', role: 'user' },
  } as AuthResult)

/** A server whose tokens other than `fresh` have expired, and whose refresh gives `fresh`. */
const withRefresh =
  (fresh: string, refresh: () => Response | Promise<Response> = () => session(fresh)) =>
  (req: Request) => {
    if (new URL(req.url).pathname === '/api/refresh') return refresh()
    return req.headers.get('Authorization') === `Bearer ${fresh}`
      ? json(200, { ok: true })
      : expired()
  }

beforeEach(async () => {
  // The bookmark is shared by the dashboard's tabs through localStorage: none from a previous test.
  localStorage.clear()
  vi.resetModules()
  client = await import('#dashboard/lib/api-client.ts')
})

describe('a call whose access token has expired', () => {
  it('refreshes the session once, then retries once with the new token', async () => {
    client.setAccessToken('old')
    serve(withRefresh('new'))
    await expect(call('GET /api/products')).resolves.toEqual({ ok: true })
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /api/products',
      'POST /api/refresh',
      'GET /api/products',
    ])
    expect([seen[0]?.bearer, seen[2]?.bearer]).toEqual(['Bearer old', 'Bearer new'])
    expect(client.getAccessToken()).toBe('new')
  })

  it('asks for the refresh with keepalive: a page left meanwhile still stores the next token', async () => {
    client.setAccessToken('old')
    serve(withRefresh('new'))
    await call('GET /api/products')
    expect(seen.map((s) => [s.path, s.keepalive])).toEqual([
      ['/api/products', false],
      ['/api/refresh', true],
      ['/api/products', false],
    ])
  })

  it('sends one refresh for calls that fail together, and retries each of them', async () => {
    client.setAccessToken('old')
    let release = () => {}
    const refreshed = new Promise<void>((r) => {
      release = r
    })
    serve(
      withRefresh('new', async () => {
        await refreshed
        return session('new')
      }),
    )
    const calls = Promise.all([
      call('GET /api/products'),
      call('GET /api/orders'),
      call('GET /api/customers'),
    ])
    await vi.waitFor(() => expect(seen.filter((s) => s.path === '/api/refresh')).toHaveLength(1))
    release()
    await expect(calls).resolves.toEqual([{ ok: true }, { ok: true }, { ok: true }])
    expect(seen.filter((s) => s.path === '/api/refresh')).toHaveLength(1)
    expect(
      seen
        .filter((s) => s.bearer === 'Bearer new')
        .map((s) => s.path)
        .sort(),
    ).toEqual(['/api/customers', '/api/orders', '/api/products'])
  })

  it('does not refresh a second time when the retry is refused too', async () => {
    client.setAccessToken('old')
    serve((req) => (new URL(req.url).pathname === '/api/refresh' ? session('new') : expired()))
    const error = await call('GET /api/products').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(client.ApiClientError)
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' })
    expect(seen.map((s) => s.path)).toEqual(['/api/products', '/api/refresh', '/api/products'])
  })

  it('ends the session when the refresh is refused: token dropped, listeners told, 401 thrown', async () => {
    client.setAccessToken('old')
    const ended = vi.fn()
    client.onSessionExpired(ended)
    serve(withRefresh('never', () => expired()))
    await expect(call('GET /api/products')).rejects.toMatchObject({
      status: 401,
      message: 'Session expirée',
    })
    expect(ended).toHaveBeenCalledTimes(1)
    expect(client.getAccessToken()).toBeNull()
    expect(seen.map((s) => s.path)).toEqual(['/api/products', '/api/refresh'])
  })

  it('ends the session when the refresh cannot reach the server', async () => {
    client.setAccessToken('old')
    const ended = vi.fn()
    client.onSessionExpired(ended)
    serve((req) => {
      if (new URL(req.url).pathname === '/api/refresh') throw new TypeError('Failed to fetch')
      return expired()
    })
    await expect(call('GET /api/products')).rejects.toMatchObject({ status: 401 })
    expect(ended).toHaveBeenCalledTimes(1)
    expect(client.getAccessToken()).toBeNull()
  })

  it('leaves a refused sign-in alone: no refresh, the wrong password is the answer', async () => {
    serve(() => json(401, { error: { code: 'UNAUTHORIZED', message: 'Identifiants incorrects' } }))
    await expect(call('POST /api/signin')).rejects.toMatchObject({
      status: 401,
      message: 'Identifiants incorrects',
    })
    expect(seen.map((s) => s.path)).toEqual(['/api/signin'])
  })
})

describe("the refresh the shell's HTML started (index.html, ADR 065)", () => {
  const page = window as { __boutikoRefresh?: Promise<Response> }

  it('is asked as the client asks it: the same headers, keepalive, the same Web Lock', () => {
    const shell = readFileSync(resolve('dashboard/index.html'), 'utf8')
    const first = /<script id="bt-first">([\s\S]*?)<\/script>/.exec(shell)?.[1] ?? ''
    for (const part of [
      "fetch('/api/refresh'",
      "'X-Requested-With': 'XMLHttpRequest'",
      `'${client.BOOKMARKS_KEY}'`,
      "'x-d1-bookmark'",
      'keepalive: true',
      `request('${client.REFRESH_LOCK}'`,
    ])
      expect(first, part).toContain(part)
  })

  it('is the first refresh: its token is used and no second refresh spends the cookie again', async () => {
    page.__boutikoRefresh = Promise.resolve(session('early'))
    serve(withRefresh('early'))
    const restored = await client.refreshSession()
    expect(restored?.token).toBe('early')
    await expect(call('GET /api/products')).resolves.toEqual({ ok: true })
    expect(seen.map((s) => `${s.method} ${s.path} ${s.bearer}`)).toEqual([
      'GET /api/products Bearer early',
    ])
  })

  it('is taken once: a later expiry refreshes over the network', async () => {
    page.__boutikoRefresh = Promise.resolve(session('early'))
    serve(withRefresh('next'))
    await client.refreshSession()
    await expect(call('GET /api/products')).resolves.toEqual({ ok: true })
    expect(seen.map((s) => s.path)).toEqual(['/api/products', '/api/refresh', '/api/products'])
    expect(client.getAccessToken()).toBe('next')
  })

  it('keeps the bookmarks it answered with, as any answer', async () => {
    const bookmark = `DB=00000010-00000001-00000001-${'a'.repeat(32)}`
    const answer = session('early')
    answer.headers.set('x-d1-bookmark', bookmark)
    page.__boutikoRefresh = Promise.resolve(answer)
    await client.refreshSession()
    expect(client.lastBookmarks()).toBe(bookmark)
  })

  it('that could not reach the server leaves the page signed out, as its own refresh would', async () => {
    page.__boutikoRefresh = Promise.reject(new TypeError('Failed to fetch'))
    serve(withRefresh('never'))
    await expect(client.refreshSession()).resolves.toBeNull()
    expect(client.getAccessToken()).toBeNull()
    expect(seen).toEqual([])
  })
})

describe('every call', () => {
  it('carries the bearer token and the header that the API requires of scripts', async () => {
    client.setAccessToken('tok')
    serve(() => json(200, []))
    await call('GET /api/products')
    expect(seen[0]).toMatchObject({ bearer: 'Bearer tok', requestedWith: 'XMLHttpRequest' })
  })

  it('turns the error envelope into an ApiClientError with its code, message, request id and issues', async () => {
    const issues = [{ path: 'price', message: 'Prix : écrivez un nombre, par exemple 15 000' }]
    serve(() =>
      json(422, {
        error: { code: 'INVALID_INPUT', message: 'Requête invalide', requestId: 'req_42', issues },
      }),
    )
    const error = await call('POST /api/products').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(client.ApiClientError)
    expect(error).toMatchObject({
      status: 422,
      code: 'INVALID_INPUT',
      message: 'Requête invalide',
      requestId: 'req_42',
      issues,
    })
  })

  it('answers a body that is not the envelope (a proxy page) with the generic French sentence', async () => {
    serve(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    await expect(call('GET /api/products')).rejects.toMatchObject({
      status: 502,
      code: 'UNKNOWN',
      message: msg.unexpected,
      issues: [],
    })
  })

  it('reports an unreachable server as a network error in French', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch')
    })
    await expect(call('GET /api/products')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: 'Impossible de joindre le serveur. Vérifiez votre connexion.',
    })
  })

  it('gives nothing back for 204 No Content', async () => {
    serve(() => new Response(null, { status: 204 }))
    await expect(call('DELETE /api/products/p1')).resolves.toBeUndefined()
  })
})

describe('the database bookmarks (ADR 037)', () => {
  const B1 = `00000010-00000001-00000001-${'a'.repeat(32)}`
  const B2 = `00000011-00000001-00000001-${'b'.repeat(32)}`
  const S1 = `00000003-00000001-00000001-${'c'.repeat(32)}`
  const S2 = `00000004-00000001-00000001-${'d'.repeat(32)}`
  /** A server answering each call with the next of `answers` as its bookmarks header. */
  const answering = (...answers: string[]) => {
    let i = 0
    serve(() => {
      const res = json(200, [])
      const bookmarks = answers[i++]
      if (bookmarks) res.headers.set('x-d1-bookmark', bookmarks)
      return res
    })
  }

  it('go back with the next call: a read after a write reads from where the write left, in each database', async () => {
    client.setAccessToken('tok')
    answering(`DB=${B1},SHOP_DB_2=${S1}`, `DB=${B2},SHOP_DB_2=${S2}`)
    await call('POST /api/products').catch(() => undefined)
    await call('GET /api/products')
    await call('GET /api/orders')
    expect(seen.map((s) => s.bookmark)).toEqual([
      null,
      `DB=${B1},SHOP_DB_2=${S1}`,
      `DB=${B2},SHOP_DB_2=${S2}`,
    ])
  })

  it("keep each database's newest, when answers arrive out of order or name other databases", async () => {
    answering(`DB=${B2},SHOP_DB_1=${S1}`, `DB=${B1},SHOP_DB_1=${S2}`, `SHOP_DB_3=${S1}`)
    await call('GET /api/products')
    await call('GET /api/orders')
    await call('GET /api/customers')
    await call('GET /api/products')
    expect(seen.map((s) => s.bookmark)).toEqual([
      null,
      `DB=${B2},SHOP_DB_1=${S1}`,
      `DB=${B2},SHOP_DB_1=${S2}`,
      `DB=${B2},SHOP_DB_1=${S2},SHOP_DB_3=${S1}`,
    ])
  })

  it("read a bare bookmark, kept by the dashboard or answered before pairs, as the directory's", async () => {
    localStorage.setItem('boutiko.d1-bookmark', B1)
    answering(B2, `SHOP_DB_2=${S1}`)
    await call('GET /api/products')
    await call('GET /api/orders')
    await call('GET /api/customers')
    expect(seen.map((s) => s.bookmark)).toEqual([
      `DB=${B1}`,
      `DB=${B2}`,
      `DB=${B2},SHOP_DB_2=${S1}`,
    ])
  })

  it('keep nothing of an answer that is not bookmarks', async () => {
    answering(`DB=${B1}`, `DB=${B2.toUpperCase()},SHOP_DB_2=zzzz`)
    await call('GET /api/products')
    await call('GET /api/orders')
    await call('GET /api/customers')
    expect(seen.map((s) => s.bookmark)).toEqual([null, `DB=${B1}`, `DB=${B1}`])
  })

  it("are shared with the dashboard's other tabs", async () => {
    answering(`DB=${B1},SHOP_DB_2=${S1}`)
    await call('GET /api/products')
    vi.resetModules()
    const otherTab: Client = await import('#dashboard/lib/api-client.ts')
    answering()
    await otherTab.unwrap(otherTab.api.orders.$get({ query: {} }) as never)
    expect(seen.map((s) => s.bookmark)).toEqual([`DB=${B1},SHOP_DB_2=${S1}`])
  })
})

describe('error helpers', () => {
  it('shows the API message, the first file issue for uploads, and a generic sentence otherwise', () => {
    const refused = new client.ApiClientError(422, {
      message: 'Requête invalide',
      issues: [{ path: 'file', message: "L'image doit faire 5 Mo au maximum" }],
    })
    expect(client.errorMessage(refused)).toBe('Requête invalide')
    expect(client.uploadErrorMessage(refused)).toBe("L'image doit faire 5 Mo au maximum")
    expect(client.errorMessage(new Error('boom'))).toBe(msg.unexpected)
    expect(client.isNotFound(new client.ApiClientError(404))).toBe(true)
    expect(client.isNotFound(new client.ApiClientError(403))).toBe(false)
  })
})
