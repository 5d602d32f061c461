/**
 * Moves one shop from the database holding it to another (issue 16, ADR 036 "Moving a shop"):
 *
 *   1. marks it moving in the directory (`stores.moving_to`): its writes get a 503, reads go on;
 *   2. copies its rows to the target, parents first: mirror rows of the accounts its rows
 *      point at, the `stores` row, then every table of `SHOP_TABLES`;
 *   3. verifies each table: the same count and the same checksum over its rows in key order;
 *   4. switches the directory's `stores.database` in one statement, clearing the mark with it
 *      (or, where isolates keep a shop in memory, once their copies have expired);
 *   5. deletes the rows left at the source, children first. The directory keeps its `stores`
 *      row, its accounts and its own tables: from `DB`, only the shop's own rows leave.
 *
 * A move stopped before 4 (a crash, a failed check) leaves the shop whole and served from the
 * source: the next run, or `abortMove`, deletes the partial copy and clears the mark. A move
 * stopped between 4 and 5 is finished by the next run (`stores.moved_from`).
 *
 * Works on any `SqlHandle` (D1 bindings, libsql). D1 binds at most 100 parameters per
 * statement: rows are inserted and deleted in statements under that, sent in batches.
 */
import { createHash } from 'node:crypto'
import { SHOP_TABLES, type ShopTable } from './shop-move-tables.ts'
import type { Row, SqlHandle, Statement } from './sql-handle.ts'

export const DIRECTORY = 'DB'
const MAX_PARAMS = 100
const STATEMENTS_PER_BATCH = 20
const PAGE_ROWS = 500

/** The directory's routing columns of a `stores` row: not the shop's data, never compared. */
const ROUTING_COLUMNS = ['database', 'moving_to', 'moving_since', 'moved_from']
/** A mirror account: enough for the foreign keys and the names shown; no password (ADR 036). */
const MIRROR_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'role',
  'status',
  'referral_code',
  'created_at',
  'updated_at',
]

export type Databases = {
  /** The handle of a database by its binding name (`DB`, `SHOP_DB_1`, …). */
  open(name: string): SqlHandle
  names: readonly string[]
}

export type Step = 'marked' | 'copied' | 'verified' | 'switched'

export type MoveOptions = {
  log?: (line: string) => void
  /**
   * How long isolates may keep a storefront's shop in memory (shop-memo.ts): waited after
   * marking, before copying (a form may still be accepted meanwhile), and after switching,
   * before reopening writes and deleting the source (a kept row still names the source).
   */
  settleMs?: number
  now?: () => Date
  /** Runs after each step: a test stops the move there, as a crash would. */
  after?: (step: Step) => Promise<void> | void
}

export type TableCheck = { table: string; rows: number; checksum: string; ok: boolean }

export type MoveResult = { storeId: string; from: string; to: string; tables: TableCheck[] }

/** A move that cannot go on; its message is for the operator. */
export class MoveError extends Error {}

type ShopRouting = {
  id: string
  slug: string
  owner_id: string
  database: string
  moving_to: string | null
  moved_from: string | null
}

const q = (name: string) => `"${name.replaceAll('"', '""')}"`
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ')
const chunk = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** Runs groups of statements in batches, never splitting a group (its statements go together). */
async function runGroups(db: SqlHandle, groups: Statement[][]): Promise<number> {
  let changed = 0
  let batch: Statement[] = []
  const flush = async () => {
    for (const n of await db.batch(batch)) changed += n
    batch = []
  }
  for (const group of groups) {
    if (batch.length > 0 && batch.length + group.length > STATEMENTS_PER_BATCH) await flush()
    batch.push(...group)
  }
  if (batch.length > 0) await flush()
  return changed
}

async function findShop(directory: SqlHandle, slug: string): Promise<ShopRouting> {
  const [row] = await directory
    .all('SELECT id, slug, owner_id, database, moving_to, moved_from FROM stores WHERE slug = ?1', [
      slug.toLowerCase(),
    ])
    .catch((err: unknown) => {
      if (!String(err).includes('no such')) throw err
      throw new MoveError(
        "L'annuaire n'est pas à jour (migrations) : lancez npm run db:migrate:local (ou :remote).",
      )
    })
  if (!row) throw new MoveError(`Boutique introuvable : « ${slug} ».`)
  return row as ShopRouting
}

