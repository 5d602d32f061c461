import { eq, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { Databases, Env, RequestCtx, ShopCtx, ShopDatabaseBinding, StoreRef } from '../env'
import {
  asDirectoryDb,
  asShopDb,
  createD1Db,
  type Db,
  type DirectoryDb,
  type ShopDb,
} from './client'
import { shopDatabases } from './schema/shop-databases'
import { stores } from './schema/stores'

/**
 * Where a shop's rows live (ADR 036). The directory (binding `DB`) holds the platform's rows
 * and each shop's routing; shop databases (`SHOP_DB_1`, `SHOP_DB_2`, …) hold shops. A shop
 * records the binding name of its database (`stores.database`), chosen once, at creation.
 */
export const DIRECTORY = 'DB'
const SHOP_BINDING = /^SHOP_DB_[1-9]\d*$/

const isShopBinding = (name: string): name is ShopDatabaseBinding => SHOP_BINDING.test(name)

/**
 * Every database of this process that can hold shops: on the Worker the directory, then
 * SHOP_DB_1, SHOP_DB_2, … as bound; in Node over libsql, the ones configured (`env.databases`).
 */
export function databaseNames(env: Env): string[] {
  if (env.databases) return env.databases.names()
  const shops = Object.keys(env)
    .filter((name) => isShopBinding(name) && env[name])
    .sort((a, b) => Number(a.slice('SHOP_DB_'.length)) - Number(b.slice('SHOP_DB_'.length)))
  return [DIRECTORY, ...shops]
}

/**
 * The binding named `name`. A shop recorded on a database this worker is not bound to is a
 * deployment error (a binding removed from wrangler.toml): it fails loudly, never silently
 * reads another database.
 */
export function bindingNamed(env: Env, name: string): D1Database {
  const d1 = name === DIRECTORY ? env.DB : isShopBinding(name) ? env[name] : undefined
  if (!d1) throw new Error(`database ${name} is not bound to this worker (wrangler.toml)`)
  return d1
}

/**
 * The database bound as `name`, outside any request's session (scheduled jobs). Plain `Db`: a
 * job visiting every database meets the directory among them, which may hold shops too.
 */
export const databaseNamed = (env: Env, name: string): Db =>
  env.databases ? env.databases.open(name) : createD1Db(bindingNamed(env, name))

/** The directory, outside any request's session (scheduled jobs, the isolate's shop lookup). */
export const directoryDatabase = (env: Env): DirectoryDb =>
  asDirectoryDb(databaseNamed(env, DIRECTORY))

/**
 * A database per shop (libsql only): its name comes from the shop's id, so it says whose it
 * is, fits Turso's database names (lower case, digits, dashes) and any file name.
 */
export const perShopDatabaseName = (shopId: string) =>
  `shop-${shopId.replace(/^sto_/, '').toLowerCase()}`
const PER_SHOP = /^shop-[0-9a-z]+$/
export const isPerShopDatabaseName = (name: string) => PER_SHOP.test(name)

/**
 * The databases a scheduled round visits: every one that can hold shops and, when each shop
 * has its own, every shop's (registered in the directory's `shop_databases` at placement).
 * On D1 the bindings alone: no read.
 */
export async function databasesToVisit(directory: DirectoryDb, env: Env): Promise<string[]> {
  const named = databaseNames(env)
  if (!env.databases?.createShopDatabase) return named
  const rows = await directory.select({ name: shopDatabases.name }).from(shopDatabases).all()
  return [...named, ...rows.map((r) => r.name).filter(isPerShopDatabaseName)]
}

/**
 * Whether the directory's own database still holds shops (those placed before the split, or a
 * platform that never opened a shop database): one row of `shop_databases`. A platform whose
 * directory has no row there is an old one: it holds its shops.
 */
export async function directoryHoldsShops(directory: DirectoryDb): Promise<boolean> {
  const row = await directory
    .select({ shopCount: shopDatabases.shopCount })
    .from(shopDatabases)
    .where(sql`${shopDatabases.name} = ${DIRECTORY}`)
    .get()
  return row ? row.shopCount > 0 : true
}

/**
 * The databases a move in progress touches (`npm run shop:move`, ADR 036): each moving shop's
 * source and target. Both hold its rows until the move ends, so a job writing either copy
 * would send a message twice or settle a payment on a copy about to go; the scheduled round
 * leaves them for the next one (a move takes about a minute). On `stores_moving_idx`.
 */
export async function databasesInMoves(directory: DirectoryDb): Promise<Set<string>> {
  const rows = await directory
    .select({ database: stores.database, movingTo: stores.movingTo })
    .from(stores)
    .where(isNotNull(stores.movingTo))
  return new Set(rows.flatMap((r) => [r.database, r.movingTo!]))
}

/**
 * The shops a switched move left rows of behind, by the database holding those rows: a move
 * switches the directory's routing, then deletes the source's copy and clears `moved_from`
 * (ADR 036). Interrupted in between, the copy stays where nothing routes to it, until
 * `shop:move` runs again; a job working on it would send a message twice or settle a payment on
 * a dead copy. The scheduled round and the after-request outbox run leave those shops' rows
 * alone on that database (row by row: the database's other shops are served). On
 * `stores_moved_from_idx` (migration 0030), which holds only them: none, nearly always.
 */
export async function leftoverShops(directory: DirectoryDb): Promise<Map<string, string[]>> {
  const rows = await directory
    .select({ id: stores.id, movedFrom: stores.movedFrom })
    .from(stores)
    .where(isNotNull(stores.movedFrom))
  const byDatabase = new Map<string, string[]>()
  for (const r of rows)
    byDatabase.set(r.movedFrom!, [...(byDatabase.get(r.movedFrom!) ?? []), r.id])
  return byDatabase
}

/**
 * A job's filter leaving out the shops `leftoverShops` lists for the database it works on (none:
 * no filter). A row with no shop (a platform message) is kept.
 */
export const notLeftBehind = (column: SQLiteColumn, leftovers: readonly string[] = []) =>
  leftovers.length === 0 ? undefined : or(isNull(column), notInArray(column, [...leftovers]))

/**
 * Where shop `storeId` lives, as its routing row says: the database's binding, and the one
 * `npm run shop:move` is copying it to (its writes wait meanwhile). Null: no such shop.
 */
export async function routeOfShop(ctx: Pick<RequestCtx, 'directory'>, storeId: string) {
  const row = await ctx.directory
    .select({ database: stores.database, movingTo: stores.movingTo })
    .from(stores)
    .where(eq(stores.id, storeId))
    .get()
  return row ?? null
}

/** The binding of the database holding shop `storeId`, as its routing row says; null: no such shop. */
export async function databaseOfShop(ctx: Pick<RequestCtx, 'directory'>, storeId: string) {
  return (await routeOfShop(ctx, storeId))?.database ?? null
}

export type PlacementRow = { name: string; open: boolean; shopCount: number }

/**
 * The database a new shop goes to: among those open for placement and bound to this worker,
 * the one holding the fewest shops (ties: the first listed). Shops, not bytes: a shop's size is
 * not known when it opens, and counts stay even as databases fill alike. Null when none is open.
 */
export function choosePlacement(rows: readonly PlacementRow[], bound: readonly string[]) {
  let best: PlacementRow | null = null
  for (const name of bound) {
    const row = rows.find((r) => r.name === name)
    if (row?.open && (!best || row.shopCount < best.shopCount)) best = row
  }
  return best?.name ?? null
}

/**
 * Reads the directory's list (a handful of rows) and places a new shop; see choosePlacement.
 * With a database per shop (libsql, `env.databases.createShopDatabase`), the shop's own
 * database is created and migrated here, before any of the shop's rows is written, and
 * registered in the directory (closed: it takes no other shop) so scheduled jobs visit it.
 */
export async function placeNewShop(
  directory: DirectoryDb,
  env: Env,
  shopId?: string,
): Promise<string> {
  const perShop = env.databases?.createShopDatabase
  if (perShop) return placeOnOwnDatabase(directory, perShop, shopId)
  const rows = await directory
    .select({
      name: shopDatabases.name,
      open: shopDatabases.open,
      shopCount: shopDatabases.shopCount,
    })
    .from(shopDatabases)
    .all()
  const chosen = choosePlacement(rows, databaseNames(env))
  if (!chosen) throw new Error('no database is open for new shops (shop_databases)')
  return chosen
}

async function placeOnOwnDatabase(
  directory: DirectoryDb,
  create: NonNullable<Databases['createShopDatabase']>,
  shopId: string | undefined,
) {
  if (!shopId) throw new Error('a database per shop needs the new shop id to name it')
  const name = perShopDatabaseName(shopId)
  await create(name)
  await directory.insert(shopDatabases).values({ name, open: false }).onConflictDoNothing()
  return name
}

/** One more shop on `name`: part of the batch creating the shop, so the count never drifts. */
export const countShopOn = (directory: DirectoryDb, name: string) =>
  directory
    .update(shopDatabases)
    .set({ shopCount: sql`${shopDatabases.shopCount} + 1` })
    .where(sql`${shopDatabases.name} = ${name}`)

/**
 * The database named `name` as this ctx reads it: in a request, within the request's D1 session
 * (ADR 037: the nearest replica for an anonymous read, the caller's own writes for a signed-in
 * one); in a scheduled job, the binding itself. Plain `Db`, for code visiting every database
 * (the directory among them); a shop's database is opened with `shopDatabase`.
 */
export const databaseIn = (ctx: Pick<RequestCtx, 'openDatabase' | 'env'>, name: string): Db =>
  ctx.openDatabase?.(name) ?? databaseNamed(ctx.env, name)

/** The database named `name`, opened for the shops its routing rows place there (ADR 045). */
export const shopDatabase = (ctx: Pick<RequestCtx, 'openDatabase' | 'env'>, name: string): ShopDb =>
  asShopDb(databaseIn(ctx, name))

/**
 * The ctx of a request acting for `store`: from here on `ctx.db` is the shop's database (the
 * directory stays `ctx.directory`). Resolved once per request from the shop's row, which the
 * request has already read (the account query, or the storefront's shop kept in memory). The
 * one way to a `ShopCtx` (ADR 045): the shop and its database never come apart.
 */
export function withShop<C extends RequestCtx>(ctx: C, store: StoreRef): C & ShopCtx {
  return { ...ctx, store, db: shopDatabase(ctx, store.database) }
}
