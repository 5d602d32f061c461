import * as z from 'zod/mini'

/** Where a visit came from (ADR 056): its `utm_source`, its click id, else its referrer. */
export const AUDIENCE_SOURCES = [
  'whatsapp',
  'facebook',
  'instagram',
  'tiktok',
  'search',
  'other',
  'direct',
] as const
export type AudienceSource = (typeof AUDIENCE_SOURCES)[number]

/** What one storefront request adds to its shop's day. */
export type AudienceView = 'page' | 'product' | 'cart' | 'checkout'

/**
 * One counted request, as the storefront hands it to the shop's AudienceCounter. `source` is
 * set for a visit only (a request arriving from outside the shop). Nothing about the visitor.
 */
export type AudienceHit = {
  storeId: string
  /** The binding of the shop's database, where the counter writes its day. */
  database: string
  /** Shop-local day (localDay). */
  day: string
  view: AudienceView
  source: AudienceSource | null
  productId: string | null
}

export const AudienceQuery = z.object({
  days: z.optional(z.union([z.literal('7'), z.literal('30')])),
})
export type AudienceQuery = z.infer<typeof AudienceQuery>

export type AudienceFunnel = {
  visits: number
  productViews: number
  carts: number
  checkouts: number
  orders: number
}

export type AudienceReport = {
  days: number
  /** First and last shop-local days of the period, both included. */
  from: string
  to: string
  totals: AudienceFunnel & { pageViews: number }
  /** Each step over the one before it (0..1), null when the one before is 0. */
  rates: {
    productViews: number | null
    carts: number | null
    checkouts: number | null
    orders: number | null
    /** Orders over visits. */
    overall: number | null
  }
  series: (AudienceFunnel & { day: string })[]
  sources: { source: AudienceSource; visits: number }[]
  topProducts: { productId: string; name: string; views: number }[]
}
