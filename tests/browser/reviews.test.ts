import { describe, expect, it } from 'vitest'
import { productPicture } from '../../scripts/lib/png.ts'
import {
  addProductByApi,
  apiToken,
  merchantWithShop,
  person,
  placeOrderByApi,
  pngUpload,
  putShopOnPlan,
  setupBrowserTest,
} from '../helpers/journeys.ts'

const t = setupBrowserTest()

// Issue 26's acceptance: a delivered order's buyer leaves a review from the tracking link, and
// it shows on the product with "Achat vérifié"; the merchant answers it from "Avis". A photo
// may go with it: sent as it is without JavaScript, with its 320 px copy drawn when scripts run.

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
    /** The merchant takes an order to "delivered", the one status a review needs. */
    async function deliver(orderId: string) {
      for (const status of ['confirmed', 'shipped', 'delivered']) {
        const res = await fetch(`${base}/api/orders/${orderId}/status`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ status }),
        })
        expect(res.status).toBe(200)
      }
    }
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
    await deliver(orderId)

    await shopper.goto(trackingUrl)
    await shopper.getByRole('heading', { name: 'Votre avis sur vos articles' }).waitFor()
    await shopper.getByLabel('5 étoiles').check()
    await shopper
      .getByLabel('Votre avis', { exact: true })
      .fill('Tissu solide, couleurs magnifiques.')
    await shopper.getByLabel('Une photo (facultatif)').setInputFiles(pngUpload('#0f766e'))
    await shopper.getByRole('button', { name: 'Publier mon avis' }).click()
    await shopper.getByText('Merci, votre avis est publié.').waitFor()

    await shopper.goto(`${base}/${slug}/products/${productId}`)
    await shopper.getByRole('heading', { name: 'Avis des acheteurs' }).waitFor()
    await shopper.getByText('Tissu solide, couleurs magnifiques.').waitFor()
    await shopper.getByText('Achat vérifié').waitFor()
    await shopper.getByText('Awa K.').waitFor()
    await shopper.getByText('5,0 sur 5 · 1 avis').waitFor()
    const thumb = shopper.getByRole('img', { name: 'Photo de Awa K.' })
    await thumb.scrollIntoViewIfNeeded()
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(320)
    expect(await thumb.boundingBox()).toMatchObject({ width: 72, height: 72 })

    await merchant.goto(`${base}/user/reviews`)
    await merchant.getByText('Tissu solide, couleurs magnifiques.').waitFor()
    await merchant.getByRole('img', { name: 'Photo de Awa K. (ouvrir en grand)' }).waitFor()
    await merchant.getByLabel('Votre réponse publique').fill('Merci Awa, à bientôt !')
    await merchant.getByRole('button', { name: 'Publier la réponse' }).click()
    await merchant.getByText('Réponse enregistrée').waitFor()
    await shopper.reload()
    await shopper.getByText('Merci Awa, à bientôt !').waitFor()

    // With JavaScript: the page draws the 800 px photo's 320 px copy and sends it beside it.
    const second = await placeOrderByApi(base, slug, productId, {
      firstName: 'Issa',
      lastName: 'Sawadogo',
      phone: '70 11 22 33',
      city: 'Bobo-Dioulasso',
    })
    await deliver(second.id)
    const withScripts = await t.browser().newPage()
    await withScripts.goto(`${base}/${slug}/orders/${second.trackingToken}`)
    await withScripts.getByLabel('4 étoiles').check()
    await withScripts.getByLabel('Votre avis', { exact: true }).fill('Belle photo en grand.')
    await withScripts.getByLabel('Une photo (facultatif)').setInputFiles({
      name: 'grande.png',
      mimeType: 'image/png',
      buffer: productPicture(800, '#fde68a', '#f97316', '#0f766e', 0),
    })
    await withScripts.getByRole('button', { name: 'Publier mon avis' }).click()
    await withScripts.getByText('Merci, votre avis est publié.').waitFor()
    const { items } = (await (
      await fetch(`${base}/api/reviews`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { items: { text: string; photoUrl: string }[] }
    const url = items.find((r) => r.text === 'Belle photo en grand.')!.photoUrl
    const copy = await fetch(`${base}${url.replace('.png', '-w320.png')}`)
    // The copy drawn in the page (a JPEG), not the PNG original standing in for it.
    expect(copy.headers.get('content-type')).toBe('image/jpeg')
  })
})