// --- The schema, as the database reports it (the same migrations on every database) ---

const keyCache = new Map<string, string[]>()
/** A table's primary key columns, in key order. */
async function primaryKey(db: SqlHandle, table: string): Promise<string[]> {
  const known = keyCache.get(table)
  if (known) return known
  const cols = await db.all(`PRAGMA table_info(${q(table)})`)
  const key = cols
    .filter((c) => Number(c.pk) > 0)
    .sort((a, b) => Number(a.pk) - Number(b.pk))
    .map((c) => String(c.name))
  if (key.length === 0) throw new Error(`${table} has no primary key`)
  keyCache.set(table, key)
  return key
}

/** Columns of `table` that point at `users` (owners, staff, the atelier's authors). */
async function accountColumns(db: SqlHandle, table: string): Promise<string[]> {
  const fks = await db.all(`PRAGMA foreign_key_list(${q(table)})`)
  return fks.filter((f) => f.table === 'users').map((f) => String(f.from))
}

// --- Reading a shop's rows ---

async function* pages(db: SqlHandle, t: ShopTable, storeId: string) {
  const order = (await primaryKey(db, t.table)).map(q).join(', ')
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const rows = await db.all(
      `SELECT * FROM ${q(t.table)} WHERE ${t.scope} ORDER BY ${order} LIMIT ${PAGE_ROWS} OFFSET ${offset}`,
      [storeId],
    )
    if (rows.length > 0) yield rows
    if (rows.length < PAGE_ROWS) return
  }
}

/** Text that is the same for the same value whichever driver read it (blobs as hex). */
function canonical(value: unknown): unknown {
  if (value instanceof ArrayBuffer) return Buffer.from(value).toString('hex')
  if (ArrayBuffer.isView(value))
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')
  if (typeof value === 'bigint') return Number(value)
  return value
}

const rowText = (row: Row, skip: readonly string[] = []) =>
  JSON.stringify(
    Object.entries(row)
      .filter(([k]) => !skip.includes(k))
      .map(([k, v]) => [k, canonical(v)]),
  )

/** Count and checksum of a shop's rows of one table: the same query on either database. */
async function tableSum(db: SqlHandle, t: ShopTable, storeId: string) {
  const hash = createHash('sha256')
  let rows = 0
  for await (const page of pages(db, t, storeId))
    for (const row of page) {
      hash.update(rowText(row))
      hash.update('\n')
      rows++
    }
  return { rows, checksum: hash.digest('hex').slice(0, 16) }
}

async function storeSum(db: SqlHandle, storeId: string) {
  const [row] = await db.all('SELECT * FROM stores WHERE id = ?1', [storeId])
  return row
    ? createHash('sha256').update(rowText(row, ROUTING_COLUMNS)).digest('hex').slice(0, 16)
    : null
}

// --- Writing ---

/** INSERTs of these rows, each binding at most 100 parameters, with the rows each carries. */
function inserts(
  table: string,
  rows: Row[],
  verb = 'INSERT',
): { rows: Row[]; statement: Statement }[] {
  if (rows.length === 0) return []
  const columns = Object.keys(rows[0]!)
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length))
  return chunk(rows, perStatement).map((part) => ({
    rows: part,
    statement: {
      sql: `${verb} INTO ${q(table)} (${columns.map(q).join(', ')}) VALUES ${part.map(() => `(${marks(columns.length)})`).join(', ')}`,
      params: part.flatMap((row) => columns.map((c) => canonicalParam(row[c]))),
    },
  }))
}

const canonicalParam = (v: unknown) => (typeof v === 'bigint' ? Number(v) : (v ?? null))

