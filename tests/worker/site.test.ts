import { describe, expect, it } from 'vitest'
import { databasesAsked, TRACE_HEADER } from '#tests/helpers/sql-recorder.ts'
import {
  api,
  createAdmin,
  createTenant,
  readJson,
  seedProduct,
  setupWorker,
} from '#tests/helpers/worker.ts'

setupWorker()

const suspendShop = async (token: string, storeId: string) => {
  const res = await api('PATCH', `/api/admin/shops/${storeId}/status`, {
    token,
    json: { status: 'suspended', reason: 'Contrefaçon' },
  })
  expect(res.status).toBe(200)
}

const form = (values: Record<string, string>) => ({
  body: new URLSearchParams(values).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
})

describe('public site pages', () => {
  it.each([
    ['/', 'Bienvenue sur Boutiko'],
    ['/apropos', 'À propos de Boutiko'],
    ['/features', 'Fonctionnalités'],
    ['/terme-condition', 'Termes et conditions'],
    ['/privacy', 'Politique de confidentialité'],
    ['/contact', 'Veuillez choisir un sujet'],
    ['/galeries', 'Galeries'],
    ['/aide', 'Comment suis-je payé ?'],
  ])('GET %s answers 200 HTML with its content and the shared layout', async (path, text) => {
    const res = await api('GET', path)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(text)
    // Its stylesheet is CSS as written: an escaped quote would drop the font rule.
    const css = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? ''
    expect(css).toContain('"Segoe UI"')
    expect(css).not.toMatch(/&(quot|amp|lt|gt|#\d+);/)
    for (const nav of [
      'Accueil',
      'Tarifs',
      'Fonctionnalités',
      'Boutiques',
      'Contact',
      'Connexion',
      "S'Inscrire",
    ]) {
      expect(html).toContain(nav)
    }
    expect(html).toContain(`© ${new Date().getUTCFullYear()} Boutiko`)
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'")
  })

  it('highlights the current page in the navigation', async () => {
    const html = await (await api('GET', '/pricing')).text()
    expect(html).toMatch(/<a href="\/pricing" aria-current="page">Tarifs<\/a>/)
  })

  it.each([
    ['/store', '/stores'],
    ['/tarifs', '/pricing'],
    ['/contact-us', '/contact'],
    ['/fonctionalite', '/features'],
    ['/forbiden', '/forbidden'],
  ])('GET %s redirects 301 to %s', async (from, to) => {
    const res = await api('GET', from)
    expect(res.status).toBe(301)
    expect(new URL(res.headers.get('location')!, 'https://x.test').pathname).toBe(to)
  })

  it('links every footer entry to a page that answers, none to #', async () => {
    const html = await (await api('GET', '/')).text()
    const footer = html.slice(html.indexOf('<footer'))
    const hrefs = [...footer.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]!)
    expect(hrefs).toEqual(
      expect.arrayContaining(['/fonctionalite', '/store', '/tarifs', '/contact-us', '/aide']),
    )
    expect(hrefs.filter((h) => !h.startsWith('/') || h.startsWith('/#'))).toEqual([])
    for (const href of hrefs) {
      const [path, anchor] = href.split('#')
      let res = await api('GET', path!)
      if (res.status === 301)
        res = await api('GET', new URL(res.headers.get('location')!, 'https://x.test').pathname)
      expect(res.status, href).toBe(200)
      if (anchor) expect(await res.text(), href).toContain(`id="${anchor}"`)
    }
  })
})

describe('GET /pricing', () => {
  it('lists the plans from the database with their prices', async () => {
    const html = await (await api('GET', '/pricing')).text()
    for (const name of ['Gratuit', 'Starter', 'Premium', 'Entreprise']) expect(html).toContain(name)
    expect(html).toMatch(/15\s000\sF\sCFA/)
  })
})

describe('GET /stores', () => {
  it('lists real shops, finds them by name and links to their storefront', async () => {
    const tenant = await createTenant({ name: `Karité Doré ${Date.now()}` })
    const all = await (await api('GET', '/stores')).text()
    expect(all).toContain(`href="/${tenant.store.slug}/home"`)
    const found = await (await api('GET', `/stores?q=${encodeURIComponent('Karité Doré')}`)).text()
    expect(found).toContain(tenant.store.name)
    const none = await (await api('GET', '/stores?q=zzzz-aucune')).text()
    expect(none).toContain('Aucune boutique ne correspond')
  })

  it('counts each shop’s active products as they are added, unpublished and deleted', async () => {
    const tenant = await createTenant({ name: `Comptée ${Date.now()}` })
    const admin = await createAdmin()
    const [a, b] = [await seedProduct(tenant), await seedProduct(tenant), await seedProduct(tenant)]
    const card = async () => {
      const q = encodeURIComponent(tenant.store.name)
      const html = await (await api('GET', `/stores?q=${q}`)).text()
      return html.match(/<small>(\d+) produits?<\/small>/)?.[1]
    }
    expect(await card()).toBe('3')
    const moderated = await api('PATCH', `/api/admin/shops/products/${a!.id}`, {
      token: admin.token,
      json: { status: 'unpublished', reason: 'Contrefaçon' },
    })
    expect(moderated.status).toBe(200)
    expect((await api('DELETE', `/api/products/${b!.id}`, { token: tenant.token })).status).toBe(
      204,
    )
    expect(await card()).toBe('1')
  })

  it('hides a shop whose subscription is suspended', async () => {
    const tenant = await createTenant({ name: `Suspendue ${Date.now()}` })
    const { db } = await import('#tests/helpers/worker.ts')
    await (await db())
      .prepare("UPDATE subscriptions SET status = 'suspended' WHERE store_id = ?")
      .bind(tenant.store.id)
      .run()
    expect(await (await api('GET', '/stores')).text()).not.toContain(tenant.store.slug)
  })
})

describe('GET /galeries', () => {
  it('shows real product images linking to their product page', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const html = await (await api('GET', '/galeries')).text()
    expect(html).toContain(`href="/${tenant.store.slug}/products/${product.id}"`)
    expect(html).toContain(product.imageUrl!)
  })

  it('reads the pictures from the directory alone, whatever databases hold the shops', async () => {
    await seedProduct(await createTenant())
    const res = await api('GET', '/galeries', { headers: { [TRACE_HEADER]: '1' } })
    expect(res.status).toBe(200)
    // Issue 16: a view across shops never asks every shop database on each request.
    expect(databasesAsked(res)).toEqual(['DB'])
  })

  it('leaves out unpublished products, products without a picture and suspended shops', async () => {
    const admin = await createAdmin()
    const hiddenShop = await createTenant()
    const suspended = await seedProduct(hiddenShop)
    const tenant = await createTenant()
    const unpublished = await seedProduct(tenant)
    const shown = await seedProduct(tenant)
    await api('PATCH', `/api/admin/shops/products/${unpublished.id}`, {
      token: admin.token,
      json: { status: 'unpublished', reason: 'Contrefaçon' },
    })
    await suspendShop(admin.token, hiddenShop.store.id)
    const html = await (await api('GET', '/galeries')).text()
    expect(html).toContain(`/products/${shown.id}"`)
    expect(html).not.toContain(`/products/${unpublished.id}"`)
    expect(html).not.toContain(`/products/${suspended.id}"`)
  })
})

