import { describe, expect, it } from 'vitest'
import { fileOf, gifBytes, gifWithFrame, jpegBytes, pngBytes } from '#tests/helpers/images.ts'
import { bucketKeys } from '#tests/helpers/probe.ts'
import {
  api,
  createMerchant,
  createTenant,
  type Media,
  readError,
  readJson,
  setupWorker,
  shopDb,
  type Tenant,
  worker,
} from '#tests/helpers/worker.ts'

setupWorker()

/**
 * What a file is comes from its bytes only; it is stored under a key the server makes up,
 * and served so that a browser never runs it, whatever it holds.
 */

const IMAGE_TYPE = "L'image doit être au format JPG, PNG ou GIF"
const TOO_MANY_PIXELS = "L'image est trop grande (dimensions)"
const text = (s: string) => new TextEncoder().encode(s)
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]

/** A PNG's signature and IHDR claiming w×h, nothing to decode behind it (a pixel-flood header). */
const pngHeader = (w: number, h: number) =>
  new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    13,
    0x49,
    0x48,
    0x44,
    0x52,
    ...be32(w),
    ...be32(h),
    8,
    2,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ])
/** A valid JPEG head followed by an HTML page: a "polyglot" a browser might sniff as HTML. */
const polyglot = () =>
  new Uint8Array([
    ...jpegBytes(4, 4),
    ...text('<html><script>alert(document.cookie)</script></html>'),
  ])

const upload = (t: { token: string }, file: File) =>
  api('POST', '/api/media', { token: t.token, form: { file } })

const keyShape = (storeId: string, ext: string) =>
  new RegExp(`^/media/s/${storeId}/med_[0-9a-z]+\\.${ext}$`)