/**
 * The triggers of migrations 0023 and 0040 count a shop's active products and delivered orders
 * on its `stores` row, in the database of the rows. A copied row already carries the counts:
 * rows inserted after it would count twice, and deleted at the source (where the directory's row
 * stays) would count the shop empty. Each batch that inserts or deletes them undoes that in the
 * same batch.
 */
const COUNTED: Record<string, { status: string; column: string }> = {
  products: { status: 'active', column: 'product_count' },
  orders: { status: 'delivered', column: 'delivered_orders' },
}

const activeCountFix = (table: string, rows: Row[], storeId: string, sign: 1 | -1): Statement[] => {
  const counted = COUNTED[table]
  if (!counted) return []
  const n = rows.filter((r) => r.status === counted.status).length
  return n === 0
    ? []
    : [
        {
          sql: `UPDATE stores SET ${counted.column} = ${counted.column} + ?1 WHERE id = ?2`,
          params: [sign * n, storeId],
        },
      ]
}

async function copyTable(src: SqlHandle, dst: SqlHandle, t: ShopTable, storeId: string) {
  let rows = 0
  for await (const page of pages(src, t, storeId)) {
    await runGroups(
      dst,
      inserts(t.table, page).map((i) => [
        i.statement,
        ...activeCountFix(t.table, i.rows, storeId, -1),
      ]),
    )
    rows += page.length
  }
  return rows
}

/** Deletes a shop's rows of one table, a page of keys at a time. */
async function deleteTable(db: SqlHandle, t: ShopTable, storeId: string) {
  const key = await primaryKey(db, t.table)
  const select = [...key, ...(COUNTED[t.table] ? ['status'] : [])].map(q).join(', ')
  const perStatement = Math.floor(MAX_PARAMS / key.length)
  let deleted = 0
  for (;;) {
    const rows = await db.all(
      `SELECT ${select} FROM ${q(t.table)} WHERE ${t.scope} LIMIT ${PAGE_ROWS}`,
      [storeId],
    )
    if (rows.length === 0) return deleted
    const groups = chunk(rows, perStatement).map((part) => [
      // Before the delete: the fix counts the rows while they are still there.
      ...activeCountFix(t.table, part, storeId, 1),
      {
        sql:
          key.length === 1
            ? `DELETE FROM ${q(t.table)} WHERE ${q(key[0]!)} IN (${marks(part.length)})`
            : `DELETE FROM ${q(t.table)} WHERE (${key.map(q).join(', ')}) IN (VALUES ${part.map(() => `(${marks(key.length)})`).join(', ')})`,
        params: part.flatMap((r) => key.map((k) => canonicalParam(r[k]))),
      },
    ])
    await runGroups(db, groups)
    deleted += rows.length
  }
}

/** Every account a shop's rows point at: its owner, its staff, the authors of atelier rows. */
async function accountsOf(src: SqlHandle, storeId: string, ownerId: string): Promise<string[]> {
  const ids = new Set([ownerId])
  for (const t of SHOP_TABLES)
    for (const column of await accountColumns(src, t.table))
      for (const row of await src.all(
        `SELECT DISTINCT ${q(column)} AS id FROM ${q(t.table)} WHERE (${t.scope}) AND ${q(column)} IS NOT NULL`,
        [storeId],
      ))
        ids.add(String(row.id))
  return [...ids]
}

async function rowsById(db: SqlHandle, table: string, ids: string[], columns = '*') {
  const rows: Row[] = []
  for (const part of chunk(ids, MAX_PARAMS))
    rows.push(
      ...(await db.all(
        `SELECT ${columns} FROM ${q(table)} WHERE id IN (${marks(part.length)})`,
        part,
      )),
    )
  return rows
}

/**
 * The target's mirror rows of these accounts, unless present. Read from the directory (the
 * accounts), or from the source for one the directory lacks. The directory as target has them.
 */
