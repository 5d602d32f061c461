import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { productPicture } from '../../scripts/lib/png.ts'
import {
  apiToken,
  merchantWithShop,
  money,
  type Person,
  person,
  setupBrowserTest,
} from '../helpers/journeys.ts'
import { addWallet, enableFedaPay } from '../helpers/payments.ts'

/**
 * Issue 14's shopper journeys: paying by mobile money on the provider's hosted page (the payment
 * sandbox stands in for FedaPay) with JavaScript off, and by direct transfer with the SMS
 * reference the merchant then confirms. The shop's payment methods are turned on through the
 * merchant API (Paramètres › Paiements), with the merchant's own session.
 */

const t = setupBrowserTest()

const merchantWho: Person = person('Salimata', 'Zongo')
let merchant: Page
let slug = ''

const NUMBER = /CMD-[A-Z0-9]{4}-[A-Z0-9]{4}/

async function addProduct(page: Page, name: string, price: string) {
  await page.goto(`${t.server().url}/user/products/new`)
  await page.getByLabel('Nom du produit').fill(name)
  await page.getByLabel('Description').fill(`${name}, teint à la main à Ouagadougou.`)
  await page.getByLabel('Prix', { exact: true }).fill(price)
  await page.getByLabel('Stock', { exact: true }).fill('10')
  await page.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: productPicture(320, '#dbeafe', '#1d4ed8', '#1e3a8a', 0),
  })
  await page.locator('img[src^="/media/"]').first().waitFor()
  await page.getByRole('button', { name: 'Enregistrer le produit' }).click()
  await page.waitForURL(/\/user\/products$/)
}

beforeAll(async () => {
  merchant = await t.browser().newPage()
  slug = await merchantWithShop(merchant, t.server().url, merchantWho, {
    name: 'Salimata Indigo',
    phone: '70 55 66 77',
  })
  await addProduct(merchant, 'Pagne indigo', '6500')
  const token = await apiToken(t.server().url, merchantWho)
  await enableFedaPay({ token }, t.server().url)
  await addWallet({ token }, '70112233', t.server().url)
}, 180_000)

/** Product → cart → checkout with `method`; ends wherever the form leads (303). */
async function checkOut(shopper: Page, method: RegExp, firstName: string) {
  await shopper.goto(`${t.server().url}/${slug}/products`)
  await shopper.getByRole('link', { name: 'Pagne indigo' }).first().click()
  await shopper.getByRole('heading', { level: 1, name: 'Pagne indigo' }).waitFor()
  await shopper.getByLabel('Quantité').fill('1')
  await shopper.getByRole('button', { name: 'Ajouter au panier' }).click()
  await shopper.getByText('Le produit a été ajouté à votre panier.').waitFor()
  await shopper.getByRole('link', { name: 'Commander', exact: true }).click()
  await shopper.getByRole('heading', { name: 'Finaliser la commande' }).waitFor()
  await shopper.getByLabel('Prénom').fill(firstName)
  await shopper.getByLabel('Nom', { exact: true }).fill('Compaoré')
  await shopper
    .getByLabel('Téléphone', { exact: true })
    .fill(`76 ${Math.floor(10 + Math.random() * 89)} 34 56`)
  await shopper.getByLabel('Ville').fill('Ouagadougou')
  await shopper.getByRole('radio', { name: method }).check()
  await shopper.getByRole('button', { name: 'Confirmer la commande' }).click()
}

/** The tracking page's sentence on how the order is paid and delivered. */
const paymentSummary = (shopper: Page) =>
  shopper.getByRole('region', { name: 'Paiement et livraison', exact: true })
/** The tracking page's next step to pay (transfer numbers, reference form) and its history. */
const paymentPanel = (shopper: Page) =>
  shopper.getByRole('region', { name: 'Payer la commande', exact: true })

/** The order list shows the order's payment `label`; the merchant opens the order from there. */
async function merchantSeesPayment(number: string, label: string) {
  await merchant.goto(`${t.server().url}/user/orders`)
  const row = merchant.getByRole('row').filter({ hasText: number })
  await row.getByText(label, { exact: true }).waitFor()
  await row.getByRole('link', { name: number }).click()
  await merchant.getByRole('heading', { name: `Commande ${number}` }).waitFor()
  await merchant.getByText(label, { exact: true }).first().waitFor()
}

/** The bell says the money arrived; its notification opens the order. */
async function merchantIsNotifiedOfPayment(number: string) {
  await merchant.goto(`${t.server().url}/user/dashboard`)
  await merchant.getByRole('button', { name: /^Notifications/ }).click()
  await merchant.getByRole('menuitem', { name: new RegExp(`Paiement reçu : ${number}`) }).click()
  await merchant.getByRole('heading', { name: `Commande ${number}` }).waitFor()
}

