import { describe, expect, it } from 'vitest'
import { allowBrowserErrors } from '../helpers/browser-errors.ts'
import {
  pagesScrollingSideways,
  person,
  pngUpload,
  setupBrowserTest,
  signUp,
} from '../helpers/journeys.ts'

const t = setupBrowserTest()

const png = (accent: string) => pngUpload(accent)

describe('a merchant opens a shop and a shopper orders without JavaScript', () => {
  it('walks sign-up → shop → category → product → no-JS order → order and notification, then fits a phone', async () => {
    const merchant = await t.browser().newPage()
    await signUp(merchant, t.server().url, person('Salimata', 'Compaoré'))

    // No shop yet: the setup modal asks for one.
    const modal = merchant.getByRole('dialog', { name: 'Configurer Votre Boutique' })
    await modal.waitFor()
    await modal.getByLabel('Nom de la boutique').fill('Salimata Couture')
    await modal.getByLabel('Téléphone').fill('70 11 22 33')
    await modal.getByLabel('E-mail').fill('boutique@example.com')
    await modal.getByLabel('Logo').setInputFiles(png('#7c2d12'))
    await modal.getByRole('button', { name: 'Valider' }).click()
    await modal.waitFor({ state: 'hidden' })

    await merchant.goto(`${t.server().url}/user/products/category`)
    await merchant.getByLabel('Nom', { exact: true }).fill('Pagnes')
    await merchant.getByRole('button', { name: 'Ajouter la catégorie' }).click()
    await merchant
      .getByRole('cell', { name: 'Pagnes' })
      .or(merchant.getByText('Pagnes', { exact: true }))
      .first()
      .waitFor()

    await merchant.goto(`${t.server().url}/user/products/new`)
    await merchant.getByLabel('Nom du produit').fill('Pagne tissé indigo')
    await merchant.getByLabel('Description').fill('Pagne Faso Dan Fani teint à l’indigo.')
    await merchant.getByLabel('Catégorie').selectOption({ label: 'Pagnes' })
    await merchant.getByLabel('Prix', { exact: true }).fill('7500')
    await merchant.getByLabel('Stock').fill('3')
    await merchant.getByLabel('Image').setInputFiles(png('#1e3a8a'))
    // The product's own preview, shown once the upload is done: the shop's logo in the sidebar
    // is a /media/ image too, and waiting on it let the save race the upload.
    await merchant.getByRole('img', { name: /aperçu/i }).waitFor()
    await merchant.getByRole('button', { name: 'Enregistrer le produit' }).click()
    await merchant.waitForURL(/\/user\/products$/)
    await merchant.getByText('Pagne tissé indigo').first().waitFor()

    await merchant.goto(`${t.server().url}/user/dashboard`)
    const shopLink = await merchant
      .getByRole('link', { name: 'Voir ma boutique' })
      .getAttribute('href')
    expect(shopLink).toMatch(/^\/salimata-couture(-\d+)?\/home$/)

    // The shopper, with JavaScript switched off.
    const shopper = await (await t.browser().newContext({ javaScriptEnabled: false })).newPage()
    await shopper.goto(`${t.server().url}${shopLink}`)
    expect(await shopper.title()).toBe('Salimata Couture')
    await shopper
      .getByRole('link', { name: /Pagne tissé indigo/ })
      .first()
      .click()
    await shopper.getByLabel('Quantité').fill('2')
    await shopper.getByLabel('Prénom').fill('Rasmata')
    await shopper.getByLabel('Nom', { exact: true }).fill('Kaboré')
    await shopper.getByLabel('Téléphone', { exact: true }).fill('76 55 44 33')
    await shopper.getByLabel('Ville').fill('Bobo-Dioulasso')
    await shopper.getByRole('button', { name: 'Passer la commande' }).click()
    await shopper.getByRole('heading', { name: 'Merci pour votre commande !' }).waitFor()
    const body = await shopper.textContent('body')
    // fr-FR groups digits with a narrow no-break space.
    expect(body).toMatch(/15\s000/)
    const orderNumber = body?.match(/CMD-[A-Z0-9]{4}-[A-Z0-9]{4}/)?.[0]
    expect(orderNumber).toBeTruthy()

    // Back to the merchant: the order is listed as "En Cours" and announced by the bell.
    await merchant.goto(`${t.server().url}/user/orders`)
    await merchant.getByText(orderNumber!).first().waitFor()
    await merchant.getByText('En Cours').first().waitFor()
    await merchant.getByRole('button', { name: /notifications/i }).click()
    await merchant.getByText(`Nouvelle commande ${orderNumber}`).click()
    await merchant.waitForURL(/\/user\/orders\/ord_[a-z0-9]+$/)
    await merchant.getByText('Rasmata').first().waitFor()
    await merchant.getByText('Pagne tissé indigo').first().waitFor()

    // On a 360 px phone (the cheapest Androids), no page of the back office scrolls sideways, with
    // this shop's data (a long city in the order card's last line).
    await merchant.setViewportSize({ width: 360, height: 740 })
    const pages = [
      'dashboard',
      'products',
      'products/new',
      'products/category',
      'orders',
      new URL(merchant.url()).pathname.replace('/user/', ''),
      'delivery-cash',
      'customers',
      'enquiries',
      'testimonies',
      'referred',
      'settings/profiles',
      'settings/personalization',
      'settings/settings',
      'settings/domain',
    ]
    const urls = pages.map((page) => `${t.server().url}/user/${page}`)
    expect(await pagesScrollingSideways(merchant, urls)).toEqual([])
  })

  it('sends a visitor without a session to sign-in and a merchant on /admin to the 403 page', async () => {
    const visitor = await t.browser().newPage()
    await visitor.goto(`${t.server().url}/user/orders`)
    await visitor.waitForURL(/\/auth\/signin/)
    const merchant = await t.browser().newPage()
    await signUp(merchant, t.server().url, person('Awa', 'Kaboré'))
    allowBrowserErrors(/status of 403 .* ← \S+\/forbidden$/, 'a merchant on /admin')
    await merchant.goto(`${t.server().url}/admin/dashboard`)
    await merchant.waitForURL(/\/forbidden$/)
    await merchant.getByRole('heading', { name: 'Page Inaccessible' }).waitFor()
  })
})
