import { describe, expect, it } from 'vitest'
import {
  addProductByApi,
  apiToken,
  merchantWithShop,
  money,
  person,
  placeOrderByApi,
  setupBrowserTest,
} from '../helpers/journeys.ts'

const t = setupBrowserTest()

describe('Caisse des livraisons and "Encaisser" on a 360 px phone', () => {
  it('a merchant takes an Acompte on an order, then closes a courier’s day 500 F short and sees it said plainly, nothing scrolling sideways', async () => {
    const baseUrl = t.server().url
    const page = await (
      await t.browser().newContext({ viewport: { width: 360, height: 740 } })
    ).newPage()
    const who = person('Awa', 'Zongo')
    const slug = await merchantWithShop(page, baseUrl, who, {
      name: 'Awa Pagnes',
      phone: '70 44 55 66',
    })
    const token = await apiToken(baseUrl, who)
    const productId = await addProductByApi(baseUrl, token, {
      name: 'Pagne wax',
      price: '7500',
      stock: '10',
    })
    const order = await placeOrderByApi(baseUrl, slug, productId, {
      firstName: 'Rasmata',
      lastName: 'Kaboré',
      phone: '76554433',
      city: 'Ouagadougou',
    })

    await page.goto(`${baseUrl}/user/orders/${order.id}`)
    const cash = page.getByRole('form', { name: 'Encaisser' })
    await cash.waitFor()
    expect(await cash.getByLabel('Montant reçu').inputValue()).toBe('7500')
    await cash.getByLabel('Montant reçu').fill('2 500')
    await cash.getByRole('button', { name: 'Enregistrer le paiement' }).click()
    await page.getByText('Acompte enregistré.').waitFor()
    await page.getByText('Acompte reçu').first().waitFor()
    expect(
      await page.getByRole('form', { name: 'Encaisser' }).getByLabel('Montant reçu').inputValue(),
    ).toBe('5000')

    // A courier's day as the courier's page would leave it (another slice): one parcel, 7 500 F collected.
    const day = '2026-03-14'
    const store = `(select id from stores where slug = '${slug}')`
    // Only in the shop's own database (the directory keeps a copy of its `stores` row, not its orders).
    const onlyHere = `where exists (select 1 from orders where id = '${order.id}')`
    await t
      .server()
      .sql(
        `insert into couriers (id, store_id, name, phone, fee_per_drop) select 'cou_browser', ${store}, 'Moussa Ouédraogo', '22670556677', 1000 ${onlyHere}`,
        'every database',
      )
    await t
      .server()
      .sql(
        `insert into courier_runs (id, store_id, courier_id, day, token) select 'run_browser', ${store}, 'cou_browser', '${day}', 'tok-browser-${slug}' ${onlyHere}`,
        'every database',
      )
    await t
      .server()
      .sql(
        `insert into deliveries (id, store_id, order_id, run_id, courier_id, day, fee, outcome, outcome_at, recorded_by, cash_collected, currency) select 'dlv_browser', ${store}, '${order.id}', 'run_browser', 'cou_browser', '${day}', 1000, 'delivered_cash', unixepoch(), 'courier', 7500, 'XOF' ${onlyHere}`,
        'every database',
      )

    await page.goto(`${baseUrl}/user/delivery-cash?day=${day}`)
    const card = page.getByRole('region', { name: 'Moussa Ouédraogo' })
    await card.waitFor()
    const amount = card.getByLabel('Montant reçu du livreur')
    expect(await amount.inputValue()).toBe('7500')
    await amount.fill('7 000')
    await card.getByText(/^Manque 500/).waitFor()
    await card.getByRole('button', { name: 'Clôturer la journée' }).click()
    await page.getByText('Journée clôturée').waitFor()
    await card.getByRole('button', { name: 'Ajouter une correction' }).waitFor()
    expect(await card.textContent()).toMatch(new RegExp(`Manque ${money('500').source}`))
    const [scroll, inner] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ])
    expect(scroll).toBeLessThanOrEqual(inner)
  }, 180_000)
})