describe('a shopper pays an order online or by transfer, and the merchant sees it paid', () => {
  it('pays by mobile money on the provider’s page with JavaScript off, and both sides see « Payée »', async () => {
    const shopper = await (await t.browser().newContext({ javaScriptEnabled: false })).newPage()
    await checkOut(shopper, /Mobile money ou carte/, 'Aminata')

    // The provider's hosted page (the sandbox's FedaPay), not the shop.
    await shopper.waitForURL(/\/fedapay\/checkout\//)
    expect(await shopper.textContent('body')).toMatch(/6\s?500 FCFA/)
    await shopper.getByRole('button', { name: 'Payer' }).click()

    // Back on the shop's tracking page, which the server settled from the provider itself.
    await shopper.waitForURL(new RegExp(`/${slug}/orders/[^/]+$`))
    await paymentSummary(shopper)
      .getByText(
        'Payée par mobile money ou carte : la boutique vous appelle pour convenir de la livraison.',
      )
      .waitFor()
    const page = (await shopper.textContent('main')) ?? ''
    expect(page).toMatch(money('6 500'))
    const number = page.match(NUMBER)?.[0]
    expect(number).toBeTruthy()
    await shopper.context().close()

    await merchantIsNotifiedOfPayment(number!)
    await merchant.getByText('Payée', { exact: true }).first().waitFor()
    await merchantSeesPayment(number!, 'Payée')
  })

  it('pays by direct transfer with the SMS reference; the merchant confirms « Paiement reçu » and the shopper’s page says the transfer was received', async () => {
    const shopper = await (await t.browser().newContext()).newPage()
    await checkOut(shopper, /Transfert direct/, 'Fatimata')

    // The tracking page says how much to send, and where.
    await shopper.waitForURL(new RegExp(`/${slug}/orders/[^/]+$`))
    const panel = paymentPanel(shopper)
    await panel.getByText('+226 70 11 22 33').waitFor()
    expect(await panel.textContent()).toMatch(money('6 500'))
    const number = ((await shopper.textContent('main')) ?? '').match(NUMBER)?.[0]
    expect(number).toBeTruthy()
    const reference = `PP${Date.now().toString().slice(-8)}.A${Math.floor(Math.random() * 1e4)}`
    await shopper.getByLabel('Référence de la transaction (SMS de l’opérateur)').fill(reference)
    await shopper.getByRole('button', { name: 'Envoyer la référence' }).click()
    await paymentSummary(shopper)
      .getByText('Référence reçue : la boutique vérifie votre paiement.')
      .waitFor()

    // The merchant checks the reference in the operator's SMS and confirms it.
    await merchantSeesPayment(number!, 'Paiement en attente')
    await merchant.getByText(reference).first().waitFor()
    await merchant.getByRole('button', { name: 'Paiement reçu' }).click()
    await merchant.getByText('Paiement confirmé : le client a reçu son reçu.').waitFor()
    await merchant.getByText('Payée', { exact: true }).first().waitFor()

    await shopper.reload()
    await paymentSummary(shopper)
      .getByText(/^Transfert reçu : la boutique a confirmé votre paiement/)
      .waitFor()
    expect(await paymentPanel(shopper).textContent()).toContain(`Référence : ${reference}`)
    await shopper.context().close()
  })

  it('offers cash on delivery after a refused online payment, on a 360 px phone with JavaScript off; choosing it gives a confirmed cash-on-delivery order the merchant is told about', async () => {
    const shopper = await (
      await t.browser().newContext({
        javaScriptEnabled: false,
        viewport: { width: 360, height: 740 },
      })
    ).newPage()
    await checkOut(shopper, /Mobile money ou carte/, 'Rasmata')
    await shopper.waitForURL(/\/fedapay\/checkout\//)
    await shopper.getByRole('button', { name: 'Refuser' }).click()

    // Back on the shop: no thanks above a red box, the retry and the other ways instead.
    await shopper.waitForURL(new RegExp(`/${slug}/orders/[^/]+$`))
    await shopper.getByRole('heading', { level: 1, name: 'Paiement non abouti' }).waitFor()
    expect(await shopper.textContent('main')).not.toContain('Merci pour votre commande')
    await paymentPanel(shopper).getByRole('button', { name: 'Réessayer le paiement' }).waitFor()
    const number = ((await shopper.textContent('main')) ?? '').match(NUMBER)?.[0]
    expect(number).toBeTruthy()
    await paymentPanel(shopper).getByRole('button', { name: 'Payer à la livraison' }).click()

    await shopper.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' }).waitFor()
    await paymentSummary(shopper)
      .getByText(/^Paiement à la livraison : /)
      .waitFor()
    expect(await paymentPanel(shopper).textContent()).not.toContain('Payer à la livraison')
    await shopper.context().close()

    await merchant.goto(`${t.server().url}/user/dashboard`)
    await merchant.getByRole('button', { name: /^Notifications/ }).click()
    await merchant
      .getByRole('menuitem', { name: new RegExp(`Mode de paiement changé : ${number}`) })
      .click()
    await merchant.getByRole('heading', { name: `Commande ${number}` }).waitFor()
    await merchant.getByText('Paiement à la livraison').first().waitFor()
  })
})
