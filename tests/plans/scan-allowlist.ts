/**
 * The whole-table reads the query-plan check lets through (ADR 034). Short on purpose: each
 * entry names what it allows and why that read is acceptable whatever the platform's size.
 * - `WHOLE_TABLE_READS_ALLOWED`: a table read whole by any statement, small and fixed in size.
 * - `SCANS_ALLOWED`: the statements containing `sqlIncludes` may scan `table`, for `reason`.
 *   An entry that no longer matches any scan fails the check (remove it).
 */
export const WHOLE_TABLE_READS_ALLOWED: Record<string, string> = {
  plans: 'the platform plans: a handful of rows an admin edits, never one per shop',
  platform_settings: 'the platform settings: one row per setting key, a fixed set',
  product_feed:
    'the directory’s list of the platform’s newest products (ADR 036): at most 5 000 rows, trimmed by each scheduled round; the admin’s cross-shop search and /galeries read it instead of every shop database',
  shop_databases:
    'the shop databases: one row per D1 database, a handful, read whole to place a new shop (ADR 036)',
}

export type AllowedScan = { table: string; sqlIncludes: string; reason: string }

/** The administrator's searches and filters over every shop: paged, occasional, admin-only. */
const ADMIN_SEARCH =
  "an administrator's free-text search or filter across every shop (LIKE '%q%', effective status): rare, paged, admin-only; a search index over the directory would bound it"

export const SCANS_ALLOWED: AllowedScan[] = [
  {
    table: 'stores',
    sqlIncludes: 'from "stores" inner join "users" on "users"."id" = "stores"."owner_id"',
    reason: ADMIN_SEARCH,
  },
  {
    table: 'users',
    sqlIncludes: '"users"."first_name" like ? or "users"."last_name" like ?',
    reason: ADMIN_SEARCH,
  },
  {
    table: 'subscriptions',
    sqlIncludes: '"stores"."name" like ? or "stores"."slug" like ? or "stores"."email" like ?',
    reason: ADMIN_SEARCH,
  },
  {
    table: 'subscription_requests',
    sqlIncludes: '"subscription_requests"."full_name" like ?',
    reason: ADMIN_SEARCH,
  },
  {
    table: 'stores',
    sqlIncludes: 'order by "stores"."slug" asc limit ?',
    reason:
      'the platform sitemap index lists every visible shop by design (crawlers, 50 000 at most)',
  },
  {
    table: 'stores',
    sqlIncludes: 'order by "stores"."product_count" desc, "stores"."name" asc limit ?',
    reason:
      '/stores: walks stores_product_count_idx (migration 0023) under LIMIT 24; the WHERE drops suspended shops only, few, so the walk stops after about a page (later pages add their OFFSET)',
  },
  {
    table: 'stores',
    sqlIncludes: '"subscriptions"."status" <> ?) and "stores"."name" like ?',
    reason:
      'KNOWN DEBT (issue 16, left open): the /stores search by name reads every visible shop; a search index over the directory would bound it',
  },
]
