import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchChromium } from './browser.ts'
import { BENCH_CREDENTIALS, type BenchShop } from './seed.ts'
import { startSlowLink } from './slow-link.ts'

/**
 * Issue 27: the merchant's day on a cheap phone, timed in Debian's Chromium with the slow-phone
 * profile of the issue: 400 kbps each way, 400 ms of latency, a CPU 4× slower. The network is
 * one slow link in front of the server, shared by the page and its service worker
 * (slow-link.ts, ADR 067); the CPU is DevTools'. Each figure is the median of `rounds`
 * journeys, each in a fresh browser context (cold: empty cache, no service worker) unless it
 * says warm.
 */
export const SLOW_PHONE = { kbps: 400, latencyMs: 400, cpuSlowdown: 4 } as const

export const SLOW_PHONE_TARGETS = {
  signinColdMs: 5000,
  signinWarmMs: 2000,
  orderLinkColdMs: 5000,
  authPageJsKb: 100,
  authPageUsableMs: 2000,
  tapFeedbackMs: 100,
} as const

export type SlowPhoneReport = {
  /**
   * From the tap on « Connexion » to the board with its figures, cold then warm, the
   * credentials typed at a person's pace; then cold, filled in at once (a password manager).
   */
  signinColdMs: number
  signinWarmMs: number
  signinColdAutofillMs: number
  /** From opening an alert's order link, signed in, cold, to the order's number on screen. */
  orderLinkColdMs: number
  /** Each /auth page, cold: JS transferred, and time until its submit button can be pressed. */
  authPages: { path: string; jsBytes: number; usableMs: number }[]
  /** From a tap on a menu entry not yet visited to something new in the page (a skeleton). */
  tapFeedbackMs: number
}

const PHONE = { width: 360, height: 740 }

/** The profile's CPU on one page's DevTools target; its network is the slow link's. */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown })
}

async function phonePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await throttle(page)
  return page
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** The board is usable once its heading shows and no skeleton is left in the main area. */
async function boardUsable(page: Page): Promise<void> {
  await page.waitForURL('**/user/dashboard', { timeout: 60_000 })
  await page.locator('main h1').first().waitFor({ timeout: 60_000 })
  await page.waitForFunction(() => !document.querySelector('main [data-slot="skeleton"]'), null, {
    timeout: 60_000,
  })
}

/**
 * A person types the credentials on the phone's keyboard: 150 ms a character is a fast thumb
 * (80 words a minute; phones average 36, Palin et al., MobileHCI 2019). The sign-in page
 * fetches the board's files meanwhile (ADR 064); `autofill` fills both fields at once.
 */
const TYPING_MS_PER_CHARACTER = 150

async function signInTimed(page: Page, base: string, autofill = false): Promise<number> {
  await page.goto(`${base}/auth/signin`, { timeout: 60_000 })
  const email = page.getByLabel('Adresse e-mail')
  const password = page.getByLabel('Mot de passe', { exact: true })
  if (autofill) {
    await email.fill(BENCH_CREDENTIALS.emailOrPhone)
    await password.fill(BENCH_CREDENTIALS.password)
  } else {
    const delay = TYPING_MS_PER_CHARACTER
    await email.pressSequentially(BENCH_CREDENTIALS.emailOrPhone, { delay })
    await password.pressSequentially(BENCH_CREDENTIALS.password, { delay })
  }
  const start = Date.now()
  await page.getByRole('button', { name: 'Connexion' }).click()
  await boardUsable(page)
  return Date.now() - start
}

/**
 * The service worker keeps the app's code once the board is up (ADR 067): let it finish, as a
 * phone would before its next visit. Its list is the one it was built with.
 */
async function codeKept(page: Page): Promise<void> {
  // Polled inside the page: Playwright's waitForFunction takes a promise for a truthy answer.
  await page.evaluate(async () => {
    const source = await (await fetch('/sw.js')).text()
    const precache = JSON.parse(/const PRECACHE = (\[.*?\])/.exec(source)?.[1] ?? '[]') as string[]
    for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
      const name = (await caches.keys()).find((key) => key.startsWith('boutiko-code-'))
      const kept = name ? await (await caches.open(name)).keys() : []
      const paths = new Set(kept.map((request) => new URL(request.url).pathname))
      if (precache.every((path) => paths.has(path))) return
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    throw new Error('the service worker has not kept the app’s code in 2 minutes')
  })
}

/** Cold, then warm: the same phone signs out (cookies gone, code kept) and in again. */
async function signinTimes(browser: Browser, base: string) {
  const context = await browser.newContext({ viewport: PHONE })
  try {
    const page = await phonePage(context)
    const cold = await signInTimed(page, base)
    await codeKept(page)
    await context.clearCookies()
    const warm = await signInTimed(page, base)
    return { cold, warm }
  } finally {
    await context.close()
  }
}

/** Cold, the credentials filled in at once: the tap comes before the board's files could. */
async function signinAutofillTime(browser: Browser, base: string): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE })
  try {
    return await signInTimed(await phonePage(context), base, true)
  } finally {
    await context.close()
  }
}

