import { describe, expect, it } from 'vitest'
import { person, setupBrowserTest, signUp } from '../helpers/journeys.ts'

const t = setupBrowserTest()

describe('the sign-in page brings the board’s code while the merchant is on it', () => {
  it('installs the dashboard’s service worker with the board’s first load, from which the board runs (ADR 067)', async () => {
    const url = t.server().url
    const who = person('Aminata', 'Kaboré')
    await signUp(await t.browser().newPage(), url, who)

    const page = await (await t.browser().newContext()).newPage()
    await page.goto(`${url}/auth/signin`)
    // Registered by the page itself, for /user/, and holding the entry and the board's page:
    // downloads that go on when the form's post takes the page away.
    const kept = await page.evaluate(async () => {
      for (;;) {
        const registration = await navigator.serviceWorker.getRegistration('/user/')
        const name = (await caches.keys()).find((key) => key.startsWith('boutiko-code-'))
        const files = name ? await (await caches.open(name)).keys() : []
        const paths = files.map((request) => new URL(request.url).pathname)
        if (registration?.active && paths.some((path) => path.includes('/dashboard-page-')))
          return { scope: registration.scope, paths }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    })
    expect(kept.scope).toBe(`${url}/user/`)
    expect(kept.paths.some((path) => /^\/assets\/immutable\/index-.+\.js$/.test(path))).toBe(true)
    // The board's first load only: the rest of the app waits until the board has been drawn.
    expect(kept.paths.some((path) => path.includes('/orders-page-'))).toBe(false)

    await page.getByLabel('Adresse e-mail').fill(who.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(who.password)
    await page.getByRole('button', { name: 'Connexion' }).click()
    await page.waitForURL('**/user/dashboard')
    await page.locator('main h1').first().waitFor()
    const fromNetwork = await page.evaluate(
      (files) =>
        performance
          .getEntriesByType('resource')
          .map((e) => e as PerformanceResourceTiming)
          .filter((e) => files.includes(new URL(e.name).pathname) && e.transferSize > 0)
          .map((e) => e.name),
      kept.paths,
    )
    expect(fromNetwork).toEqual([])
  })

  it('without a service worker, prefetches the board once the page has loaded (ADR 064): no byte, no revalidation', async () => {
    const url = t.server().url
    const who = person('Fatim', 'Sawadogo')
    await signUp(await t.browser().newPage(), url, who)

    // A browser without service workers (some in-app browsers).
    const context = await t.browser().newContext()
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: () => undefined })
    })
    const page = await context.newPage()
    await page.goto(`${url}/auth/signin`)
    // Until every prefetch has arrived, as it does while a person types on a slow network.
    const prefetched = await page.evaluate(async () => {
      const files = [
        ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'),
      ].map((l) => new URL(l.href).pathname)
      const arrived = () =>
        performance
          .getEntriesByType('resource')
          .filter((e) => files.includes(new URL(e.name).pathname)).length
      while (arrived() < files.length) await new Promise((r) => setTimeout(r, 50))
      // Not one asked before the page had loaded: the page first, on a slow phone's bandwidth.
      const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .loadEventStart
      const early = performance
        .getEntriesByType('resource')
        .filter((e) => files.includes(new URL(e.name).pathname) && e.startTime < loaded)
      return { files, early: early.map((e) => e.name) }
    })
    expect(prefetched.early).toEqual([])
    expect(prefetched.files.some((f) => /^\/assets\/immutable\/index-.+\.js$/.test(f))).toBe(true)

    await page.getByLabel('Adresse e-mail').fill(who.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(who.password)
    await page.getByRole('button', { name: 'Connexion' }).click()
    await page.waitForURL('**/user/dashboard')
    await page.locator('main h1').first().waitFor()
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .map((e) => ({ file: new URL(e.name).pathname, bytes: e.transferSize })),
    )
    const fromPrefetch = loaded.filter((r) => prefetched.files.includes(r.file))
    // The entry, its stylesheet and the board's chunks: all of them, and none asked again (a
    // revalidation costs ~300 bytes of headers and a round trip each: 400 ms on a slow phone).
    expect(fromPrefetch.length).toBe(prefetched.files.length)
    expect(fromPrefetch.filter((r) => r.bytes > 0)).toEqual([])
  })
})