describe('POST /contact', () => {
  it('saves the message, notifies administrators and redirects 303 to the thank-you state', async () => {
    const admin = await createAdmin()
    const res = await api(
      'POST',
      '/contact',
      form({ email: 'awa@example.com', subject: 'Partenariat', message: 'Bonjour !' }),
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toContain('/contact?sent=1')
    const notes = await readJson<{ data: { type: string; title: string }[] }>(
      await api('GET', '/api/admin-notifications', { token: admin.token }),
    )
    expect(notes.data.some((n) => n.type === 'contact' && n.title.includes('Partenariat'))).toBe(
      true,
    )
    expect(await (await api('GET', '/contact?sent=1')).text()).toContain(
      'Votre message a bien été envoyé',
    )
  })

  it('answers 422 with the French messages on the fields and keeps what was typed', async () => {
    const res = await api(
      'POST',
      '/contact',
      form({ email: 'pas-un-email', subject: '', message: 'Texte gardé' }),
    )
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('E-mail incorrect')
    expect(html).toContain('Veuillez choisir un sujet</p>')
    expect(html).toContain('Texte gardé')
  })
})

describe('GET /dev/outbox', () => {
  it('does not exist outside local development', async () => {
    const res = await api('GET', '/dev/outbox')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Page Introuvable')
  })
})

describe('GET /robots.txt and /sitemap.xml', () => {
  it('points crawlers from the root robots.txt to a sitemap index listing every visible shop', async () => {
    const tenant = await createTenant()
    expect(await (await api('GET', '/robots.txt')).text()).toContain(
      'Sitemap: https://boutiko.test/sitemap.xml',
    )
    const res = await api('GET', '/sitemap.xml')
    expect(res.headers.get('content-type')).toContain('application/xml')
    expect(await res.text()).toContain(
      `<loc>https://boutiko.test/${tenant.store.slug}/sitemap.xml</loc>`,
    )
  })
})
