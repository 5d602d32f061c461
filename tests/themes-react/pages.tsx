import type { StorefrontGalleryImage } from '#worker/schemas/atelier/gallery.ts'
import {
  bareShop,
  ctxOf,
  fullShop,
  html,
  product,
  renderAll,
  THEME_NAMES,
  THEMES,
} from '../storefront/fixtures.tsx'

/**
 * Every page of every theme, as HTML, keyed `theme/shop/page`: the full shop and the bare one
 * (every optional field set, none), plus the atelier's gallery. Which renderer writes them is
 * this module's imports' business: loaded as is, real React (`react/jsx-runtime`,
 * `react-dom/server`); loaded as `pages.tsx?renderer=preact`, the worker's aliases to Preact
 * (vitest.config.ts, the themes-react project).
 */
export function renderEveryPage(): Record<string, string> {
  const gallery: StorefrontGalleryImage[] = [
    {
      url: '/media/s/sto_full/med_g1.jpg',
      width: 800,
      height: 1200,
      alt: 'Robe',
      caption: 'Bazin',
    },
    { url: '/media/s/sto_full/med_g2.jpg', width: 800, height: 1200, alt: 'Boubou', caption: null },
  ]
  const pages: Record<string, string> = {}
  for (const name of THEME_NAMES) {
    const theme = THEMES[name]
    for (const [kind, shop] of [
      ['full', fullShop({ theme: name })],
      ['bare', bareShop({ theme: name })],
    ] as const) {
      for (const [page, body] of Object.entries(renderAll(theme, shop)))
        pages[`${name}/${kind}/${page}`] = body
      pages[`${name}/${kind}/gallery`] = html(
        <theme.GalleryPage
          ctx={{ ...ctxOf(shop), showGallery: true }}
          data={{ images: gallery }}
        />,
      )
    }
    pages[`${name}/full/product-sold-out`] = renderAll(
      theme,
      fullShop({ theme: name }),
      product({ stock: 0 }),
      [],
    ).product
  }
  return pages
}
