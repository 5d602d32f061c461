import { describe, expect, it } from 'vitest'
import { serviceWorker } from '../helpers/service-worker.ts'

/*
 * The dashboard's service worker keeps the worker's shell as the page it opens offline
 * (ADR 057). A shell that carries a page's first screen (ADR 066) holds someone's order: it is
 * never the one kept.
 */

const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } })

describe('the service worker’s offline shell', () => {
  it('never keeps a page that carries a first screen, someone’s order', async () => {
    const sw = serviceWorker(() =>
      html('<div id="bt-first-screen">Commande CMD-1 · Awa</div>', {
        'x-boutiko-first-screen': '1',
      }),
    )
    expect(await sw.navigate('/user/orders/ord_1')).toContain('Awa')
    expect(sw.kept()).toBe(false)
  })

  it('keeps the plain shell, and opens a page with it when the network fails', async () => {
    let online = true
    const sw = serviceWorker(() => {
      if (!online) throw new TypeError('Failed to fetch')
      return html('<div id="root"></div>')
    })
    await sw.navigate('/user/orders')
    expect(sw.kept()).toBe(true)
    online = false
    expect(await sw.navigate('/user/orders')).toContain('id="root"')
  })

  it('asks the network first: a page comes with its first reads, signed out with its redirect', async () => {
    const sw = serviceWorker((request) =>
      html(`<div id="root"></div><!-- ${new URL(request.url).pathname} -->`),
    )
    await sw.navigate('/user/orders')
    expect(sw.kept()).toBe(true)
    // The board, online: the worker's page with its reads, not the shell kept for offline.
    expect(await sw.navigate('/user/dashboard')).toContain('/user/dashboard')
    const asked: string[] = []
    const signedOut = serviceWorker((request) => {
      asked.push(new URL(request.url).pathname)
      return new Response(null, { status: 302, headers: { location: '/auth/signin' } })
    })
    await signedOut.navigate('/user/dashboard')
    expect(asked).toEqual(['/user/dashboard'])
    expect(signedOut.kept()).toBe(false)
  })
})
