import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { merchantWithShop, person, pngUpload, setupBrowserTest } from '../helpers/journeys.ts'

const t = setupBrowserTest()

const png = (accent: string) => pngUpload(accent)

const PRODUCT = 'Savon au karité'
const VIDEO = 'https://youtu.be/dQw4w9WgXcQ'

/** Sign-up, shop and one product, as in the merchant journey. */
async function merchantWithProduct(page: Page) {
  await merchantWithShop(page, t.server().url, person('Rasmata', 'Ouédraogo'), {
    name: 'Karité Rasmata',
    email: 'karite@example.com',
  })
  await page.goto(`${t.server().url}/user/products/new`)
  await page.getByLabel('Nom du produit').fill(PRODUCT)
  await page.getByLabel('Description').fill('Savon artisanal de Bobo-Dioulasso.')
  await page.getByLabel('Prix', { exact: true }).fill('1500')
  await page.getByLabel('Stock').fill('20')
  await page.getByLabel('Image').setInputFiles(png('#1e3a8a'))
  await page.locator('img[src^="/media/"]').first().waitFor()
  await page.getByRole('button', { name: 'Enregistrer le produit' }).click()
  await page.waitForURL(/\/user\/products$/)
}

async function addTestimonial(
  page: Page,
  name: string,
  stars: number,
  fill: (page: Page) => Promise<void>,
) {
  await page.goto(`${t.server().url}/user/testimonies/add`)
  await page.getByLabel('Produit').selectOption({ label: PRODUCT })
  await page.getByLabel('Nom du client').fill(name)
  await page.getByLabel(stars > 1 ? `${stars} étoiles` : '1 étoile').check()
  await fill(page)
  await page.getByRole('button', { name: 'Enregistrer le témoignage' }).click()
  await page.waitForURL(/\/user\/testimonies$/)
  await page.getByText(name, { exact: true }).waitFor()
}

/** The three kinds, shown as they should be, on any storefront page that lists them. */
async function expectAllThree(page: Page) {
  await page.getByText('Très bon savon, ma peau est douce.').waitFor()
  await page.getByRole('img', { name: 'Note : 4 sur 5' }).first().waitFor()
  const photo = page.getByRole('img', { name: 'Photo partagée par Issa' })
  await photo.scrollIntoViewIfNeeded()
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  const video = page.getByRole('link', { name: 'Voir la vidéo de Mariam' })
  expect(await video.getAttribute('href')).toBe(VIDEO)
  expect(await video.getAttribute('rel')).toBe('noopener noreferrer')
  expect(await page.locator('iframe').count()).toBe(0)
}

describe('testimonials from the dashboard to the storefront', () => {
  it('adds a text, an image and a video testimonial, shown on the home and product pages', async () => {
    const merchant = await t.browser().newPage()
    await merchantWithProduct(merchant)

    await addTestimonial(merchant, 'Awa', 4, async (page) => {
      await page.getByLabel('Type de témoignage').selectOption({ label: 'Texte' })
      await page
        .getByLabel('Témoignage', { exact: true })
        .fill('Très bon savon, ma peau est douce.')
    })
    await addTestimonial(merchant, 'Issa', 5, async (page) => {
      await page.getByLabel('Type de témoignage').selectOption({ label: 'Image' })
      await page.getByLabel('Image', { exact: true }).setInputFiles(png('#7c2d12'))
      await page.getByRole('img', { name: 'Aperçu de l’image' }).waitFor()
    })
    await addTestimonial(merchant, 'Mariam', 3, async (page) => {
      await page.getByLabel('Type de témoignage').selectOption({ label: 'Vidéo' })
      await page.getByLabel('Lien de la vidéo').fill(VIDEO)
    })
    await merchant.getByText('Vidéo', { exact: true }).first().waitFor()

    await merchant.goto(`${t.server().url}/user/dashboard`)
    const shopLink = await merchant
      .getByRole('link', { name: 'Voir ma boutique' })
      .getAttribute('href')
    const shopper = await (await t.browser().newContext({ javaScriptEnabled: false })).newPage()
    await shopper.goto(`${t.server().url}${shopLink}`)
    await shopper.getByRole('heading', { name: 'Ils nous font confiance' }).waitFor()
    await expectAllThree(shopper)

    await shopper.getByRole('link', { name: PRODUCT }).first().click()
    await shopper.getByRole('heading', { name: 'Témoignages' }).waitFor()
    await expectAllThree(shopper)
  })
})
