import type { BatchItem, BatchResponse } from 'drizzle-orm/batch'
import { drizzle } from 'drizzle-orm/d1'
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core'
import * as schema from './schema'

/**
 * The database every service receives. Typed as the common base of drizzle's D1 and libsql
 * drivers so the same services run on D1 (edge default) and on Turso (libsql) alike;
 * both are async SQLite with atomic `batch`.
 */
export type Db = BaseSQLiteDatabase<'async', unknown, typeof schema>

/*
 * Which database a handle is, in its type (ADR 045). Every table exists in every database (one
 * migrations folder, ADR 036), so a query against the wrong one compiles and runs, and reads
 * nothing or writes a row where nothing will find it. The brands make that mix-up a compile
 * error: a function writing shop rows takes a `ShopDb`, one writing platform rows a
 * `DirectoryDb`, and neither accepts the other. The symbols are declared, never created: the
 * brands exist only for the compiler and cost nothing at run time. `Db` stays for what really
 * runs on either (batching, the outbox, a job visiting every database).
 */
declare const directoryBrand: unique symbol
declare const shopBrand: unique symbol
/** The directory (binding `DB`): accounts, plans, subscriptions, shops' routing copies. */
export type DirectoryDb = Db & { readonly [directoryBrand]: true }
/** A shop's database, opened for that shop: its own rows (ADR 036, placement.ts). */
export type ShopDb = Db & { readonly [shopBrand]: true }

/**
 * The only places a handle gets its brand: where the directory is opened, and where a shop's
 * database is opened by the name its routing row gives (`shopDatabase`). The directory binding
 * may also hold shops placed before the split; opened through a shop's route it is that shop's
 * `ShopDb`, opened as the directory a `DirectoryDb`: the brand says the role, not the binding.
 */
export const asDirectoryDb = (db: Db) => db as DirectoryDb
export const asShopDb = (db: Db) => db as ShopDb

/**
 * No service uses drizzle's relational queries (`db.query.*`): the driver is built without the
 * schema, so it never builds that relational view (a third of a small request's CPU, issue 5)
 * nor ships its code. Still one instance per binding, which lives as long as the isolate: for
 * work outside a request's session (scheduled jobs, the isolate's shop lookup), on the primary.
 */
const instances = new WeakMap<D1Database, Db>()

export function createD1Db(d1: D1Database): Db {
  let db = instances.get(d1)
  if (!db) {
    db = drizzle(d1) as unknown as Db
    instances.set(d1, db)
  }
  return db
}

/**
 * Where a request's D1 session starts (ADR 037): `first-unconstrained` lets its first query go
 * to the nearest read replica, `first-primary` to the primary, and a bookmark to any copy at
 * least as new as it. Every later query of the session reads at least what the earlier ones saw.
 */
export type SessionStart = D1SessionConstraint | D1SessionBookmark

/** A request's database and the newest bookmark its queries have seen (null before the first). */
export type SessionDb = { db: Db; bookmark: () => D1SessionBookmark | null }

/**
 * One D1 session per request, never cached: a session carries its bookmark, so sharing one
 * between requests would mix their consistency. drizzle's D1 driver only calls `prepare` and
 * `batch` on its client (drizzle-orm 0.45 d1/session.js), which a session has too.
 */
export function createD1SessionDb(d1: D1Database, start: SessionStart): SessionDb {
  const session = d1.withSession(start)
  return {
    db: drizzle(session as unknown as D1Database) as unknown as Db,
    bookmark: () => session.getBookmark(),
  }
}

/** `batch` exists on both drivers but not on the shared base type. */
type Batchable = { batch: (queries: readonly unknown[]) => Promise<unknown[]> }
export function batch(db: Db, queries: readonly unknown[]): Promise<unknown[]> {
  return (db as unknown as Batchable).batch(queries)
}

type Reads = Readonly<[BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]>

/**
 * Several reads in one round trip: on D1 each query is a network request from the Worker, so
 * a storefront page sends its reads together instead of one after another.
 */
export function readBatch<T extends Reads>(db: Db, queries: T): Promise<BatchResponse<T>> {
  return batch(db, queries) as Promise<BatchResponse<T>>
}

export { schema }
