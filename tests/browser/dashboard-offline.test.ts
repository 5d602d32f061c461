import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { readManifest } from '../../scripts/bench/dashboard-weight.ts'
import { allowBrowserErrors } from '../helpers/browser-errors.ts'
import {
  addProductByApi,
  apiToken,
  merchantWithShop,
  person,
  recordSaleByApi,
  setupBrowserTest,
} from '../helpers/journeys.ts'
import { DASHBOARD_DIST } from '../helpers/worker.ts'

const t = setupBrowserTest()

/** Until the service worker controls the page: its answers are kept from then on. */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
    timeout: 30_000,
  })

/** Offline, the fetches the worker cannot make, and its refusals, show in the console. */
function allowOfflineErrors() {
  allowBrowserErrors(/Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)/, 'offline')
  allowBrowserErrors(
    /status of 503 .* ← \S+\/api\//,
    'the worker refuses what it cannot read or send offline',
  )
}

describe('the dashboard, installed, on a 360 px phone that loses its network (ADR 057)', () => {
  it('installs its service worker and opens the last-seen orders offline, with the customer’s phone; writes are refused', async () => {
    const context = await t.browser().newContext({ viewport: { width: 360, height: 740 } })
    const page = await context.newPage()
    const who = person('Fanta', 'Diarra')
    await merchantWithShop(page, t.server().url, who, { name: 'Fanta Wax' })
    const token = await apiToken(t.server().url, who)
    const productId = await addProductByApi(t.server().url, token, {
      name: 'Pagne wax',
      price: '1500',
      stock: '10',
    })
    const { number } = await recordSaleByApi(t.server().url, token, productId)

    // Installable: the manifest starts on the board, the worker is registered for /user/.
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
      return (await fetch(link!.href)).json()
    })
    expect(manifest).toMatchObject({ start_url: '/user/dashboard', short_name: 'Boutiko' })
    // Registered on reaching the board; it controls the pages opened from then on (the sign-up
    // page, opened outside /user/, stays its own): the app opened again, as from the phone.
    // (Awaited in the page: Playwright's waitForFunction takes a promise for a truthy answer.)
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(
      `${t.server().url}/user/`,
    )
    await page.goto(`${t.server().url}/user/dashboard`)
    await controlled(page)

    // Seen once online, through the worker: the list, then the order.
    await page.goto(`${t.server().url}/user/orders`)
    await page
      .getByRole('link', { name: new RegExp(number) })
      .first()
      .click()
    await page.waitForURL(/\/user\/orders\/ord_/)
    const orderUrl = page.url()
    await page.getByRole('link', { name: 'Appeler' }).first().waitFor()

    await context.setOffline(true)
    allowOfflineErrors()
    await page.goto(`${t.server().url}/user/orders`)
    await page.getByText(/^Hors ligne — données du \d{2}\/\d{2} à \d{2}:\d{2}$/).waitFor()
    await page
      .getByRole('link', { name: new RegExp(number) })
      .first()
      .click()
    await page.waitForURL(orderUrl)
    const call = page.getByRole('link', { name: 'Appeler' }).first()
    await call.waitFor()
    expect(await call.getAttribute('href')).toMatch(/^tel:\+?\d+/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    // A write offline: refused at once, in French, and never sent.
    const refused = await page.evaluate(async () => {
      const res = await fetch('/api/orders/manual', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: '{}',
      })
      return {
        status: res.status,
        body: (await res.json()) as { error: { message: string } },
      }
    })
    expect(refused.status).toBe(503)
    expect(refused.body.error.message).toMatch(/^Hors ligne : rien n’a été envoyé/)

    await context.setOffline(false)
    await page.reload()
    await page.getByRole('link', { name: 'Appeler' }).first().waitFor()
    expect(await page.getByText(/^Hors ligne/).count()).toBe(0)
    await context.close()
  })

  it('loses its network with the app open: a page not seen before says so, a form is refused and keeps what was typed', async () => {
    const url = t.server().url
    const context = await t.browser().newContext({ viewport: { width: 360, height: 740 } })
    const page = await context.newPage()
    await merchantWithShop(page, url, person('Moussa', 'Sidibé'), { name: 'Moussa Tissus' })
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(
      `${url}/user/`,
    )
    await page.goto(`${url}/user/products/category`)
    await controlled(page)
    await page.getByText("Aucune catégorie pour l'instant", { exact: false }).waitFor()
    // The customers' page's code kept on the phone (it is kept once the app has loaded).
    const customersCode = `/${readManifest(DASHBOARD_DIST)['src/features/customers/customers-page.tsx']!.file}`
    await expect
      .poll(() => page.evaluate(async (file) => Boolean(await caches.match(file)), customersCode), {
        timeout: 30_000,
      })
      .toBe(true)

    // The network goes while the app is open: the page hears it ('offline').
    await context.setOffline(true)
    allowOfflineErrors()
    // A write: refused at once, in French, what was typed still there (not held to be sent
    // later, when nobody expects it).
    await page.getByLabel('Nom', { exact: true }).fill('Sacs en cuir')
    await page.getByRole('button', { name: 'Ajouter la catégorie' }).click()
    await page
      .getByText(/^Hors ligne : rien n’a été envoyé/)
      .first()
      .waitFor({ timeout: 10_000 })
    expect(await page.getByLabel('Nom', { exact: true }).inputValue()).toBe('Sacs en cuir')

    // A page never opened online: it says why there is nothing, instead of loading forever.
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Clients', exact: true }).click()
    await page.waitForURL('**/user/customers')
    await page
      .getByText(/^Hors ligne : ces données n’ont pas encore été consultées/)
      .first()
      .waitFor({ timeout: 10_000 })
    await context.close()
  })
})
