import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  api,
  createMerchant,
  DASHBOARD_DIST,
  DASHBOARD_FETCH,
  ROOT,
  setupWorker,
} from '#tests/helpers/worker.ts'

// The shell and the service worker come from the build, through the ASSETS binding.
if (!existsSync(join(DASHBOARD_DIST, 'index.html')))
  execFileSync('npm', ['run', 'build:dashboard'], { cwd: ROOT, stdio: 'inherit' })

setupWorker({ assets: true })

/*
 * A dashboard page asked without a session is sent to sign-in before the app downloads, and
 * comes back to the page asked for (ADR 057). The refresh cookie is read there, never spent.
 */

const APP_SCRIPT = /<script type="module"/

describe('dashboard pages without a session', () => {
  it('sends a signed-out GET /user/orders to sign-in with next, before any of the app', async () => {
    const res = await api('GET', '/user/orders?status=new')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/auth/signin?next=%2Fuser%2Forders%3Fstatus%3Dnew')
    expect(await res.text()).not.toMatch(APP_SCRIPT)
  })

  it('does the same for the administrator area and for a session that has ended', async () => {
    expect((await api('GET', '/admin/users')).headers.get('location')).toBe(
      '/auth/signin?next=%2Fadmin%2Fusers',
    )
    const m = await createMerchant()
    await api('POST', '/api/logout', { headers: { cookie: m.cookie, ...DASHBOARD_FETCH } })
    const res = await api('GET', '/user/orders', { headers: { cookie: m.cookie } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/auth/signin?next=%2Fuser%2Forders')
  })

  it('serves the app to a signed-in visitor, and does not spend the refresh token', async () => {
    const m = await createMerchant()
    const res = await api('GET', '/user/orders', { headers: { cookie: m.cookie } })
    expect(res.status).toBe(200)
    expect(await res.text()).toMatch(APP_SCRIPT)
    const refreshed = await api('POST', '/api/refresh', {
      headers: { cookie: m.cookie, ...DASHBOARD_FETCH },
      json: {},
    })
    expect(refreshed.status).toBe(200)
  })

  it('lets a link from another site (no SameSite=Strict cookie) reload itself from here first', async () => {
    const res = await api('GET', '/user/orders/ord_1', {
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('<meta http-equiv="refresh" content="0">')
    expect(html).not.toMatch(APP_SCRIPT)
    // The reload starts on this origin: without a cookie then, it is sign-in.
    const again = await api('GET', '/user/orders/ord_1', {
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
    })
    expect(again.status).toBe(302)
  })

  it('sets the refresh cookie at the dashboard pages too, on sign-in and for a session opened before', async () => {
    const m = await createMerchant()
    const paths = (res: Awaited<ReturnType<typeof api>>) =>
      res.headers
        .getSetCookie()
        .filter((c) => c.startsWith('bt_rt=rt_'))
        .map((c) => /Path=([^;]+)/i.exec(c)?.[1])
        .sort()
    // A session whose cookie reached only /api and /auth/signin gets it at every path from
    // the sign-in page, which would otherwise send it to pages that send it back.
    const home = await api('GET', '/auth/signin?next=%2Fuser%2Forders', {
      headers: { cookie: m.cookie },
    })
    expect(home.status).toBe(303)
    expect(paths(home)).toEqual(['/admin', '/api', '/auth/signin', '/auth/signup', '/user'])
    expect(home.headers.getSetCookie()[0]).toContain(m.cookie)
  })
})

describe('the installable app', () => {
  it('serves the service worker from the root, always asked again', async () => {
    const res = await api('GET', '/sw.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const source = await res.text()
    expect(source).toContain('/assets/manifest.webmanifest')
    expect(source).not.toContain('__PRECACHE__')
  })
})
