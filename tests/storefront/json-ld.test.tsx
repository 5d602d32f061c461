import { describe, expect, it } from 'vitest'
import { serializeJsonLd } from '#themes/shared/json-ld.tsx'
import { bareShop, fullShop, product, renderAll, THEME_NAMES, THEMES } from './fixtures.tsx'

/** Every JSON-LD block of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
  return blocks.map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
}

const types = (html: string) => jsonLdOf(html).map((b) => b['@type'])

describe('serializeJsonLd', () => {
  it('escapes what could end the script or start markup, and stays the same JSON', () => {
    const value = { name: '</script><script>alert(1)</script> & <!-- \u2028\u2029' }
    const out = serializeJsonLd(value)
    expect(out).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(out)).toEqual(value)
  })
})

describe.each(THEME_NAMES)('structured data, theme %s', (name) => {
  it('describes the shop on every page, and parses', () => {
    for (const html of Object.values(renderAll(THEMES[name], fullShop()))) {
      const org = jsonLdOf(html).find((b) => b['@type'] === 'Organization')
      expect(org).toMatchObject({
        name: 'Awa Couture',
        url: 'https://boutiko.test/awa-couture/home',
        // Its 1280 px copy: crawlers never fetch a phone photo of MBs (ADR 058).
        logo: 'https://boutiko.test/media/s/sto_full/med_logo-w1280.png',
        sameAs: expect.arrayContaining(['https://www.tiktok.com/@awa']),
      })
    }
  })

  it("carries the buyers' AggregateRating and each visible Review (issue 26)", () => {
    const pages = renderAll(THEMES[name], fullShop())
    const ld = jsonLdOf(pages.product).find((b) => b['@type'] === 'Product')
    expect(ld).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Awa O.' },
          reviewBody: 'Très beau tissu',
          reviewRating: { '@type': 'Rating', ratingValue: 4 },
        },
      ],
    })
  })

  it('gives the product page a Product with its Offer and a BreadcrumbList', () => {
    const pages = renderAll(THEMES[name], fullShop())
    expect(types(pages.product)).toEqual(['Organization', 'Product', 'BreadcrumbList'])
    expect(types(pages.products)).toEqual(['Organization', 'BreadcrumbList'])
    const ld = jsonLdOf(pages.product).find((b) => b['@type'] === 'Product')
    expect(ld).toMatchObject({
      name: 'Pagne wax',
      offers: {
        '@type': 'Offer',
        price: '8000',
        priceCurrency: 'XOF',
        availability: 'https://schema.org/InStock',
      },
    })
  })

  it('says OutOfStock, and gives prices in major units for a currency with cents', () => {
    const shop = fullShop({ currency: 'EUR' })
    const html = renderAll(THEMES[name], shop, product({ stock: 0, currentPrice: 1250 })).product
    const ld = jsonLdOf(html).find((b) => b['@type'] === 'Product')
    expect(ld?.offers).toMatchObject({
      price: '12.50',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/OutOfStock',
    })
  })

  it('never lets a shop text close the script element', () => {
    const evil = '</script><script>alert(1)</script>'
    const pages = renderAll(THEMES[name], bareShop({ name: evil }), product({ name: evil }))
    for (const html of Object.values(pages)) {
      for (const m of html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs))
        expect(m[1]).not.toMatch(/<\/script/i)
      expect(jsonLdOf(html).length).toBeGreaterThan(0)
    }
  })

  it('sets canonical, Open Graph and Twitter tags per page, and noindex on private pages', () => {
    const pages = renderAll(THEMES[name], fullShop())
    expect(pages.product).toContain(
      '<link rel="canonical" href="https://boutiko.test/awa-couture/products/prd_pagne"/>',
    )
    expect(pages.product).toContain('<meta property="og:title" content="Pagne wax · Awa Couture"/>')
    expect(pages.product).toContain('<meta property="og:type" content="product"/>')
    expect(pages.product).toContain(
      '<meta property="og:image" content="https://boutiko.test/media/s/sto_full/med_p.jpg"/>',
    )
    expect(pages.product).toContain(
      '<meta name="twitter:description" content="Coton 100 %, 6 yards."/>',
    )
    expect(pages.home).toContain('<meta name="description" content="Notre atelier"/>')
    expect(pages.home).toContain('<title>Awa Couture</title>')
    for (const page of [pages.cart, pages.checkout, pages.receipt])
      expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(pages.home).not.toContain('noindex')
  })
})
