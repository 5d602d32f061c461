import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  addProductByApi,
  apiToken,
  merchantWithShop,
  money,
  pagesScrollingSideways,
  person,
  setupBrowserTest,
} from '../helpers/journeys.ts'

const t = setupBrowserTest()

const PHONE = { width: 360, height: 740 }

/** A write of the merchant's through the JSON API, for what this journey is not about. */
async function post(baseUrl: string, token: string, path: string, json: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  })
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as { id: string }
}

/** The link of the newest WhatsApp message of `template` to `to`, as /dev/outbox shows it. */
async function linkFromWhatsapp(page: Page, baseUrl: string, template: string, to: string) {
  await page.goto(`${baseUrl}/dev/outbox`)
  const message = page.locator(`article[data-template="${template}"][data-recipient="${to}"]`)
  const body = (await message.first().locator('pre').textContent()) ?? ''
  return /https?:\/\/\S+\/livraison\/[A-Za-z0-9_-]+/.exec(body)?.[0] ?? ''
}

describe('the last mile, from the shopper’s checkout to the cash back at the shop (issue 25)', () => {
  it('a shopper without JavaScript orders with a zone fee, the courier marks it "Livré – encaissé" on a 360 px phone, and the merchant sees it paid and the cash expected', async () => {
    const baseUrl = t.server().url
    const merchant = await (await t.browser().newContext({ viewport: PHONE })).newPage()
    const who = person('Rasmata', 'Ilboudo')
    const slug = await merchantWithShop(merchant, baseUrl, who, {
      name: 'Rasmata Pagnes',
      phone: '70 21 43 65',
    })
    const token = await apiToken(baseUrl, who)
    await addProductByApi(baseUrl, token, { name: 'Pagne wax', price: '7500', stock: '10' })
    await post(baseUrl, token, '/api/store/delivery/zones', {
      name: 'Ouaga 2000',
      fee: '1500',
      delay: '24 h',
    })
    await post(baseUrl, token, '/api/couriers', { name: 'Moussa', phone: '70 11 22 99' })

    // The shopper: a cheap phone, JavaScript off.
    const shopper = await (
      await t.browser().newContext({ javaScriptEnabled: false, viewport: PHONE })
    ).newPage()
    await shopper.goto(`${baseUrl}/${slug}/products`)
    await shopper.getByRole('link', { name: 'Pagne wax' }).first().click()
    await shopper.getByRole('button', { name: 'Ajouter au panier' }).click()
    await shopper.getByText('Le produit a été ajouté à votre panier.').waitFor()
    await shopper.getByRole('link', { name: 'Commander', exact: true }).click()
    await shopper.getByLabel('Prénom').fill('Aïcha')
    await shopper.getByLabel('Nom', { exact: true }).fill('Tapsoba')
    await shopper.getByLabel('Téléphone', { exact: true }).fill('76 55 44 33')
    await shopper.getByLabel('Ville').fill('Ouagadougou')
    await shopper.getByRole('radio', { name: /Ouaga 2000/ }).check()
    await shopper.getByLabel('Repère (facultatif)').fill('Derrière la pharmacie du marché')
    await shopper.getByRole('button', { name: 'Confirmer la commande' }).click()
    await shopper.getByRole('heading', { name: 'Merci pour votre commande !' }).waitFor()
    const receipt = (await shopper.textContent('main')) ?? ''
    expect(receipt).toMatch(new RegExp(`Total\\s*${money('9 000').source}`))
    const number = /CMD-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(receipt)?.[0] ?? ''
    expect(number).not.toBe('')

    // The merchant hands the order to Moussa from its card.
    await merchant.goto(`${baseUrl}/user/orders`)
    await merchant
      .getByRole('link', { name: new RegExp(number) })
      .first()
      .click()
    await merchant.getByRole('combobox', { name: 'Livreur' }).selectOption({ label: 'Moussa' })
    await merchant.getByRole('button', { name: 'Confier à un livreur' }).click()
    await merchant.getByText(/Confiée à Moussa, tournée du/).waitFor()
    const orderUrl = merchant.url()

    // The courier opens the link WhatsApp brought, JavaScript off, and collects the total.
    const courier = await (
      await t.browser().newContext({ javaScriptEnabled: false, viewport: PHONE })
    ).newPage()
    const link = await linkFromWhatsapp(courier, baseUrl, 'courier-run-link', '22670112299')
    expect(link).toContain(`/${slug}/livraison/`)
    await courier.goto(link)
    const parcel = (await courier.textContent('main')) ?? ''
    expect(parcel).toContain(`Commande ${number}`)
    expect(parcel).toContain('Derrière la pharmacie du marché')
    expect(parcel).toMatch(new RegExp(`À encaisser\\s*:\\s*${money('9 000').source}`))
    expect(await courier.getByRole('link', { name: /Appeler/ }).getAttribute('href')).toBe(
      'tel:+22676554433',
    )
    await courier.getByRole('button', { name: 'Livré – encaissé' }).click()
    await courier.getByText(`Commande ${number} : Livré – encaissé.`).waitFor()
    // A second tap on a slow network finds the parcel done: nothing more to press.
    expect(await courier.getByRole('button', { name: 'Livré – encaissé' }).count()).toBe(0)
    expect(await pagesScrollingSideways(courier, [link])).toEqual([])

    // The merchant: the order is paid, and the cash waits with Moussa.
    await merchant.goto(orderUrl)
    await merchant.getByText('Payée', { exact: true }).first().waitFor()
    expect(await merchant.textContent('main')).toMatch(money('9 000'))
    await merchant.goto(`${baseUrl}/user/dashboard`)
    await merchant
      .getByText(new RegExp(`chez les livreurs : ${money('9 000').source}`))
      .first()
      .waitFor()
    await merchant.goto(`${baseUrl}/user/delivery-cash`)
    await merchant.getByText('Moussa').first().waitFor()
    expect(await merchant.textContent('main')).toMatch(money('9 000'))
  }, 240_000)
})
