import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { eq } from 'drizzle-orm'
import { afterEach, beforeAll } from 'vitest'
import { createShopDatabase, migratedTemplate } from '../../scripts/lib/libsql-databases.ts'
import { asDirectoryDb, type Db, type DirectoryDb, type ShopDb } from '../../worker/db/client.ts'
import { withShop } from '../../worker/db/databases.ts'
import { libsqlDatabases } from '../../worker/db/libsql.ts'
import { media, stores } from '../../worker/db/schema/index.ts'
import type { Env, RequestCtx, StoreCtx } from '../../worker/env.ts'
import { newId } from '../../worker/lib/ids.ts'
import { signup } from '../../worker/services/auth.ts'
import { createStore, toStoreRef } from '../../worker/services/stores.ts'

const testEnv = (env: Partial<Env>) =>
  ({
    ENVIRONMENT: 'test',
    JWT_SECRET: 'x'.repeat(48),
    PASSWORD_PEPPER: 'p'.repeat(24),
    APP_URL: 'https://boutiko.test',
    ...env,
  }) as Env

/**
 * A ctx on the directory binding alone, as a test or a script without a split sees it: the
 * directory, and the shops it holds, by role both (ADR 045).
 */
export type OneDatabaseCtx = RequestCtx & { db: DirectoryDb & ShopDb }

const jobCtx = (db: Db, env: Env): OneDatabaseCtx => ({
  db: db as DirectoryDb & ShopDb,
  directory: asDirectoryDb(db),
  env,
  requestId: 'test',
  now: new Date(),
  user: null,
  store: null,
  effects: { deliverOutbox: false },
})

/** A fresh migrated SQLite file (a copy of the template); the caller removes it. */
export async function migratedSqliteFile(): Promise<string> {
  const file = join(tmpdir(), `boutiko-${process.pid}-${Math.random().toString(36).slice(2)}.db`)
  copyFileSync(await migratedTemplate(), file)
  return file
}

/**
 * A fresh SQLite file through libsql (the Turso driver) with every migration applied: runs
 * the services in Node without a Worker, and proves they are not tied to D1. Each is a copy of
 * one migrated file: migrating every test's database took seconds on a loaded machine. The
 * file is the directory `DB` and the only database, reached by name like any other
 * (`env.databases`), so a shop placed on `DB` routes back to it.
 */
export async function libsqlCtx(
  env: Partial<Env> = {},
): Promise<{ ctx: OneDatabaseCtx; cleanup: () => void }> {
  const file = join(tmpdir(), `boutiko-${process.pid}-${Math.random().toString(36).slice(2)}.db`)
  copyFileSync(await migratedTemplate(), file)
  const databases = libsqlDatabases({ databases: [['DB', `file:${file}`]] })
  const ctx = jobCtx(databases.open('DB'), testEnv({ ...env, databases }))
  return {
    ctx,
    cleanup: () => {
      databases.close()
      rmSync(file, { force: true })
    },
  }
}

/**
 * A fresh platform for each test of the file, removed after it: `const platform =
 * await newPlatform('groups')`. Every database copies one migrated file, made once before the
 * first test's clock runs.
 */
export function libsqlPlatformPerTest() {
  let current: LibsqlPlatform | undefined
  beforeAll(() => migratedTemplate())
  afterEach(() => {
    current?.cleanup()
    current = undefined
  })
  return async (placement: 'groups' | 'per-shop', env: Partial<Env> = {}) => {
    current = await libsqlPlatform(placement, env)
    return current
  }
}

export type LibsqlPlatform = {
  /** The directory's ctx, its databases reached by name through libsql (`env.databases`). */
  ctx: OneDatabaseCtx
  /** The file of each configured database, by name; a shop's own database is `shopFile(name)`. */
  files: Record<string, string>
  shopFile: (name: string) => string
  cleanup: () => void
}

