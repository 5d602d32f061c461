import { describe, expect, it } from 'vitest'
import { gifBytes, jpegBytes } from '#tests/helpers/images.ts'
import {
  api,
  createAdmin,
  createMerchant,
  createTenant,
  issuesOf,
  readError,
  readJson,
  seedProduct,
  setupWorker,
  type Tenant,
  uploadImage,
} from '#tests/helpers/worker.ts'
import type { Testimonial } from '#worker/schemas/testimonials.ts'

setupWorker()

type Page = { items: Testimonial[]; page: number; pageSize: number; total: number }

const textBody = (productId: string, overrides: Record<string, unknown> = {}) => ({
  productId,
  name: 'Fatou Diallo',
  rating: 4,
  kind: 'text',
  text: 'Très beau pagne, livré vite.',
  ...overrides,
})

async function post(tenant: Tenant, body: unknown) {
  return api('POST', '/api/testimonials', { token: tenant.token, json: body })
}

async function create(tenant: Tenant, body: unknown): Promise<Testimonial> {
  const res = await post(tenant, body)
  expect(res.status).toBe(201)
  return readJson<Testimonial>(res)
}

describe('POST /api/testimonials', () => {
  it('creates a text testimonial with its product name, and returns 201', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { name: 'Pagne indigo' })
    expect(await create(tenant, textBody(product.id))).toMatchObject({
      id: expect.stringMatching(/^tst_/),
      productId: product.id,
      productName: 'Pagne indigo',
      name: 'Fatou Diallo',
      rating: 4,
      kind: 'text',
      text: 'Très beau pagne, livré vite.',
      image: null,
      videoUrl: null,
    })
  })

  it('creates an image testimonial from a JPEG uploaded to the shop, with its size, 201', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const file = new File([jpegBytes(30, 20) as Uint8Array<ArrayBuffer>], 'avis.jpg')
    const image = await uploadImage(tenant, file)
    const created = await create(tenant, {
      ...textBody(product.id, { kind: 'image', mediaId: image.id }),
      text: undefined,
    })
    expect(created).toMatchObject({
      kind: 'image',
      mediaId: image.id,
      text: null,
      image: { url: image.url, width: 30, height: 20 },
    })
  })

  it('keeps only the field of the chosen kind (a video drops a text sent with it), 201', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const created = await create(
      tenant,
      textBody(product.id, { kind: 'video', videoUrl: 'https://youtu.be/abc123' }),
    )
    expect(created).toMatchObject({
      kind: 'video',
      text: null,
      videoUrl: 'https://youtu.be/abc123',
    })
  })

  it('refuses a GIF for an image testimonial with 422 on mediaId', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const gif = await uploadImage(
      tenant,
      new File([gifBytes() as Uint8Array<ArrayBuffer>], 'a.gif'),
    )
    const res = await post(tenant, { ...textBody(product.id), kind: 'image', mediaId: gif.id })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ mediaId: "L'image doit être au format JPG ou PNG" })
  })

  it("returns 404 NOT_FOUND for another shop's image or product, and creates nothing", async () => {
    const [shopA, shopB] = [await createTenant(), await createTenant()]
    const [productA, productB] = [await seedProduct(shopA), await seedProduct(shopB)]
    const imageB = await uploadImage(shopB)
    const withImage = await post(shopA, {
      ...textBody(productA.id),
      kind: 'image',
      mediaId: imageB.id,
    })
    expect(withImage.status).toBe(404)
    expect(await issuesOf(withImage)).toEqual({ mediaId: 'Image introuvable' })
    const withProduct = await post(shopA, textBody(productB.id))
    expect(withProduct.status).toBe(404)
    expect(await issuesOf(withProduct)).toEqual({ productId: 'Produit introuvable' })
    const list = await api('GET', '/api/testimonials', { token: shopA.token })
    expect((await readJson<Page>(list)).total).toBe(0)
  })
})

