import type { AudienceSource } from '../../schemas/audience'

/**
 * Deciding what a storefront request counts for (ADR 056), from the request alone: no cookie is
 * read or set and nothing about the visitor is kept. Pure, so it is tested without a worker.
 */

/**
 * Robots, link previews (WhatsApp's and Facebook's fetch a page to draw its card: a share, not
 * a visit), monitors and scripts. No user agent at all is a script too.
 */
const ROBOT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|headless|lighthouse|pingdom|monitor|uptime/i

export const isRobot = (userAgent: string | null) => !userAgent || ROBOT.test(userAgent)

const UTM: [RegExp, AudienceSource][] = [
  [/whatsapp|^wa$/, 'whatsapp'],
  [/facebook|^fb$|messenger/, 'facebook'],
  [/instagram|^ig$/, 'instagram'],
  [/tiktok|^tt$/, 'tiktok'],
  [/google|bing|yahoo|duckduckgo|qwant|ecosia|yandex|baidu|search/, 'search'],
]

/** Click ids ad and share links add: each names its network. */
const CLICK_IDS: [string, AudienceSource][] = [
  ['fbclid', 'facebook'],
  ['igshid', 'instagram'],
  ['ttclid', 'tiktok'],
  ['gclid', 'search'],
  ['msclkid', 'search'],
]

const REFERRER: [RegExp, AudienceSource][] = [
  [/(^|\.)(whatsapp\.com|wa\.me)$/, 'whatsapp'],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/, 'facebook'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
  [
    /(^|\.)(google\.[a-z.]+|bing\.com|duckduckgo\.com|qwant\.com|ecosia\.org|yahoo\.com|yandex\.[a-z]+|baidu\.com)$/,
    'search',
  ],
]

/** A visit's source: `utm_source` first (the merchant chose it), then a click id, then the referrer. */
export function sourceOf(url: URL, referrer: URL | null): AudienceSource {
  if (url.search !== '') {
    const utm = url.searchParams.get('utm_source')?.trim().toLowerCase()
    if (utm) return UTM.find(([pattern]) => pattern.test(utm))?.[1] ?? 'other'
    for (const [param, source] of CLICK_IDS) if (url.searchParams.has(param)) return source
  }
  if (!referrer) return 'direct'
  const host = referrer.hostname.toLowerCase()
  return REFERRER.find(([pattern]) => pattern.test(host))?.[1] ?? 'other'
}

const parsed = (referrer: string | null) => {
  if (!referrer) return null
  try {
    return new URL(referrer)
  } catch {
    return null
  }
}

/**
 * The request's source when it is a visit, null when it is a step within the shop: a referrer
 * on the shop's own address (its domain, or `/<slug>` on the platform's host).
 */
export function visitSource(
  url: URL,
  referrerHeader: string | null,
  publicHost: string,
  slugPrefix: string | null,
): AudienceSource | null {
  const referrer = parsed(referrerHeader)
  if (referrer && referrer.host === publicHost) {
    const path = referrer.pathname
    const within = slugPrefix === null || path === slugPrefix || path.startsWith(`${slugPrefix}/`)
    if (within) return null
  }
  return sourceOf(url, referrer)
}
