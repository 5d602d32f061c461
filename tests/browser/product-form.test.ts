import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { merchantWithShop, person, pngUpload, setupBrowserTest } from '../helpers/journeys.ts'

const t = setupBrowserTest()
const PHONE = { width: 375, height: 740 }
const MB = 1024 * 1024

/** A merchant on a 375 px phone, with a shop, on the new-product form. */
async function newProductOnPhone(shopName: string) {
  const page = await t.browser().newPage({ viewport: PHONE })
  await merchantWithShop(page, t.server().url, person('Salimata', 'Kaboré'), { name: shopName })
  await page.goto(`${t.server().url}/user/products/new`)
  await page.getByLabel('Nom du produit').fill('Chemise en bazin')
  return page
}

/**
 * Picks a phone photo as heavy as a real one in `input`: noise (which no encoder can shrink
 * much) drawn by Chromium's own canvas, encoded at full quality, and put in the input as a
 * user's pick would (built in the page: tens of MB need not cross the wire). Returns its size.
 */
function pickPhonePhoto(input: Locator, width: number, height: number): Promise<number> {
  return input.evaluate(
    async (el, [w, h]) => {
      const canvas = document.createElement('canvas')
      canvas.width = w
      canvas.height = h
      const ctx = canvas.getContext('2d')!
      const pixels = ctx.createImageData(w, h)
      for (let i = 0; i < pixels.data.length; i += 4) {
        pixels.data[i] = Math.random() * 256
        pixels.data[i + 1] = Math.random() * 256
        pixels.data[i + 2] = Math.random() * 256
        pixels.data[i + 3] = 255
      }
      ctx.putImageData(pixels, 0, 0)
      const blob = await new Promise<Blob>((done) =>
        canvas.toBlob((b) => done(b!), 'image/jpeg', 1),
      )
      const picked = new DataTransfer()
      picked.items.add(new File([blob], 'IMG_2041.jpg', { type: 'image/jpeg' }))
      const file = el as HTMLInputElement
      file.files = picked.files
      file.dispatchEvent(new Event('change', { bubbles: true }))
      return blob.size
    },
    [width, height] as const,
  )
}

describe('the product form on a phone', () => {
  it('makes the six size × colour declinations from what was typed, each with its stock, and saves them', async () => {
    const page = await newProductOnPhone('Salimata Couture')
    await page.getByLabel('Description').fill('Chemise en bazin riche, brodée à Ouagadougou.')
    await page.getByLabel('Prix', { exact: true }).fill('10000')
    await page.getByLabel('Tailles').fill('M, L, XL')
    await page.getByLabel('Couleurs').fill('Bleu, Blanc')
    await page.getByRole('button', { name: 'Créer les 6 déclinaisons' }).click()

    const rows = page.getByRole('group', { name: /^Déclinaison \d$/ })
    await expect(rows.count()).resolves.toBe(6)
    for (const [i, stock] of ['1', '2', '3', '4', '5', '6'].entries())
      await rows.nth(i).getByLabel('Stock').fill(stock)
    await expect(page.getByLabel('Stock (calculé)').inputValue()).resolves.toBe('21')
    const [scroll, inner] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ])
    expect(scroll).toBeLessThanOrEqual(inner)

    await page.getByLabel('Image', { exact: true }).setInputFiles(pngUpload('#1e3a8a'))
    await page.locator('img[src^="/media/"]').first().waitFor()
    await page.getByRole('button', { name: 'Enregistrer le produit' }).click()
    await page.waitForURL(/\/user\/products$/)
    await page.getByRole('link', { name: 'Chemise en bazin', exact: true }).click()
    await page.waitForURL(/\/user\/products\/prd_[a-z0-9]+$/)

    const table = page.getByRole('table', { name: 'Déclinaisons (tailles, couleurs)' })
    await table.waitFor()
    const lines = await table.locator('tbody tr').allInnerTexts()
    expect(lines.map((r) => r.replace(/\s+/g, ' ').replace(' (Stock faible)', '').trim())).toEqual([
      'M Bleu 1',
      'M Blanc 2',
      'L Bleu 3',
      'L Blanc 4',
      'XL Bleu 5',
      'XL Blanc 6',
    ])
  })

  it('refuses a file that is no picture with its own message, and clears the field', async () => {
    const page = await newProductOnPhone('Kaboré Factures')
    const image = page.getByLabel('Image', { exact: true })
    await image.setInputFiles({
      name: 'facture.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
    })
    await page.getByText("Ce fichier n'est pas une image JPG ou PNG").waitFor()
    await expect(image.inputValue()).resolves.toBe('')
  })

  it('compresses a 20 MB phone photo in the browser before sending it', async () => {
    const page = await newProductOnPhone('Kaboré Photos')
    const image = page.getByLabel('Image', { exact: true })
    expect(await pickPhonePhoto(image, 4000, 3000)).toBeGreaterThan(15 * MB)
    const preview = page.locator('img[src^="/media/"]').first()
    await preview.waitFor({ timeout: 60_000 })
    const sent = await page.evaluate(
      async (src) => (await (await fetch(src)).blob()).size,
      (await preview.getAttribute('src'))!,
    )
    expect(sent).toBeGreaterThan(0)
    expect(sent).toBeLessThanOrEqual(2 * MB)
  })
})
