/*
 * The dashboard's service worker (ADR 057). dashboard/pwa/plugin.ts builds it with the
 * dashboard and fills in the three constants below; the worker serves it at /sw.js.
 *
 * - Code (the build's hashed files) and the shell (the worker's index.html, with its CSP):
 *   from this version's cache first, so the app opens from the phone, with or without network.
 * - GET /api: network first; each good answer is kept with the time it was stored, and given
 *   back, marked with that time, when the network fails (the page shows "Hors ligne — données du …").
 * - Any other /api call offline: refused at once with the API's French envelope (503), never
 *   queued and never replayed, so nothing is sent twice.
 */
const VERSION = '__VERSION__'
const PRECACHE = ['__PRECACHE__']
const WORDS = { offlineWrite: '__OFFLINE_WRITE__', offlineRead: '__OFFLINE_READ__' }

const CODE = `boutiko-code-${VERSION}`
/** Private answers of the API: cleared by the page on sign-out and when another person signs in. */
const DATA = 'boutiko-data'
const SHELL = '/__shell'
const STORED_AT = 'x-boutiko-stored-at'
const OFFLINE = 'x-boutiko-offline'
/** An answer older than this is not shown, even offline: two weeks old orders mislead. */
const MAX_AGE_MS = 14 * 24 * 3600 * 1000

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CODE)
      // Hashed files never change: one kept by an older version is copied, not downloaded again.
      await Promise.all(
        PRECACHE.map(async (url) => {
          const kept = await caches.match(url)
          await cache.put(url, kept ?? (await fetch(url)))
        }),
      )
      await keepShell(cache, await fetch('/user/dashboard').catch(() => null))
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('boutiko-code-') && name !== CODE) await caches.delete(name)
      await self.clients.claim()
    })(),
  )
})

// The page asks a waiting version to take over at the next launch (src/app/offline/register.ts).
self.addEventListener('message', (event) => {
  if (event.data === 'take-over') self.skipWaiting()
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate' && /^\/(user|admin)(\/|$)/.test(url.pathname))
    event.respondWith(page(request))
  else if (url.pathname.startsWith('/api/'))
    event.respondWith(request.method === 'GET' ? read(request) : write(request))
  else if (url.pathname.startsWith('/assets/')) event.respondWith(code(request))
})

/**
 * Only the dashboard's own page, as the worker gave it to a signed-in visitor: never one that
 * carries a page's first screen, someone's data read for that visit (ADR 066).
 */
async function keepShell(cache, res) {
  const html = res?.headers.get('content-type')?.startsWith('text/html')
  const personal = res?.headers.has('x-boutiko-first-screen')
  if (res?.ok && !res.redirected && html && !personal) await cache.put(SHELL, res)
}

async function page(request) {
  const cache = await caches.open(CODE)
  const kept = await cache.match(SHELL)
  if (kept) return kept
  const res = await fetch(request)
  await keepShell(cache, res.clone())
  return res
}

async function code(request) {
  const kept = await caches.match(request)
  if (kept) return kept
  const res = await fetch(request)
  if (res.ok) await (await caches.open(CODE)).put(request, res.clone())
  return res
}

/** Keeps an answer of the API, stamped with the time it was stored. */
async function keep(request, res) {
  const headers = new Headers(res.headers)
  headers.set(STORED_AT, String(Date.now()))
  await (await caches.open(DATA)).put(request, new Response(await res.blob(), { headers }))
}

async function read(request) {
  try {
    const res = await fetch(request)
    if (res.status === 200) await keep(request, res.clone())
    return res
  } catch {
    const kept = await (await caches.open(DATA)).match(request, { ignoreVary: true })
    const storedAt = Number(kept?.headers.get(STORED_AT))
    if (!kept || !(Date.now() - storedAt < MAX_AGE_MS)) return refusal(WORDS.offlineRead)
    const headers = new Headers(kept.headers)
    headers.set(OFFLINE, String(storedAt))
    return new Response(kept.body, { status: 200, headers })
  }
}

async function write(request) {
  try {
    const res = await fetch(request)
    // Who is signed in, kept as /api/verifyToken answers it (never the tokens): the pages ask
    // it when they open offline, and online the refresh's answer has made that call needless.
    if (res.ok && new URL(request.url).pathname === '/api/refresh') {
      const { user } = await res.clone().json()
      const me = new Response(JSON.stringify(user), {
        headers: { 'content-type': 'application/json' },
      })
      await keep(new Request('/api/verifyToken'), me)
    }
    return res
  } catch {
    return refusal(WORDS.offlineWrite)
  }
}

function refusal(message) {
  const body = { error: { code: 'OFFLINE', message, requestId: null, issues: [] } }
  return new Response(JSON.stringify(body), {
    status: 503,
    headers: { 'content-type': 'application/json', [OFFLINE]: 'none' },
  })
}
