import { describe, expect, it } from 'vitest'
import {
  api,
  createPixelTenant,
  db,
  issuesOf,
  readJson,
  setupWorker,
  type Tenant,
} from '#tests/helpers/worker.ts'
import type { PersonalizationPreview } from '#worker/schemas/personalization.ts'

setupWorker()

const SCRIPT = '<script>alert(1)</script>'
const ATTR = '" onmouseover="alert(1)'
const evil = (field: string) => `${field} ${SCRIPT} ${ATTR}`

function evilBody(overrides: Record<string, unknown> = {}) {
  return {
    hero: { title: evil('ht'), subtitle: evil('hs'), btntext: evil('hb') },
    about: { title: evil('at'), description: evil('ad'), btntext: evil('ab') },
    callToAction: { title: evil('ct'), description: evil('cd'), btntext: evil('cb') },
    socialMedia: {},
    color: '#112233',
    theme: 'classic',
    ...overrides,
  }
}

const put = (tenant: Tenant, json: unknown) =>
  api('PUT', '/api/store/personalization', { token: tenant.token, json })

/** No markup a visitor's browser would run: every injected tag and quote came out as text. */
function expectInert(html: string) {
  expect(html).not.toContain('<script>alert(1)</script>')
  expect(html).not.toMatch(/onmouseover="alert/)
  expect(html).not.toMatch(/href="javascript:/i)
  expect(html).not.toMatch(/href="data:/i)
  // The only scripts are JSON-LD data blocks (no pixel here).
  expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/)
}

describe('personalization texts on the storefront home (XSS)', () => {
  it('renders every section field as escaped text, in the page and in the meta tags', async () => {
    const tenant = await createPixelTenant()
    expect((await put(tenant, evilBody())).status).toBe(200)
    const html = await (await api('GET', `/${tenant.store.slug}/home`)).text()
    expectInert(html)
    for (const f of ['ht', 'hs', 'hb', 'at', 'ad', 'ab', 'ct', 'cd', 'cb'])
      expect(html).toContain(
        `${f} &lt;script>alert(1)&lt;/script> &quot; onmouseover=&quot;alert(1)`,
      )
    expect(html).toContain('<meta name="description" content="at &lt;script>')
  })

  it('renders the preview just as inert', async () => {
    const tenant = await createPixelTenant()
    const res = await api('POST', '/api/store/preview', { token: tenant.token, json: evilBody() })
    expectInert((await readJson<PersonalizationPreview>(res)).html)
  })

  it('refuses javascript: and data: social links with 422, and the footer shows no link to them', async () => {
    const tenant = await createPixelTenant()
    const res = await put(
      tenant,
      evilBody({
        socialMedia: {
          facebook: 'javascript:alert(1)',
          whatsapp: 'data:text/html,<script>x</script>',
        },
      }),
    )
    expect(res.status).toBe(422)
    expect(Object.keys(await issuesOf(res)).sort()).toEqual([
      'socialMedia.facebook',
      'socialMedia.whatsapp',
    ])
    const html = await (await api('GET', `/${tenant.store.slug}/home`)).text()
    expect(html).not.toContain('>Facebook</a>')
    expectInert(html)
  })

  it('drops a javascript: link written straight into the database from the footer', async () => {
    const tenant = await createPixelTenant()
    const json = JSON.stringify({ socialMedia: { facebook: 'javascript:alert(1)' } })
    await (await db())
      .prepare('UPDATE stores SET personalization = ? WHERE id = ?')
      .bind(json, tenant.store.id)
      .run()
    const html = await (await api('GET', `/${tenant.store.slug}/home`)).text()
    expect(html).not.toContain('>Facebook</a>')
    expect(html).not.toMatch(/href="#"/)
    expectInert(html)
  })

  it.each([
    ['color', { color: 'red;}</style><script>alert(1)</script>' }, 'Couleur invalide'],
    ['color', { color: '#112233;background:url(x)' }, 'Couleur invalide'],
    [
      'facebookPixelId',
      { facebookPixelId: '1);alert(1' },
      'Identifiant invalide : 5 à 20 chiffres',
    ],
    [
      'facebookPixelId',
      { facebookPixelId: '12345</script><script>alert(1)' },
      'Identifiant invalide : 5 à 20 chiffres',
    ],
  ])('returns 422 UNPROCESSABLE on %s for %j', async (path, overrides, message) => {
    const tenant = await createPixelTenant()
    const res = await put(tenant, evilBody(overrides))
    expect(res.status).toBe(422)
    expect((await issuesOf(res))[path]).toBe(message)
  })

  it('never runs a pixel id or colour written straight into the database', async () => {
    const tenant = await createPixelTenant()
    await (await db())
      .prepare('UPDATE stores SET facebook_pixel_id = ?, color = ? WHERE id = ?')
      .bind("1');alert(1);//", 'red;}</style><script>alert(1)</script>', tenant.store.id)
      .run()
    const html = await (await api('GET', `/${tenant.store.slug}/home`)).text()
    expect(html).not.toContain('fbq(')
    expect(html).not.toContain('</style><script>')
    expect(html).toContain('--brand:#0f766e')
  })
})
