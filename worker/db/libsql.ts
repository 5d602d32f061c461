import { type Client, createClient } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import type { Databases } from '../env'
import type { Db } from './client'
import { DIRECTORY, isPerShopDatabaseName } from './databases'
import * as schema from './schema'

/**
 * The same schema and services on libsql: Turso in production, a SQLite file for Node-side
 * tooling and tests. Only Node code imports this file; the Worker bundle uses D1.
 */
export function createLibsqlDb(url: string, authToken?: string): Db {
  return drizzle(createClient({ url, authToken }), { schema }) as unknown as Db
}

export type LibsqlConfig = {
  /** Every named database, the directory (`DB`) first: name → URL (`libsql://…`, `file:…`). */
  databases: ReadonlyArray<readonly [name: string, url: string]>
  /** One token for every database (a Turso group token); none for local files. */
  authToken?: string
  /**
   * A database per shop: each new shop gets its own, at `url` with `{name}` replaced by the
   * shop's database name (`file:/data/shops/{name}.db`, `libsql://{name}-org.turso.io`);
   * `create` makes and migrates it before the shop's rows are written.
   */
  perShop?: { url: string; create: (name: string, url: string) => Promise<void> }
}

/** `LIBSQL_DATABASES`: "DB=libsql://dir-x.turso.io,SHOP_DB_1=libsql://…" → [name, url] pairs. */
export function parseLibsqlDatabases(value: string): [string, string][] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const at = item.indexOf('=')
      const [name, url] = [item.slice(0, at).trim(), item.slice(at + 1).trim()]
      if (at < 1 || !url) throw new Error(`LIBSQL_DATABASES: "${item}" is not NAME=url`)
      return [name, url]
    })
}

/**
 * The libsql side of the database seam (ADR 036, "libsql"): databases by name over
 * `@libsql/client`, one client per database kept for the process's life (as D1's drizzle
 * instance per binding is for the isolate's). A name neither configured nor a shop's own
 * database throws: a shop is never silently read from another database.
 */
export function libsqlDatabases(config: LibsqlConfig): Databases & { close: () => void } {
  const urls = new Map(config.databases)
  if (!urls.has(DIRECTORY))
    throw new Error(`LIBSQL_DATABASES must name the directory, ${DIRECTORY}`)
  const perShop = config.perShop
  const urlOf = (name: string) =>
    urls.get(name) ??
    (perShop && isPerShopDatabaseName(name) ? perShop.url.replaceAll('{name}', name) : undefined)
  const clients = new Map<string, { client: Client; db: Db }>()
  const open = (name: string): Db => {
    const known = clients.get(name)
    if (known) return known.db
    const url = urlOf(name)
    if (!url) throw new Error(`database ${name} is not configured (LIBSQL_DATABASES)`)
    const client = createClient({ url, authToken: config.authToken })
    const db = drizzle(client, { schema }) as unknown as Db
    clients.set(name, { client, db })
    return db
  }
  return {
    names: () => [...urls.keys()].sort((a, b) => Number(b === DIRECTORY) - Number(a === DIRECTORY)),
    open,
    ...(perShop && {
      createShopDatabase: (name: string) => perShop.create(name, urlOf(name)!),
    }),
    close: () => {
      for (const { client } of clients.values()) client.close()
      clients.clear()
    },
  }
}
