import { describe, expect, it } from 'vitest'
import {
  addProductByApi,
  apiToken,
  merchantWithShop,
  pagesScrollingSideways,
  person,
  placeOrderByApi,
  setupBrowserTest,
} from '../helpers/journeys.ts'

const t = setupBrowserTest()

/** A shopper's order, by the phone number that tells two of them apart. */
const placeOrder = (baseUrl: string, slug: string, productId: string, phone: string) =>
  placeOrderByApi(baseUrl, slug, productId, {
    firstName: 'Awa',
    lastName: 'Sawadogo',
    phone,
    city: 'Ouagadougou',
  })

describe('couriers, from Paramètres › Livreurs to the day’s run, on a 360 px phone', () => {
  it('a merchant adds a courier, hands two orders to them as "Tournée du jour", then revokes the link', async () => {
    const baseUrl = t.server().url
    const merchant = await t.browser().newPage()
    const who = person('Fanta', 'Kaboré')
    const slug = await merchantWithShop(merchant, baseUrl, who, {
      name: 'Fanta Pagnes',
      phone: '70 44 55 66',
    })
    const productId = await addProductByApi(baseUrl, await apiToken(baseUrl, who), {
      name: 'Pagne wax',
      price: '7500',
      stock: '10',
    })
    const orders = [
      await placeOrder(baseUrl, slug, productId, '76 11 22 33'),
      await placeOrder(baseUrl, slug, productId, '76 11 22 44'),
    ]
    await merchant.setViewportSize({ width: 360, height: 740 })

    await merchant.goto(`${baseUrl}/user/settings/couriers`)
    await merchant.getByRole('heading', { name: 'Livreurs', level: 1 }).waitFor()
    await merchant.getByLabel('Nom du livreur').fill('Moussa')
    await merchant.getByLabel('Numéro WhatsApp').fill('70112233')
    await merchant.getByLabel('Rémunération par colis (F CFA)').fill('1 000')
    await merchant.getByRole('button', { name: 'Ajouter le livreur' }).click()
    await merchant.getByText('Livreur ajouté').waitFor()

    await merchant.goto(`${baseUrl}/user/orders`)
    for (const o of orders)
      await merchant.getByRole('checkbox', { name: `Choisir la commande ${o.number}` }).click()
    await merchant.getByText('2 commandes choisies').waitFor()
    await merchant.getByRole('combobox', { name: 'Livreur' }).selectOption({ label: 'Moussa' })
    await merchant.getByRole('button', { name: 'Confier la tournée' }).click()
    await merchant.getByText('2 commandes confiées à Moussa').waitFor()

    await merchant.goto(`${baseUrl}/user/settings/couriers`)
    await merchant.getByText('Moussa · 2 colis').waitFor()
    await merchant.getByText('Lien actif').waitFor()
    expect(await merchant.textContent('main')).toContain(`/${slug}/livraison/`)
    await merchant.getByRole('button', { name: 'Révoquer le lien' }).click()
    await merchant.getByText('Lien révoqué', { exact: true }).waitFor()

    await merchant.goto(`${baseUrl}/user/orders/${orders[0]!.id}`)
    await merchant.getByText(/Confiée à Moussa, tournée du/).waitFor()

    expect(
      await pagesScrollingSideways(merchant, [
        `${baseUrl}/user/settings/couriers`,
        `${baseUrl}/user/orders`,
        `${baseUrl}/user/orders/${orders[0]!.id}`,
      ]),
    ).toEqual([])
  }, 180_000)
})
