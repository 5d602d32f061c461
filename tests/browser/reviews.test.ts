import { describe, expect, it } from 'vitest'
import {
  addProductByApi,
  apiToken,
  merchantWithShop,
  person,
  putShopOnPlan,
  setupBrowserTest,
} from '../helpers/journeys.ts'

const t = setupBrowserTest()

// Issue 26's acceptance: a delivered order's buyer leaves a review from the tracking link, and
// it shows on the product with "Achat vérifié"; the merchant answers it from "Avis".

describe('reviews only real buyers can leave', () => {
  it('a delivered buyer reviews from the tracking page (no JavaScript) and the product shows it as "Achat vérifié"', async () => {
    const base = t.server().url
    const merchant = await t.browser().newPage()
    const who = person('Salimata', 'Traoré')
    const slug = await merchantWithShop(merchant, base, who, {
      name: 'Pagnes Salimata',
      email: 'pagnes@example.com',
    })
    // Reviews and promo codes come with a plan (issue 26): Premium here, the free plan has none.
    await putShopOnPlan(t.server(), slug)
    const token = await apiToken(base, who)
    const productId = await addProductByApi(base, token, {
      name: 'Pagne tissé Faso Dan Fani',
      price: '9000',
      stock: '10',
    })

    const shopper = await (await t.browser().newContext({ javaScriptEnabled: false })).newPage()
    await shopper.goto(`${base}/${slug}/products/${productId}`)
    await shopper.getByLabel('Prénom').fill('Awa')
    await shopper.getByLabel('Nom', { exact: true }).fill('Kaboré')
    await shopper.getByLabel('Téléphone', { exact: true }).fill('76 45 22 11')
    await shopper.getByLabel('Ville').fill('Ouagadougou')
    await shopper.getByRole('button', { name: 'Passer la commande' }).click()
    await shopper.getByRole('heading', { name: 'Merci pour votre commande !' }).waitFor()
    const trackingUrl = shopper.url()
    expect(await shopper.getByRole('button', { name: 'Publier mon avis' }).count()).toBe(0)

    const orderId = (
      (await (
        await fetch(`${base}/api/orders`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { items: { id: string }[] }
    ).items[0]!.id
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const res = await fetch(`${base}/api/orders/${orderId}/status`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      })
      expect(res.status).toBe(200)
    }

    await shopper.goto(trackingUrl)
    await shopper.getByRole('heading', { name: 'Votre avis sur vos articles' }).waitFor()
    await shopper.getByLabel('5 étoiles').check()
    await shopper
      .getByLabel('Votre avis', { exact: true })
      .fill('Tissu solide, couleurs magnifiques.')
    await shopper.getByRole('button', { name: 'Publier mon avis' }).click()
    await shopper.getByText('Merci, votre avis est publié.').waitFor()

    await shopper.goto(`${base}/${slug}/products/${productId}`)
    await shopper.getByRole('heading', { name: 'Avis des acheteurs' }).waitFor()
    await shopper.getByText('Tissu solide, couleurs magnifiques.').waitFor()
    await shopper.getByText('Achat vérifié').waitFor()
    await shopper.getByText('Awa K.').waitFor()
    await shopper.getByText('5,0 sur 5 · 1 avis').waitFor()

    await merchant.goto(`${base}/user/reviews`)
    await merchant.getByText('Tissu solide, couleurs magnifiques.').waitFor()
    await merchant.getByLabel('Votre réponse publique').fill('Merci Awa, à bientôt !')
    await merchant.getByRole('button', { name: 'Publier la réponse' }).click()
    await merchant.getByText('Réponse enregistrée').waitFor()
    await shopper.reload()
    await shopper.getByText('Merci Awa, à bientôt !').waitFor()
  })
})
