import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { api, createMerchant, DASHBOARD_DIST, ROOT, setupWorker } from '#tests/helpers/worker.ts'
import { readManifest } from '../../scripts/bench/dashboard-weight.ts'

// The shells come from the build, through the ASSETS binding.
if (!existsSync(join(DASHBOARD_DIST, 'auth.html')))
  execFileSync('npm', ['run', 'build:dashboard'], { cwd: ROOT, stdio: 'inherit' })

setupWorker({ assets: true })

/*
 * Issue 27, a slow phone (ADR 062): the /auth pages are their own small entry, and a deep link
 * into the dashboard asks for its route's code together with the app, not after it.
 */

const manifest = (file?: string) => readManifest(DASHBOARD_DIST, file)
const entryScript = (html: string) =>
  /<script type="module"[^>]*\ssrc="\/([^"]+)"/.exec(html)?.[1] ?? ''
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/([^"]+)"[^>]*>/g)].map((m) => m[0])

describe('the /auth pages', () => {
  // Sign-up and the verification and invitation links are the worker's own pages (site/auth).
  it.each(['/auth/forgot', '/auth/reset/tok_1'])(
    'GET %s answers the small /auth entry, not the board’s app',
    async (path) => {
      const res = await api('GET', path)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      const html = await res.text()
      const script = entryScript(html)
      expect(script).toBe(manifest('auth-manifest.json')['index.html']!.file)
      expect(script).not.toBe(manifest()['index.html']!.file)
      expect(html).not.toContain('manifest.webmanifest')
    },
  )
})

describe('a deep link into the dashboard', () => {
  it('GET /user/orders/<id> with a session carries modulepreload links for the order page', async () => {
    const { cookie } = await createMerchant()
    const res = await api('GET', '/user/orders/ord_1', { headers: { cookie } })
    expect(res.status).toBe(200)
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
    const links = preloads(await res.text())
    const built = manifest()
    for (const src of ['src/features/orders/order-detail-page.tsx']) {
      const link = links.find((l) => l.includes(`href="/${built[src]!.file}"`))
      expect(link, src).toBeDefined()
      // Under the shell's strict CSP, a preload carries the page's nonce.
      expect(link).toContain(`nonce="${nonce}"`)
    }
  })

  it('preloads the board and its chart for /user/dashboard, and no page for another area', async () => {
    const { cookie } = await createMerchant()
    const built = manifest()
    const board = preloads(
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
    const settings = preloads(
      await (await api('GET', '/user/settings/payments', { headers: { cookie } })).text(),
    )
    const page = built['src/features/dashboard/dashboard-page.tsx']!.file
    expect(settings.some((l) => l.includes(page))).toBe(false)
  })
})
