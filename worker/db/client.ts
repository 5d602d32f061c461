import { drizzle } from 'drizzle-orm/d1'
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core'
import * as schema from './schema'

/**
 * The database every service receives. Typed as the common base of drizzle's D1 and libsql
 * drivers so the same services run on D1 (edge default) and on Turso (libsql) alike;
 * both are async SQLite with atomic `batch`.
 */
export type Db = BaseSQLiteDatabase<'async', unknown, typeof schema>

export function createD1Db(d1: D1Database): Db {
  return drizzle(d1, { schema }) as unknown as Db
}

/** `batch` exists on both drivers but not on the shared base type. */
export type Batchable = { batch: (queries: readonly unknown[]) => Promise<unknown[]> }
export function batch(db: Db, queries: readonly unknown[]): Promise<unknown[]> {
  return (db as unknown as Batchable).batch(queries)
}

export { schema }
