import { describe, expect, it } from 'vitest'
import { merchantWithShop, type Person, person, setupBrowserTest } from '../helpers/journeys.ts'

const t = setupBrowserTest()

/*
 * Issue 27, ADR 066: the board opened cold on a phone signed in before. The worker reads what
 * its first screen shows with the page, through the API, and the app takes those answers
 * instead of asking them: the paths the worker writes are the ones the app's client asks.
 */
/** A browser that signed in before (its session cookie), with nothing of the app in its cache. */
async function phoneSignedInBefore(who: Person, shop: string, viewport = PHONE) {
  const signedIn = await t.browser().newContext({ viewport: PHONE })
  await merchantWithShop(await signedIn.newPage(), t.server().url, who, { name: shop })
  const cold = await t.browser().newContext({
    viewport,
    storageState: await signedIn.storageState(),
  })
  await signedIn.close()
  return cold
}

const PHONE = { width: 360, height: 740 }

describe('the board opened cold, signed in', () => {
  it('draws its figures from the reads the page brought: none of them asked again', async () => {
    const url = t.server().url
    const cold = await phoneSignedInBefore(person('Mariam', 'Ouédraogo'), 'Mariam Pagnes')
    const page = await cold.newPage()
    const asked: string[] = []
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url())
      if (pathname.startsWith('/api/') && request.method() === 'GET') asked.push(pathname + search)
    })

    // What the page brought, from the page as the worker sent it: the app removes the block
    // once it has drawn the board, which may come before a look at the document.
    const html = await (await page.goto(`${url}/user/dashboard`))!.text()
    const block = /<script type="application\/json" id="bt-first-reads">([\s\S]*?)<\/script>/.exec(
      html,
    )
    const brought = Object.keys(JSON.parse(block?.[1] ?? '{}'))
    await page.getByRole('heading', { name: 'Tableau de Board' }).waitFor()
    await page.waitForFunction(() => !document.querySelector('main [data-slot="skeleton"]'))
    await expect(
      page.getByRole('link', { name: 'Voir ma boutique' }).first().isVisible(),
    ).resolves.toBe(true)

    // Who is signed in, the shop, the figures, the first steps' count, the settings, the bell,
    // the atelier's menu.
    expect(brought).toHaveLength(8)
    expect(asked.filter((path) => brought.includes(path))).toEqual([])
    // Taken once: the data block is gone with the first screen.
    await expect(page.locator('#bt-first-reads').count()).resolves.toBe(0)
    await cold.close()
  })

  it('draws the board while the session’s token is still coming, and its next call waits for it (ADR 067)', async () => {
    const url = t.server().url
    // Wide, so that the menu is on screen.
    const cold = await phoneSignedInBefore(person('Salif', 'Zongo'), 'Salif Cuirs', {
      width: 1280,
      height: 800,
    })
    const page = await cold.newPage()
    // The session's refresh held back, as on a network where it is slow to come.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let refreshed = false
    await page.route('**/api/refresh', async (route) => {
      await held
      refreshed = true
      await route.continue()
    })
    await page.goto(`${url}/user/dashboard`)
    await page.getByRole('heading', { name: 'Tableau de Board' }).waitFor()
    await page.waitForFunction(() => !document.querySelector('main [data-slot="skeleton"]'))
    expect(refreshed).toBe(false)

    // A page the worker did not read: its calls wait for the token, none is refused.
    const refused: string[] = []
    page.on('response', (res) => {
      if (res.status() === 401) refused.push(res.url())
    })
    await page.locator('nav a[href="/user/customers"]').first().click()
    release()
    await page.waitForURL('**/user/customers')
    await page.waitForFunction(() => !document.querySelector('main [data-slot="skeleton"]'))
    await page.getByRole('heading', { name: 'Clients' }).first().waitFor()
    expect(refreshed).toBe(true)
    expect(refused).toEqual([])
    await cold.close()
  })

  it('sets up the French money and date formats while the app’s code is still downloading', async () => {
    const url = t.server().url
    const cold = await phoneSignedInBefore(person('Awa', 'Sanou'), 'Awa Tissus')
    const page = await cold.newPage()
    // The app's code held back, as on a phone where it takes seconds to come.
    await page.route('**/assets/immutable/*.js', () => {})
    await page.goto(`${url}/user/dashboard`, { waitUntil: 'commit' })
    await page.getByText('Vendre plus, en toute sécurité').waitFor()
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('boutiko:intl-ready').length))
      .toBe(1)
    await cold.close()
  })
})
