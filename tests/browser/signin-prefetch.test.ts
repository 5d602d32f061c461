import { describe, expect, it } from 'vitest'
import { person, setupBrowserTest, signUp } from '../helpers/journeys.ts'

const t = setupBrowserTest()

describe('the sign-in page fetches the board while the merchant types (ADR 064)', () => {
  it('signs in on a fresh phone and the board runs its code from the cache: no byte, no revalidation', async () => {
    const url = t.server().url
    const who = person('Fatim', 'Sawadogo')
    await signUp(await t.browser().newPage(), url, who)

    const page = await (await t.browser().newContext()).newPage()
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
