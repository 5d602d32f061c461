import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser.ts'
import { allowBrowserErrors, failOnBrowserErrors } from '../helpers/browser-errors.ts'
import { type DevServer, startDevServer } from '../helpers/dev-server.ts'
import { merchantWithShop, person } from '../helpers/journeys.ts'

const HOST = 'boutique-awa.exemple-bf.com'

let server: DevServer
let browser: Browser
const guarded = failOnBrowserErrors()

// Chromium resolves the shop's domain to the local server, as DNS would send it to Cloudflare.
beforeAll(async () => {
  ;[server, browser] = await Promise.all([
    startDevServer(),
    launchBrowser([
      `--host-resolver-rules=MAP ${HOST} 127.0.0.1, MAP inconnu.exemple-bf.com 127.0.0.1`,
    ]).then(guarded),
  ])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('a merchant serves the shop at its own domain', () => {
  it('walks plan gate → add → proof instructions → verify → shop served at the domain', async () => {
    const page = await browser.newPage()
    const slug = await merchantWithShop(page, server.url, person('Awa', 'Sawadogo'), {
      name: 'Awa Domaine',
    })

    // Free plan: the screen explains and links to the plans.
    await page.getByRole('button', { name: 'Paramètres' }).click()
    await page.getByRole('link', { name: 'Nom de domaine' }).click()
    await page.waitForURL('**/user/settings/domain')
    await page.getByText('Disponible avec les offres Premium et Entreprise').waitFor()
    const plans = page.getByRole('link', { name: 'Voir les offres' })
    expect(await plans.getAttribute('href')).toBe('/user/settings/settings')

    await server.sql(`UPDATE subscriptions SET plan_id = 'pln_premium'`)
    await page.reload()
    const field = page.getByLabel('Nom de domaine', { exact: true })
    await field.fill(`https://${HOST}`)
    await page.getByRole('button', { name: 'Ajouter le domaine' }).click()
    await page.getByText('sans http:// ni https://').waitFor()
    await field.fill(HOST.toUpperCase())
    await page.getByRole('button', { name: 'Ajouter le domaine' }).click()
    await page.getByText('En attente de vérification').waitFor()
    const txtName = page.getByLabel('Nom de l’enregistrement TXT', { exact: true })
    expect(await txtName.inputValue()).toBe(`_boutiko.${HOST}`)
    expect(await page.getByLabel('Valeur TXT', { exact: true }).inputValue()).toMatch(
      /^boutiko-verify=[\w-]{32,}$/,
    )

    // The network is closed here: the check runs for real and says why it failed.
    await page.getByRole('button', { name: 'Vérifier maintenant' }).click()
    await page.getByText(/Dernière vérification/).waitFor()
    await page.getByText(/introuvable ou différent/).waitFor()

    // On the unverified domain, shoppers get the "not linked" page (404, on every path).
    allowBrowserErrors(
      new RegExp(`status of 404 .* ← http://${HOST.replaceAll('.', '\\.')}:\\d+/`),
      'not linked yet',
    )
    const shopper = await browser.newPage()
    await shopper.goto(`http://${HOST}:${new URL(server.url).port}/`)
    await shopper.getByText("Ce domaine n'est relié à aucune boutique Boutiko").waitFor()

    // Storefronts send COOP (ADR 012); Chromium ignores it, and says so, on a plain-HTTP name
    // other than localhost. Custom domains are HTTPS-only in production (Cloudflare for SaaS).
    allowBrowserErrors(
      /Cross-Origin-Opener-Policy header has been ignored, because the URL's origin was untrustworthy/,
      'COOP over plain HTTP in the test only',
    )
    await server.sql(
      `UPDATE custom_domains SET verified_at = unixepoch() WHERE hostname = '${HOST}'`,
    )
    await page.reload()
    await page.getByText('Vérifié', { exact: true }).waitFor()
    await page.getByRole('link', { name: 'Ouvrir la boutique' }).waitFor()

    await shopper.goto(`http://${HOST}:${new URL(server.url).port}/`)
    await shopper.getByRole('heading', { name: 'Awa Domaine' }).first().waitFor()
    const canonical = await shopper.locator('link[rel=canonical]').getAttribute('href')
    expect(canonical).toBe(`https://${HOST}/home`)
    const moved = await fetch(`${server.url}/${slug}/home`, { redirect: 'manual' })
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe(`https://${HOST}/home`)

    await page.getByRole('button', { name: 'Supprimer' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click()
    await page.getByLabel('Nom de domaine', { exact: true }).waitFor()
    expect((await fetch(`${server.url}/${slug}/home`, { redirect: 'manual' })).status).toBe(200)
  })
})
