import { describe, expect, it } from 'vitest'
import { allowBrowserErrors } from '../helpers/browser-errors.ts'
import { merchantWithShop, person, setupBrowserTest } from '../helpers/journeys.ts'

const t = setupBrowserTest()

describe('a plan gives what it promises (issue 26)', () => {
  it('the free plan has no pixel: /pricing does not promise it, the settings say so, saving one is refused, the storefront runs none', async () => {
    const url = t.server().url
    const visitor = await t.browser().newPage()
    await visitor.goto(`${url}/pricing`)
    const freeCard = visitor
      .locator('.card')
      .filter({ has: visitor.getByRole('heading', { name: 'Gratuit' }) })
    await freeCard.getByText('Jusqu’à 10 produits').waitFor()
    expect(await freeCard.textContent()).not.toContain('Pixel Facebook')
    const premiumCard = visitor
      .locator('.card')
      .filter({ has: visitor.getByRole('heading', { name: 'Premium' }) })
    await premiumCard.getByText('Pixel Facebook').waitFor()

    const merchant = await t.browser().newPage({ viewport: { width: 360, height: 780 } })
    const slug = await merchantWithShop(merchant, url, person('Awa', 'Kaboré'), {
      name: 'Awa Pagnes',
    })
    await merchant.goto(`${url}/user/settings/personalization`)
    await merchant
      .getByText(/Le pixel Facebook n’est pas inclus dans votre offre Gratuit/)
      .waitFor()
    allowBrowserErrors(
      /status of 403 \(Forbidden\) ← http:\/\/127\.0\.0\.1:\d+\/api\/store\/personalization$/,
      'the refusal this journey checks',
    )
    await merchant.getByLabel('Identifiant du pixel Facebook').fill('123456789012345')
    await merchant.getByRole('button', { name: 'Enregistrer la personnalisation' }).click()
    await merchant
      .getByText(/Pixel Facebook : non inclus dans votre offre Gratuit/)
      .first()
      .waitFor()

    const shopper = await (await t.browser().newContext()).newPage()
    await shopper.goto(`${url}/${slug}/home`, { waitUntil: 'domcontentloaded' })
    expect(await shopper.evaluate(() => typeof (window as { fbq?: unknown }).fbq)).toBe('undefined')
    expect(await shopper.content()).not.toContain('facebook.com/tr')
    await shopper.getByText('Propulsé par Boutiko').waitFor()
  })
})
