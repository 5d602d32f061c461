import type { Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  addProductByApi,
  apiToken,
  merchantWithShop,
  person,
  recordSaleByApi,
  setupBrowserTest,
} from '../helpers/journeys.ts'

const t = setupBrowserTest()

/** Holds a file's answer back for `ms`, as a slow phone's network would; when it was let through. */
function heldBack(ms: number) {
  const through: number[] = []
  const hold = async (route: Route) => {
    await new Promise((r) => setTimeout(r, ms))
    through.push(Date.now())
    await route.continue()
  }
  return { hold, through }
}

describe('an alert’s order link, opened cold on a phone signed in before (issue 27, ADR 065, 066)', () => {
  it('shows the order with the page, asks the session back at once, and the app takes over without asking the order again', async () => {
    const url = t.server().url
    const who = person('Rasmata', 'Kaboré')
    const signedIn = await t.browser().newContext({ viewport: { width: 360, height: 740 } })
    await merchantWithShop(await signedIn.newPage(), url, who, { name: 'Rasmata Couture' })
    const token = await apiToken(url, who)
    const productId = await addProductByApi(url, token, {
      name: 'Boubou',
      price: '9000',
      stock: '4',
    })
    const order = await recordSaleByApi(url, token, productId)

    // The same phone later: its cookies, nothing of the app in its cache.
    const cold = await t.browser().newContext({
      viewport: { width: 360, height: 740 },
      storageState: await signedIn.storageState(),
    })
    await signedIn.close()
    const page = await cold.newPage()
    // The app's first file held back 3 s, the order page's code 3 s too.
    const entry = heldBack(3000)
    const orderPage = heldBack(3000)
    await page.route(/\/assets\/immutable\/index-[\w-]+\.js$/, entry.hold)
    await page.route(/\/assets\/immutable\/order-detail-page-[\w-]+\.js$/, orderPage.hold)
    const refreshes: number[] = []
    const orderReads: number[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path === '/api/refresh') refreshes.push(Date.now())
      if (path === `/api/orders/${order.id}`) orderReads.push(Date.now())
    })

    // Not waiting for the page's load, which waits for the app's code.
    await page.goto(`${url}/user/orders/${order.id}`, { waitUntil: 'commit' })
    // Drawn by the worker with the page (ADR 066): the order and its customer's phone, while
    // the app's code is still held back.
    const drawn = page.locator('#bt-first-screen')
    await drawn.getByRole('heading', { name: `Commande ${order.number}` }).waitFor()
    await expect(drawn.getByRole('link', { name: 'Appeler' }).isVisible()).resolves.toBe(true)
    // Not one byte of the app's code had come through yet.
    expect(entry.through).toEqual([])

    // The app takes over once its page is drawn: the order's actions, the drawn page gone.
    await page.getByRole('heading', { name: 'Mettre à jour la commande' }).waitFor()
    await expect(drawn.count()).resolves.toBe(0)
    await expect(page.getByText(order.number).first().isVisible()).resolves.toBe(true)
    // The page's own script asked the session back before the app's code was through, and
    // before the route's files, which would hold it on a phone's six connections.
    expect(refreshes).toHaveLength(1)
    expect(refreshes[0]).toBeLessThan(entry.through[0]!)
    // In the order the page asked them (its own clock: the browser's request events may come
    // out of that order): no route file before the refresh.
    const asked = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({
        path: new URL(e.name).pathname,
        at: e.startTime,
      })),
    )
    const refreshAsked = asked.find((e) => e.path === '/api/refresh')?.at ?? Number.NaN
    const routeFiles = asked.filter(
      (e) => /^\/assets\/immutable\/.+\.js$/.test(e.path) && !/\/index-[\w-]+\.js$/.test(e.path),
    )
    expect(routeFiles.length).toBeGreaterThan(0)
    expect(routeFiles.filter((e) => !(e.at >= refreshAsked))).toEqual([])
    // The app took the worker's read of the order instead of asking it again.
    expect(orderReads).toEqual([])
    // The token was spent once: the session still opens the order after a reload.
    await page.unrouteAll()
    await page.reload()
    await page.getByRole('heading', { name: 'Mettre à jour la commande' }).waitFor()
    expect(refreshes).toHaveLength(2)
    await cold.close()
  })
})
