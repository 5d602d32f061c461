/*
 * The dashboard's service worker (ADR 057, 067). dashboard/pwa/plugin.ts builds it with the
 * dashboard and fills in the constants below; the worker serves it at /sw.js.
 *
 * - Code (the build's hashed files): from this version's cache first. Pages: from the network
 *   first, with their first reads; the kept shell (the worker's index.html, with its CSP) when
 *   the network fails or is too slow, so the app opens from the phone without network.
 * - Installing keeps the board's first load only (FIRST): the sign-in page registers this
 *   worker, whose downloads, unlike the page's, go on while the phone posts the form and
 *   follows it to the board (ADR 067). The rest of the code is kept once the app, its first
 *   page drawn, asks for it ('keep-code'): not while the board's own files are coming.
 * - GET /api: network first; each good answer is kept with the time it was stored, and given
 *   back, marked with that time, when the network fails (the page shows "Hors ligne — données du …").
 * - Any other /api call offline: refused at once with the API's French envelope (503), never
 *   queued and never replayed, so nothing is sent twice.
 */
const VERSION = '__VERSION__'
const PRECACHE = ['__PRECACHE__']
/** The board's first load (the entry's script and stylesheet, the board's chunks), in order. */
const FIRST = ['__FIRST__']
const WORDS = { offlineWrite: '__OFFLINE_WRITE__', offlineRead: '__OFFLINE_READ__' }

const CODE = `boutiko-code-${VERSION}`
/** Private answers of the API: cleared by the page on sign-out and when another person signs in. */
const DATA = 'boutiko-data'
const SHELL = '/__shell'
const STORED_AT = 'x-boutiko-stored-at'
const OFFLINE = 'x-boutiko-offline'
/** How long a page waits for the network before the kept shell opens it (page()). */
const SHELL_WAIT_MS = 4000
/** An answer older than this is not shown, even offline: two weeks old orders mislead. */
const MAX_AGE_MS = 14 * 24 * 3600 * 1000

self.addEventListener('install', (event) => {
  // The app's hashed files straight from the kept copies, without starting this script for each
  // (the Static Routing API, where the browser has it; else the fetch handler's code()).
  event.addRoutes?.({ condition: { urlPattern: '/assets/immutable/*' }, source: 'cache' })
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CODE)
      await keepCode(cache, FIRST)
      await keepSignedInShell(cache)
    })(),
  )
})

/** Hashed files never change: one kept already, by this version or an older one, stays. */
async function keepCode(cache, urls) {
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return
      const kept = await caches.match(url)
      const res = kept ?? (await fetch(url))
      if (!res.ok) throw new Error(`${url}: ${res.status}`)
      await cache.put(url, res)
    }),
  )
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('boutiko-code-') && name !== CODE) await caches.delete(name)
      // A page's request leaves while this worker starts, not once it has (page() below).
      await self.registration.navigationPreload?.enable()
      await self.clients.claim()
    })(),
  )
})

// The page asks a waiting version to take over at the next launch, and the active one to keep
// the rest of the code once its first page is drawn (src/app/offline/register.ts).
self.addEventListener('message', (event) => {
  if (event.data === 'take-over') self.skipWaiting()
  else if (event.data === 'keep-code')
    event.waitUntil(
      caches.open(CODE).then(async (cache) => {
        await keepCode(cache, PRECACHE)
        // Signed in now (the sign-in page installed this worker signed out): the shell to open
        // offline, once per version (a page opened online keeps it fresh, page() below).
        if (!(await cache.match(SHELL))) await keepSignedInShell(cache)
      }),
    )
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate' && /^\/(user|admin)(\/|$)/.test(url.pathname))
    event.respondWith(page(event))
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

/** The board's shell as a signed-in visitor gets it (the worker redirects anyone else). */
async function keepSignedInShell(cache) {
  await keepShell(cache, await fetch('/user/dashboard').catch(() => null))
}

/**
 * A page from the network first, as the worker serves it: signed out, the redirect to sign-in;
 * signed in, with its first reads (ADR 066), one trip where the kept shell would need two (the
 * session, then the reads). The kept shell when the network fails or has not answered within
 * SHELL_WAIT_MS: offline, or nearly so, the app opens from the phone.
 */
async function page(event) {
  const cache = await caches.open(CODE)
  const asked = (async () => (await event.preloadResponse) ?? fetch(event.request))()
  const res = await Promise.race([asked.catch(() => null), sleep(SHELL_WAIT_MS)])
  if (res) {
    event.waitUntil(keepShell(cache, res.clone()))
    return res
  }
  return (await cache.match(SHELL)) ?? (await asked)
}

const sleep = (ms) => new Promise((resolve) => setTimeout(() => resolve(null), ms))

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
