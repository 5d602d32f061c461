import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export type LighthouseResult = {
  score: number
  lcp: number
  tbt: number
  cls: number
  /** Bytes of JavaScript the page transferred (compressed, as sent), from its network log. */
  jsBytes: number
}

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
]

/** A cookie set in the browser before the run (a signed-in page: the dashboard's refresh cookie). */
export type Cookie = { name: string; value: string; url: string; path: string }

type NetworkRequest = { resourceType?: string; transferSize?: number }

/**
 * Lighthouse's default (mobile) run, performance only, in Debian's Chromium: a mid-range
 * phone with simulated slow 4G and a 4× slower CPU. With `cookies`, they are set in a fresh
 * browser (empty cache) and Lighthouse keeps them (no storage reset): a signed-in cold load.
 */
export async function runLighthouse(
  urls: string[],
  opts: { cookies?: Cookie[] } = {},
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  try {
    if (opts.cookies) await setCookies(chrome.port, opts.cookies)
    const results: LighthouseResult[] = []
    for (const url of urls) {
      const run = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(opts.cookies ? { disableStorageReset: true } : {}),
      })
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`)
      const { categories, audits, finalDisplayedUrl } = run.lhr
      // A signed-in page that sent the browser back to sign-in would measure the wrong page.
      if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
        throw new Error(`Lighthouse: ${url} ended on ${finalDisplayedUrl}`)
      const requests = (audits['network-requests']?.details as { items?: NetworkRequest[] })?.items
      results.push({
        score: Math.round((categories.performance?.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        jsBytes: (requests ?? [])
          .filter((r) => r.resourceType === 'Script')
          .reduce((n, r) => n + (r.transferSize ?? 0), 0),
      })
    }
    return results
  } finally {
    chrome.kill()
  }
}

/** Storage.setCookies on the browser's own DevTools target (Node's WebSocket, no library). */
async function setCookies(port: number, cookies: Cookie[]): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string
  }
  const ws = new WebSocket(version.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    ws.onopen = resolve
    ws.onerror = reject
  })
  try {
    const answer = new Promise<{ error?: { message: string } }>((resolve) => {
      ws.onmessage = (e) => resolve(JSON.parse(String(e.data)))
    })
    ws.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }))
    const { error } = await answer
    if (error) throw new Error(`Storage.setCookies: ${error.message}`)
  } finally {
    ws.close()
  }
}
