import { describe, expect, it } from 'vitest'
import { api, createPixelTenant, setupWorker } from '#tests/helpers/worker.ts'

// No shop kept in memory: every page reads the shop's row, and with it the shop's version.
setupWorker()

const home = (slug: string, n: number) => api('GET', `/${slug}/home?n=${n}`)

/**
 * The worker keeps what a shop's pages share between requests (ADR 043: the shop as the themes
 * see it, the organisation's JSON-LD, the stylesheet of its colour, the CSP of its pixel):
 * a merchant's change must still show on the very next page.
 */
describe("what a shop's pages share, kept between requests", () => {
  it("shows the merchant's new colour, links and pixel on the next page", async () => {
    const tenant = await createPixelTenant()
    const slug = tenant.store.slug
    const before = await home(slug, 1)
    const beforeHtml = await before.text()
    expect(beforeHtml).not.toContain('"sameAs"')
    expect(before.headers.get('content-security-policy')).not.toContain('strict-dynamic')
    expect((await (await home(slug, 2)).text()).length).toBe(beforeHtml.length)

    const saved = await api('PUT', '/api/store/personalization', {
      token: tenant.token,
      json: {
        color: '#1e3a8a',
        theme: 'classic',
        socialMedia: { facebook: 'https://facebook.com/awa' },
        facebookPixelId: '123456789012345',
      },
    })
    expect(saved.status).toBe(200)

    const after = await home(slug, 3)
    const html = await after.text()
    expect(html).toContain('--brand:#1e3a8a')
    expect(html).toContain('"sameAs":["https://facebook.com/awa"]')
    expect(after.headers.get('content-security-policy')).toContain("'strict-dynamic'")
  })

  it('keeps each shop its own: two shops in turn show their own name and colour', async () => {
    const a = await createPixelTenant({ name: 'Chez Awa' })
    const b = await createPixelTenant({ name: 'Bazin Fatou' })
    for (const [tenant, color] of [
      [a, '#7f1d1d'],
      [b, '#14532d'],
    ] as const) {
      const res = await api('PUT', '/api/store/personalization', {
        token: tenant.token,
        json: { color, theme: 'classic', socialMedia: {} },
      })
      expect(res.status).toBe(200)
    }
    for (let n = 0; n < 2; n++) {
      const [pageA, pageB] = await Promise.all([
        (await home(a.store.slug, n)).text(),
        (await home(b.store.slug, n)).text(),
      ])
      expect(pageA).toContain('"name":"Chez Awa"')
      expect(pageA).toContain('--brand:#7f1d1d')
      expect(pageB).toContain('"name":"Bazin Fatou"')
      expect(pageB).toContain('--brand:#14532d')
    }
  })
})
