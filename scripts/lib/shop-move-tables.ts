/**
 * Which rows of every table `shop:move` carries with a shop. Where a table lives is declared
 * once, in worker/db/schema/placement.ts (ADR 040): a move carries every table living in a
 * shop's database, and the shop's rows of the tables living in both, as said below for each.
 * `tests/unit/shop-move-tables.test.ts` checks the result against the migrated schema.
 */
import { is } from 'drizzle-orm'
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core'
import * as schema from '../../worker/db/schema/index.ts'
import {
  type DeclaredTable,
  livesIn,
  PLACEMENT,
  type TableLiving,
} from '../../worker/db/schema/placement.ts'

/** A table a move copies and the rows of it that are the shop's (`?1`: the shop's id). */
export type ShopTable = { table: string; scope: string }

const OWN = 'store_id = ?1'

/** Moved by `shop:move` itself, before the list: the row every shop row points at, and people. */
type ByHand = { byHand: string }
/** Never copied: the rows follow from others. */
type Follows = { follows: string }

/**
 * How a move carries each table living in both databases. `tsc` fails for a table placed in
 * both without a line here.
 */
const BOTH: Record<TableLiving<'both'>, string | ByHand | Follows> = {
  stores: {
    byHand: 'the shop database’s row is copied, the directory’s brought up to date, never inserted',
  },
  users: { byHand: 'mirror rows (no password) of the accounts the shop’s rows point at' },
  // A shop's own files (a person's profile photo carries no shop and stays).
  media: OWN,
  // The messages sent on the shop's behalf (the platform's own carry no shop).
  outbox: OWN,
  // A shop's notifications (the administrators' carry no shop).
  notifications: OWN,
  // The shop's contact codes live with its row. Its staff invitations too: their foreign key
  // points at the staff row (a delete cascades to them) and accepting one joins that row.
  // Account tokens (verification, reset) carry no shop and stay in the directory.
  auth_tokens: "store_id = ?1 AND purpose IN ('shop-email', 'shop-phone', 'invite')",
  // A plan's payment goes to the platform and a plan request (directory) points at it.
  payments: "store_id = ?1 AND purpose = 'order'",
  payment_events:
    "store_id = ?1 AND payment_id IN (SELECT id FROM payments WHERE store_id = ?1 AND purpose = 'order')",
  // The `products` counter is kept by triggers on products: inserting and deleting the
  // products moves it exactly (migration 0020).
  platform_counters: { follows: 'kept by triggers on the tables it counts' },
}

/** A shop's table whose rows are not found by their `store_id`. */
const SHOP_SCOPES: Partial<Record<TableLiving<'shop'>, string>> = {
  // Scoped through its parent: it carries no store_id.
  atelier_garment_type_parts:
    'garment_type_id IN (SELECT id FROM atelier_garment_types WHERE store_id = ?1)',
}

/** The tables `shop:move` copies itself before the list: the shop's row, then mirror accounts. */
export const MOVED_BY_HAND = Object.entries(BOTH)
  .filter(([, rule]) => typeof rule === 'object' && 'byHand' in rule)
  .map(([table]) => table)

const declaredTables = new Map(
  Object.values(schema)
    .filter((value) => is(value, SQLiteTable))
    .map((table) => [getTableConfig(table as SQLiteTable).name, table as SQLiteTable]),
)

/** The tables a declared table's foreign keys point at. */
const declaredParents = (name: string): string[] => {
  const table = declaredTables.get(name)
  if (!table) return []
  return getTableConfig(table).foreignKeys.map(
    (fk) => getTableConfig(fk.reference().foreignTable).name,
  )
}

/**
 * `tables` reordered so that every table comes after the other tables of the list it points
 * at, otherwise in the given order. Throws on a cycle: no order would then copy without a
 * foreign key pointing at a missing row.
 */
export function parentsFirst(
  tables: readonly string[],
  parentsOf: (table: string) => readonly string[],
): string[] {
  const listed = new Set(tables)
  const done = new Set<string>()
  const ordered: string[] = []
  const visit = (table: string, path: string[]) => {
    if (done.has(table)) return
    if (path.includes(table))
      throw new Error(`foreign keys in a cycle: ${[...path, table].join(' → ')}`)
    for (const parent of parentsOf(table))
      if (parent !== table && listed.has(parent)) visit(parent, [...path, table])
    done.add(table)
    ordered.push(table)
  }
  for (const table of tables) visit(table, [])
  return ordered
}

const scopeOf = (table: DeclaredTable): string | null => {
  const lives = livesIn(table)
  if (lives === 'shop') return SHOP_SCOPES[table as TableLiving<'shop'>] ?? OWN
  if (lives === 'both') {
    const rule = BOTH[table as TableLiving<'both'>]
    return typeof rule === 'string' ? rule : null
  }
  return null
}

const moved = (Object.keys(PLACEMENT) as DeclaredTable[]).flatMap((table) => {
  const scope = scopeOf(table)
  return scope ? [{ table, scope }] : []
})

/**
 * Every table whose rows a move copies, parents first (from the foreign keys declared in
 * worker/db/schema): copies go down the list, deletes go up it, so no foreign key ever points
 * at a missing row. The SQL-only tables (the search index) are never copied: the triggers on
 * the copied rows fill them.
 */
export const SHOP_TABLES: readonly ShopTable[] = parentsFirst(
  moved.map((t) => t.table),
  declaredParents,
).map((table) => moved.find((t) => t.table === table)!)

export type TableShape = {
  name: string
  columns: string[]
  /** Tables its foreign keys point at. */
  parents: string[]
}

/**
 * What is wrong with the list for a migrated schema: a moved table missing from it, scoped by
 * a `store_id` it lacks, or listed before a parent it points at. Empty when the list is right.
 */
export function shopMoveGaps(schema: readonly TableShape[], list = SHOP_TABLES): string[] {
  const names = list.map((t) => t.table)
  const gaps: string[] = []
  for (const [i, { table, scope }] of list.entries()) {
    const shape = schema.find((t) => t.name === table)
    if (!shape) {
      gaps.push(`${table}: listed but not in the schema`)
      continue
    }
    if (scope.startsWith('store_id') && !shape.columns.includes('store_id'))
      gaps.push(`${table}: scoped by a store_id it has not (a scope of its own in SHOP_SCOPES)`)
    for (const parent of shape.parents)
      if (parent !== table && names.includes(parent) && names.indexOf(parent) > i)
        gaps.push(`${table}: listed before its parent ${parent}`)
  }
  return gaps
}
