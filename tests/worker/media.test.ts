import { describe, expect, it } from 'vitest'
import { fileOf, gifBytes, jpegBytes, pngBytes } from '#tests/helpers/images.ts'
import {
  api,
  createMerchant,
  createTenant,
  type Media,
  readError,
  readJson,
  setupWorker,
} from '#tests/helpers/worker.ts'

setupWorker()

const IMAGE_TYPE = "L'image doit être au format JPG, PNG ou GIF"

describe('POST /api/media', () => {
  it.each([
    ['PNG', pngBytes(5, 4), 'image/png', 5, 4],
    ['JPEG', jpegBytes(640, 480), 'image/jpeg', 640, 480],
    ['GIF', gifBytes(1, 1), 'image/gif', 1, 1],
  ])(
    'stores a %s, sniffed from its bytes, and returns 201',
    async (_kind, bytes, contentType, width, height) => {
      const tenant = await createTenant()
      const res = await api('POST', '/api/media', {
        token: tenant.token,
        form: { file: fileOf(bytes, 'upload.bin', 'text/plain') },
      })
      expect(res.status).toBe(201)
      const media = await readJson<Media>(res)
      expect(media).toMatchObject({ contentType, width, height, bytes: bytes.length })
      expect(media.url).toMatch(
        new RegExp(`^/media/s/${tenant.store.id}/med_[0-9a-z]+\\.(png|jpg|gif)$`),
      )

      const served = await api('GET', media.url)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe(contentType)
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    },
  )

  it.each([
    ['plain text', new TextEncoder().encode('bonjour, ceci est du texte et pas une image')],
    [
      'HTML named .gif',
      new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>'),
    ],
  ])('returns 422 UNPROCESSABLE for %s', async (_kind, bytes) => {
    const tenant = await createTenant()
    const res = await api('POST', '/api/media', {
      token: tenant.token,
      form: { file: fileOf(bytes, 'x.gif', 'image/gif') },
    })
    expect(res.status).toBe(422)
    const body = await readError(res)
    expect(body.error).toMatchObject({ code: 'UNPROCESSABLE', message: IMAGE_TYPE })
    expect(body.error.issues?.[0]?.message).toBe(IMAGE_TYPE)
  })

  it('returns 422 UNPROCESSABLE for an image of more than 10 000 pixels a side', async () => {
    const tenant = await createTenant()
    const res = await api('POST', '/api/media', {
      token: tenant.token,
      form: { file: fileOf(gifBytes(20_000, 1), 'x.gif', 'image/gif') },
    })
    expect(res.status).toBe(422)
    expect((await readError(res)).error.message).toBe("L'image est trop grande (dimensions)")
  })

  it('returns 422 UNPROCESSABLE with an issue on file when no file is sent', async () => {
    const tenant = await createTenant()
    const res = await api('POST', '/api/media', {
      token: tenant.token,
      form: { file: 'not a file' },
    })
    expect(res.status).toBe(422)
    expect((await readError(res)).error.issues).toEqual([
      { path: 'file', message: 'Veuillez choisir une image' },
    ])
  })

  it('returns 413 PAYLOAD_TOO_LARGE for an image over 5 MB', async () => {
    const tenant = await createTenant()
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(pngBytes(10, 10))
    const res = await api('POST', '/api/media', {
      token: tenant.token,
      form: { file: fileOf(big, 'big.png', 'image/png') },
    })
    expect(res.status).toBe(413)
    expect((await readError(res)).error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: "L'image dépasse 5 Mo",
    })
  })

  it('returns 413 PAYLOAD_TOO_LARGE for a request body over 6 MB', async () => {
    const tenant = await createTenant()
    const huge = new Uint8Array(6 * 1024 * 1024 + 1024)
    huge.set(pngBytes(10, 10))
    const res = await api('POST', '/api/media', {
      token: tenant.token,
      form: { file: fileOf(huge, 'huge.png', 'image/png') },
    })
    expect(res.status).toBe(413)
    expect((await readError(res)).error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'La requête est trop volumineuse',
    })
  })

  it('returns 404 NOT_FOUND for a merchant without a shop', async () => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/media', {
      token: merchant.token,
      form: { file: fileOf(pngBytes(), 'a.png', 'image/png') },
    })
    expect(res.status).toBe(404)
  })

  it('returns 401 UNAUTHORIZED without a token', async () => {
    const res = await api('POST', '/api/media', {
      form: { file: fileOf(pngBytes(), 'a.png', 'image/png') },
    })
    expect(res.status).toBe(401)
  })
})
