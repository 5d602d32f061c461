/**
 * Node side of the libsql routing (ADR 036, "libsql"): the databases named in the
 * environment, and the making of a shop's own database when each shop has one. The Worker
 * never imports this (nor `worker/db/libsql.ts`): on Cloudflare the databases are D1 bindings.
 *
 *   LIBSQL_DATABASES="DB=libsql://dir-org.turso.io,SHOP_DB_1=libsql://shops-1-org.turso.io"
 *   LIBSQL_AUTH_TOKEN=…                       (a group token; none for local files)
 *   LIBSQL_PLACEMENT=per-shop                 (default: groups, several shops to a database)
 *   LIBSQL_SHOP_URL="file:/data/shops/{name}.db"   (per-shop: where a new shop's database is)
 */
import { constants, copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient } from '@libsql/client'
import { libsqlDatabases, parseLibsqlDatabases } from '../../worker/db/libsql.ts'

const MIGRATIONS = fileURLToPath(new URL('../../migrations/', import.meta.url))

/** Every migration applied once per process to one file, which new databases then copy. */
let template: Promise<string> | undefined
export function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const file = join(tmpdir(), `boutiko-${process.pid}-template.db`)
    rmSync(file, { force: true })
    const client = createClient({ url: `file:${file}` })
    try {
      // A template copied before use: no journal and no fsync per statement while it is built
      // (45 migrations took 7 s on a busy disk, longer than a test may wait).
      await client.executeMultiple('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;')
      for (const name of readdirSync(MIGRATIONS)
        .filter((f) => f.endsWith('.sql'))
        .sort()) {
        const text = readFileSync(join(MIGRATIONS, name), 'utf8')
        await client.executeMultiple(text.replaceAll('--> statement-breakpoint', ''))
      }
    } finally {
      client.close()
    }
    return file
  })()
  return template
}

/** The path of a local file database's URL (`file:/a/b.db`, `file:///a/b.db`, `file:rel.db`). */
export const filePath = (url: string) =>
  url.startsWith('file://') ? fileURLToPath(url) : url.slice('file:'.length)

/**
 * Makes a shop's own database, migrated, before its rows are written. A local file is a copy
 * of the migrated template; an existing file is never overwritten (it would be another
 * shop's). A Turso database is not created from here: see `tursoDatabaseToCreate`.
 */
export async function createShopDatabase(name: string, url: string): Promise<void> {
  if (!url.startsWith('file:')) throw new Error(tursoDatabaseToCreate(name))
  const path = filePath(url)
  mkdirSync(dirname(path), { recursive: true })
  copyFileSync(await migratedTemplate(), path, constants.COPYFILE_EXCL)
}

/**
 * What creating a shop's Turso database takes, not built here (no Turso account to test it
 * against): the Platform API's `POST https://api.turso.tech/v1/organizations/{org}/databases`
 * with a platform API token and `{"name", "group", "seed": {"type": "database", "name":
 * "<a database migrated to the last migration>"}}` (as `turso db create --from-db`), so the
 * new database starts migrated; then its URL is `libsql://{name}-{org}.turso.io`.
 */
export const tursoDatabaseToCreate = (name: string) =>
  `database ${name}: creating a Turso database per shop is not built; create it with the ` +
  'Turso Platform API (POST /v1/organizations/{org}/databases, seeded from a migrated ' +
  'database), see ADR 036 "libsql"'

/** The libsql databases an environment names (see the header); null when it names none. */
export function libsqlDatabasesFromEnv(vars: Record<string, string | undefined> = process.env) {
  if (!vars.LIBSQL_DATABASES) return null
  const perShop = vars.LIBSQL_PLACEMENT === 'per-shop'
  if (perShop && !vars.LIBSQL_SHOP_URL?.includes('{name}'))
    throw new Error('LIBSQL_PLACEMENT=per-shop needs LIBSQL_SHOP_URL with {name}')
  return libsqlDatabases({
    databases: parseLibsqlDatabases(vars.LIBSQL_DATABASES),
    authToken: vars.LIBSQL_AUTH_TOKEN,
    ...(perShop && { perShop: { url: vars.LIBSQL_SHOP_URL!, create: createShopDatabase } }),
  })
}