describe('POST /api/testimonials: validation rules', () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ['no product', { productId: '' }, { productId: 'Veuillez choisir un produit' }],
    ['no name', { name: '  ' }, { name: 'Le champ est vide' }],
    ['a rating of 0', { rating: 0 }, { rating: 'Choisissez une note de 1 à 5' }],
    ['a rating of 6', { rating: 6 }, { rating: 'Choisissez une note de 1 à 5' }],
    ['a rating of 3.5', { rating: 3.5 }, { rating: 'Choisissez une note de 1 à 5' }],
    ['an unknown kind', { kind: 'audio' }, { kind: 'Choisissez le type de témoignage' }],
    ['a text kind without text', { text: '' }, { text: 'Le champ est vide' }],
    ['an image kind without image', { kind: 'image' }, { mediaId: 'Veuillez choisir une image' }],
    ['a video kind without link', { kind: 'video' }, { videoUrl: 'Le champ est vide' }],
  ]
  it.each(cases)('returns 422 with a French message for %s', async (_, overrides, issues) => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const res = await post(tenant, textBody(product.id, overrides))
    expect(res.status).toBe(422)
    const { error } = await readError(res)
    expect(error.code).toBe('UNPROCESSABLE')
    expect(Object.fromEntries(error.issues!.map((i) => [i.path, i.message]))).toEqual(issues)
  })
})

describe('POST /api/testimonials: video links', () => {
  const accepted = [
    'https://www.youtube.com/watch?v=abc',
    'https://youtube.com/shorts/abc',
    'https://m.youtube.com/watch?v=abc',
    'https://youtu.be/abc',
    'https://www.facebook.com/watch/?v=123',
    'https://m.facebook.com/story.php?id=1',
    'https://facebook.com/reel/123',
    'https://fb.watch/abc/',
  ]
  const refused = [
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://www.youtube.com/watch?v=abc',
    'https://youtube.com.evil.test/watch',
    'https://evil.test/youtube.com',
    'https://notyoutube.com/watch',
    'https://youtube.com@evil.test/',
    'https://user:pw@youtube.com/watch',
    'https://vimeo.com/123',
    'youtube.com/watch?v=abc',
  ]
  it('accepts YouTube and Facebook links over https, with www. or m.', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    for (const videoUrl of accepted) {
      const res = await post(tenant, textBody(product.id, { kind: 'video', videoUrl }))
      expect(res.status, videoUrl).toBe(201)
    }
  })

  it('refuses any other link with 422 on videoUrl', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    for (const videoUrl of refused) {
      const res = await post(tenant, textBody(product.id, { kind: 'video', videoUrl }))
      expect(res.status, videoUrl).toBe(422)
      expect(await issuesOf(res), videoUrl).toEqual({
        videoUrl: 'Lien invalide : une vidéo YouTube ou Facebook en https',
      })
    }
  })
})

describe('GET /api/testimonials', () => {
  it('lists newest first, filters by product and pages, 200', async () => {
    const tenant = await createTenant()
    const [p1, p2] = [await seedProduct(tenant), await seedProduct(tenant)]
    const first = await create(tenant, textBody(p1.id, { name: 'Un' }))
    const second = await create(tenant, textBody(p2.id, { name: 'Deux' }))
    const third = await create(tenant, textBody(p1.id, { name: 'Trois' }))
    const all = await readJson<Page>(
      await api('GET', '/api/testimonials?pageSize=2', { token: tenant.token }),
    )
    expect(all.total).toBe(3)
    expect(all.items.map((t) => t.id)).toEqual([third.id, second.id])
    const ofP1 = await readJson<Page>(
      await api('GET', `/api/testimonials?productId=${p1.id}`, { token: tenant.token }),
    )
    expect(ofP1.items.map((t) => t.id)).toEqual([third.id, first.id])
  })
})

describe('GET, PUT and DELETE /api/testimonials/:id', () => {
  it('reads, switches a text testimonial to a video one, then deletes it (200, 200, 204, 404)', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const created = await create(tenant, textBody(product.id))
    const url = `/api/testimonials/${created.id}`
    expect(await readJson(await api('GET', url, { token: tenant.token }))).toEqual(created)
    const put = await api('PUT', url, {
      token: tenant.token,
      json: textBody(product.id, { kind: 'video', videoUrl: 'https://fb.watch/x', rating: 5 }),
    })
    expect(put.status).toBe(200)
    expect(await readJson(put)).toMatchObject({ kind: 'video', text: null, rating: 5 })
    expect((await api('DELETE', url, { token: tenant.token })).status).toBe(204)
    expect((await api('GET', url, { token: tenant.token })).status).toBe(404)
  })
})

describe('/api/testimonials: who may call', () => {
  it('answers 401 without a token, 403 to an admin, 404 to a merchant without a shop', async () => {
    expect((await api('GET', '/api/testimonials')).status).toBe(401)
    const admin = await createAdmin()
    expect((await api('GET', '/api/testimonials', { token: admin.token })).status).toBe(403)
    const merchant = await createMerchant()
    const res = await api('GET', '/api/testimonials', { token: merchant.token })
    expect(res.status).toBe(404)
  })
})
