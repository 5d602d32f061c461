import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

/*
 * The dashboard's service worker keeps the worker's shell as the page it opens offline
 * (ADR 057). A shell that carries a page's first screen (ADR 066) holds someone's order: it is
 * never the one kept. The service worker's own source, run with the browser's parts it uses.
 */

const SOURCE = readFileSync(
  join(import.meta.dirname, '../../dashboard/pwa/service-worker.js'),
  'utf8',
)

type Handler = (event: { request: Request; respondWith: (r: Promise<Response>) => void }) => void

function serviceWorker(answer: (request: Request) => Response) {
  const stores = new Map<string, Map<string, Response>>()
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>()
    stores.set(name, store)
    const key = (r: Request | string) => new URL(typeof r === 'string' ? r : r.url, ORIGIN).href
    return {
      match: async (r: Request | string) => store.get(key(r))?.clone(),
      put: async (r: Request | string, res: Response) => void store.set(key(r), res),
    }
  }
  const handlers = new Map<string, Handler>()
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, fn: Handler) => handlers.set(type, fn),
  }
  runInNewContext(SOURCE, {
    self,
    caches: { open, keys: async () => [...stores.keys()], match: async () => undefined },
    fetch: async (r: Request) => answer(r),
    URL,
    Request,
    Response,
    Headers,
  })
  const navigate = async (path: string) => {
    let reply: Promise<Response> | undefined
    handlers.get('fetch')?.({
      // A navigation, as the browser hands it (a script cannot make a Request of this mode).
      request: { url: new URL(path, ORIGIN).href, mode: 'navigate', method: 'GET' } as Request,
      respondWith: (r) => {
        reply = r
      },
    })
    return reply ? (await reply).text() : ''
  }
  const kept = () => [...stores.values()].some((store) => store.has(`${ORIGIN}/__shell`))
  return { navigate, kept }
}

const ORIGIN = 'https://boutiko.test'
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

  it('keeps the plain shell, and opens every later page with it', async () => {
    let asked = 0
    const sw = serviceWorker(() => {
      asked++
      return html('<div id="root"></div>')
    })
    await sw.navigate('/user/dashboard')
    expect(sw.kept()).toBe(true)
    expect(await sw.navigate('/user/orders')).toContain('id="root"')
    expect(asked).toBe(1)
  })
})
