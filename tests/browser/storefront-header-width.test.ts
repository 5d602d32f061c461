import type { Browser } from 'playwright-core'
import { createElement } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser.ts'
import {
  cart,
  ctxOf,
  fullShop,
  html,
  product,
  THEME_NAMES,
  THEMES,
} from '../storefront/fixtures.tsx'

/**
 * The storefront's header on the narrowest phones we serve (360 px), in its widest state: a
 * shop that shows its atelier's gallery (five links) and a cart counting two digits. The pages
 * are the themes' own HTML with their inline CSS; images are answered empty, nothing else loads.
 */
const PHONE = { width: 360, height: 740 }
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

function widestPages(name: (typeof THEME_NAMES)[number]) {
  const theme = THEMES[name]
  const shop = fullShop({ theme: name, name: 'Atelier Couture de la Grande Mosquée' })
  const ctx = { ...ctxOf(shop), showGallery: true }
  const busyCart = { ...cart(product()), count: 12 }
  const categories = [{ id: 'cat_tissus', name: 'Tissus', description: null, productCount: 1 }]
  return {
    home: html(
      createElement(theme.HomePage, {
        ctx,
        data: { featured: [product()], categories, testimonials: [] },
      }),
    ),
    cart: html(createElement(theme.CartPage, { ctx, data: { cart: busyCart } })),
    checkout: html(
      createElement(theme.CheckoutPage, {
        ctx,
        data: { cart: busyCart, form: { values: {}, errors: {} } },
      }),
    ),
  }
}

describe('the storefront header on a 360 px phone', () => {
  it.each(THEME_NAMES)('fits the screen with five links and "Panier (12)" (%s)', async (name) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
    await context.route('**/*', (route) => route.fulfill({ status: 204, body: '' }))
    const page = await context.newPage()
    const wide: string[] = []
    for (const [which, markup] of Object.entries(widestPages(name))) {
      await page.setContent(markup, { waitUntil: 'domcontentloaded' })
      expect(await page.getByRole('link', { name: /Panier/ }).count()).toBeGreaterThan(0)
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth)
      if (scroll > PHONE.width) wide.push(`${which}: ${scroll} px`)
      const cartLink = await page.locator('.cart-link').boundingBox()
      if (cartLink && cartLink.x + cartLink.width > PHONE.width) wide.push(`${which}: cart cut`)
    }
    await context.close()
    expect(wide).toEqual([])
  })
})
