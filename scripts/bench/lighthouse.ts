import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export type LighthouseResult = { score: number; lcp: number; tbt: number; cls: number }

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
]

/**
 * Lighthouse's default (mobile) run, performance only, in Debian's Chromium: a mid-range
 * phone with simulated slow 4G and a 4× slower CPU.
 */
export async function runLighthouse(urls: string[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  try {
    const results: LighthouseResult[] = []
    for (const url of urls) {
      const run = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      })
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`)
      const { categories, audits } = run.lhr
      results.push({
        score: Math.round((categories.performance?.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      })
    }
    return results
  } finally {
    chrome.kill()
  }
}