async function mirrorAccounts(dbs: Databases, from: string, to: string, ids: string[]) {
  if (to === DIRECTORY) return 0
  const columns = MIRROR_COLUMNS.map(q).join(', ')
  const found = await rowsById(dbs.open(DIRECTORY), 'users', ids, columns)
  const missing = ids.filter((id) => !found.some((r) => r.id === id))
  if (missing.length && from !== DIRECTORY)
    found.push(...(await rowsById(dbs.open(from), 'users', missing, columns)))
  const mirrors = found.map((r) => ({ ...r, password_hash: '' }))
  await runGroups(
    dbs.open(to),
    inserts('users', mirrors, 'INSERT OR IGNORE').map((i) => [i.statement]),
  )
  return mirrors.length
}

/** The shop's row at the target: inserted, or on the directory, its copy brought up to date. */
async function copyStoreRow(src: SqlHandle, dst: SqlHandle, to: string, storeId: string) {
  const [row] = await src.all('SELECT * FROM stores WHERE id = ?1', [storeId])
  if (!row) throw new MoveError(`La boutique ${storeId} n'a pas de ligne dans sa base.`)
  if (to === DIRECTORY) {
    const columns = Object.keys(row).filter((c) => c !== 'id' && !ROUTING_COLUMNS.includes(c))
    await dst.batch([
      {
        sql: `UPDATE stores SET ${columns.map((c) => `${q(c)} = ?`).join(', ')} WHERE id = ?`,
        params: [...columns.map((c) => canonicalParam(row[c])), storeId],
      },
    ])
  } else {
    const copy = { ...row, database: to, moving_to: null, moving_since: null, moved_from: null }
    await runGroups(
      dst,
      inserts('stores', [copy]).map((i) => [i.statement]),
    )
  }
}

/**
 * The tables still holding rows of the shop in `db` (any with a `store_id`). Deleting its
 * `stores` row there would cascade them away: it is kept instead, and the operator told.
 */
async function rowsLeft(db: SqlHandle, storeId: string): Promise<string[]> {
  const tables = await db.all(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'stores' AND sql LIKE '%store_id%'",
  )
  const left: string[] = []
  for (const { name } of tables) {
    const cols = await db.all(`PRAGMA table_info(${q(String(name))})`)
    if (!cols.some((c) => c.name === 'store_id')) continue
    const [{ n }] = (await db.all(
      `SELECT count(*) AS n FROM ${q(String(name))} WHERE store_id = ?1`,
      [storeId],
    )) as [{ n: number }]
    if (Number(n) > 0) left.push(`${name} (${n})`)
  }
  return left
}

/**
 * Deletes the shop's rows from `name`, children first. On the directory, only the shop's own
 * tables: its `stores` row, the accounts and the directory's tables stay. Elsewhere, the shop's
 * row and the mirror accounts go too, unless something still needs them.
 */
async function deleteShopRows(
  dbs: Databases,
  name: string,
  shop: ShopRouting,
  log: (line: string) => void,
) {
  const db = dbs.open(name)
  const accounts = name === DIRECTORY ? [] : await accountsOf(db, shop.id, shop.owner_id)
  let deleted = 0
  for (const t of [...SHOP_TABLES].reverse()) deleted += await deleteTable(db, t, shop.id)
  if (name !== DIRECTORY) {
    const left = await rowsLeft(db, shop.id)
    if (left.length > 0) {
      log(
        `  ! ${name} : la ligne de la boutique est gardée, des lignes la citent : ${left.join(', ')}`,
      )
    } else {
      deleted += (
        await db.batch([{ sql: 'DELETE FROM stores WHERE id = ?1', params: [shop.id] }])
      )[0]!
      for (const id of accounts) {
        // A mirror another row of this database still points at stays (the foreign key refuses).
        try {
          deleted += (
            await db.batch([
              {
                sql: 'DELETE FROM users WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM stores WHERE owner_id = ?1) AND NOT EXISTS (SELECT 1 FROM atelier_staff WHERE user_id = ?1)',
                params: [id],
              },
            ])
          )[0]!
        } catch {
          /* still referenced: kept */
        }
      }
    }
  }
  return deleted
}

async function clearMark(directory: SqlHandle, storeId: string) {
  await directory.batch([
    {
      sql: 'UPDATE stores SET moving_to = NULL, moving_since = NULL WHERE id = ?1',
      params: [storeId],
    },
  ])
}

