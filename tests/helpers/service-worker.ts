import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'

/*
 * The dashboard's service worker (dashboard/pwa/service-worker.js), its own source run with
 * the browser's parts it uses: named caches, fetch, and its events. The lists the build fills
 * in (PRECACHE, FIRST) are given here, as dashboard/pwa/plugin.ts gives them.
 */

const SOURCE = readFileSync(
  join(import.meta.dirname, '../../dashboard/pwa/service-worker.js'),
  'utf8',
)

export const ORIGIN = 'https://boutiko.test'

type Event = {
  request?: Request
  preloadResponse?: Promise<Response | undefined>
  data?: unknown
  respondWith?: (r: Promise<Response>) => void
  waitUntil?: (p: Promise<unknown>) => void
}
type Handler = (event: Event) => void

export function serviceWorker(
  answer: (request: Request) => Response | Promise<Response>,
  lists: { precache?: string[]; first?: string[] } = {},
) {
  const stores = new Map<string, Map<string, Response>>()
  const key = (r: Request | string) => new URL(typeof r === 'string' ? r : r.url, ORIGIN).href
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>()
    stores.set(name, store)
    return {
      match: async (r: Request | string) => store.get(key(r))?.clone(),
      put: async (r: Request | string, res: Response) => void store.set(key(r), res),
    }
  }
  const handlers = new Map<string, Handler>()
  const asked: string[] = []
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, fn: Handler) => handlers.set(type, fn),
    skipWaiting: () => {},
  }
  const source = SOURCE.replace("['__PRECACHE__']", JSON.stringify(lists.precache ?? [])).replace(
    "['__FIRST__']",
    JSON.stringify(lists.first ?? []),
  )
  runInNewContext(source, {
    self,
    caches: {
      open,
      keys: async () => [...stores.keys()],
      match: async (r: Request | string) => {
        for (const store of stores.values())
          if (store.has(key(r))) return store.get(key(r))?.clone()
        return undefined
      },
    },
    fetch: async (r: Request | string) => {
      const request = typeof r === 'string' ? new Request(new URL(r, ORIGIN)) : r
      asked.push(new URL(request.url).pathname)
      return answer(request)
    },
    URL,
    setTimeout,
    Request,
    Response,
    Headers,
  })

  /** Dispatches a lifecycle or message event and waits for what it asked to wait for. */
  const dispatch = async (type: string, data?: unknown) => {
    const waits: Promise<unknown>[] = []
    handlers.get(type)?.({ data, waitUntil: (p) => void waits.push(p) })
    await Promise.all(waits)
  }
  const navigate = async (path: string) => {
    let reply: Promise<Response> | undefined
    const waits: Promise<unknown>[] = []
    handlers.get('fetch')?.({
      // A navigation, as the browser hands it (a script cannot make a Request of this mode).
      request: { url: new URL(path, ORIGIN).href, mode: 'navigate', method: 'GET' } as Request,
      respondWith: (r) => {
        reply = r
      },
      waitUntil: (p) => void waits.push(p),
    })
    const text = reply ? await (await reply).text() : ''
    await Promise.all(waits)
    return text
  }
  /** The paths this version keeps for its code and shell. */
  const keptCode = () =>
    [...stores]
      .filter(([name]) => name.startsWith('boutiko-code-'))
      .flatMap(([, store]) => [...store.keys()].map((url) => new URL(url).pathname))
      .sort()
  const kept = () => keptCode().includes('/__shell')
  return { navigate, kept, keptCode, dispatch, asked }
}
