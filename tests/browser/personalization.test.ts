import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { allowBrowserErrors } from '../helpers/browser-errors.ts'
import { merchantWithShop, person, setupBrowserTest } from '../helpers/journeys.ts'

const t = setupBrowserTest()

const PREVIEW = 'Aperçu de la page d’accueil de la boutique'

async function signUpWithShop(page: Page): Promise<string> {
  const slug = await merchantWithShop(page, t.server().url, person('Mariam', 'Ouédraogo'), {
    name: 'Mariam Wax',
    phone: '76 22 33 44',
    email: 'wax@example.com',
  })
  expect(slug).toMatch(/^mariam-wax(-\d+)?$/)
  // The Facebook pixel comes with Premium (issue 26; tests/browser/plan-capabilities.test.ts
  // shows a free shop without it).
  await t
    .server()
    .sql(
      `UPDATE subscriptions SET plan_id = 'pln_premium', ends_at = unixepoch() + 2592000 WHERE store_id = (SELECT id FROM stores WHERE slug = '${slug}')`,
    )
  return slug
}

describe('a merchant personalizes the storefront with a live preview', () => {
  it('previews before saving, saves, shows it to shoppers with and without JS, then blocks when suspended', async () => {
    const merchant = await t.browser().newPage({ viewport: { width: 1280, height: 900 } })
    const slug = await signUpWithShop(merchant)

    await merchant.goto(`${t.server().url}/user/settings/personalization`)
    const hero = merchant.getByRole('group', { name: "Bannière d'accueil" })
    await hero.getByLabel('Titre', { exact: true }).fill('Le wax de Mariam')
    await hero.getByLabel('Sous-titre').fill('Pagnes et tenues cousues main à Bobo')
    await hero.getByLabel('Texte du bouton').fill('Voir les pagnes')
    await merchant
      .getByRole('group', { name: 'Couleur de la marque' })
      .getByLabel('Bordeaux')
      .check()
    await expect(merchant.getByLabel('Code couleur').inputValue()).resolves.toBe('#7f1d1d')
    await merchant.getByLabel('Identifiant du pixel Facebook').fill('123456789012345')

    // The preview shows the draft (sandboxed srcdoc) before anything is saved.
    const frame = merchant.locator(`iframe[title="${PREVIEW}"]`)
    expect(await frame.getAttribute('sandbox')).toBe('')
    await expect
      .poll(() => frame.getAttribute('srcdoc'), { timeout: 15_000 })
      .toContain('<h1>Le wax de Mariam</h1>')
    expect(await frame.getAttribute('srcdoc')).toContain('--brand:#7f1d1d')

    const shopper = await (await t.browser().newContext({ javaScriptEnabled: false })).newPage()
    await shopper.goto(`${t.server().url}/${slug}/home`)
    expect(await shopper.textContent('h1')).toBe('Mariam Wax')

    await merchant.getByRole('button', { name: 'Enregistrer la personnalisation' }).click()
    await merchant.getByText('Personnalisation enregistrée').waitFor()

    await shopper.reload()
    expect(await shopper.textContent('h1')).toBe('Le wax de Mariam')
    await shopper.getByRole('link', { name: 'Voir les pagnes' }).waitFor()
    expect(await shopper.content()).toContain('--brand:#7f1d1d')
    const heroBackground = await shopper
      .locator('.hero')
      .evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(heroBackground).toBe('rgb(127, 29, 29)')

    // With JavaScript on, the pixel runs on a rendered page and on a cached one: the CSP allows
    // exactly its script, by hash (no nonce on storefront pages). Meta's library itself cannot
    // load here (no internet); that is a network error, not a CSP one.
    allowBrowserErrors(
      /^Failed to load resource: net::ERR_NAME_NOT_RESOLVED ← https:\/\/(www\.facebook\.com|connect\.facebook\.net)\//,
      'no internet on the test machine',
    )
    const withJs = await (await t.browser().newContext()).newPage()
    const refused: string[] = []
    withJs.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text())
    })
    for (const visit of ['first', 'second']) {
      await withJs.goto(`${t.server().url}/${slug}/home`, { waitUntil: 'domcontentloaded' })
      const fbq = await withJs.evaluate(() => typeof (window as { fbq?: unknown }).fbq)
      expect(fbq, visit).toBe('function')
    }
    expect(refused).toEqual([])

    // An administrator suspends the shop: the whole merchant area is blocked.
    await t
      .server()
      .sql(
        `UPDATE subscriptions SET status = 'suspended' WHERE store_id = (SELECT id FROM stores WHERE slug = '${slug}')`,
      )
    await merchant.goto(`${t.server().url}/user/dashboard`)
    const blocked = merchant.getByRole('dialog', { name: 'Compte Suspendu' })
    await blocked.waitFor()
    await blocked.getByText("non-respect des conditions d'utilisation").waitFor()
    await merchant.keyboard.press('Escape')
    expect(await blocked.isVisible()).toBe(true)
    // The menu is still drawn under the overlay, but it can't be reached.
    const ordersLink = merchant.locator('a[href="/user/orders"]').first()
    await expect(ordersLink.click({ timeout: 2_000 })).rejects.toThrow(
      /intercepts pointer events|Timeout/,
    )
    expect(new URL(merchant.url()).pathname).toBe('/user/dashboard')
    expect(await blocked.getByRole('button', { name: 'Fermer' }).count()).toBe(0)

    // Signing out is the one way out.
    await blocked.getByRole('button', { name: 'Déconnexion' }).click()
    await merchant.waitForURL(/\/auth\/signin/)
  })
})
