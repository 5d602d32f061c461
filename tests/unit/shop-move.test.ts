import { rmSync } from 'node:fs'
import { type Client, createClient } from '@libsql/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  abortMove,
  type Databases,
  MoveError,
  moveShop,
  SimulatedCrash,
} from '../../scripts/lib/shop-move.ts'
import { SHOP_TABLES } from '../../scripts/lib/shop-move-tables.ts'
import { libsqlHandle, type SqlHandle } from '../../scripts/lib/sql-handle.ts'
import { migratedSqliteFile } from '../helpers/libsql.ts'

// shop:move over libsql files (the Turso path): the directory `DB` and two shop databases, each
// migrated like the real ones. Every statement the move sends is checked against D1's limit of
// 100 bound parameters.
const NAMES = ['DB', 'SHOP_DB_1', 'SHOP_DB_2'] as const
type Name = (typeof NAMES)[number]
let files: string[] = []
let clients: Record<Name, Client>
let dbs: Databases
let statements = 0

function limitedHandle(client: Client): SqlHandle {
  const inner = libsqlHandle(client)
  const check = (params: unknown[] = []) => {
    statements++
    expect(params.length).toBeLessThanOrEqual(100)
  }
  return {
    all: (sql, params) => {
      check(params)
      return inner.all(sql, params)
    },
    batch: (list) => {
      for (const s of list) check(s.params)
      return inner.batch(list)
    },
  }
}

beforeEach(async () => {
  files = await Promise.all(NAMES.map(() => migratedSqliteFile()))
  clients = Object.fromEntries(
    NAMES.map((n, i) => [n, createClient({ url: `file:${files[i]}` })]),
  ) as Record<Name, Client>
  for (const c of Object.values(clients)) await c.execute('PRAGMA foreign_keys = ON')
  dbs = { names: NAMES, open: (n) => limitedHandle(clients[n as Name]) }
})

afterEach(() => {
  for (const c of Object.values(clients)) c.close()
  for (const f of files) rmSync(f, { force: true })
})

