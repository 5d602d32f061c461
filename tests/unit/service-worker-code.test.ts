import { describe, expect, it } from 'vitest'
import { serviceWorker } from '../helpers/service-worker.ts'

/*
 * Issue 27, ADR 067: the sign-in page registers the dashboard's service worker, whose
 * downloads go on while the phone posts the form and follows it to the board. Installing, it
 * keeps the board's first load and nothing else, so the board's own requests are not queued
 * behind the rest of the app; the rest comes once the app asks for it, its first page drawn.
 */

const FIRST = ['/assets/immutable/index-a.js', '/assets/immutable/index-a.css']
const REST = ['/assets/immutable/orders-page-b.js', '/assets/manifest.webmanifest']
const PRECACHE = [...FIRST, ...REST].sort()

const code = (request: Request) =>
  new URL(request.url).pathname.startsWith('/assets/')
    ? new Response('// code', { headers: { 'content-type': 'text/javascript' } })
    : // The shell, asked signed out from the sign-in page: sent to sign-in, never kept.
      Response.redirect(`${new URL(request.url).origin}/auth/signin`, 302)

describe('the service worker’s code on the phone', () => {
  it('installs with the board’s first load only', async () => {
    const sw = serviceWorker(code, { precache: PRECACHE, first: FIRST })
    await sw.dispatch('install')
    expect(sw.keptCode()).toEqual([...FIRST].sort())
    expect(sw.asked.filter((path) => path.startsWith('/assets/'))).toEqual(FIRST)
  })

  it('keeps the rest once the app asks, without fetching again what it has', async () => {
    const sw = serviceWorker(code, { precache: PRECACHE, first: FIRST })
    await sw.dispatch('install')
    await sw.dispatch('message', 'keep-code')
    expect(sw.keptCode()).toEqual(PRECACHE)
    const fetched = sw.asked.filter((path) => path.startsWith('/assets/'))
    expect(fetched.sort()).toEqual(PRECACHE)
  })

  it('keeps the shell to open offline once the app asks, signed in by then', async () => {
    let signedIn = false
    const sw = serviceWorker(
      (request) =>
        signedIn && new URL(request.url).pathname === '/user/dashboard'
          ? new Response('<div id="root"></div>', { headers: { 'content-type': 'text/html' } })
          : code(request),
      { precache: PRECACHE, first: FIRST },
    )
    await sw.dispatch('install')
    expect(sw.kept()).toBe(false)
    signedIn = true
    await sw.dispatch('message', 'keep-code')
    expect(sw.kept()).toBe(true)
  })

  it('keeps no error page for a file: the install fails and is tried again', async () => {
    const sw = serviceWorker(
      (request) =>
        request.url.endsWith('.css') ? new Response('introuvable', { status: 404 }) : code(request),
      { precache: PRECACHE, first: FIRST },
    )
    await expect(sw.dispatch('install')).rejects.toThrow(/index-a\.css: 404/)
    expect(sw.keptCode()).not.toContain('/assets/immutable/index-a.css')
  })
})
