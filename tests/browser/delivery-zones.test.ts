import { describe, expect, it } from 'vitest'
import {
  addProductByApi,
  apiToken,
  merchantWithShop,
  money,
  person,
  setupBrowserTest,
  signIn,
} from '../helpers/journeys.ts'

const t = setupBrowserTest()

describe('delivery zones, from Paramètres › Livraison to the shopper’s receipt', () => {
  it('a merchant adds a zone with its fee; a shopper on a 360 px phone without JavaScript picks it and sees the total including it', async () => {
    const baseUrl = t.server().url
    const merchant = await t.browser().newPage()
    const who = person('Salif', 'Compaoré')
    const slug = await merchantWithShop(merchant, baseUrl, who, {
      name: 'Salif Textiles',
      phone: '70 55 66 77',
    })
    await addProductByApi(baseUrl, await apiToken(baseUrl, who), {
      name: 'Pagne wax',
      price: '7500',
      stock: '10',
    })

    await merchant.goto(`${baseUrl}/user/settings/delivery`)
    await merchant.getByRole('heading', { name: 'Livraison', level: 1 }).waitFor()
    await merchant.getByLabel('Nom de la zone').fill('Ouaga 2000')
    await merchant.getByLabel('Frais (F CFA)').fill('1 500')
    await merchant.getByLabel('Délai').fill('24 h')
    await merchant.getByRole('button', { name: 'Ajouter la zone' }).click()
    await merchant.getByText('Zone ajoutée').waitFor()
    expect(await merchant.textContent('main')).toMatch(money('1 500'))
    await merchant.close()

    const shopper = await (
      await t.browser().newContext({
        javaScriptEnabled: false,
        viewport: { width: 360, height: 740 },
      })
    ).newPage()
    await shopper.goto(`${baseUrl}/${slug}/products`)
    await shopper.getByRole('link', { name: 'Pagne wax' }).first().click()
    await shopper.getByRole('button', { name: 'Ajouter au panier' }).click()
    await shopper.getByText('Le produit a été ajouté à votre panier.').waitFor()
    await shopper.getByRole('link', { name: 'Commander', exact: true }).click()
    await shopper.getByRole('heading', { name: 'Finaliser la commande' }).waitFor()
    await shopper.getByLabel('Prénom').fill('Awa')
    await shopper.getByLabel('Nom', { exact: true }).fill('Sawadogo')
    await shopper.getByLabel('Téléphone', { exact: true }).fill('76 12 34 56')
    await shopper.getByLabel('Ville').fill('Ouagadougou')
    await shopper.getByRole('radio', { name: /Ouaga 2000/ }).check()
    await shopper.getByLabel('Repère (facultatif)').fill('Derrière la pharmacie du marché')
    // The page fits the phone: nothing scrolls sideways.
    const [scroll, inner] = await shopper.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ])
    expect(scroll).toBeLessThanOrEqual(inner)
    await shopper.getByRole('button', { name: 'Confirmer la commande' }).click()

    await shopper.getByRole('heading', { name: 'Merci pour votre commande !' }).waitFor()
    const receipt = (await shopper.textContent('main')) ?? ''
    expect(receipt).toMatch(/Livraison \(Ouaga 2000\)/)
    expect(receipt).toMatch(money('1 500'))
    expect(receipt).toMatch(new RegExp(`Total\\s*${money('9 000').source}`))
    expect(receipt).toContain('Derrière la pharmacie du marché')
  }, 180_000)

  it('with JavaScript, "Partager ma position" fills the location with a maps link the order keeps', async () => {
    const baseUrl = t.server().url
    const merchant = await t.browser().newPage()
    const who = person('Mariam', 'Traoré')
    const slug = await merchantWithShop(merchant, baseUrl, who, {
      name: 'Mariam Bazin',
      phone: '70 66 77 88',
    })
    await merchant.close()
    const token = await apiToken(baseUrl, who)
    await addProductByApi(baseUrl, token, { name: 'Bazin riche', price: '12000', stock: '5' })
    const zone = await fetch(`${baseUrl}/api/store/delivery/zones`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Zone du Bois', fee: '1000', delay: 'Aujourd’hui' }),
    })
    expect(zone.status).toBe(201)

    const context = await t.browser().newContext({
      viewport: { width: 360, height: 740 },
      permissions: ['geolocation'],
      geolocation: { latitude: 12.3714, longitude: -1.5197 },
    })
    const shopper = await context.newPage()
    await shopper.goto(`${baseUrl}/${slug}/products`)
    await shopper.getByRole('link', { name: 'Bazin riche' }).first().click()
    await shopper.getByRole('button', { name: 'Ajouter au panier' }).click()
    await shopper.getByText('Le produit a été ajouté à votre panier.').waitFor()
    await shopper.getByRole('link', { name: 'Commander', exact: true }).click()
    await shopper.getByRole('button', { name: 'Partager ma position' }).click()
    const location = shopper.getByLabel('Position ou lien de localisation (facultatif)')
    await expect
      .poll(() => location.inputValue())
      .toBe('https://www.google.com/maps?q=12.371400,-1.519700')
    await shopper.getByLabel('Prénom').fill('Fatim')
    await shopper.getByLabel('Nom', { exact: true }).fill('Ouattara')
    await shopper.getByLabel('Téléphone', { exact: true }).fill('76 98 76 54')
    await shopper.getByLabel('Ville').fill('Ouagadougou')
    await shopper.getByRole('radio', { name: /Zone du Bois/ }).check()
    await shopper.getByRole('button', { name: 'Confirmer la commande' }).click()
    await shopper.getByRole('heading', { name: 'Merci pour votre commande !' }).waitFor()
    expect(
      await shopper.getByRole('link', { name: 'Ouvrir la position' }).getAttribute('href'),
    ).toBe('https://www.google.com/maps?q=12.371400,-1.519700')
    expect(await shopper.textContent('main')).toMatch(money('13 000'))
    await context.close()

    // The merchant reads the same amounts on a 360 px phone: each line beside its label.
    const phone = await t.browser().newContext({ viewport: { width: 360, height: 740 } })
    const desk = await phone.newPage()
    await signIn(desk, baseUrl, who)
    await desk.goto(`${baseUrl}/user/orders`)
    await desk
      .getByRole('link', { name: /Fatim Ouattara/ })
      .first()
      .click()
    for (const [label, amount] of [
      [/^Sous-total/, '12 000'],
      [/^Livraison \(Zone du Bois\)/, '1 000'],
      [/^Total/, '13 000'],
    ] as const) {
      const row = desk.locator('tfoot tr, tbody tr').filter({ hasText: label })
      const shown = row.getByText(money(amount))
      await shown.waitFor()
      const box = await shown.boundingBox()
      expect(box, `${label} : ${amount}`).not.toBeNull()
      expect(box!.x + box!.width, `${label} : ${amount}`).toBeLessThanOrEqual(360)
    }
    await phone.close()
  }, 180_000)
})
