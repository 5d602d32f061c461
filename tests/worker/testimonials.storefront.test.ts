import { describe, expect, it } from 'vitest'
import {
  api,
  createTenant,
  readJson,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
  uploadImage,
} from '#tests/helpers/worker.ts'
import type { Testimonial } from '#worker/schemas/testimonials.ts'

setupWorker()

const body = (productId: string, overrides: Record<string, unknown> = {}) => ({
  productId,
  name: 'Fatou Diallo',
  rating: 4,
  kind: 'text',
  text: 'Très beau pagne.',
  ...overrides,
})

async function create(tenant: Tenant, json: unknown): Promise<Testimonial> {
  const res = await api('POST', '/api/testimonials', { token: tenant.token, json })
  expect(res.status).toBe(201)
  return readJson<Testimonial>(res)
}

describe('storefront: testimonials', () => {
  it('shows the latest on the home page and a product’s own on its page, each kind as it should', async () => {
    const shop = await createTenant()
    const [pagne, savon] = [
      await seedProduct(shop, { name: 'Pagne' }),
      await seedProduct(shop, { name: 'Savon' }),
    ]
    const image = await uploadImage(shop)
    await create(shop, body(pagne.id, { name: 'Awa', text: 'Superbe <b>qualité</b>' }))
    await create(shop, body(pagne.id, { name: 'Issa', kind: 'image', mediaId: image.id }))
    await create(
      shop,
      body(pagne.id, { name: 'Ali', kind: 'video', videoUrl: 'https://youtu.be/xyz', rating: 5 }),
    )
    await create(shop, body(savon.id, { name: 'Mariam', text: 'Le savon sent bon.' }))

    const home = await (await api('GET', `/${shop.store.slug}/home`)).text()
    expect(home).toContain('Ils nous font confiance')
    for (const name of ['Awa', 'Issa', 'Ali', 'Mariam']) expect(home).toContain(name)
    // Text is escaped, never markup.
    expect(home).toContain('Superbe &lt;b>qualité&lt;/b>')

    const page = await (await api('GET', `/${shop.store.slug}/products/${pagne.id}`)).text()
    expect(page).toContain('Témoignages')
    expect(page).not.toContain('Avis clients')
    expect(page).not.toContain('Le savon sent bon.')
    expect(page).toContain('aria-label="Note : 5 sur 5"')
    expect(page).toMatch(
      new RegExp(
        `<img src="${image.url}" alt="Photo partagée par Issa" width="2" height="2" loading="lazy"`,
      ),
    )
    expect(page).toMatch(
      /<a class="btn" href="https:\/\/youtu.be\/xyz" target="_blank" rel="noopener noreferrer"/,
    )
    expect(page).not.toContain('<iframe')
  })

  it('leaves out a testimonial about a product that is no longer published', async () => {
    const shop = await createTenant()
    const product = await seedProduct(shop)
    await create(shop, body(product.id, { name: 'Caché' }))
    await (await shopDb(shop))
      .prepare("UPDATE products SET status = 'unpublished' WHERE id = ?")
      .bind(product.id)
      .run()
    const home = await (await api('GET', `/${shop.store.slug}/home`)).text()
    expect(home).not.toContain('Caché')
    expect(home).not.toContain('Ils nous font confiance')
  })
})
