import type { ShopFacts } from '#themes/types.ts'
import type { StoreRow } from '../db/schema'
import { reviewSummary } from '../schemas/reviews'
import { localMonth } from '../schemas/shop-clock'
import type { PublicStore } from '../schemas/stores'
import { toPublicStore } from '../services/stores'

/**
 * What the themes are shown of a shop (`ctx.shop`), kept per shop and version: it only changes
 * when the merchant changes the shop, and every such write bumps `stores.version` (the page
 * cache's key relies on it too) and `updated_at`. Kept as one frozen object per version, so the
 * themes may keep what they derive from it by identity (the organisation's JSON-LD,
 * storefront-templates/shared/json-ld.tsx). One entry per shop, the newest version seen: a
 * merchant's change replaces it on the next request that reads the new row.
 */
const kept = new Map<string, { version: string; shop: PublicStore }>()
const MAX_SHOPS = 2000

const versionOf = (store: StoreRow) =>
  `${store.version}:${store.updatedAt?.getTime() ?? ''}:${store.slug}`

export function publicStoreOf(store: StoreRow): PublicStore {
  const version = versionOf(store)
  const hit = kept.get(store.id)
  if (hit?.version === version) return hit.shop
  const shop = deepFreeze(toPublicStore(store))
  if (kept.size >= MAX_SHOPS) kept.clear()
  kept.set(store.id, { version, shop })
  return shop
}

/** Shared by every request of a version: a theme that wrote into it would throw, not leak. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}

/**
 * "À propos de cette boutique" (issue 26), from the shop's row alone: its month of arrival, its
 * proven contacts and its delivered orders, a count kept by triggers (migration 0040). Part of
 * the cached page: every write that moves one of them bumps `stores.version`; the reviews'
 * average shows only while the plan includes reviews (`withReviews`, part of the cache key).
 */
export const shopFacts = (store: StoreRow, withReviews: boolean): ShopFacts => ({
  sinceMonth: localMonth(store.createdAt, store.timeZone),
  phoneVerified: store.phoneVerifiedAt !== null,
  emailVerified: store.emailVerifiedAt !== null,
  deliveredOrders: store.deliveredOrders,
  reviews: withReviews ? reviewSummary(store.reviewCount, store.reviewSum) : reviewSummary(0, 0),
})
