import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { productPicture } from '../../scripts/lib/png.ts'
import {
  merchantWithShop,
  money,
  pagesScrollingSideways,
  person,
  setupBrowserTest,
} from '../helpers/journeys.ts'

const t = setupBrowserTest()

/** Creates the product through the form and returns its dashboard URL. */
async function addProduct(page: Page, name: string, price: string, stock: string) {
  await page.goto(`${t.server().url}/user/products/new`)
  await page.getByLabel('Nom du produit').fill(name)
  await page.getByLabel('Description').fill('Panier tressé à la main, fibres naturelles.')
  await page.getByLabel('Prix', { exact: true }).fill(price)
  await page.getByLabel('Stock').fill(stock)
  await page.getByLabel('Image').setInputFiles({
    name: 'panier.png',
    mimeType: 'image/png',
    buffer: productPicture(240, '#ecfccb', '#65a30d', '#365314', 0),
  })
  await page.locator('img[src^="/media/"]').first().waitFor()
  await page.getByRole('button', { name: 'Enregistrer le produit' }).click()
  await page.waitForURL(/\/user\/products$/)
  await page.getByRole('link', { name }).first().click()
  await page.waitForURL(/\/user\/products\/prd_[a-z0-9]+$/)
  return page.url()
}

async function stockShown(page: Page, productUrl: string) {
  await page.goto(productUrl)
  const value = page.locator('dt', { hasText: /^Stock$/ }).locator('xpath=following-sibling::dd')
  const text = (await value.textContent())?.trim()
  return text === 'Rupture' ? 0 : Number(text)
}

/** The amount on the board's "Ventes aujourd'hui" card. */
async function salesToday(page: Page) {
  await page.goto(`${t.server().url}/user/dashboard`)
  const card = page.getByRole('link', { name: /Ventes aujourd'hui/ })
  // The ordered amount itself, not the "Encaissé : …" line under it.
  const amount = card.getByText(/^[\d\s]+F\sCFA$/)
  await amount.waitFor()
  return (await amount.textContent()) ?? ''
}

describe('a merchant records a sale made in the shop', () => {
  it('takes the stock and counts in today’s sales, at the price agreed at the counter', async () => {
    const merchant = await t.browser().newPage()
    await merchantWithShop(merchant, t.server().url, person('Rasmata', 'Kaboré'), {
      name: 'Paniers Rasmata',
      email: 'paniers@example.com',
    })
    const productUrl = await addProduct(merchant, 'Panier Bolga', '7500', '6')
    expect(await salesToday(merchant)).toMatch(money('0'))

    await merchant.goto(`${t.server().url}/user/orders`)
    await merchant.getByRole('link', { name: 'Nouvelle vente' }).click()
    await merchant.getByRole('heading', { name: 'Nouvelle vente' }).waitFor()
    await merchant.getByLabel('Rechercher un produit').fill('Bolga')
    await merchant.getByRole('button', { name: 'Ajouter Panier Bolga' }).click()
    await merchant.getByLabel('Quantité').fill('2')
    // Haggled at the counter: 7 000 instead of 7 500.
    await merchant.getByLabel('Prix unitaire').fill('7000')
    await expect
      .poll(() => merchant.getByTestId('sale-total').textContent())
      .toMatch(money('14 000'))
    await merchant.getByLabel('Moyen de paiement').selectOption({ label: 'Mobile money' })
    await merchant.getByLabel('Référence mobile money').fill(`PP${Date.now()}`)
    await merchant.getByLabel('Prénom').fill('Salif')
    await merchant.getByRole('button', { name: 'Enregistrer la vente' }).click()

    await merchant.waitForURL(/\/user\/orders\/ord_[a-z0-9]+$/)
    const saleUrl = merchant.url()
    await merchant.getByRole('heading', { name: /^Commande CMD-/ }).waitFor()
    await merchant.getByText('Livrée').first().waitFor()
    await merchant.getByText('Salif').first().waitFor()

    expect(await stockShown(merchant, productUrl)).toBe(4)
    expect(await salesToday(merchant)).toMatch(money('14 000'))
    await merchant.goto(`${t.server().url}/user/orders`)
    await merchant.getByText('Vente directe').first().waitFor()

    // On a 375 px phone, the list with a sale, the sale form and the sale's page fit the width.
    await merchant.setViewportSize({ width: 375, height: 740 })
    const urls = [`${t.server().url}/user/orders`, `${t.server().url}/user/orders/new`, saleUrl]
    expect(await pagesScrollingSideways(merchant, urls)).toEqual([])
  })
})
