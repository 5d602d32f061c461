import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { api, createMerchant, DASHBOARD_DIST, ROOT, setupWorker } from '#tests/helpers/worker.ts'
import { readManifest } from '../../scripts/bench/dashboard-weight.ts'

// The shells come from the build, through the ASSETS binding.
if (!existsSync(join(DASHBOARD_DIST, 'assets', 'route-preloads.json')))
  execFileSync('npm', ['run', 'build:dashboard'], { cwd: ROOT, stdio: 'inherit' })

setupWorker({ assets: true })

/*
 * Issue 27, a slow phone (ADR 062, 064): the /auth pages are the worker's, with no app, and a
 * deep link into the dashboard asks for its route's code together with the app, not after it.
 */

const manifest = () => readManifest(DASHBOARD_DIST)
const entryScript = (html: string) =>
  /<script type="module"[^>]*\ssrc="\/([^"]+)"/.exec(html)?.[1] ?? ''
/** The route's files the page's first script preloads once it has asked for the session (ADR 065). */
const routeFilesOf = (html: string) =>
  /<script id="bt-first"[^>]*\sdata-route-files="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? []

describe('the /auth pages (ADR 064)', () => {
  it.each([
    '/auth/signin',
    '/auth/signup',
    '/auth/forgot',
    '/auth/reset/tok_1',
    '/auth/verify/tok_1',
    '/auth/invitation/inv_1',
  ])('GET %s is the worker’s page: no app, no script file', async (path) => {
    const html = await (await api('GET', path)).text()
    expect(html).toContain('<h1>')
    expect(entryScript(html)).toBe('')
    expect(html).not.toMatch(/<script[^>]*\ssrc=/)
    expect(html).not.toContain('manifest.webmanifest')
  })

  it('answers an unknown /auth path with the platform’s « Page Introuvable », 404', async () => {
    const res = await api('GET', '/auth/nulle-part')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Page Introuvable')
  })
})

describe('a deep link into the dashboard', () => {
  it('GET /user/orders/<id> with a session names the order page’s files for its first script to preload', async () => {
    const { cookie } = await createMerchant()
    const res = await api('GET', '/user/orders/ord_1', { headers: { cookie } })
    expect(res.status).toBe(200)
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
    const html = await res.text()
    const files = routeFilesOf(html)
    const built = manifest()
    expect(files).toContain(`/${built['src/features/orders/order-detail-page.tsx']!.file}`)
    // Not links the browser would ask before the session's refresh (index.html's first script).
    expect(html).not.toContain('rel="modulepreload"')
    // Under the shell's strict CSP, the script runs with the page's nonce, which it gives its links.
    expect(/<script id="bt-first"[^>]*>/.exec(html)?.[0]).toContain(`nonce="${nonce}"`)
  })

  it('GET /user/dashboard holds its first paint on no file: the only script file is the app, deferred', async () => {
    const { cookie } = await createMerchant()
    const html = await (await api('GET', '/user/dashboard', { headers: { cookie } })).text()
    const files = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)].map((m) => m[0])
    // The light/dark switch and the session's refresh are inline; a module script waits for
    // the page to be parsed, so the loading screen shows as soon as the HTML and CSS are there.
    expect(files).toHaveLength(1)
    expect(files[0]).toContain('type="module"')
  })

  it('preloads the board and its chart for /user/dashboard, and no page for another area', async () => {
    const { cookie } = await createMerchant()
    const built = manifest()
    const board = routeFilesOf(
      await (await api('GET', '/user/dashboard', { headers: { cookie } })).text(),
    )
    for (const src of [
      'src/features/dashboard/dashboard-page.tsx',
      'src/features/dashboard/sales-chart.tsx',
    ])
      expect(
        board.some((l) => l.includes(built[src]!.file)),
        src,
      ).toBe(true)
    const settings = routeFilesOf(
      await (await api('GET', '/user/settings/payments', { headers: { cookie } })).text(),
    )
    const page = built['src/features/dashboard/dashboard-page.tsx']!.file
    expect(settings.some((l) => l.includes(page))).toBe(false)
  })
})

/** The `<link rel="prefetch">` tags of a page, as written. */
const prefetches = (html: string) =>
  [...html.matchAll(/<link rel="prefetch"[^>]*>/g)].map((m) => m[0])

describe('the sign-in and sign-up pages (ADR 064)', () => {
  it.each([
    ['/auth/signin', 'src/features/dashboard/dashboard-page.tsx'],
    ['/auth/signup', 'src/features/dashboard/dashboard-page.tsx'],
    ['/auth/signin?next=%2Fuser%2Forders%2Ford_1', 'src/features/orders/order-detail-page.tsx'],
  ])(
    'GET %s prefetches the page it leads to: the entry, its stylesheet, the route (%s)',
    async (path, page) => {
      const html = await (await api('GET', path)).text()
      const links = prefetches(html)
      const built = manifest()
      const entry = built['index.html']!
      for (const file of [entry.file, ...(entry.css ?? []), built[page]!.file]) {
        const link = links.find((l) => l.includes(`href="/${file}"`))
        expect(link, file).toBeDefined()
        // As the shell asks for them, so that its requests are served from the cache.
        expect(link).toContain('crossorigin="anonymous"')
      }
    },
  )

  it('runs none of them, and keeps them inert until the page has loaded', async () => {
    const html = await (await api('GET', '/auth/signin')).text()
    expect(html).not.toMatch(/<script[^>]*\ssrc=/)
    expect(html).not.toContain('modulepreload')
    // In a template, whose links fetch nothing until the page's script adds them on `load`.
    const inert = /<template id="bt-prefetch">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? ''
    expect(prefetches(inert).length).toBeGreaterThan(1)
    expect(prefetches(html.replace(inert, ''))).toEqual([])
  })
})

describe('the dashboard build output (ADR 064)', () => {
  it('is cached for a year without revalidation: its names change with its content', async () => {
    const entry = manifest()['index.html']!
    for (const file of [entry.file, ...(entry.css ?? [])]) {
      expect(file).toMatch(/^assets\/immutable\//)
      const res = await api('GET', `/${file}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }
    // A file named once keeps asking: a new version must reach the phones.
    const manifestFile = await api('GET', '/assets/manifest.webmanifest')
    expect(manifestFile.status).toBe(200)
    expect(manifestFile.headers.get('cache-control') ?? '').not.toContain('immutable')
  })
})
