import { describe, expect, it } from 'vitest'
import { api, readError, setupWorker, worker } from '#tests/helpers/worker.ts'

setupWorker()

function expectHtmlCsp(res: Awaited<ReturnType<typeof api>>) {
  expect(res.headers.get('content-type')).toMatch(/^text\/html/)
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  const csp = res.headers.get('content-security-policy') ?? ''
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("base-uri 'none'")
  expect(csp).toContain("frame-ancestors 'none'")
  // Public pages may sit in a shared cache: their one script is allowed by hash (ADR 010, 012).
  expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]{44}'/)
  expect(csp).not.toContain('nonce-')
}

describe('GET /', () => {
  it('returns 200 with the home page as HTML, under a CSP that allows its script by hash', async () => {
    const res = await api('GET', '/')
    expect(res.status).toBe(200)
    expectHtmlCsp(res)
    const html = await res.text()
    expect(html).toMatch(/^<!doctype html><html lang="fr"/i)
    expect(html.match(/<!doctype/gi)).toHaveLength(1)
  })

  it('sends the same CSP to everyone, so a shared cache hands out nothing personal', async () => {
    const csp = async () => (await api('GET', '/')).headers.get('content-security-policy')
    expect(await csp()).toBe(await csp())
  })
})

describe('GET /nope/nope/nope', () => {
  it('returns 404 with the "Page Introuvable" page', async () => {
    const res = await api('GET', '/nope/nope/nope')
    expect(res.status).toBe(404)
    expectHtmlCsp(res)
    expect(await res.text()).toContain('Page Introuvable')
  })

  it('returns 404 "Page Introuvable" for an unknown shop slug', async () => {
    const res = await api('GET', '/boutique-inconnue')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Page Introuvable')
  })
})

describe('GET /forbidden', () => {
  it('returns 403 with the "Page Inaccessible" page', async () => {
    const res = await api('GET', '/forbidden')
    expect(res.status).toBe(403)
    expectHtmlCsp(res)
    expect(await res.text()).toContain('Page Inaccessible')
  })
})

describe('GET /forbiden', () => {
  it('returns 301 to /forbidden', async () => {
    const res = await api('GET', '/forbiden')
    expect(res.status).toBe(301)
    expect(new URL(res.headers.get('location') ?? '', 'https://boutiko.test').pathname).toBe(
      '/forbidden',
    )
  })
})

describe('GET /api/does-not-exist', () => {
  it('returns 404 NOT_FOUND as the JSON error envelope, with the request id', async () => {
    const res = await api('GET', '/api/does-not-exist')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const body = await readError(res)
    expect(body).toEqual({
      error: { code: 'NOT_FOUND', message: 'Ressource introuvable', requestId: expect.any(String) },
    })
    expect(res.headers.get('x-request-id')).toBe(body.error.requestId)
  })

  it('returns 404 NOT_FOUND JSON for a known path with the wrong method', async () => {
    const res = await api('DELETE', '/api/signup')
    expect(res.status).toBe(404)
    expect((await readError(res)).error.code).toBe('NOT_FOUND')
  })
})

describe('security headers', () => {
  it.each([['/'], ['/api/does-not-exist'], ['/nope']])(
    'sets nosniff, HSTS and a referrer policy on %s',
    async (path) => {
      const res = await api('GET', path)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      )
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    },
  )

  it('sends no CSP meant for HTML on JSON responses', async () => {
    const res = await api('GET', '/api/does-not-exist')
    expect(res.headers.get('content-security-policy')).toBeNull()
  })
})

describe('POST /api/signin (body limit)', () => {
  it('returns 413 PAYLOAD_TOO_LARGE for a JSON body over 64 KB', async () => {
    const res = await api('POST', '/api/signin', {
      json: { emailOrPhone: 'a@b.test', password: 'x'.repeat(65 * 1024) },
    })
    expect(res.status).toBe(413)
    expect((await readError(res)).error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'La requête est trop volumineuse',
    })
  })

  it('returns 413 PAYLOAD_TOO_LARGE for a streamed body over 64 KB (no content-length)', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const res = await worker().dispatchFetch('https://boutiko.test/api/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream as never,
      duplex: 'half',
    } as never)
    expect(res.status).toBe(413)
  })

  it('accepts a JSON body just under 64 KB (and answers 422 for its content)', async () => {
    const res = await api('POST', '/api/signin', {
      json: { emailOrPhone: 'a@b.test', password: 'x'.repeat(60 * 1024) },
    })
    expect(res.status).toBe(422)
  })
})
