import { describe, expect, it } from 'vitest'
import { fileOf, gifBytes, pngBytes } from '#tests/helpers/images.ts'
import {
  api,
  createAdmin,
  createPixelTenant,
  db,
  issuesOf,
  readError,
  readJson,
  setupWorker,
  shopDb,
  type Tenant,
  uploadImage,
} from '#tests/helpers/worker.ts'
import type {
  PersonalizationPreview,
  PersonalizationSettings,
} from '#worker/schemas/personalization.ts'

setupWorker()

function fullBody(overrides: Record<string, unknown> = {}) {
  return {
    hero: {
      title: 'Le wax de Ouaga',
      subtitle: 'Tissus et couture sur mesure',
      btntext: 'Découvrir',
    },
    about: {
      title: 'Notre atelier',
      description: 'Depuis 2015 à Gounghin.',
      btntext: 'Nos créations',
    },
    callToAction: {
      title: 'Livraison offerte',
      description: 'Dès 20 000 F CFA à Ouagadougou.',
      btntext: 'Commander',
    },
    socialMedia: {
      facebook: 'https://facebook.com/awa',
      instagram: 'https://instagram.com/awa',
      whatsapp: 'https://wa.me/22670123456',
      youtube: '',
      tiktok: 'https://www.tiktok.com/@awa',
    },
    color: '#7F1D1D',
    theme: 'classic',
    facebookPixelId: '123456789012345',
    ...overrides,
  }
}

const put = (tenant: Tenant, json: unknown) =>
  api('PUT', '/api/store/personalization', { token: tenant.token, json })
const home = async (tenant: Tenant) => (await api('GET', `/${tenant.store.slug}/home`)).text()