describe('type decided by the bytes', () => {
  it('stores a PNG named .gif and sent as image/gif as a PNG', async () => {
    const t = await createTenant()
    const res = await upload(t, fileOf(pngBytes(3, 3), 'photo.gif', 'image/gif'))
    expect(res.status).toBe(201)
    const media = await readJson<Media>(res)
    expect(media).toMatchObject({ contentType: 'image/png', width: 3, height: 3 })
    expect(media.url).toMatch(keyShape(t.store.id, 'png'))
    expect((await api('GET', media.url)).headers.get('content-type')).toBe('image/png')
  })

  it.each([
    [
      'SVG sent as image/png',
      text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'x.png',
      'image/png',
    ],
    [
      'SVG as itself',
      text(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
      'x.svg',
      'image/svg+xml',
    ],
    [
      'HTML named .jpg',
      text('<html><body><script>alert(document.cookie)</script></body></html>'),
      'x.jpg',
      'image/jpeg',
    ],
    ['a PDF', text('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'), 'x.png', 'image/png'],
    [
      'a WebP',
      new Uint8Array([...text('RIFF'), 0, 0, 0, 0, ...text('WEBPVP8 '), ...new Uint8Array(16)]),
      'x.webp',
      'image/webp',
    ],
    ['a truncated PNG (16 bytes)', pngBytes(2, 2).slice(0, 16), 'x.png', 'image/png'],
    [
      'a PNG whose first chunk is not IHDR',
      pngHeader(2, 2).map((b, i) => (i === 15 ? 0x58 : b)),
      'x.png',
      'image/png',
    ],
    ['a JPEG head without its size (no SOF)', jpegBytes(4, 4).slice(0, 22), 'x.jpg', 'image/jpeg'],
    ['a JPEG of 0×0', jpegBytes(0, 0), 'x.jpg', 'image/jpeg'],
    [
      'a GIF signature alone',
      new Uint8Array([...text('GIF89a'), 1, 0, 1, 0, ...new Uint8Array(14)]).slice(0, 12),
      'x.gif',
      'image/gif',
    ],
  ])('refuses %s with 422 and the French type message', async (_kind, bytes, name, type) => {
    const res = await upload(await createTenant(), fileOf(bytes, name, type))
    expect(res.status).toBe(422)
    expect((await readError(res)).error).toMatchObject({
      code: 'UNPROCESSABLE',
      message: IMAGE_TYPE,
    })
  })

  it('refuses an empty file with 422 "Veuillez choisir une image"', async () => {
    const res = await upload(
      await createTenant(),
      fileOf(new Uint8Array(0), 'vide.png', 'image/png'),
    )
    expect(res.status).toBe(422)
    expect((await readError(res)).error.message).toBe('Veuillez choisir une image')
  })

  it.each([
    ['PNG 50 000 × 50 000', pngHeader(50_000, 50_000)],
    ['PNG 9 000 × 9 000 (81 Mpx)', pngHeader(9_000, 9_000)],
    ['PNG 10 001 × 1', pngHeader(10_001, 1)],
    ['PNG 2^32-1 × 2^32-1', pngHeader(0xffffffff, 0xffffffff)],
    ['JPEG 65 535 × 65 535', jpegBytes(65_535, 65_535)],
    ['GIF 8 000 × 8 000 (64 Mpx)', gifBytes(8_000, 8_000)],
  ])('refuses the pixel flood %s with 422 before decoding it', async (_kind, bytes) => {
    const res = await upload(await createTenant(), fileOf(bytes, 'x.bin', 'image/png'))
    expect(res.status).toBe(422)
    expect((await readError(res)).error.message).toBe(TOO_MANY_PIXELS)
  })

  it.each([
    ['/api/media', '1 × 1 screen, one frame of 8 000 × 8 000', { width: 8_000, height: 8_000 }],
    ['/api/media', '1 × 1 screen, one frame of 12 000 × 12 000', { width: 12_000, height: 12_000 }],
    [
      '/api/media',
      '1 × 1 screen, a 2 × 2 frame placed at 9 999, 0',
      { left: 9_999, width: 2, height: 2 },
    ],
    [
      '/api/store/logo',
      '1 × 1 screen, one frame of 8 000 × 8 000',
      { width: 8_000, height: 8_000 },
    ],
  ])(
    '%s refuses a GIF whose frame paints past its screen (%s) with 422',
    async (path, _kind, frame) => {
      const bytes = gifWithFrame({ width: 1, height: 1 }, frame)
      const res = await api('POST', path, {
        token: (await createTenant()).token,
        form: { file: fileOf(bytes, 'x.gif', 'image/gif') },
      })
      expect(res.status).toBe(422)
      expect((await readError(res)).error.message).toBe(TOO_MANY_PIXELS)
    },
  )

  it('records a GIF at the extent its frames paint, not the size its screen claims', async () => {
    const bytes = gifWithFrame({ width: 1, height: 1 }, { left: 2, top: 3, width: 4, height: 5 })
    const res = await upload(await createTenant(), fileOf(bytes, 'x.gif', 'image/gif'))
    expect(res.status).toBe(201)
    expect(await readJson<Media>(res)).toMatchObject({
      contentType: 'image/gif',
      width: 6,
      height: 8,
    })
  })

  it('accepts a JPEG/HTML polyglot as a JPEG, and serves it inert: image/jpeg, nosniff, sandbox', async () => {
    const t = await createTenant()
    const res = await upload(t, fileOf(polyglot(), 'page.html', 'text/html'))
    expect(res.status).toBe(201)
    const media = await readJson<Media>(res)
    expect(media).toMatchObject({ contentType: 'image/jpeg', width: 4, height: 4 })
    expect(media.url).toMatch(keyShape(t.store.id, 'jpg'))
    const served = await api('GET', media.url, { headers: { accept: 'text/html' } })
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    // The bytes are kept as sent: the headers above, not a rewrite, keep the script inert.
    expect(await served.text()).toContain('<script>')
  })
})

describe('every upload route', () => {
  const routes: [string, string, (f: File) => Promise<Record<string, string | File>>, string][] = [
    ['/api/media', 'file', async (f) => ({ file: f }), IMAGE_TYPE],
    [
      '/api/store/logo',
      'file',
      async (f) => ({ file: f }),
      'Le logo doit être au format JPG, PNG ou GIF',
    ],
    [
      '/api/account/photo',
      'file',
      async (f) => ({ file: f }),
      'La photo doit être au format JPG ou PNG',
    ],
    [
      '/api/stores',
      'logo',
      async (f) => ({ name: 'Boutique', phone: '70123456', email: 'b@b.test', logo: f }),
      'Le logo doit être au format JPG ou PNG',
    ],
  ]
  const tokenFor = async (path: string) =>
    path === '/api/stores' ? (await createMerchant()).token : (await createTenant()).token

  it.each(routes)(
    '%s refuses SVG and HTML with 422 and its French message',
    async (path, _field, form, message) => {
      for (const file of [
        fileOf(
          text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
          'x.png',
          'image/png',
        ),
        fileOf(text('<html><script>alert(1)</script></html>'), 'x.jpg', 'image/jpeg'),
      ]) {
        const res = await api('POST', path, { token: await tokenFor(path), form: await form(file) })
        expect(res.status, path).toBe(422)
        expect((await readError(res)).error.message, path).toBe(message)
      }
    },
  )

  it.each(routes.slice(1))('%s refuses a file over 2 MB with 413', async (path, _field, form) => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    big.set(pngBytes(4, 4))
    const res = await api('POST', path, {
      token: await tokenFor(path),
      form: await form(fileOf(big, 'big.png', 'image/png')),
    })
    expect(res.status).toBe(413)
    expect((await readError(res)).error.message).toBe("L'image dépasse 2 Mo")
  })
})

