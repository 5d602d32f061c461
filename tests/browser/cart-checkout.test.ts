import type { Browser, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { productPicture } from '../../scripts/lib/png.ts'
import { merchantWithShop, money, person, setupBrowserTest } from '../helpers/journeys.ts'

const t = setupBrowserTest()

/** A photo wider than the largest copy's 640 px: the dashboard draws 320 and 640 px copies. */
const widePhoto = (accent: string) => ({
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: productPicture(900, '#fde68a', '#b45309', accent, 1),
})

async function addProduct(page: Page, name: string, price: string, accent: string) {
  await page.goto(`${t.server().url}/user/products/new`)
  await page.getByLabel('Nom du produit').fill(name)
  await page.getByLabel('Description').fill(`${name}, fait main à Ouagadougou.`)
  await page.getByLabel('Prix', { exact: true }).fill(price)
  await page.getByLabel('Stock', { exact: true }).fill('10')
  await page.getByLabel('Image', { exact: true }).setInputFiles(widePhoto(accent))
  await page.locator('img[src^="/media/"]').first().waitFor()
  await page.getByRole('button', { name: 'Enregistrer le produit' }).click()
  await page.waitForURL(/\/user\/products$/)
}

let slug = ''

beforeAll(async () => {
  const merchant = await t.browser().newPage()
  slug = await merchantWithShop(merchant, t.server().url, person('Rasmata', 'Kaboré'), {
    name: 'Rasmata Karité',
    phone: '70 44 55 66',
  })
  await addProduct(merchant, 'Beurre de karité', '2500', '#78350f')
  await addProduct(merchant, 'Savon noir', '1000', '#1c1917')
  await merchant.close()
}, 180_000)

/** Product page → "Ajouter au panier" → the cart page says so. */
async function addToCart(shopper: Page, name: string, quantity: string) {
  await shopper.goto(`${t.server().url}/${slug}/products`)
  await shopper.getByRole('link', { name }).first().click()
  await shopper.getByRole('heading', { level: 1, name }).waitFor()
  await shopper.getByLabel('Quantité').fill(quantity)
  await shopper.getByRole('button', { name: 'Ajouter au panier' }).click()
  await shopper.getByText('Le produit a été ajouté à votre panier.').waitFor()
}

async function buyTwoProducts(browser: Browser, javaScriptEnabled: boolean) {
  const shopper = await (await browser.newContext({ javaScriptEnabled })).newPage()
  await addToCart(shopper, 'Beurre de karité', '1')
  await addToCart(shopper, 'Savon noir', '2')
  expect(await shopper.textContent('main')).toMatch(money('4 500'))

  // One more jar of shea butter, from the cart page.
  await shopper.getByLabel('Quantité de Beurre de karité').fill('2')
  await shopper
    .getByRole('listitem')
    .filter({ hasText: 'Beurre de karité' })
    .getByRole('button', { name: 'Mettre à jour' })
    .click()
  await shopper.getByText('Votre panier a été mis à jour.').waitFor()
  expect(await shopper.textContent('main')).toMatch(money('7 000'))
  await expect(shopper.getByRole('link', { name: 'Panier (4)' }).count()).resolves.toBe(1)

  await shopper.getByRole('link', { name: 'Commander', exact: true }).click()
  await shopper.getByRole('heading', { name: 'Finaliser la commande' }).waitFor()
  await shopper.getByLabel('Prénom').fill('Awa')
  await shopper.getByLabel('Nom', { exact: true }).fill('Sawadogo')
  await shopper.getByLabel('Téléphone', { exact: true }).fill('76 12 34 56')
  await shopper.getByLabel('Ville').fill('Koudougou')
  await shopper.getByRole('button', { name: 'Confirmer la commande' }).click()

  await shopper.getByRole('heading', { name: 'Merci pour votre commande !' }).waitFor()
  const main = (await shopper.textContent('main')) ?? ''
  expect(main).toMatch(/CMD-[A-Z0-9]{4}-[A-Z0-9]{4}/)
  expect(main).toMatch(money('7 000'))
  const whatsapp = shopper.getByRole('link', { name: 'Écrire à la boutique sur WhatsApp' })
  expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/22670445566\?text=.*CMD-/)
  // The cart was emptied by the order.
  await shopper.goto(`${t.server().url}/${slug}/cart`)
  await shopper.getByText('Votre panier est vide.').waitFor()
  await shopper.context().close()
}

describe('a shopper fills a cart with two products and checks out', () => {
  it('works with JavaScript switched off', async () => {
    await buyTwoProducts(t.browser(), false)
  })

  it('works the same with JavaScript on', async () => {
    await buyTwoProducts(t.browser(), true)
  })

  it('stored the smaller copies the dashboard drew of each product photo', async () => {
    // Media rows live in the shop's database, whichever it is.
    const rows = await t
      .server()
      .sql<{ width: number }>(
        "SELECT key, width FROM media WHERE key LIKE '%-w%' ORDER BY width",
        'every database',
      )
    const widths = rows.map((row) => row.width).sort((a, b) => a - b)
    expect(widths).toEqual([320, 320, 640, 640])
  })
})