/**
 * A platform on local libsql files, routed as ADR 036 says. `groups`: the directory `DB` and
 * two shop databases, both open for placement (the directory closed, as once shops leave
 * it). `per-shop`: the directory alone, each new shop's database made at placement under
 * `shops/` (created and migrated by the same code an operator runs).
 */
export async function libsqlPlatform(
  placement: 'groups' | 'per-shop',
  env: Partial<Env> = {},
): Promise<LibsqlPlatform> {
  const dir = mkdtempSync(join(tmpdir(), `boutiko-${process.pid}-platform-`))
  const names = placement === 'groups' ? ['DB', 'SHOP_DB_1', 'SHOP_DB_2'] : ['DB']
  const files = Object.fromEntries(names.map((name) => [name, join(dir, `${name}.db`)]))
  for (const file of Object.values(files)) copyFileSync(await migratedTemplate(), file)
  const shopFile = (name: string) => join(dir, 'shops', `${name}.db`)
  const databases = libsqlDatabases({
    databases: names.map((name) => [name, `file:${files[name]}`] as const),
    ...(placement === 'per-shop' && {
      perShop: { url: `file:${shopFile('{name}')}`, create: createShopDatabase },
    }),
  })
  const ctx = jobCtx(databases.open('DB'), testEnv({ ...env, databases }))
  if (placement === 'groups') {
    await rawSql(
      files.DB!,
      "UPDATE shop_databases SET open = 0 WHERE name = 'DB'",
      "INSERT INTO shop_databases (name, open) VALUES ('SHOP_DB_1', 1), ('SHOP_DB_2', 1)",
    )
  }
  return {
    ctx,
    files,
    shopFile,
    cleanup: () => {
      databases.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Statements on a database file through a client of its own, apart from the routing. */
export async function rawSql(file: string, ...statements: string[]) {
  const client = createClient({ url: `file:${file}` })
  try {
    const results = []
    for (const statement of statements) results.push(await client.execute(statement))
    return results
  } finally {
    client.close()
  }
}

/** How many rows of `table` belong to shop `storeId` in the database file `file`. */
export async function shopRowsIn(file: string, table: string, storeId: string) {
  const client = createClient({ url: `file:${file}` })
  try {
    const column = table === 'stores' ? 'id' : 'store_id'
    const { rows } = await client.execute({
      sql: `SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`,
      args: [storeId],
    })
    return Number(rows[0]!.n)
  } finally {
    client.close()
  }
}

/** A merchant signs up and opens a shop, through the services (ADR 036: placed at creation). */
export async function openShop(ctx: RequestCtx, n: number): Promise<StoreCtx> {
  const session = await signup(ctx, {
    firstName: 'Awa',
    lastName: `${n}`,
    identifierType: 'phone',
    emailOrPhone: `+226 70 00 10 0${n}`,
    password: 'secret1',
    confirmPass: 'secret1',
    termCondition: true,
  })
  const user = { id: session.user.id, role: 'user' as const }
  const store = await createStore(
    { ...ctx, user },
    { name: `Boutique ${n}`, phone: `7000100${n}`, email: `awa${n}@example.com` },
    null,
  )
  return routed(ctx, store.slug)
}

/** A shop as a request finds it: its routing row in the directory, then its database. */
export async function routed(ctx: RequestCtx, slug: string): Promise<StoreCtx> {
  const row = (await ctx.directory.select().from(stores).where(eq(stores.slug, slug)).get())!
  return withShop({ ...ctx, user: { id: row.ownerId, role: 'user' } }, toStoreRef(row))
}

/**
 * A picture's row in the shop's database, as the upload (`putImage`) writes it: what a product
 * needs before it is created. `size`: its width and height. Returns its id.
 */
export async function addPicture(shop: StoreCtx, size: [number, number] = [1, 1]) {
  const imageId = newId('med')
  await shop.db.insert(media).values({
    id: imageId,
    storeId: shop.store.id,
    key: `s/${shop.store.id}/${imageId}.png`,
    contentType: 'image/png',
    bytes: 10,
    width: size[0],
    height: size[1],
  })
  return imageId
}