/** Finishes what an earlier run left: the rows of a switched move, a partial copy. */
async function recover(dbs: Databases, shop: ShopRouting, log: (line: string) => void) {
  const directory = dbs.open(DIRECTORY)
  if (shop.moved_from) {
    const n = await deleteShopRows(dbs, shop.moved_from, shop, log)
    await directory.batch([
      { sql: 'UPDATE stores SET moved_from = NULL WHERE id = ?1', params: [shop.id] },
    ])
    log(
      `  reprise : ${n} lignes laissées sur ${shop.moved_from} par le déplacement précédent supprimées`,
    )
    shop.moved_from = null
  }
  if (shop.moving_to && shop.moving_to === shop.database) {
    // Switched, writes not yet reopened (the wait after a remote switch): nothing to undo.
    await clearMark(directory, shop.id)
    log(`  reprise : la boutique est servie par ${shop.database}, écritures rouvertes`)
    shop.moving_to = null
  }
  if (shop.moving_to) {
    const n = await deleteShopRows(dbs, shop.moving_to, shop, log)
    await clearMark(directory, shop.id)
    log(
      `  reprise : copie partielle sur ${shop.moving_to} supprimée (${n} lignes), la boutique reste sur ${shop.database}`,
    )
    shop.moving_to = null
  }
}

/** `npm run shop:move -- <slug> --abort`: the shop back to how it was before the move began. */
export async function abortMove(dbs: Databases, slug: string, log = console.log) {
  const shop = await findShop(dbs.open(DIRECTORY), slug)
  if (!shop.moving_to && !shop.moved_from) {
    log(`« ${shop.slug} » n'est pas en cours de déplacement (base : ${shop.database}).`)
    return
  }
  await recover(dbs, shop, log)
  log(`« ${shop.slug} » est servie par ${shop.database}, écritures rouvertes.`)
}

