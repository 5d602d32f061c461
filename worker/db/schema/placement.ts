import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import type * as schema from './index'

/**
 * Where each table's rows live (ADR 036, ADR 040). Every database carries every table, since one
 * migrations folder is applied to all of them; this says in which of them a table holds rows:
 *
 * - `directory`: the platform's rows, and the routing that finds a shop's database;
 * - `shop`: a shop's own rows, in the database holding the shop (they carry `store_id`, or
 *   belong to a parent that does);
 * - `both`: some rows in the directory and some in the shop's database, for the reason given.
 *
 * Read by `shop:move` (which tables it carries, scripts/lib/shop-move-tables.ts) and by the
 * check of every statement the worker sends (tests/plans/database-split.test.ts).
 * tests/unit/placement.test.ts fails for a table declared or migrated and placed nowhere; the
 * type below makes `tsc` fail first for a table declared in worker/db/schema.
 */

export type Lives = 'directory' | 'shop' | 'both'
export type Placement = 'directory' | 'shop' | { readonly lives: 'both'; readonly why: string }

/** The name of every table exported by worker/db/schema. */
export type DeclaredTable = {
  [K in keyof typeof schema]: (typeof schema)[K] extends SQLiteTable<infer T> ? T['name'] : never
}[keyof typeof schema]

const both = (why: string) => ({ lives: 'both', why }) as const

export const PLACEMENT = {
  // Accounts, sessions and sign-in limits.
  auth_attempts: 'directory',
  refresh_tokens: 'directory',
  // Plans and what shops pay the platform.
  plans: 'directory',
  subscriptions: 'directory',
  subscription_requests: 'directory',
  // The platform's own rows.
  platform_settings: 'directory',
  referrals: 'directory',
  contact_messages: 'directory',
  // Routing: a hostname to its shop, the shop databases open for new shops.
  custom_domains: 'directory',
  shop_databases: 'directory',
  // The platform's newest products across shops (migration 0027), read by lists that must not
  // ask every shop database.
  product_feed: 'directory',
  // Platform notices to a shop being moved (migration 0031): they wait in the directory, keyed
  // by shop, and reach whichever database holds it once the move is over.
  shop_notices_waiting: 'directory',
  // A number's window and a sent message's routing are the platform's (ADR 049).
  whatsapp_windows: 'directory',
  whatsapp_messages: 'directory',

  stores: both(
    "the shop's database holds the authoritative row (settings, `version`, the edge-cache key); " +
      'the directory a copy for routing, the admin and the joins of platform rows',
  ),
  users: both(
    "accounts live in the directory; a shop's database keeps mirror rows of its owner and staff " +
      '(no password) for the foreign keys its rows hold',
  ),
  outbox: both(
    "each database delivers its own: the platform's messages in the directory, a shop's in its " +
      'database',
  ),
  notifications: both("the administrators' carry no shop (directory); a shop's live with it"),
  auth_tokens: both(
    'account codes (verification, reset) in the directory; shop contact codes and staff ' +
      'invitations beside the shop row and staff row they point at',
  ),
  payments: both(
    "a plan's payment is the platform's (a plan request in the directory points at it); an " +
      "order's payment lives with the order",
  ),
  payment_events: both('beside the payment they record'),
  media: both(
    "a profile photo belongs to a person, not a shop (directory); a shop's files live with it",
  ),
  platform_counters: both(
    "kept by triggers where the counted rows are written: the platform's counters in the " +
      'directory, the `products` counter beside each database’s products',
  ),

  // A shop's catalogue and storefront.
  categories: 'shop',
  products: 'shop',
  product_variants: 'shop',
  product_images: 'shop',
  testimonials: 'shop',
  enquiries: 'shop',
  alert_preferences: 'shop',
  // Its customers, orders and how they pay.
  customers: 'shop',
  orders: 'shop',
  order_items: 'shop',
  order_events: 'shop',
  payment_accounts: 'shop',
  transfer_wallets: 'shop',
  // Where a shop delivers and for how much (migration 0034, ADR 050).
  delivery_zones: 'shop',
  couriers: 'shop',
  courier_runs: 'shop',
  deliveries: 'shop',
  cash_handovers: 'shop',
  // Buyers' reviews (issue 26), beside the orders and products they point at.
  reviews: 'shop',
  // Marketing › Codes promo (migration 0038, issue 26).
  promo_codes: 'shop',
  promo_code_phones: 'shop',
  // Tableau de bord › Audience (migration 0043, ADR 056): a shop's requests counted per day.
  audience_days: 'shop',
  audience_sources: 'shop',
  audience_products: 'shop',
  // The atelier and its staff.
  ateliers: 'shop',
  atelier_roles: 'shop',
  atelier_lookups: 'shop',
  atelier_suppliers: 'shop',
  atelier_fabrics: 'shop',
  atelier_fabric_movements: 'shop',
  atelier_staff: 'shop',
  atelier_services: 'shop',
  atelier_measurement_parts: 'shop',
  atelier_garment_types: 'shop',
  atelier_garment_type_parts: 'shop',
  atelier_measurements: 'shop',
  atelier_gallery: 'shop',
  tailoring_orders: 'shop',
  tailoring_order_events: 'shop',
  cashbook_categories: 'shop',
  cashbook_entries: 'shop',
  salary_payments: 'shop',
} as const satisfies Record<DeclaredTable, Placement>

/**
 * Tables only a migration's SQL creates: drizzle cannot declare an FTS5 virtual table, and
 * SQLite makes the shadow tables holding its index. Filled by triggers on the tables above,
 * so wherever those rows are, these are; `shop:move` never copies them (the triggers do).
 */
export const SQL_ONLY_TABLES = {
  // The storefront's search (migration 0018, ADR 025), fed by triggers on products and
  // categories.
  product_search: 'shop',
  product_search_config: 'shop',
  product_search_content: 'shop',
  product_search_data: 'shop',
  product_search_docsize: 'shop',
  product_search_idx: 'shop',
} as const satisfies Record<string, Placement>

type Placed = typeof PLACEMENT & typeof SQL_ONLY_TABLES
export type PlacedTable = keyof Placed

/** The tables living `lives`, of the declared tables and the SQL-only ones. */
export type TableLiving<L extends Lives> = {
  [K in PlacedTable]: Placed[K] extends L | { lives: L } ? K : never
}[PlacedTable]

const placed: Record<string, Placement> = { ...PLACEMENT, ...SQL_ONLY_TABLES }

/** Where `table` lives; undefined for a table placed nowhere. */
export function livesIn(table: string): Lives | undefined {
  const p = Object.hasOwn(placed, table) ? placed[table] : undefined
  return typeof p === 'object' ? p.lives : p
}

/** Every placed table living `lives`, in the order declared here. */
export const tablesLiving = <L extends Lives>(lives: L): TableLiving<L>[] =>
  Object.keys(placed).filter((t) => livesIn(t) === lives) as TableLiving<L>[]