describe('PUT /api/store/personalization', () => {
  it('saves every section, colour, theme and pixel; GET returns them; 200', async () => {
    const tenant = await createPixelTenant()
    const [bg, a1, a2] = [
      await uploadImage(tenant),
      await uploadImage(tenant),
      await uploadImage(tenant),
    ]
    const body = fullBody()
    const res = await put(tenant, {
      ...body,
      hero: { ...body.hero, backgroundId: bg.id },
      about: { ...body.about, imageIds: [a1.id, a2.id] },
    })
    expect(res.status).toBe(200)
    const saved = await readJson<PersonalizationSettings>(res)
    expect(saved).toMatchObject({
      hero: {
        title: 'Le wax de Ouaga',
        background: { id: bg.id, url: bg.url, width: 2, height: 2 },
      },
      about: { title: 'Notre atelier', images: [{ id: a1.id }, { id: a2.id }] },
      callToAction: { title: 'Livraison offerte' },
      socialMedia: { facebook: 'https://facebook.com/awa', youtube: null },
      color: '#7f1d1d',
      theme: 'classic',
      facebookPixelId: '123456789012345',
    })
    const again = await api('GET', '/api/store/personalization', { token: tenant.token })
    expect(await readJson(again)).toEqual(saved)
  })

  it('renders the saved sections, colour, pixel and social links on the storefront home', async () => {
    const tenant = await createPixelTenant()
    const bg = await uploadImage(tenant, fileOf(pngBytes(64, 32), 'bg.png', 'image/png'))
    const body = fullBody()
    await put(tenant, { ...body, hero: { ...body.hero, backgroundId: bg.id } })
    const html = await home(tenant)
    expect(html).toContain('<h1>Le wax de Ouaga</h1>')
    expect(html).toContain('Tissus et couture sur mesure')
    expect(html).toMatch(
      new RegExp(
        `<img class="hero-bg" src="${bg.url}"[^>]*width="64" height="32" fetchPriority="high"`,
        'i',
      ),
    )
    expect(html).toContain('Notre atelier')
    expect(html).toContain('Livraison offerte')
    expect(html).toContain('--brand:#7f1d1d')
    expect(html).toContain('<meta name="description" content="Notre atelier"/>')
    expect(html).toContain('href="https://www.tiktok.com/@awa"')
    expect(html).toMatch(/<script>!function\(f,b,e,v,n,t,s\)/)
    expect(html).toContain(`fbq('init',"123456789012345")`)
    expect(html).toContain('https://www.facebook.com/tr?id=123456789012345&amp;ev=PageView')
  })

  it('turns social links typed the way people know them into URLs, and shows only those', async () => {
    const tenant = await createPixelTenant()
    const socialMedia = {
      whatsapp: '+226 76 12 34 58',
      facebook: 'facebook.com/awa.couture',
      instagram: '@awa.couture',
      tiktok: '@awa',
      youtube: '',
    }
    const res = await put(tenant, fullBody({ socialMedia }))
    expect(res.status).toBe(200)
    expect((await readJson<PersonalizationSettings>(res)).socialMedia).toEqual({
      whatsapp: 'https://wa.me/22676123458',
      facebook: 'https://facebook.com/awa.couture',
      instagram: 'https://www.instagram.com/awa.couture',
      tiktok: 'https://www.tiktok.com/@awa',
      youtube: null,
    })
    const html = await home(tenant)
    expect(html).toContain('href="https://wa.me/22676123458"')
    expect(html).toContain('href="https://www.instagram.com/awa.couture"')
    expect(html).not.toContain('YouTube')
    expect(html).not.toMatch(/href="#"/)
  })

  it('shows no social links at all for a shop that filled none in', async () => {
    const tenant = await createPixelTenant()
    await put(tenant, { color: '#0f766e', theme: 'elegance' })
    const html = await home(tenant)
    expect(html).not.toContain('Suivez-nous')
    expect(html).not.toMatch(/href="#"/)
  })

  it('accepts every section left empty: the storefront falls back to its defaults, 200', async () => {
    const tenant = await createPixelTenant()
    const res = await put(tenant, { color: '#0f766e', theme: 'classic' })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toMatchObject({
      hero: null,
      about: null,
      callToAction: null,
      facebookPixelId: null,
    })
    const html = await home(tenant)
    expect(html).toContain(`<h1>${tenant.store.name}</h1>`)
    expect(html).toContain('Faites vos choix de nos produits de qualité')
    expect(html).not.toContain('fbq(')
    expect(html).not.toContain('class="hero-bg"')
  })

  it('bumps the storefront cache version in the same write', async () => {
    const tenant = await createPixelTenant()
    // The edge-cache key lives with the shop, in its database (ADR 036).
    const version = () =>
      shopDb(tenant).then((d) =>
        d
          .prepare('SELECT version FROM stores WHERE id = ?')
          .bind(tenant.store.id)
          .first<{ version: number }>(),
      )
    const before = (await version())!.version
    await put(tenant, fullBody())
    expect((await version())!.version).toBe(before + 1)
  })

  it('copies the new colour and theme to the directory’s row of the shop (/stores cards)', async () => {
    const tenant = await createPixelTenant()
    await put(tenant, fullBody({ theme: 'elegance' }))
    const copy = await (await db())
      .prepare('SELECT color, theme FROM stores WHERE id = ?')
      .bind(tenant.store.id)
      .first<{ color: string; theme: string }>()
    expect(copy).toEqual({ color: '#7f1d1d', theme: 'elegance' })
  })

  it.each([
    [
      'hero',
      { hero: { title: 'Seul titre', subtitle: '', btntext: '' } },
      ['hero.subtitle', 'hero.btntext'],
    ],
    [
      'about',
      { about: { title: '', description: 'Texte', btntext: '' } },
      ['about.title', 'about.btntext'],
    ],
    [
      'callToAction',
      { callToAction: { title: '', description: '', btntext: 'Go' } },
      ['callToAction.title', 'callToAction.description'],
    ],
  ])(
    'returns 422 UNPROCESSABLE "Le champ est vide" for the missing texts of a filled %s',
    async (_s, section, paths) => {
      const tenant = await createPixelTenant()
      const res = await put(tenant, { ...fullBody(), ...section })
      expect(res.status).toBe(422)
      const issues = await issuesOf(res)
      for (const path of paths) expect(issues[path]).toBe('Le champ est vide')
    },
  )

  it('returns 422 UNPROCESSABLE when a hero has a background but no texts', async () => {
    const tenant = await createPixelTenant()
    const bg = await uploadImage(tenant)
    const res = await put(tenant, {
      ...fullBody(),
      hero: { backgroundId: bg.id, title: '', subtitle: '', btntext: '' },
    })
    expect(Object.keys(await issuesOf(res))).toEqual([
      'hero.title',
      'hero.subtitle',
      'hero.btntext',
    ])
  })

  it.each([
    [
      'socialMedia.facebook',
      { socialMedia: { facebook: 'Awa Couture' } },
      'Lien invalide : saisissez une adresse (facebook.com/maboutique), un @pseudo ou, pour WhatsApp, un numéro (+226 70 12 34 56)',
    ],
    [
      'socialMedia.instagram',
      { socialMedia: { instagram: 'data:text/html,<b>x</b>' } },
      'Lien invalide : saisissez une adresse (facebook.com/maboutique), un @pseudo ou, pour WhatsApp, un numéro (+226 70 12 34 56)',
    ],
    [
      'socialMedia.whatsapp',
      { socialMedia: { whatsapp: '+226 7612' } },
      'Lien invalide : saisissez une adresse (facebook.com/maboutique), un @pseudo ou, pour WhatsApp, un numéro (+226 70 12 34 56)',
    ],
    ['facebookPixelId', { facebookPixelId: '1234' }, 'Identifiant invalide : 5 à 20 chiffres'],
    ['theme', { theme: 'moderne' }, 'Thème inconnu'],
    ['color', { color: 'rouge' }, 'Couleur invalide'],
    ['color', { color: undefined }, 'Couleur invalide'],
  ])('returns 422 UNPROCESSABLE with an issue on %s for %j', async (path, overrides, message) => {
    const tenant = await createPixelTenant()
    const res = await put(tenant, fullBody(overrides))
    expect(res.status).toBe(422)
    expect((await issuesOf(res))[path]).toBe(message)
  })

  it('returns 422 UNPROCESSABLE for a GIF background (JPG or PNG only)', async () => {
    const tenant = await createPixelTenant()
    const gif = await uploadImage(tenant, fileOf(gifBytes(), 'anim.gif', 'image/gif'))
    const body = fullBody()
    const res = await put(tenant, {
      ...body,
      hero: { ...body.hero, backgroundId: gif.id },
      about: { ...body.about, imageIds: [gif.id] },
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({
      'hero.backgroundId': "L'image de fond doit être au format JPG ou PNG",
      'about.imageIds.0': 'Les images doivent être au format JPG ou PNG',
    })
  })

  it('returns 404 NOT_FOUND for an image of another shop, and saves nothing', async () => {
    const [mine, other] = await Promise.all([createPixelTenant(), createPixelTenant()])
    const theirs = await uploadImage(other)
    const body = fullBody()
    const res = await put(mine, { ...body, about: { ...body.about, imageIds: [theirs.id] } })
    expect(res.status).toBe(404)
    expect((await readError(res)).error.issues).toEqual([
      { path: 'about.imageIds.0', message: 'Image introuvable' },
    ])
    const saved = await readJson<PersonalizationSettings>(
      await api('GET', '/api/store/personalization', { token: mine.token }),
    )
    expect(saved.about).toBeNull()
  })

  it('returns 422 UNPROCESSABLE for more than 4 about images', async () => {
    const tenant = await createPixelTenant()
    const body = fullBody()
    const res = await put(tenant, {
      ...body,
      about: { ...body.about, imageIds: ['a', 'b', 'c', 'd', 'e'] },
    })
    expect((await issuesOf(res))['about.imageIds']).toBe('4 images au maximum')
  })

  it('returns 401 without a token and 403 for an admin', async () => {
    expect((await api('PUT', '/api/store/personalization', { json: fullBody() })).status).toBe(401)
    const admin = await createAdmin()
    expect((await api('GET', '/api/store/personalization', { token: admin.token })).status).toBe(
      403,
    )
  })
})

describe('POST /api/store/preview', () => {
  it('returns the storefront home HTML with the draft title and saves nothing, 200', async () => {
    const tenant = await createPixelTenant()
    const res = await api('POST', '/api/store/preview', {
      token: tenant.token,
      // A half-written hero is fine in a preview.
      json: { ...fullBody(), hero: { title: 'Brouillon du jour', subtitle: '', btntext: '' } },
    })
    expect(res.status).toBe(200)
    const { html } = await readJson<PersonalizationPreview>(res)
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(html).toContain('<h1>Brouillon du jour</h1>')
    expect(html).toContain('--brand:#7f1d1d')
    expect(html).not.toContain('fbq(')
    expect(await home(tenant)).not.toContain('Brouillon du jour')
    const saved = await readJson<PersonalizationSettings>(
      await api('GET', '/api/store/personalization', { token: tenant.token }),
    )
    expect(saved.hero).toBeNull()
  })

  it('returns 422 UNPROCESSABLE for an unsafe colour, like a save', async () => {
    const tenant = await createPixelTenant()
    const res = await api('POST', '/api/store/preview', {
      token: tenant.token,
      json: fullBody({ color: 'red' }),
    })
    expect(res.status).toBe(422)
  })

  it('returns 401 UNAUTHORIZED without a token', async () => {
    expect((await api('POST', '/api/store/preview', { json: fullBody() })).status).toBe(401)
  })
})
