import { beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * Restoring a session on page load, seen from the network. The modules keep the session in
 * memory, so each test loads them fresh.
 */
let session: typeof import('#dashboard/app/session/session.ts')
let client: typeof import('#dashboard/lib/api-client.ts')
let queries: typeof import('#dashboard/lib/query-client.ts')
let refreshes: number

function serveRefresh(status: 200 | 401) {
  refreshes = 0
  vi.stubGlobal('fetch', async () => {
    refreshes++
    await new Promise((resolve) => setTimeout(resolve))
    return status === 200
      ? Response.json({
          token: 'tok',
          role: 'user',
          expiresIn: 900,
          user: { id: 'usr_1', firstName: 'Awa', lastName: 'Sana', role: 'user' },
        })
      : Response.json({ error: { code: 'UNAUTHORIZED', message: 'Session expirée' } }, { status })
  })
}

beforeEach(async () => {
  vi.resetModules()
  session = await import('#dashboard/app/session/session.ts')
  client = await import('#dashboard/lib/api-client.ts')
  queries = await import('#dashboard/lib/query-client.ts')
})

describe('restoreSession', () => {
  it('asks the server once per page load, however many guards wait for it', async () => {
    serveRefresh(200)
    await Promise.all([session.restoreSession(), session.restoreSession()])
    await session.restoreSession()
    expect(refreshes).toBe(1)
    expect(session.hasSession()).toBe(true)
    expect(queries.queryClient.getQueryData(session.authKeys.me())).toMatchObject({ id: 'usr_1' })
  })

  it('leaves a visitor without a refresh cookie signed out', async () => {
    serveRefresh(401)
    await session.restoreSession()
    expect(session.hasSession()).toBe(false)
    expect(client.getAccessToken()).toBeNull()
  })

  it('does not call the server after a sign-in or a sign-out', async () => {
    serveRefresh(200)
    session.endSession()
    await session.restoreSession()
    expect(refreshes).toBe(0)
    expect(session.hasSession()).toBe(false)
  })
})

describe('query retries', () => {
  it('retries server and network failures, never a refusal (4xx)', () => {
    // From the same fresh modules as the error class, so that `instanceof` holds.
    const twice = queries.retryUpTo(2)
    expect(twice(0, new client.ApiClientError(503))).toBe(true)
    expect(twice(1, new client.ApiClientError(0, { code: 'NETWORK' }))).toBe(true)
    expect(twice(2, new client.ApiClientError(503))).toBe(false)
    expect(twice(0, new client.ApiClientError(404))).toBe(false)
    expect(twice(0, new client.ApiClientError(422))).toBe(false)
  })

  it('waits 1 s, then twice as long each time, at most 30 s', () => {
    expect([0, 1, 2, 5, 10].map(queries.backoff)).toEqual([1000, 2000, 4000, 30_000, 30_000])
  })
})
