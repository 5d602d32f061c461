import type { Env } from '../env'
import { isDev } from '../lib/config'
import type { StorefrontShop } from '../services/shops/lookup'

/** How long an isolate trusts a shop it looked up, in production (STOREFRONT_MEMO_MS). */
const DEFAULT_TTL_MS = 2000
/** Past its TTL, a shop is still served while one request looks it up again, this long at most. */
const STALE_MS = 10_000
const MAX_ENTRIES = 1000

type Shop = StorefrontShop | null
type Entry = { until: number; value: Shop; refreshing: boolean }
const memo = new Map<string, Entry>()

function ttl(env: Env): number {
  if (isDev(env)) return 0
  const ms = Number(env.STOREFRONT_MEMO_MS ?? DEFAULT_TTL_MS)
  return Number.isFinite(ms) && ms > 0 ? ms : 0
}

function store(key: string, value: Shop, ms: number) {
  if (memo.size >= MAX_ENTRIES) memo.clear()
  memo.set(key, { until: Date.now() + ms, value, refreshing: false })
}

export type ShopLoad = { load: () => Promise<Shop>; waitUntil: (p: Promise<unknown>) => void }

/**
 * The kept shop of `key` if there is a usable one: fresh, or stale by less than STALE_MS (then
 * one background lookup refreshes it, so an expiry never sends every request at once to D1).
 * Only values are kept, never a pending promise (a promise must not cross requests).
 */
export function peekShop(env: Env, key: string, { load, waitUntil }: ShopLoad): Shop | undefined {
  const ms = ttl(env)
  const entry = ms ? memo.get(key) : undefined
  if (!entry) return undefined
  const now = Date.now()
  if (entry.until > now) return entry.value
  if (now - entry.until > STALE_MS) return undefined
  if (!entry.refreshing) {
    entry.refreshing = true
    const refresh = load().then(
      (value) => store(key, value, ms),
      () => {
        entry.refreshing = false
      },
    )
    waitUntil(refresh)
  }
  return entry.value
}

/**
 * The shop of a slug or host, as looked up at most `ttl` ago by this isolate: a storefront
 * hit then needs no database round trip (D1 may be a continent away from the shopper).
 * Writes through this isolate forget everything at once (`forgetShops`); another isolate
 * sees a change within the TTL.
 */
export async function rememberShop(env: Env, key: string, how: ShopLoad): Promise<Shop> {
  const kept = peekShop(env, key, how)
  if (kept !== undefined) return kept
  const value = await how.load()
  const ms = ttl(env)
  if (ms) store(key, value, ms)
  return value
}

/** Keeps a shop the caller looked up itself (a page's lookup, batched with its reads). */
export function keepShop(env: Env, key: string, value: Shop) {
  const ms = ttl(env)
  if (ms) store(key, value, ms)
}

/** Called after any request that may have written (not GET/HEAD). */
export function forgetShops() {
  memo.clear()
}
