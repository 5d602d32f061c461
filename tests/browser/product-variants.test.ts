import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  addProductByApi,
  apiToken,
  merchantWithShop,
  money,
  person,
  pngUpload,
  setupBrowserTest,
} from '../helpers/journeys.ts'

const t = setupBrowserTest()

const png = (accent: string) => pngUpload(accent, '#bfdbfe', '#1e3a8a')

const openShop = (page: Page) =>
  merchantWithShop(page, t.server().url, person('Aminata', 'Zongo'), {
    name: 'Aminata Mode',
    email: 'mode@example.com',
  })

describe('a merchant sells a product by size and colour', () => {
  it('adds two variants and a discount by editing; a no-JS order takes the variant’s stock', async () => {
    const merchant = await t.browser().newPage()
    await openShop(merchant)

    await merchant.goto(`${t.server().url}/user/products/new`)
    await merchant.getByLabel('Nom du produit').fill('Chemise en bazin')
    await merchant.getByLabel('Description').fill('Chemise en bazin riche, brodée à Ouagadougou.')
    await merchant.getByLabel('Prix', { exact: true }).fill('10000')
    await merchant.getByLabel('Stock', { exact: true }).fill('4')
    await merchant.getByLabel('Image', { exact: true }).setInputFiles(png('#f8fafc'))
    await merchant.locator('img[src^="/media/"]').first().waitFor()
    await merchant.getByRole('button', { name: 'Enregistrer le produit' }).click()
    await merchant.waitForURL(/\/user\/products$/)

    await merchant.getByRole('link', { name: 'Chemise en bazin', exact: true }).click()
    await merchant.waitForURL(/\/user\/products\/prd_[a-z0-9]+$/)
    const productId = merchant.url().split('/').pop()!
    await merchant.getByRole('link', { name: 'Modifier', exact: true }).click()
    await merchant.waitForURL(`**/user/products/edit/${productId}`)

    await merchant.getByRole('button', { name: 'Ajouter une déclinaison' }).click()
    await merchant.getByRole('button', { name: 'Ajouter une déclinaison' }).click()
    const rows = [
      ['Déclinaison 1', 'M', 'Bleu', '2'],
      ['Déclinaison 2', 'L', 'Bleu', '3'],
    ] as const
    for (const [name, size, color, stock] of rows) {
      const row = merchant.getByRole('group', { name })
      await row.getByLabel('Taille').fill(size)
      await row.getByLabel('Couleur').fill(color)
      await row.getByLabel('Stock').fill(stock)
    }
    await expect(merchant.getByLabel('Stock (calculé)').inputValue()).resolves.toBe('5')
    await merchant.getByLabel('Prix remisé').fill('8000')
    await merchant.getByLabel('Durée de la remise (jours)').fill('7')
    await merchant.getByRole('button', { name: 'Enregistrer le produit' }).click()
    await merchant.waitForURL(`**/user/products/${productId}`)
    await merchant.getByRole('table', { name: 'Déclinaisons (tailles, couleurs)' }).waitFor()

    await merchant.goto(`${t.server().url}/user/dashboard`)
    const home = await merchant.getByRole('link', { name: 'Voir ma boutique' }).getAttribute('href')
    const slug = home!.split('/')[1]

    // The shopper, with JavaScript switched off.
    const shopper = await (await t.browser().newContext({ javaScriptEnabled: false })).newPage()
    await shopper.goto(`${t.server().url}/${slug}/products/${productId}`)
    const body = (await shopper.textContent('main')) ?? ''
    expect(body).toMatch(money('8 000'))
    await expect(shopper.locator('s.was').textContent()).resolves.toMatch(money('10 000'))
    expect(body).toMatch(/Promotion jusqu’au \d{1,2} \S+ \d{4}/)
    // One list of the combinations that exist, each with what is left (issue 27).
    const choices = shopper.getByRole('group', { name: 'Taille et couleur' }).getByRole('radio')
    expect(await choices.count()).toBe(2)
    await shopper.getByRole('radio', { name: 'M / Bleu — 2 en stock' }).waitFor()
    await shopper.getByRole('radio', { name: 'L / Bleu — 3 en stock' }).check()
    await shopper.getByLabel('Quantité').fill('2')
    await shopper.getByLabel('Prénom').fill('Issa')
    await shopper.getByLabel('Nom', { exact: true }).fill('Ouédraogo')
    await shopper.getByLabel('Téléphone', { exact: true }).fill('76 11 22 33')
    await shopper.getByLabel('Ville').fill('Ouahigouya')
    await shopper.getByRole('button', { name: 'Passer la commande' }).click()
    await shopper.getByRole('heading', { name: 'Merci pour votre commande !' }).waitFor()
    expect(await shopper.textContent('main')).toMatch(money('16 000'))

    // Back on the dashboard: L/Bleu is down to 1, the product to 3.
    await merchant.goto(`${t.server().url}/user/products/${productId}`)
    const variants = merchant.getByRole('table', { name: 'Déclinaisons (tailles, couleurs)' })
    await variants.waitFor()
    const cells = await variants.locator('tbody tr').allInnerTexts()
    expect(cells.map((r) => r.replace(/\s+/g, ' ').trim())).toEqual([
      'M Bleu 2 (Stock faible)',
      'L Bleu 1 (Stock faible)',
    ])
    await expect(
      merchant.locator('dt', { hasText: 'Stock total' }).locator('+ dd').textContent(),
    ).resolves.toBe('3')
  })

  it('lists the combinations on a 360 px phone without JavaScript in every theme; a sold-out one cannot be chosen', async () => {
    const who = person('Mariam', 'Sawadogo')
    const merchant = await t.browser().newPage()
    const slug = await merchantWithShop(merchant, t.server().url, who, {
      name: 'Mariam Boubous',
      email: 'mariam@example.com',
    })
    await merchant.close()
    const productId = await addProductByApi(t.server().url, await apiToken(t.server().url, who), {
      name: 'Boubou brodé',
      price: '15000',
      stock: '0',
      variants: [
        { size: 'XXL', color: 'Bleu nuit brodé or', stock: '0' },
        { size: 'XXL', color: 'Vert bouteille', stock: '1' },
        { size: 'M', color: 'Bleu nuit brodé or', stock: '4' },
      ],
    })
    for (const theme of ['classic', 'elegance', 'marche']) {
      await t
        .server()
        .sql(
          `UPDATE stores SET theme = '${theme}', version = version + 1 WHERE slug = '${slug}'`,
          'every database',
        )
      const context = await t.browser().newContext({
        viewport: { width: 360, height: 740 },
        javaScriptEnabled: false,
      })
      const shopper = await context.newPage()
      await shopper.goto(`${t.server().url}/${slug}/products/${productId}`)
      const list = shopper.getByRole('group', { name: 'Taille et couleur' })
      const labels = await list.locator('label').allInnerTexts()
      expect(
        labels.map((l) => l.replace(/\s+/g, ' ').trim()),
        theme,
      ).toEqual([
        'XXL / Bleu nuit brodé or — épuisé',
        'XXL / Vert bouteille — plus qu’un seul en stock',
        'M / Bleu nuit brodé or — 4 en stock',
      ])
      const soldOut = shopper.getByRole('radio', { name: /XXL \/ Bleu nuit brodé or/ })
      expect(await soldOut.isDisabled(), theme).toBe(true)
      const overflow = await shopper.evaluate(() => ({
        wide: document.documentElement.scrollWidth > window.innerWidth,
        out: [...document.querySelectorAll('#f-variant label')].filter(
          (l) => l.getBoundingClientRect().right > window.innerWidth,
        ).length,
      }))
      expect(overflow, theme).toEqual({ wide: false, out: 0 })

      await shopper.getByRole('button', { name: 'Ajouter au panier' }).click()
      await shopper.getByText('Veuillez choisir une taille').waitFor()
      await shopper.getByRole('radio', { name: /XXL \/ Vert bouteille/ }).check()
      await shopper.getByRole('button', { name: 'Ajouter au panier' }).click()
      await shopper.getByText('Le produit a été ajouté à votre panier.').waitFor()
      expect(await shopper.textContent('main'), theme).toContain('Vert bouteille')
      await context.close()
    }
  })
})
