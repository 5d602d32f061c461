import { describe, expect, it } from 'vitest'
import { merchantWithShop, person, setupBrowserTest } from '../helpers/journeys.ts'

const t = setupBrowserTest()

/*
 * Issue 27, ADR 066: the board opened cold on a phone signed in before. The worker reads what
 * its first screen shows with the page, through the API, and the app takes those answers
 * instead of asking them: the paths the worker writes are the ones the app's client asks.
 */
describe('the board opened cold, signed in', () => {
  it('draws its figures from the reads the page brought: none of them asked again', async () => {
    const url = t.server().url
    const signedIn = await t.browser().newContext({ viewport: { width: 360, height: 740 } })
    await merchantWithShop(await signedIn.newPage(), url, person('Mariam', 'Ouédraogo'), {
      name: 'Mariam Pagnes',
    })
    const cold = await t.browser().newContext({
      viewport: { width: 360, height: 740 },
      storageState: await signedIn.storageState(),
    })
    await signedIn.close()
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

    // The shop, the figures, the first steps' count, the settings, the bell, the atelier's menu.
    expect(brought).toHaveLength(7)
    expect(asked.filter((path) => brought.includes(path))).toEqual([])
    // Taken once: the data block is gone with the first screen.
    await expect(page.locator('#bt-first-reads').count()).resolves.toBe(0)
    await cold.close()
  })
})