async function orderLinkTime(browser: Browser, base: string, orderId: string, number: string) {
  const context = await browser.newContext({ viewport: PHONE })
  try {
    // Signed in on this phone before (its session cookie), nothing of the app in its cache.
    const page = await phonePage(context)
    await signInTimed(page, base)
    const fresh = await browser.newContext({
      viewport: PHONE,
      storageState: await context.storageState(),
    })
    try {
      const cold = await phonePage(fresh)
      const start = Date.now()
      // Until the order is on screen, not until the page's load event: that one waits for the
      // app's code, and the worker draws the order before it (ADR 066).
      await cold.goto(`${base}/user/orders/${orderId}`, { timeout: 60_000, waitUntil: 'commit' })
      await cold.getByText(number).first().waitFor({ timeout: 60_000 })
      return Date.now() - start
    } finally {
      await fresh.close()
    }
  } finally {
    await context.close()
  }
}

const AUTH_PAGES = [
  { path: '/auth/signin', submit: 'Connexion' },
  { path: '/auth/signup', submit: "S'Inscrire" },
  { path: '/auth/forgot', submit: /Envoyer/ },
] as const

async function authPage(browser: Browser, base: string, path: string, submit: string | RegExp) {
  const context = await browser.newContext({ viewport: PHONE })
  try {
    const page = await phonePage(context)
    let jsBytes = 0
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return
      const sizes = await request.sizes().catch(() => null)
      jsBytes += sizes?.responseBodySize ?? 0
    })
    const start = Date.now()
    await page.goto(`${base}${path}`, { timeout: 60_000 })
    const button = page.getByRole('button', { name: submit })
    await button.waitFor({ timeout: 60_000 })
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('button')].some(
          (b) => b.textContent?.includes(name) && !(b as HTMLButtonElement).disabled,
        ),
      typeof submit === 'string' ? submit : 'Envoyer',
      { timeout: 60_000 },
    )
    const usableMs = Date.now() - start
    await page.waitForLoadState('networkidle')
    return { path, jsBytes, usableMs }
  } finally {
    await context.close()
  }
}

/**
 * Signed in, warm, on the board: a tap on « Clients », timed inside the page from the tap to
 * the first change in the main area (a skeleton, or the page itself), then the next frame.
 */
async function tapFeedback(browser: Browser, base: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await phonePage(context)
    await signInTimed(page, base)
    return await page.evaluate(async () => {
      const link = [...document.querySelectorAll<HTMLAnchorElement>('nav a')].find(
        (a) => a.getAttribute('href') === '/user/customers',
      )
      const main = document.querySelector('main')
      if (!link || !main) throw new Error('no « Clients » link or no main area')
      const before = main.innerHTML
      const start = performance.now()
      const changed = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (document.querySelector('main')?.innerHTML === before) return
          observer.disconnect()
          resolve()
        })
        observer.observe(document.body, { childList: true, subtree: true, characterData: true })
      })
      link.click()
      await changed
      await new Promise((r) => requestAnimationFrame(() => r(null)))
      return performance.now() - start
    })
  } finally {
    await context.close()
  }
}

/** An order of the bench's shop, by the API, for the alert's link. */
async function benchOrder(base: string, shop: BenchShop): Promise<{ id: string; number: string }> {
  const headers = { authorization: `Bearer ${shop.token}`, 'content-type': 'application/json' }
  // The product's first size and colour, when it has some: a sale names them.
  const product = (await (
    await fetch(`${base}/api/products/${shop.productId}`, { headers })
  ).json()) as { sizes?: string[]; colors?: string[] }
  const res = await fetch(`${base}/api/orders/manual`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      items: [
        {
          productId: shop.productId,
          quantity: 1,
          size: product.sizes?.[0],
          color: product.colors?.[0],
        },
      ],
      firstName: 'Awa',
      lastName: 'Traoré',
      phone: '70 11 22 33',
      paid: false,
    }),
  })
  if (res.status !== 201)
    throw new Error(`POST /api/orders/manual: ${res.status} ${await res.text()}`)
  return (await res.json()) as { id: string; number: string }
}

export async function measureSlowPhone(
  base: string,
  shop: BenchShop,
  opts: { rounds: number },
): Promise<SlowPhoneReport> {
  const browser = await launchChromium()
  // The phone's journeys go through the slow link; the bench's own setup does not.
  const slow = await startSlowLink(base, SLOW_PHONE)
  try {
    const order = await benchOrder(base, shop)
    const phone = slow.url
    const cold: number[] = []
    const warm: number[] = []
    const autofill: number[] = []
    const link: number[] = []
    const taps: number[] = []
    const auth = new Map<string, { js: number[]; usable: number[] }>()
    for (let round = 0; round < opts.rounds; round++) {
      const s = await signinTimes(browser, phone)
      cold.push(s.cold)
      warm.push(s.warm)
      autofill.push(await signinAutofillTime(browser, phone))
      link.push(await orderLinkTime(browser, phone, order.id, order.number))
      taps.push(await tapFeedback(browser, phone))
      for (const { path, submit } of AUTH_PAGES) {
        const r = await authPage(browser, phone, path, submit)
        const seen = auth.get(path) ?? { js: [], usable: [] }
        seen.js.push(r.jsBytes)
        seen.usable.push(r.usableMs)
        auth.set(path, seen)
      }
    }
    return {
      signinColdMs: median(cold),
      signinWarmMs: median(warm),
      signinColdAutofillMs: median(autofill),
      orderLinkColdMs: median(link),
      authPages: [...auth].map(([path, r]) => ({
        path,
        jsBytes: median(r.js),
        usableMs: median(r.usable),
      })),
      tapFeedbackMs: median(taps),
    }
  } finally {
    await browser.close()
    await slow.close()
  }
}
