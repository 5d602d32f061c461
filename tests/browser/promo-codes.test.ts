import { describe, expect, it } from 'vitest'
import {
  addProductByApi,
  apiToken,
  merchantWithShop,
  money,
  person,
  putShopOnPlan,
  setupBrowserTest,
} from '../helpers/journeys.ts'
import { enableFedaPay } from '../helpers/payments.ts'

/**
 * Issue 26's acceptance journey: a merchant's code (made through the API, as Marketing › Codes
 * promo does), typed by a shopper on a 360 px phone with JavaScript off in the checkout's
 * "Code promo" field, then paid online through the payment sandbox (FedaPay's hosted page):
 * the provider charges the discounted total, and the tracking page shows the same line and total.
 */

const t = setupBrowserTest()

describe('a promo code at a checkout without JavaScript, paid online', () => {
  it('a shopper types « tabaski 10 » on a 360 px phone, pays online, and the provider charges exactly the discounted total', async () => {
    const baseUrl = t.server().url
    const merchant = await t.browser().newPage()
    const who = person('Rasmata', 'Kaboré')
    const slug = await merchantWithShop(merchant, baseUrl, who, {
      name: 'Rasmata Couture',
      phone: '70 44 55 66',
    })
    // Reviews and promo codes come with a plan (issue 26): Premium here, the free plan has none.
    await putShopOnPlan(t.server(), slug)
    await merchant.close()
    const token = await apiToken(baseUrl, who)
    await addProductByApi(baseUrl, token, { name: 'Boubou brodé', price: '15000', stock: '10' })
    await enableFedaPay({ token }, baseUrl)
    const created = await fetch(`${baseUrl}/api/promo-codes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'TABASKI10', kind: 'percent', value: '10' }),
    })
    expect(created.status, await created.clone().text()).toBe(201)

    const shopper = await (
      await t.browser().newContext({
        javaScriptEnabled: false,
        viewport: { width: 360, height: 740 },
      })
    ).newPage()
    await shopper.goto(`${baseUrl}/${slug}/products`)
    await shopper.getByRole('link', { name: 'Boubou brodé' }).first().click()
    await shopper.getByRole('button', { name: 'Ajouter au panier' }).click()
    await shopper.getByText('Le produit a été ajouté à votre panier.').waitFor()
    await shopper.getByRole('link', { name: 'Commander', exact: true }).click()
    await shopper.getByRole('heading', { name: 'Finaliser la commande' }).waitFor()
    await shopper.getByLabel('Prénom').fill('Awa')
    await shopper.getByLabel('Nom', { exact: true }).fill('Sawadogo')
    await shopper.getByLabel('Téléphone', { exact: true }).fill('76 12 34 56')
    await shopper.getByLabel('Ville').fill('Ouagadougou')
    await shopper.getByRole('radio', { name: /Mobile money ou carte/ }).check()
    // Typed as people type it: lower case, with spaces; the shop reads TABASKI10.
    await shopper.getByLabel(/^Code promo/).fill(' tabaski 10 ')
    // « Appliquer » shows the discount and the new total before anything is ordered; the
    // form comes back with everything typed in it.
    await shopper.getByRole('button', { name: 'Appliquer' }).click()
    const summary = shopper.locator('table.lines-table')
    await summary.getByText('Réduction (TABASKI10)').waitFor()
    const previewed = (await summary.textContent()) ?? ''
    expect(previewed).toMatch(new RegExp(`Réduction \\(TABASKI10\\)\\s*−${money('1 500').source}`))
    expect(previewed).toMatch(new RegExp(`Total\\s*${money('13 500').source}`))
    expect(await shopper.getByLabel('Prénom').inputValue()).toBe('Awa')
    expect(await shopper.getByRole('radio', { name: /Mobile money ou carte/ }).isChecked()).toBe(
      true,
    )
    const [scroll, inner] = await shopper.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ])
    expect(scroll).toBeLessThanOrEqual(inner)
    // Enter in a field places the order (the form's default button), never « Appliquer » again.
    await shopper.getByLabel('Téléphone', { exact: true }).press('Enter')

    // The provider's hosted page (the sandbox's FedaPay) asks for 15 000 less 10 %: 13 500.
    await shopper.waitForURL(/\/fedapay\/checkout\//)
    const charged = (await shopper.textContent('body')) ?? ''
    expect(charged).toMatch(/13\s?500 FCFA/)
    expect(charged).not.toMatch(/15\s?000 FCFA/)
    await shopper.getByRole('button', { name: 'Payer' }).click()

    // Back on the shop's tracking page, settled from the provider: paid, with the discount line.
    await shopper.waitForURL(new RegExp(`/${slug}/orders/[^/]+$`))
    await shopper
      .getByText(/^Payée par mobile money ou carte/)
      .first()
      .waitFor()
    const receipt = (await shopper.textContent('main')) ?? ''
    expect(receipt).toMatch(new RegExp(`Réduction \\(TABASKI10\\)\\s*−${money('1 500').source}`))
    expect(receipt).toMatch(new RegExp(`Total\\s*${money('13 500').source}`))
  }, 180_000)
})
