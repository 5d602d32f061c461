import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser.ts'
import { type DevServer, startDevServer } from '../helpers/dev-server.ts'

let server: DevServer
let browser: Browser

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startDevServer(), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const PREVIEW = 'Aperçu de la page d’accueil de la boutique'

async function signUpWithShop(page: Page): Promise<string> {
  await page.goto(`${server.url}/auth/signup`)
  await page.getByLabel('Prénom').fill('Mariam')
  await page.getByLabel('Nom', { exact: true }).fill('Ouédraogo')
  await page.getByLabel('Email').fill(`mariam-${Date.now()}@example.com`)
  await page.getByLabel('Mot de passe', { exact: true }).fill('Tissu2026!')
  await page.getByLabel('Confirmer le mot de passe').fill('Tissu2026!')
  await page.getByLabel("J'accepte les termes et conditions").check()
  await page.getByRole('button', { name: "S'Inscrire" }).click()
  await page.waitForURL('**/user/dashboard')
  const modal = page.getByRole('dialog', { name: 'Configurer Votre Boutique' })
  await modal.getByLabel('Nom de la boutique').fill('Mariam Wax')
  await modal.getByLabel('Téléphone').fill('76 22 33 44')
  await modal.getByLabel('Email').fill('wax@example.com')
  await modal.getByRole('button', { name: 'Valider' }).click()
  await modal.waitFor({ state: 'hidden' })
  const href = await page.locator('a[href$="/home"]').first().getAttribute('href')
  expect(href).toMatch(/^\/mariam-wax(-\d+)?\/home$/)
  return href!.split('/')[1]!
}

describe('a merchant personalizes the storefront with a live preview', () => {
  it('previews before saving, saves, shows it to shoppers without JS, then blocks when suspended', async () => {
    const merchant = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const slug = await signUpWithShop(merchant)

    await merchant.goto(`${server.url}/user/settings/personalization`)
    const hero = merchant.getByRole('group', { name: "Bannière d'accueil" })
    await hero.getByLabel('Titre', { exact: true }).fill('Le wax de Mariam')
    await hero.getByLabel('Sous-titre').fill('Pagnes et tenues cousues main à Bobo')
    await hero.getByLabel('Texte du bouton').fill('Voir les pagnes')
    await merchant
      .getByRole('group', { name: 'Couleur de la marque' })
      .getByLabel('Bordeaux')
      .check()
    await expect(merchant.getByLabel('Code couleur').inputValue()).resolves.toBe('#7f1d1d')

    // The preview shows the draft (sandboxed srcdoc) before anything is saved.
    const frame = merchant.locator(`iframe[title="${PREVIEW}"]`)
    expect(await frame.getAttribute('sandbox')).toBe('')
    await expect
      .poll(() => frame.getAttribute('srcdoc'), { timeout: 15_000 })
      .toContain('<h1>Le wax de Mariam</h1>')
    expect(await frame.getAttribute('srcdoc')).toContain('--brand:#7f1d1d')

    const shopper = await (await browser.newContext({ javaScriptEnabled: false })).newPage()
    await shopper.goto(`${server.url}/${slug}/home`)
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

    // An administrator suspends the shop: the whole merchant area is blocked.
    server.sql(
      `UPDATE subscriptions SET status = 'suspended' WHERE store_id = (SELECT id FROM stores WHERE slug = '${slug}')`,
    )
    await merchant.goto(`${server.url}/user/dashboard`)
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
