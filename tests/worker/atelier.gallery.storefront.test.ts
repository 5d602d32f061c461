import { describe, expect, it } from 'vitest'
import { createAtelier } from '#tests/helpers/atelier.ts'
import { shopWithDomain, visit } from '#tests/helpers/domains.ts'
import { pngBytes } from '#tests/helpers/images.ts'
import { api, createTenant, readJson, setupWorker, type Tenant } from '#tests/helpers/worker.ts'
import type { AtelierGalleryImage } from '#worker/schemas/atelier/gallery.ts'

// Shop lookups kept in memory as in production: writes through the API must still show at once.
setupWorker({ bindings: { STOREFRONT_MEMO_MS: '60000' } })

const cacheOf = (res: { headers: { get(name: string): string | null } }) =>
  res.headers.get('x-boutiko-cache')
const settle = () => new Promise((r) => setTimeout(r, 50))

async function upload(owner: Tenant, count = 1) {
  const form = new FormData()
  for (let i = 0; i < count; i++) {
    const bytes = pngBytes(40 + i, 60) as Uint8Array<ArrayBuffer>
    form.append('images', new File([bytes], `p${i}.png`, { type: 'image/png' }), `p${i}.png`)
  }
  const encoded = new Response(form)
  const res = await api('POST', '/api/atelier/gallery', {
    token: owner.token,
    body: new Uint8Array(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  })
  expect(res.status).toBe(201)
  return readJson<AtelierGalleryImage[]>(res)
}

const showGallery = (owner: Tenant, on: boolean, enabled = true) =>
  api('PUT', '/api/atelier/settings', {
    token: owner.token,
    json: { enabled, showGalleryOnStorefront: on },
  })

const galleryLink = (slug: string) => `href="/${slug}/galerie"`

describe('GET /<slug>/galerie', () => {
  it('is named in the sitemap only while it is shown', async () => {
    const owner = await createAtelier()
    await upload(owner)
    const { slug } = owner.store
    const sitemap = async () => (await api('GET', `/${slug}/sitemap.xml`)).text()
    expect(await sitemap()).not.toContain(`/${slug}/galerie`)
    await showGallery(owner, true)
    expect(await sitemap()).toContain(`<loc>https://boutiko.test/${slug}/galerie</loc>`)
  })

  it('is the theme 404, with no "Galerie" link, until the merchant shows the gallery', async () => {
    const owner = await createAtelier()
    await upload(owner)
    const { slug } = owner.store
    const page = await api('GET', `/${slug}/galerie`)
    expect(page.status).toBe(404)
    expect(await page.text()).toContain('Page Introuvable')
    expect(await (await api('GET', `/${slug}/home`)).text()).not.toContain(galleryLink(slug))
  })

  it('lists the images, sized and lazy, with their alt text, once shown', async () => {
    const owner = await createTenant({ name: 'Atelier Awa' })
    expect((await showGallery(owner, false)).status).toBe(200)
    const [first, second] = await upload(owner, 3)
    await api('PATCH', `/api/atelier/gallery/${second!.id}`, {
      token: owner.token,
      json: { caption: 'Robe en bazin brodé' },
    })
    expect((await showGallery(owner, true)).status).toBe(200)
    const { slug } = owner.store
    const res = await api('GET', `/${slug}/galerie`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<h1 id="h-gallery">Galerie</h1>')
    expect(html).toContain(
      `src="${first!.url}" alt="Réalisation de Atelier Awa" width="40" height="60"`,
    )
    expect(html).toContain('alt="Robe en bazin brodé"')
    expect(html.match(/loading="lazy"/g)).toHaveLength(1)
    expect(html).toContain(galleryLink(slug))
    expect(await (await api('GET', `/${slug}/home`)).text()).toContain(galleryLink(slug))
  })

  it('is a 404 when the gallery is empty or the atelier is switched off', async () => {
    const empty = await createAtelier()
    await showGallery(empty, true)
    expect((await api('GET', `/${empty.store.slug}/galerie`)).status).toBe(404)

    const off = await createAtelier()
    await upload(off)
    await showGallery(off, true, false)
    expect((await api('GET', `/${off.store.slug}/galerie`)).status).toBe(404)
    expect(await (await api('GET', `/${off.store.slug}/home`)).text()).not.toContain('galerie')
  })

  it('answers at /galerie on the shop’s own domain', async () => {
    const owner = await createAtelier()
    await upload(owner)
    await showGallery(owner, true)
    const { hostname } = await shopWithDomain(owner)
    const res = await visit(`https://${hostname}/galerie`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Galerie')
    expect(html).toContain('href="/galerie"')
  })
})

describe('edge cache of the gallery page', () => {
  it('serves it from the cache, and shows every change on the very next request', async () => {
    const owner = await createAtelier()
    const [item] = await upload(owner)
    await showGallery(owner, true)
    const path = `/${owner.store.slug}/galerie`
    expect(cacheOf(await api('GET', path))).toBe('miss')
    await settle()
    expect(cacheOf(await api('GET', path))).toBe('hit')

    await api('PATCH', `/api/atelier/gallery/${item!.id}`, {
      token: owner.token,
      json: { caption: 'Boubou du dimanche' },
    })
    const captioned = await api('GET', path)
    expect(cacheOf(captioned)).toBe('miss')
    expect(await captioned.text()).toContain('Boubou du dimanche')

    const [added] = await upload(owner)
    await settle()
    expect(await (await api('GET', path)).text()).toContain(added!.url)

    await api('DELETE', `/api/atelier/gallery/${added!.id}`, { token: owner.token })
    expect(await (await api('GET', path)).text()).not.toContain(added!.url)

    await showGallery(owner, false)
    expect((await api('GET', path)).status).toBe(404)
  })

  it('adds and removes the "Galerie" link of a cached home page at once', async () => {
    const owner = await createAtelier()
    const { slug } = owner.store
    const home = `/${slug}/home`
    await api('GET', home)
    await settle()
    expect(cacheOf(await api('GET', home))).toBe('hit')
    const [item] = await upload(owner)
    await showGallery(owner, true)
    expect(await (await api('GET', home)).text()).toContain(galleryLink(slug))
    await api('DELETE', `/api/atelier/gallery/${item!.id}`, { token: owner.token })
    expect(await (await api('GET', home)).text()).not.toContain(galleryLink(slug))
  })
})
