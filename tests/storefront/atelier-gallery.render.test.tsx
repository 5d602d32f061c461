import { describe, expect, it } from 'vitest'
import type { StorefrontGalleryImage } from '#worker/schemas/atelier/gallery.ts'
import { ctxOf, fullShop, html, product, THEME_NAMES, THEMES } from './fixtures.tsx'

const image = (i: number, caption: string | null = null): StorefrontGalleryImage => ({
  url: `/media/s/sto_full/med_g${i}.jpg`,
  width: 800 + i,
  height: 1200,
  alt: caption ?? 'Réalisation de Awa Couture',
  caption,
})

const images = [image(1, 'Robe en bazin brodé'), image(2), image(3), image(4)]

describe.each(THEME_NAMES)('theme %s: the atelier gallery', (name) => {
  const theme = THEMES[name]
  const shop = fullShop({ theme: name })

  it('renders the page titled "Galerie", every image sized, the first two eager, the rest lazy', () => {
    const page = html(
      <theme.GalleryPage ctx={{ ...ctxOf(shop), showGallery: true }} data={{ images }} />,
    )
    expect(page).toContain('<title>Galerie · Awa Couture</title>')
    expect(page).toContain(
      '<link rel="canonical" href="https://boutiko.test/awa-couture/galerie"/>',
    )
    expect(page).toContain('<h1 id="h-gallery">Galerie</h1>')
    for (const img of images) {
      expect(page).toContain(`src="${img.url}" alt="${img.alt}" width="${img.width}" height="1200"`)
    }
    expect(page.match(/loading="lazy"/g)).toHaveLength(2)
    expect(page).toContain('<figcaption aria-hidden="true">Robe en bazin brodé</figcaption>')
    expect(page.match(/<figcaption/g)).toHaveLength(1)
    expect(page).toContain('srcset="/media/s/sto_full/med_g1-w320.jpg 320w')
  })

  it('links to "Galerie" in the menu and footer only when the shop shows it', () => {
    const data = { featured: [product()], categories: [] }
    const shown = html(<theme.HomePage ctx={{ ...ctxOf(shop), showGallery: true }} data={data} />)
    expect(shown.match(/href="\/awa-couture\/galerie"/g)).toHaveLength(2)
    const hidden = html(<theme.HomePage ctx={ctxOf(shop)} data={data} />)
    expect(hidden).not.toContain('/galerie')
  })

  it('escapes a caption written as markup', () => {
    const hostile = image(9, '<script>alert(1)</script>"')
    const page = html(<theme.GalleryPage ctx={ctxOf(shop)} data={{ images: [hostile] }} />)
    expect(page).not.toContain('<script>alert(1)</script>')
    expect(page).toContain('&lt;script>alert(1)&lt;/script>')
  })
})