/** File names that try to pick their own key. */
const HOSTILE_NAMES = [
  '../../etc/passwd.png',
  'x.png?y=1#z',
  '..\\..\\windows\\win.ini.png',
  '%2e%2e%2f%2e%2e%2fsecret.png',
  'é t é — 🧵.png',
  `${'a'.repeat(300)}.png`,
]

describe('generated keys', () => {
  it.each(HOSTILE_NAMES)('stores %j under s/<storeId>/med_… only', async (name) => {
    const t = await createTenant()
    const media = await readJson<Media>(await upload(t, fileOf(pngBytes(), name, 'image/png')))
    expect(media.url).toMatch(keyShape(t.store.id, 'png'))
    const row = await (await shopDb(t))
      .prepare('SELECT key FROM media WHERE id = ?')
      .bind(media.id)
      .first<{ key: string }>()
    expect(`/media/${row?.key}`).toBe(media.url)
  })

  it('refuses a form whose file name holds a NUL byte with a clean 400, storing nothing', async () => {
    const res = await upload(
      await createTenant(),
      fileOf(pngBytes(), 'photo\u0000.html.png', 'image/png'),
    )
    expect(res.status).toBe(400)
    expect((await readError(res)).error).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Formulaire invalide',
    })
  })

  it('keeps no object in the bucket outside s/<store>/med_…, whatever the names uploaded', async () => {
    const t = await createTenant()
    for (const name of HOSTILE_NAMES)
      expect((await upload(t, fileOf(pngBytes(), name, 'image/png'))).status).toBe(201)
    const keys = await bucketKeys(worker())
    const own = keys.filter((k) => k.startsWith(`s/${t.store.id}/`))
    expect(own.length).toBeGreaterThanOrEqual(HOSTILE_NAMES.length)
    expect(
      keys.filter((k) => !/^s\/sto_[0-9a-z]+\/med_[0-9a-z]+(-w\d+)?\.(png|jpg|gif)$/.test(k)),
    ).toEqual([])
  })
})

describe('GET /media/<key>', () => {
  let t: Tenant
  let url: string
  const setup = async () => {
    t ??= await createTenant()
    url ??= (await readJson<Media>(await upload(t, fileOf(pngBytes(), 'a.png', 'image/png')))).url
    return { key: url.slice('/media/'.length), id: /med_[0-9a-z]+/.exec(url)![0] }
  }

  it('serves the file at its key (sanity)', async () => {
    const { key } = await setup()
    expect((await api('GET', `/media/${key}`)).status).toBe(200)
  })

  it.each([
    (k: string) => `/media/%2e%2e/%2e%2e/${k}`,
    (k: string) => `/media/${k.replace('/med_', '/%2e%2e/med_')}`,
    (k: string) => `/media/${k.replace(/\//g, '%2F')}`,
    (k: string) => `/media/${k}%00.html`,
    (k: string) => `/media/${k}/`,
    (k: string) => `/media/${k.replace('.png', '.svg')}`,
    (k: string) => `/media/${k.replace('.png', '.PNG')}`,
    (k: string) => `/media/${k.replace('.png', '.gif')}`,
    (k: string) => `/media/${k.replace('s/', 'S/')}`,
    (k: string) => `/media/${k.replace('.png', '-w999.png')}`,
    (k: string) => `/media/x/${k}`,
    () => '/media/s/sto_platform/../../wrangler.toml',
    () => '/media/%2e%2e%2f%2e%2e%2fwrangler.toml',
    () => '/media/',
  ])('answers 404 to %s', async (shape) => {
    const { key } = await setup()
    const path = shape(key)
    const res = await api('GET', path)
    expect(res.status, path).toBe(404)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