let seq = 0
/** Inserts a row, filling the NOT NULL columns a test does not care about. */
async function insert(db: Name, table: string, values: Record<string, unknown>) {
  const c = clients[db]
  const cols = await c.execute(
    `SELECT name, type, "notnull", dflt_value FROM pragma_table_info('${table}')`,
  )
  const row: Record<string, unknown> = { ...values }
  for (const col of cols.rows) {
    const name = String(col.name)
    if (name in row || !col.notnull || col.dflt_value !== null) continue
    row[name] = String(col.type).toLowerCase() === 'integer' ? 1 : `${name}-${++seq}`
  }
  const names = Object.keys(row)
  await c.execute({
    sql: `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
    args: names.map((n) => row[n] as never),
  })
}

/** A shop on `DB` with rows in most of its tables, a staff account and directory-only rows. */
async function seedShop(slug: string) {
  const s = `${slug}-`
  const owner = `usr_${s}owner`
  const staffUser = `usr_${s}staff`
  const store = `sto_${slug}`
  await insert('DB', 'users', { id: owner, email: `${s}o@x.test`, role: 'user' })
  await insert('DB', 'users', {
    id: staffUser,
    email: `${s}s@x.test`,
    role: 'staff',
    password_hash: 'secret',
  })
  await insert('DB', 'stores', { id: store, owner_id: owner, slug, name: `Boutique ${slug}` })
  await insert('DB', 'media', { id: `med_${s}1`, store_id: store })
  await insert('DB', 'categories', { id: `cat_${s}1`, store_id: store })
  // 30 products: more rows than fit one INSERT under 100 parameters; a third not active.
  for (let i = 0; i < 30; i++)
    await insert('DB', 'products', {
      id: `prd_${s}${String(i).padStart(2, '0')}`,
      store_id: store,
      category_id: `cat_${s}1`,
      image_id: `med_${s}1`,
      name: `Pagne ${i}`,
      status: i % 3 === 0 ? 'draft' : 'active',
      stock: 5,
      price: 1000,
    })
  await insert('DB', 'product_variants', {
    id: `var_${s}1`,
    store_id: store,
    product_id: `prd_${s}01`,
    stock: 2,
  })
  await insert('DB', 'customers', { id: `cus_${s}1`, store_id: store })
  await insert('DB', 'orders', { id: `ord_${s}1`, store_id: store, customer_id: `cus_${s}1` })
  // Delivered: counted on the shop's row by migration 0040's triggers, counted once after a move.
  await insert('DB', 'orders', {
    id: `ord_${s}2`,
    store_id: store,
    customer_id: `cus_${s}1`,
    status: 'delivered',
  })
  await insert('DB', 'order_items', {
    id: `oit_${s}1`,
    store_id: store,
    order_id: `ord_${s}1`,
    product_id: `prd_${s}01`,
    quantity: 1,
  })
  await insert('DB', 'order_events', { id: `oev_${s}1`, store_id: store, order_id: `ord_${s}1` })
  await insert('DB', 'payments', {
    id: `pay_${s}1`,
    store_id: store,
    order_id: `ord_${s}1`,
    purpose: 'order',
  })
  await insert('DB', 'payment_events', {
    id: `pev_${s}1`,
    store_id: store,
    payment_id: `pay_${s}1`,
  })
  // A plan's payment and request are the platform's: they stay in the directory.
  await insert('DB', 'payments', { id: `pay_${s}plan`, store_id: store, purpose: 'subscription' })
  await insert('DB', 'subscription_requests', {
    id: `srq_${s}1`,
    store_id: store,
    plan_id: 'pln_free',
    payment_id: `pay_${s}plan`,
  })
  await insert('DB', 'notifications', { id: `ntf_${s}1`, store_id: store, audience: 'store' })
  await insert('DB', 'outbox', { id: `out_${s}1`, store_id: store })
  await insert('DB', 'auth_tokens', { id: `atk_${s}1`, store_id: store, purpose: 'shop-email' })
  await insert('DB', 'alert_preferences', { store_id: store, alert: 'order', channel: 'email' })
  await insert('DB', 'ateliers', { store_id: store })
  await insert('DB', 'atelier_staff', { id: `stf_${s}1`, store_id: store, user_id: staffUser })
  await insert('DB', 'atelier_measurement_parts', { id: `amp_${s}1`, store_id: store })
  await insert('DB', 'atelier_garment_types', { id: `agt_${s}1`, store_id: store })
  await insert('DB', 'atelier_garment_type_parts', {
    garment_type_id: `agt_${s}1`,
    part_id: `amp_${s}1`,
  })
  await insert('DB', 'tailoring_orders', {
    id: `tor_${s}1`,
    store_id: store,
    customer_id: `cus_${s}1`,
    created_by: staffUser,
    assigned_staff_id: `stf_${s}1`,
  })
  await insert('DB', 'tailoring_order_events', {
    id: `toe_${s}1`,
    store_id: store,
    order_id: `tor_${s}1`,
    created_by: owner,
  })
  await insert('DB', 'subscriptions', { id: `sub_${s}1`, store_id: store, plan_id: 'pln_free' })
  return { store, owner, staffUser }
}

/** Every row of the shop, table by table, in key order: what must come back identical. */
async function snapshot(db: Name, store: string) {
  const out: Record<string, unknown[]> = {}
  for (const t of SHOP_TABLES)
    out[t.table] = (
      await clients[db].execute({
        sql: `SELECT * FROM ${t.table} WHERE ${t.scope} ORDER BY 1, 2`,
        args: [store],
      })
    ).rows.map((r) => ({ ...r }))
  const row = (
    await clients[db].execute({ sql: 'SELECT * FROM stores WHERE id = ?', args: [store] })
  ).rows[0]
  const { database: _d, moving_to: _m, moving_since: _s, moved_from: _f, ...shop } = { ...row }
  out.stores = [shop]
  return out
}

const one = async (db: Name, sql: string, ...args: unknown[]) =>
  (await clients[db].execute({ sql, args: args as never[] })).rows.map((r) => ({ ...r }))[0] as
    | Record<string, unknown>
    | undefined
const count = async (db: Name, table: string, where: string, ...args: unknown[]) =>
  Number((await one(db, `SELECT count(*) AS n FROM ${table} WHERE ${where}`, ...args))!.n)
const shopRowsIn = async (db: Name, store: string) => {
  let n = 0
  for (const t of SHOP_TABLES) n += await count(db, t.table, t.scope, store)
  return n
}
const productsCounter = async () => {
  let sum = 0
  for (const n of NAMES)
    sum += Number(
      (await one(n, "SELECT value FROM platform_counters WHERE name = 'products'"))?.value ?? 0,
    )
  return sum
}
const shopCount = async (name: Name) =>
  Number(
    (await one('DB', 'SELECT shop_count FROM shop_databases WHERE name = ?', name))?.shop_count,
  )
const quiet = () => undefined

describe('npm run shop:move (scripts/lib/shop-move.ts, over libsql)', { timeout: 30_000 }, () => {
  it('moves a shop from the directory to a shop database and back with every row identical, the directory keeping its copy and its counts', async () => {
    const a = await seedShop('awa')
    const b = await seedShop('binta')
    // As shop creation counts them (countShopOn).
    await clients.DB.execute("UPDATE shop_databases SET shop_count = 2 WHERE name = 'DB'")
    const before = await snapshot('DB', a.store)
    const bBefore = await snapshot('DB', b.store)
    const counterBefore = await productsCounter()
    const dirCount = Number(
      (await one('DB', 'SELECT product_count FROM stores WHERE id = ?', a.store))!.product_count,
    )
    expect(dirCount).toBe(20)

    const lines: string[] = []
    const result = await moveShop(dbs, 'awa', 'SHOP_DB_1', { log: (l) => lines.push(l) })
    expect(result?.tables.every((t) => t.ok)).toBe(true)
    expect(lines.join('\n')).toMatch(/products\s+30 lignes\s+somme [0-9a-f]{16} ok/)

    // On SHOP_DB_1: the whole shop, the accounts it points at as mirrors without a password.
    expect(await snapshot('SHOP_DB_1', a.store)).toEqual(before)
    expect(
      await one('SHOP_DB_1', 'SELECT password_hash FROM users WHERE id = ?', a.staffUser),
    ).toEqual({ password_hash: '' })
    expect(await count('SHOP_DB_1', 'users', 'id IN (?, ?)', a.owner, a.staffUser)).toBe(2)
    // The directory: its routing row (now naming SHOP_DB_1, its active products still counted),
    // the accounts and its own rows; none of the shop's own rows.
    const routing = await one(
      'DB',
      'SELECT database, moving_to, moved_from, product_count, delivered_orders FROM stores WHERE id = ?',
      a.store,
    )
    expect(routing).toEqual({
      database: 'SHOP_DB_1',
      moving_to: null,
      moved_from: null,
      product_count: 20,
      delivered_orders: 1,
    })
    expect(
      await one('SHOP_DB_1', 'SELECT delivered_orders FROM stores WHERE id = ?', a.store),
    ).toEqual({ delivered_orders: 1 })
    expect(await shopRowsIn('DB', a.store)).toBe(0)
    expect(await count('DB', 'users', 'id IN (?, ?)', a.owner, a.staffUser)).toBe(2)
    expect(
      await count('DB', 'payments', "store_id = ? AND purpose = 'subscription'", a.store),
    ).toBe(1)
    // Products counted once over the databases; the search index followed the products.
    expect(await productsCounter()).toBe(counterBefore)
    expect(await count('SHOP_DB_1', 'product_search', 'store_id = ?', a.store)).toBe(30)
    expect(await count('DB', 'product_search', 'store_id = ?', a.store)).toBe(0)
    expect(
      await one('DB', "SELECT shop_count FROM shop_databases WHERE name = 'SHOP_DB_1'"),
    ).toEqual({ shop_count: 1 })
    // Another shop on the directory is untouched.
    expect(await snapshot('DB', b.store)).toEqual(bBefore)

    await moveShop(dbs, 'awa', 'SHOP_DB_2', { log: quiet })
    expect(await snapshot('SHOP_DB_2', a.store)).toEqual(before)
    // SHOP_DB_1 keeps nothing of the shop: rows, shop row, mirror accounts.
    expect(await shopRowsIn('SHOP_DB_1', a.store)).toBe(0)
    expect(await count('SHOP_DB_1', 'stores', 'id = ?', a.store)).toBe(0)
    expect(await count('SHOP_DB_1', 'users', 'id IN (?, ?)', a.owner, a.staffUser)).toBe(0)

    await moveShop(dbs, 'awa', 'DB', { log: quiet })
    expect(await snapshot('DB', a.store)).toEqual(before)
    expect(await one('DB', 'SELECT database FROM stores WHERE id = ?', a.store)).toEqual({
      database: 'DB',
    })
    expect(await shopRowsIn('SHOP_DB_2', a.store)).toBe(0)
    expect(await productsCounter()).toBe(counterBefore)
    expect(await shopCount('DB')).toBe(2)
    expect(await shopCount('SHOP_DB_1')).toBe(0)
    expect(await shopCount('SHOP_DB_2')).toBe(0)
    expect(statements).toBeGreaterThan(0)
  }, 60_000)

  it('leaves the shop whole on its source after a crash following the copy; --abort removes the copy and reopens writes', async () => {
    const a = await seedShop('awa')
    const before = await snapshot('DB', a.store)
    const crash = async (step: string) => {
      if (step === 'copied') throw new SimulatedCrash('kill -9')
    }
    await expect(moveShop(dbs, 'awa', 'SHOP_DB_1', { log: quiet, after: crash })).rejects.toThrow(
      SimulatedCrash,
    )
    // Served from the source, writes refused (the mark), a partial copy at the target.
    expect(await one('DB', 'SELECT database, moving_to FROM stores WHERE id = ?', a.store)).toEqual(
      { database: 'DB', moving_to: 'SHOP_DB_1' },
    )
    expect(await snapshot('DB', a.store)).toEqual(before)
    expect(await shopRowsIn('SHOP_DB_1', a.store)).toBeGreaterThan(0)

    const lines: string[] = []
    await abortMove(dbs, 'awa', (l) => lines.push(l))
    expect(await one('DB', 'SELECT database, moving_to FROM stores WHERE id = ?', a.store)).toEqual(
      { database: 'DB', moving_to: null },
    )
    expect(await shopRowsIn('SHOP_DB_1', a.store)).toBe(0)
    expect(await count('SHOP_DB_1', 'stores', 'id = ?', a.store)).toBe(0)
    expect(await snapshot('DB', a.store)).toEqual(before)
    expect(lines.join('\n')).toContain('copie partielle sur SHOP_DB_1 supprimée')
  })

  it('cleans a crashed copy when run again, then moves', async () => {
    const a = await seedShop('awa')
    const before = await snapshot('DB', a.store)
    await expect(
      moveShop(dbs, 'awa', 'SHOP_DB_1', {
        log: quiet,
        after: (s) => {
          if (s === 'copied') throw new SimulatedCrash('x')
        },
      }),
    ).rejects.toThrow(SimulatedCrash)
    await moveShop(dbs, 'awa', 'SHOP_DB_1', { log: quiet })
    expect(await snapshot('SHOP_DB_1', a.store)).toEqual(before)
    expect(await shopRowsIn('DB', a.store)).toBe(0)
  })

  it('keeps the shop on its source when a table differs after the copy, and removes the copy', async () => {
    const a = await seedShop('awa')
    const before = await snapshot('DB', a.store)
    const tamper = async (step: string) => {
      if (step === 'copied')
        await clients.SHOP_DB_1.execute({
          sql: "UPDATE order_items SET product_name = 'autre' WHERE store_id = ?",
          args: [a.store],
        })
    }
    await expect(moveShop(dbs, 'awa', 'SHOP_DB_1', { log: quiet, after: tamper })).rejects.toThrow(
      'Vérification échouée : order_items.',
    )
    expect(await one('DB', 'SELECT database, moving_to FROM stores WHERE id = ?', a.store)).toEqual(
      { database: 'DB', moving_to: null },
    )
    expect(await snapshot('DB', a.store)).toEqual(before)
    expect(await shopRowsIn('SHOP_DB_1', a.store)).toBe(0)
  })

  it('finishes a move that crashed after the switch: the next run deletes what the source kept', async () => {
    const a = await seedShop('awa')
    const before = await snapshot('DB', a.store)
    await expect(
      moveShop(dbs, 'awa', 'SHOP_DB_1', {
        log: quiet,
        after: (s) => {
          if (s === 'switched') throw new SimulatedCrash('x')
        },
      }),
    ).rejects.toThrow(SimulatedCrash)
    expect(
      await one('DB', 'SELECT database, moved_from FROM stores WHERE id = ?', a.store),
    ).toEqual({ database: 'SHOP_DB_1', moved_from: 'DB' })
    expect(await shopRowsIn('DB', a.store)).toBeGreaterThan(0)
    expect(await moveShop(dbs, 'awa', 'SHOP_DB_1', { log: quiet })).toBeNull()
    expect(await shopRowsIn('DB', a.store)).toBe(0)
    expect(
      await one('DB', 'SELECT moved_from, moving_to FROM stores WHERE id = ?', a.store),
    ).toEqual({ moved_from: null, moving_to: null })
    expect(await snapshot('SHOP_DB_1', a.store)).toEqual(before)
  })

  it('keeps writes refused after the switch while isolates may hold the old row, then reopens them; a crash there is finished by the next run', async () => {
    const a = await seedShop('awa')
    const seen: unknown[] = []
    const peek = async (step: string) => {
      if (step === 'switched')
        seen.push(await one('DB', 'SELECT database, moving_to FROM stores WHERE id = ?', a.store))
    }
    await moveShop(dbs, 'awa', 'SHOP_DB_1', { log: quiet, settleMs: 1, after: peek })
    expect(seen).toEqual([{ database: 'SHOP_DB_1', moving_to: 'SHOP_DB_1' }])
    expect(await one('DB', 'SELECT moving_to FROM stores WHERE id = ?', a.store)).toEqual({
      moving_to: null,
    })

    await expect(
      moveShop(dbs, 'awa', 'SHOP_DB_2', {
        log: quiet,
        settleMs: 1,
        after: (s) => {
          if (s === 'switched') throw new SimulatedCrash('x')
        },
      }),
    ).rejects.toThrow(SimulatedCrash)
    await abortMove(dbs, 'awa', quiet)
    // The switch stands: the shop is whole on SHOP_DB_2, writable, SHOP_DB_1 emptied.
    expect(
      await one('DB', 'SELECT database, moving_to, moved_from FROM stores WHERE id = ?', a.store),
    ).toEqual({ database: 'SHOP_DB_2', moving_to: null, moved_from: null })
    expect(await shopRowsIn('SHOP_DB_2', a.store)).toBeGreaterThan(0)
    expect(await shopRowsIn('SHOP_DB_1', a.store)).toBe(0)
  })

  it('carries the pending invitations of the shop’s staff with the staff rows they point at', async () => {
    const a = await seedShop('awa')
    await insert('DB', 'auth_tokens', {
      id: 'atk_invite',
      purpose: 'invite',
      store_id: a.store,
      staff_id: 'stf_awa-1',
    })
    await insert('DB', 'auth_tokens', { id: 'atk_reset', purpose: 'reset', user_id: a.owner })
    await moveShop(dbs, 'awa', 'SHOP_DB_1', { log: quiet })
    expect(await count('SHOP_DB_1', 'auth_tokens', "id = 'atk_invite'")).toBe(1)
    expect(await count('DB', 'auth_tokens', "id = 'atk_invite'")).toBe(0)
    // An account's own token is the directory's.
    expect(await count('DB', 'auth_tokens', "id = 'atk_reset'")).toBe(1)
    expect(await count('SHOP_DB_1', 'auth_tokens', "id = 'atk_reset'")).toBe(0)
  })

  it('refuses, before writing anything, an unknown shop or database', async () => {
    const a = await seedShop('awa')
    await expect(moveShop(dbs, 'awa', 'SHOP_DB_9', { log: quiet })).rejects.toThrow(MoveError)
    await expect(moveShop(dbs, 'nobody', 'SHOP_DB_1', { log: quiet })).rejects.toThrow(
      'Boutique introuvable',
    )
    await expect(moveShop(dbs, 'awa', 'DB', { log: quiet })).resolves.toBeNull()
    expect(await one('DB', 'SELECT moving_to FROM stores WHERE id = ?', a.store)).toEqual({
      moving_to: null,
    })
    expect(await shopRowsIn('SHOP_DB_1', a.store)).toBe(0)
  })
})