/** `npm run shop:move -- <slug> <database>`: see the file's header. */
export async function moveShop(
  dbs: Databases,
  slug: string,
  to: string,
  opts: MoveOptions = {},
): Promise<MoveResult | null> {
  const log = opts.log ?? console.log
  const now = opts.now ?? (() => new Date())
  if (!dbs.names.includes(to))
    throw new MoveError(`Base inconnue : ${to} (bases liées : ${dbs.names.join(', ')}).`)
  const directory = dbs.open(DIRECTORY)
  const shop = await findShop(directory, slug)
  const from = shop.database
  log(`Déplacement de « ${shop.slug} » (${shop.id}) : ${from} → ${to}`)
  await recover(dbs, shop, log)
  if (from === to) {
    log(`  « ${shop.slug} » est déjà sur ${to} : rien à déplacer.`)
    return null
  }
  if (!dbs.names.includes(from))
    throw new MoveError(`La boutique est sur ${from}, une base que ce script ne voit pas.`)
  const src = dbs.open(from)
  const dst = dbs.open(to)

  // 1. Mark: from now on the shop's writes are refused (503), its storefront reads on.
  await directory.batch([
    {
      sql: 'UPDATE stores SET moving_to = ?1, moving_since = ?2 WHERE id = ?3',
      params: [to, Math.floor(now().getTime() / 1000), shop.id],
    },
  ])
  shop.moving_to = to
  let switched = false
  log('  écritures suspendues le temps du déplacement')
  await opts.after?.('marked')
  if (opts.settleMs) await new Promise((r) => setTimeout(r, opts.settleMs))

  try {
    // 2. Copy, parents first. Whatever of the shop the target holds is a leftover: gone first.
    await deleteShopRows(dbs, to, shop, log)
    const mirrored = await mirrorAccounts(
      dbs,
      from,
      to,
      await accountsOf(src, shop.id, shop.owner_id),
    )
    if (mirrored) log(`  comptes recopiés (sans mot de passe) : ${mirrored}`)
    await copyStoreRow(src, dst, to, shop.id)
    for (const t of SHOP_TABLES) await copyTable(src, dst, t, shop.id)
    await opts.after?.('copied')

    // 3. Verify every table, the shop's row included.
    const tables: TableCheck[] = []
    const [srcStore, dstStore] = [await storeSum(src, shop.id), await storeSum(dst, shop.id)]
    tables.push({ table: 'stores', rows: 1, checksum: srcStore ?? '', ok: srcStore === dstStore })
    for (const t of SHOP_TABLES) {
      const [a, b] = [await tableSum(src, t, shop.id), await tableSum(dst, t, shop.id)]
      tables.push({ table: t.table, ...a, ok: a.rows === b.rows && a.checksum === b.checksum })
    }
    for (const c of tables)
      if (c.rows > 0 || !c.ok)
        log(
          `  ${c.table.padEnd(28)} ${String(c.rows).padStart(6)} ${c.rows > 1 ? 'lignes' : 'ligne '}  ${c.ok ? `somme ${c.checksum} ok` : 'DIFFÉRENT'}`,
        )
    const bad = tables.filter((c) => !c.ok)
    if (bad.length > 0)
      throw new MoveError(`Vérification échouée : ${bad.map((c) => c.table).join(', ')}.`)
    await opts.after?.('verified')

    // 4. Switch, with the databases' shop counts, in one batch of the directory. Where isolates
    // keep a shop in memory (remote), the mark stays while the rows they hold (the source named,
    // writes open) expire, so no write reaches the source after the switch; then writes reopen.
    const keepMark = Boolean(opts.settleMs)
    await directory.batch([
      {
        sql: `UPDATE stores SET database = ?1, moved_from = ?2${keepMark ? '' : ', moving_to = NULL, moving_since = NULL'} WHERE id = ?3 AND moving_to = ?1`,
        params: [to, from, shop.id],
      },
      {
        sql: 'UPDATE shop_databases SET shop_count = shop_count - 1 WHERE name = ?1 AND shop_count > 0 AND EXISTS (SELECT 1 FROM stores WHERE id = ?3 AND database = ?2 AND moved_from = ?1)',
        params: [from, to, shop.id],
      },
      {
        // A database not yet listed is listed closed for placement: its count stays exact.
        sql: 'INSERT INTO shop_databases (name, open, shop_count) SELECT ?1, 0, 1 WHERE EXISTS (SELECT 1 FROM stores WHERE id = ?3 AND database = ?1 AND moved_from = ?2) ON CONFLICT (name) DO UPDATE SET shop_count = shop_count + 1',
        params: [to, from, shop.id],
      },
    ])
    const [routed] = await directory.all('SELECT database FROM stores WHERE id = ?1', [shop.id])
    if (routed?.database !== to)
      throw new MoveError(
        'Le déplacement a été annulé pendant la copie (--abort) : rien ne change.',
      )
    switched = true
    shop.database = to
    log(`  annuaire : la boutique est servie par ${to}`)
    await opts.after?.('switched')
    if (keepMark) {
      await new Promise((r) => setTimeout(r, opts.settleMs))
      await clearMark(directory, shop.id)
    }
    shop.moving_to = null
    log('  écritures rouvertes')

    // 5. The rows left at the source.
    const deleted = await deleteShopRows(dbs, from, shop, log)
    await directory.batch([
      { sql: 'UPDATE stores SET moved_from = NULL WHERE id = ?1', params: [shop.id] },
    ])
    log(`  ${from} : ${deleted} lignes supprimées`)
    return { storeId: shop.id, from, to, tables }
  } catch (err) {
    // Before the switch, the shop stays whole on the source: the partial copy goes.
    if (!switched && !(err instanceof SimulatedCrash)) {
      await deleteShopRows(dbs, to, shop, log)
      await clearMark(directory, shop.id)
      log(`  copie sur ${to} supprimée : la boutique reste sur ${from}, écritures rouvertes`)
    }
    throw err
  }
}

/** Thrown by a test's `after` hook: the process "dies" there, nothing is cleaned up. */
export class SimulatedCrash extends Error {}
