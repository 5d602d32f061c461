import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  FORM_ROUTES,
  JSON_ROUTES,
  LARGE_UPLOADS,
  LIST_ROUTES,
  NO_BODY,
  PHOTO_FORMS,
  SCHEMAS,
  theWorld,
  tokenOf,
  UPLOADS,
  urlOf,
  type World,
  WRITE_ROUTES,
} from '#tests/helpers/api-world.ts'
import {
  badBody,
  badQuery,
  FUZZ_SEED,
  MALFORMED_JSON,
  refusalProblems,
  WRONG_CONTENT_TYPES,
} from '#tests/helpers/fuzz.ts'
import { chunked, plain, rawRequest } from '#tests/helpers/raw-http.ts'
import { api, setupWorker } from '#tests/helpers/worker.ts'
import { CategoryInput } from '#worker/schemas/categories.ts'

setupWorker()

async function send(route: string, w: World, text: string, contentType?: string) {
  const method = route.split(' ')[0]!
  const res = await api(method, urlOf(route, w), {
    token: tokenOf(route, w),
    body: text,
    headers: contentType ? { 'content-type': contentType } : {},
  })
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() }
}

const expectRefused = (label: string, r: { status: number; type: string | null; text: string }) =>
  expect(refusalProblems(r.status, r.type, r.text), label).toEqual([])

const RUNS = Number(process.env.FUZZ_RUNS) || 20

