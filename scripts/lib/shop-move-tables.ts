/**
 * Which rows of every table `shop:move` carries with a shop (ADR 036, "Where each row lives").
 * Every table of the schema is named here once: moved with the shop, kept by the directory,
 * or derived by triggers. `tests/unit/shop-move-tables.test.ts` fails when a table is added
 * without being placed, so a shop's rows are never left behind by a move.
 */

/**
 * A shop's own table and the rows of it that are the shop's (`?1`: the shop's id). Listed
 * parents first: copies go down the list, deletes go up it, so no foreign key ever points at
 * a missing row.
 */
export type ShopTable = { table: string; scope: string }

const own = (table: string): ShopTable => ({ table, scope: 'store_id = ?1' })

export const SHOP_TABLES: readonly ShopTable[] = [
  own('media'),
  own('categories'),
  own('products'),
  own('product_variants'),
  own('product_images'),
  own('customers'),
  own('orders'),
  own('order_items'),
  own('order_events'),
  own('payment_accounts'),
  own('transfer_wallets'),
  // A plan's payment goes to the platform and a plan request (directory) points at it.
  { table: 'payments', scope: "store_id = ?1 AND purpose = 'order'" },
  {
    table: 'payment_events',
    scope:
      "store_id = ?1 AND payment_id IN (SELECT id FROM payments WHERE store_id = ?1 AND purpose = 'order')",
  },
  own('testimonials'),
  own('enquiries'),
  // A shop's notifications (the administrators' carry no shop and stay in the directory).
  own('notifications'),
  own('alert_preferences'),
  own('ateliers'),
  own('atelier_roles'),
  own('atelier_lookups'),
  own('atelier_suppliers'),
  own('atelier_fabrics'),
  own('atelier_staff'),
  own('atelier_services'),
  own('atelier_measurement_parts'),
  own('atelier_garment_types'),
  // Scoped through its parent: it carries no store_id.
  {
    table: 'atelier_garment_type_parts',
    scope: 'garment_type_id IN (SELECT id FROM atelier_garment_types WHERE store_id = ?1)',
  },
  own('atelier_measurements'),
  own('atelier_gallery'),
  own('tailoring_orders'),
  own('tailoring_order_events'),
  own('atelier_fabric_movements'),
  own('cashbook_categories'),
  own('salary_payments'),
  own('cashbook_entries'),
  // The messages sent on the shop's behalf (the platform's own carry no shop).
  own('outbox'),
  // The shop's contact codes live with its row. Its staff invitations too: their foreign key
  // points at the staff row (a delete cascades to them) and accepting one joins that row.
  // Account tokens (verification, reset) carry no shop and stay in the directory.
  {
    table: 'auth_tokens',
    scope: "store_id = ?1 AND purpose IN ('shop-email', 'shop-phone', 'invite')",
  },
]

/**
 * Moved by hand, not by the list: the shop's row (both databases hold one; the directory keeps
 * its copy) and the mirror rows of the accounts its rows point at (owner, staff, authors).
 */
export const SPECIAL_TABLES = ['stores', 'users'] as const

/**
 * The directory's, whole or in part (rows of a shop in them stay where they are):
 * accounts and sessions, plans and subscriptions, the platform's settings and counters,
 * routing (custom domains, shop databases).
 */
export const DIRECTORY_TABLES = [
  'refresh_tokens',
  'auth_attempts',
  'plans',
  'subscriptions',
  'subscription_requests',
  'platform_settings',
  'referrals',
  'contact_messages',
  'custom_domains',
  'shop_databases',
  'platform_counters',
  // The platform's newest products (migration 0027): a directory-side list across shops, keyed
  // by product and shop, never by database, so a move leaves it as it is.
  'product_feed',
  // Platform notices to a shop being moved (migration 0032): they wait in the directory, keyed
  // by shop, and reach whichever database holds it once the move is over.
  'shop_notices_waiting',
] as const

/** Kept by triggers from the tables above (the storefront's search index, migration 0018). */
export const DERIVED_TABLES = [
  'product_search',
  'product_search_config',
  'product_search_content',
  'product_search_data',
  'product_search_docsize',
  'product_search_idx',
] as const

/** SQLite's and D1's own bookkeeping, never a shop's. */
export const isInternalTable = (name: string) =>
  name.startsWith('sqlite_') || name.startsWith('_cf_') || name === 'd1_migrations'

export type TableShape = {
  name: string
  columns: string[]
  /** Tables its foreign keys point at. */
  parents: string[]
}

/**
 * What is wrong with the list for this schema: a table placed nowhere, a table holding a
 * shop's rows (a `store_id`, or a parent that is a shop's table) neither moved nor kept by the
 * directory, a moved table listed before a parent it points at. Empty when the list is right.
 */
export function shopMoveGaps(schema: readonly TableShape[]): string[] {
  const moved = SHOP_TABLES.map((t) => t.table)
  const placed = new Set<string>([
    ...moved,
    ...SPECIAL_TABLES,
    ...DIRECTORY_TABLES,
    ...DERIVED_TABLES,
  ])
  const shopOwned = new Set<string>(['stores', ...moved])
  const gaps: string[] = []
  for (const t of schema) {
    if (isInternalTable(t.name)) continue
    if (!placed.has(t.name)) gaps.push(`${t.name}: placed nowhere (shop-move-tables.ts)`)
    const holdsShopRows = t.columns.includes('store_id') || t.parents.some((p) => shopOwned.has(p))
    const kept = [...moved, ...SPECIAL_TABLES, ...DIRECTORY_TABLES, ...DERIVED_TABLES].includes(
      t.name,
    )
    if (holdsShopRows && !kept)
      gaps.push(`${t.name}: holds a shop's rows but is neither moved nor the directory's`)
  }
  for (const [i, name] of moved.entries()) {
    const shape = schema.find((t) => t.name === name)
    if (!shape) {
      gaps.push(`${name}: listed but not in the schema`)
      continue
    }
    for (const parent of shape.parents)
      if (moved.includes(parent) && moved.indexOf(parent) > i)
        gaps.push(`${name}: listed before its parent ${parent}`)
  }
  return gaps
}
