import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { productPicture } from '../../scripts/lib/png.ts'
import { merchantWithShop, person, setupBrowserTest } from '../helpers/journeys.ts'

const t = setupBrowserTest()

const openShop = (page: Page) =>
  merchantWithShop(page, t.server().url, person('Alimata', 'Ouattara'), {
    name: 'Karité Alimata',
    email: 'karite@example.com',
  })

/** Creates the product through the form and returns its dashboard URL. */
async function addProduct(page: Page, name: string, stock: string) {
  await page.goto(`${t.server().url}/user/products/new`)
  await page.getByLabel('Nom du produit').fill(name)
  await page.getByLabel('Description').fill('Beurre de karité pur, pressé à la main.')
  await page.getByLabel('Prix', { exact: true }).fill('2500')
  await page.getByLabel('Stock').fill(stock)
  await page.getByLabel('Image').setInputFiles({
    name: 'karite.png',
    mimeType: 'image/png',
    buffer: productPicture(240, '#fef3c7', '#d97706', '#78350f', 0),
  })
  await page.locator('img[src^="/media/"]').first().waitFor()
  await page.getByRole('button', { name: 'Enregistrer le produit' }).click()
  await page.waitForURL(/\/user\/products$/)
  await page.getByRole('link', { name }).first().click()
  await page.waitForURL(/\/user\/products\/prd_[a-z0-9]+$/)
  return page.url()
}

/** The stock the product page shows ("Rupture" reads as 0). */
async function stockShown(page: Page, productUrl: string) {
  await page.goto(productUrl)
  const value = page.locator('dt', { hasText: /^Stock$/ }).locator('xpath=following-sibling::dd')
  const text = (await value.textContent())?.trim()
  return text === 'Rupture' ? 0 : Number(text)
}

/** A shopper without JavaScript orders `quantity`; returns the order number and tracking URL. */
async function shopperOrders(productPageUrl: string, quantity: number, firstName: string) {
  const shopper = await (await t.browser().newContext({ javaScriptEnabled: false })).newPage()
  await shopper.goto(productPageUrl)
  await shopper.getByLabel('Quantité').fill(String(quantity))
  await shopper.getByLabel('Prénom').fill(firstName)
  await shopper.getByLabel('Nom', { exact: true }).fill('Sanou')
  await shopper
    .getByLabel('Téléphone', { exact: true })
    .fill(`76 ${Math.floor(10 + Math.random() * 89)} 22 11`)
  await shopper.getByLabel('Ville').fill('Bobo-Dioulasso')
  await shopper.getByRole('button', { name: 'Passer la commande' }).click()
  await shopper.getByRole('heading', { name: 'Merci pour votre commande !' }).waitFor()
  const number = (await shopper.textContent('body'))?.match(/CMD-[A-Z0-9]{4}-[A-Z0-9]{4}/)?.[0]
  expect(number).toBeTruthy()
  return { number: number!, trackingUrl: shopper.url(), shopper }
}

/** On the order page: choose a status, optionally write to the shopper, and submit. */
async function changeStatus(page: Page, status: string, message?: string) {
  await page.getByLabel('Statut').selectOption({ label: status })
  if (message) await page.getByLabel('Message au client').fill(message)
  await page.getByRole('button', { name: 'Mettre à jour' }).click()
}

async function waitForStatus(page: Page, status: string) {
  await page.getByText('Commande mise à jour').first().waitFor()
  await page.getByRole('listitem').filter({ hasText: status }).last().waitFor()
  await expect
    .poll(async () => page.getByLabel('Statut').locator('option:checked').textContent())
    .toBe(status)
}

describe('an order lives from placement to delivery or cancellation', () => {
  it('takes stock when ordered, moves through the statuses, and gives the stock back once when canceled', async () => {
    const merchant = await t.browser().newPage()
    await openShop(merchant)
    const productUrl = await addProduct(merchant, 'Beurre de karité 500 g', '5')
    const productId = productUrl.split('/').at(-1)
    await merchant.goto(`${t.server().url}/user/dashboard`)
    const shopHome = await merchant
      .getByRole('link', { name: 'Voir ma boutique' })
      .getAttribute('href')
    const productPage = `${t.server().url}${shopHome!.replace(/\/home$/, '')}/products/${productId}`
    expect(await stockShown(merchant, productUrl)).toBe(5)

    const first = await shopperOrders(productPage, 2, 'Aïcha')
    expect(await stockShown(merchant, productUrl)).toBe(3)
    const second = await shopperOrders(productPage, 2, 'Bintou')
    expect(await stockShown(merchant, productUrl)).toBe(1)

    // The first order goes all the way to the customer.
    await merchant.goto(`${t.server().url}/user/orders`)
    await merchant.getByRole('link', { name: first.number }).click()
    await merchant.getByRole('heading', { name: `Commande ${first.number}` }).waitFor()
    await changeStatus(merchant, 'Confirmée', 'Merci ! Votre karité part demain matin.')
    await waitForStatus(merchant, 'Confirmée')
    await changeStatus(merchant, 'Expédiée', 'Le livreur vous appelle avant 12 h.')
    await waitForStatus(merchant, 'Expédiée')
    await changeStatus(merchant, 'Livrée')
    await waitForStatus(merchant, 'Livrée')
    expect(await merchant.getByRole('option', { name: 'Annulée' }).isDisabled()).toBe(true)
    expect(await stockShown(merchant, productUrl)).toBe(1)

    // The second one is canceled, after a confirmation.
    await merchant.goto(`${t.server().url}/user/orders`)
    await merchant.getByRole('link', { name: second.number }).click()
    await merchant.getByRole('heading', { name: `Commande ${second.number}` }).waitFor()
    await changeStatus(merchant, 'Annulée', 'Désolée, nous ne livrons plus à Bobo cette semaine.')
    const dialog = merchant.getByRole('dialog', { name: 'Annuler la commande ?' })
    await dialog.getByRole('button', { name: 'Retour' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(await stockShown(merchant, productUrl)).toBe(1)
    await merchant.goBack()
    await changeStatus(merchant, 'Annulée', 'Désolée, nous ne livrons plus à Bobo cette semaine.')
    await dialog.getByRole('button', { name: "Confirmer l'annulation" }).click()
    await merchant.getByText('Commande mise à jour').first().waitFor()
    await merchant
      .getByText('Cette commande est annulée : son statut ne peut plus changer.')
      .waitFor()
    expect(await stockShown(merchant, productUrl)).toBe(3)

    // The shoppers see the history and the shop's messages on their tracking pages.
    await first.shopper.goto(first.trackingUrl)
    const delivered = await first.shopper.textContent('body')
    expect(delivered).toContain('Suivi de la commande')
    expect(delivered).toContain('Merci ! Votre karité part demain matin.')
    expect(delivered).toContain('Le livreur vous appelle avant 12 h.')
    expect(delivered).toMatch(/En Cours[\s\S]*Confirmée[\s\S]*Expédiée[\s\S]*Livrée/)
    await second.shopper.goto(second.trackingUrl)
    const canceled = await second.shopper.textContent('body')
    expect(canceled).toContain('Annulée')
    expect(canceled).toContain('Désolée, nous ne livrons plus à Bobo cette semaine.')
  }, 300_000)
})