describe(`fuzzed JSON bodies (seed ${FUZZ_SEED}, ${RUNS} runs per route)`, () => {
  it('knows every write route: JSON with its schema, multipart upload, or no body', () => {
    expect(JSON_ROUTES.length).toBeGreaterThanOrEqual(30)
    expect(JSON_ROUTES.filter((r) => !SCHEMAS[r])).toEqual([])
    expect(
      [...UPLOADS, ...LARGE_UPLOADS, ...NO_BODY].filter((r) => !WRITE_ROUTES.includes(r)),
    ).toEqual([])
    const unresolved = WRITE_ROUTES.map((r) => urlOf(r, { merchant: '', admin: '', ids: {} }))
    expect(unresolved.filter((u) => u.includes(':'))).toEqual([])
  })

  it.each(JSON_ROUTES)('%s refuses every invalid body with a clean 4xx', async (route) => {
    const w = await theWorld()
    const schema = SCHEMAS[route]!
    await fc.assert(
      fc.asyncProperty(badBody(schema), async (value) => {
        const text = JSON.stringify(value) ?? ''
        // What the server will parse: a body its own schema accepts is not an invalid body.
        fc.pre(text === '' || !schema.safeParse(JSON.parse(text)).success)
        // Over 64 KB is the 413 test's case (the server may cut the upload short).
        fc.pre(Buffer.byteLength(text) < 64 * 1024)
        expectRefused(
          `${route} ${text.slice(0, 200)}`,
          await send(route, w, text, 'application/json'),
        )
      }),
      { numRuns: RUNS, seed: FUZZ_SEED + JSON_ROUTES.indexOf(route) },
    )
  })

  it.each(JSON_ROUTES)(
    '%s answers 400 to malformed JSON and 4xx to other content types',
    async (route) => {
      const w = await theWorld()
      for (const text of MALFORMED_JSON) {
        const r = await send(route, w, text, 'application/json')
        expectRefused(`${route} ${JSON.stringify(text.slice(0, 20))}`, r)
        expect(r.status, text.slice(0, 20)).toBe(400)
      }
      // Not read as JSON: the route sees {}, which every schema but refresh's refuses (and
      // refresh then finds no session: 401).
      for (const type of [...WRONG_CONTENT_TYPES, undefined])
        expectRefused(`${route} as ${type}`, await send(route, w, '{"name":"x"}', type))
    },
  )

  it.each(JSON_ROUTES)('%s answers 413 to a JSON body over 64 KB', async (route) => {
    const w = await theWorld()
    const r = await send(
      route,
      w,
      JSON.stringify({ name: 'x'.repeat(65 * 1024) }),
      'application/json',
    )
    expectRefused(route, r)
    expect(JSON.parse(r.text).error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it.each(NO_BODY)('%s answers garbage without a 5xx', async (route) => {
    const w = await theWorld()
    await fc.assert(
      fc.asyncProperty(badBody(CategoryInput), async (value) => {
        const r = await send(route, w, JSON.stringify(value) ?? '', 'application/json')
        if (r.status >= 400) expectRefused(route, r)
        else expect(r.status).toBeLessThan(300)
      }),
      { numRuns: 5, seed: FUZZ_SEED },
    )
  })
})

describe(`fuzzed list queries (seed ${FUZZ_SEED}, ${RUNS} runs per route)`, () => {
  it('finds the lists of the app (sanity)', () => {
    expect(LIST_ROUTES.length).toBeGreaterThan(25)
  })

  it.each(LIST_ROUTES)(
    '%s answers odd searches, pages and filters without a 5xx',
    async (route) => {
      const w = await theWorld()
      const path = route.split(' ')[1]!
      // The longest search the schemas allow, in two-byte letters, is the first case.
      const longest = `q=${encodeURIComponent('é'.repeat(100))}`
      await fc.assert(
        fc.asyncProperty(badQuery, async (query) => {
          const res = await api('GET', `${path}?${query}`, { token: tokenOf(route, w) })
          const r = {
            status: res.status,
            type: res.headers.get('content-type'),
            text: await res.text(),
          }
          if (r.status >= 400) expectRefused(`${route}?${query}`, r)
          else expect(r.status, `${route}?${query}`).toBe(200)
        }),
        { numRuns: RUNS, seed: FUZZ_SEED + LIST_ROUTES.indexOf(route), examples: [[longest]] },
      )
    },
  )
})

describe('HTML forms', () => {
  const odd: [string | undefined, string][] = [
    ['multipart/form-data; boundary=x', 'garbage'],
    ['multipart/form-data', '--x\r\n'],
    ['text/plain', 'a=b'],
    ['application/json', '{"email":"a@b.test"}'],
    ['application/x-www-form-urlencoded', '%%%=%%%&a&=&productId=%00'],
    [undefined, ''],
  ]

  it.each(FORM_ROUTES)(
    '%s answers odd content types and malformed forms without a 5xx',
    async (route) => {
      const w = await theWorld()
      for (const [type, body] of odd) {
        const res = await api('POST', urlOf(route, w), {
          body,
          headers: type ? { 'content-type': type } : {},
        })
        expect(res.status, `${route} as ${type}`).toBeLessThan(500)
      }
    },
  )

  it.each(FORM_ROUTES.filter((r) => !PHOTO_FORMS.includes(r)))(
    '%s answers 413 to a form over 32 KB',
    async (route) => {
      const w = await theWorld()
      const body = new URLSearchParams({ message: 'x'.repeat(40 * 1024) }).toString()
      const res = await api('POST', urlOf(route, w), {
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      expect(res.status, route).toBe(413)
    },
  )

  it.each(PHOTO_FORMS)('%s answers 413 to a form over 16 MB (a photo’s form)', async (route) => {
    const w = await theWorld()
    const body = new URLSearchParams({ message: 'x'.repeat(16 * 1024 * 1024 + 1) }).toString()
    const res = await api('POST', urlOf(route, w), {
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.status, route).toBe(413)
  })
})

describe('hostile keys', () => {
  it('stores nothing from __proto__ or constructor keys, and pollutes no later request', async () => {
    const w = await theWorld()
    const body =
      '{"name":"Proto","__proto__":{"description":"pollué"},"constructor":{"prototype":{"description":"pollué"}}}'
    const res = await send('POST /api/categories', w, body, 'application/json')
    expect(res.status).toBe(201)
    expect(JSON.parse(res.text)).toMatchObject({ name: 'Proto', description: null })
    const next = await send('POST /api/categories', w, '{"name":"Après"}', 'application/json')
    expect(JSON.parse(next.text)).toMatchObject({ name: 'Après', description: null })
  })
})

describe('body limits', () => {
  it.each(UPLOADS)(
    '%s answers 413 to a multipart body over 6 MB, from its length alone',
    async (route) => {
      const w = await theWorld()
      const head = `--x\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`
      const size = 6 * 1024 * 1024 + 1024
      const tail = '\r\n--x--\r\n'
      // A socket rather than fetch: the answer comes before the upload ends, and fetch would
      // report the closed connection instead of the answer.
      const r = await rawRequest(
        {
          method: 'POST',
          path: urlOf(route, w),
          authorization: `Bearer ${w.merchant}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(head.length + size + tail.length),
        },
        [Buffer.from(head), ...plain(size / 1024, 1024), Buffer.from(tail)],
      )
      expectRefused(route, { ...r, type: 'application/json' })
      expect(r.status).toBe(413)
      expect(r.sentBytes).toBeLessThan(size)
    },
  )

  it.each([
    ['/api/categories', 'application/json', 64 * 1024, 640],
    ['/api/media', 'multipart/form-data; boundary=x', 6 * 1024 * 1024, 1_200],
    // The atelier gallery's own limit: 10 images of 5 MB (LARGE_UPLOADS).
    ['/api/atelier/gallery', 'multipart/form-data; boundary=x', 51 * 1024 * 1024, 6_600],
  ])(
    '%s answers 413 to an endless chunked body before reading it all',
    async (path, type, limit, chunks) => {
      const w = await theWorld()
      const total = chunks * 16 * 1024
      const r = await rawRequest(
        {
          method: 'POST',
          path,
          authorization: `Bearer ${w.merchant}`,
          'content-type': type,
          'transfer-encoding': 'chunked',
        },
        chunked(chunks),
      )
      expectRefused(path, { ...r, type: 'application/json' })
      expect(r.status).toBe(413)
      expect(total).toBeGreaterThan(limit * 2)
      // The server stopped reading: most of the body never left this side.
      expect(r.sentBytes).toBeLessThan(total)
    },
  )

  it('reads no more than a lying content-length announces', async () => {
    const w = await theWorld()
    const r = await rawRequest(
      {
        method: 'POST',
        path: '/api/categories',
        authorization: `Bearer ${w.merchant}`,
        'content-type': 'application/json',
        'content-length': '20',
      },
      plain(64),
    )
    // 20 bytes of "xxx…": malformed JSON, refused, and nothing of the megabyte behind was parsed.
    expect(r.status).toBe(400)
    expectRefused('lying content-length', { ...r, type: 'application/json' })
  })
})
