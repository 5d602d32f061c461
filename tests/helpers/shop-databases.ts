import { type DatabaseName, database, type Tenant } from './worker.ts'

type Row = Record<string, unknown>

/** A shop's catalogue tables, parents before the rows that point at them. */
const CATALOGUE = ['media', 'categories', 'products', 'product_variants', 'product_images']

/** Copies rows as they are from one database to another (same schema everywhere, ADR 036). */
export async function copyRows(
  table: string,
  where: string,
  params: unknown[],
  from: DatabaseName,
  to: DatabaseName,
) {
  const { results } = await database(from)
    .prepare(`SELECT * FROM ${table} WHERE ${where}`)
    .bind(...params)
    .all<Row>()
  for (const row of results) {
    const columns = Object.keys(row)
    await database(to)
      .prepare(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      )
      .bind(...columns.map((c) => row[c]))
      .run()
  }
  return results.length
}

/** The database holding the shop now, as the directory routes it. */
async function databaseOf(storeId: string): Promise<DatabaseName> {
  const row = await database('DB')
    .prepare('SELECT database FROM stores WHERE id = ?')
    .bind(storeId)
    .first<{ database: DatabaseName }>()
  if (!row) throw new Error(`no shop ${storeId} in the directory`)
  return row.database
}

/**
 * Puts a shop and its catalogue on shop database `to` by hand (the copy `shop:move` will make),
 * from wherever it lives now: its owner's (mirror) and shop rows first (the foreign keys of the
 * same schema), then its media, categories, products, variants and pictures, which then leave
 * the database they came from. The directory's routing row, and the shop's own, now name `to`.
 */
export async function placeCatalogueOn(tenant: Tenant, to: DatabaseName) {
  const id = tenant.store.id
  const from = await databaseOf(id)
  if (from === to) return
  await copyRows('users', 'id = ?', [tenant.user.id], from, to)
  await copyRows('stores', 'id = ?', [id], from, to)
  for (const table of CATALOGUE) {
    await copyRows(table, 'store_id = ?', [id], from, to)
  }
  for (const table of [...CATALOGUE].reverse()) {
    await database(from).prepare(`DELETE FROM ${table} WHERE store_id = ?`).bind(id).run()
  }
  for (const name of new Set<DatabaseName>(['DB', to])) {
    await database(name).prepare('UPDATE stores SET database = ? WHERE id = ?').bind(to, id).run()
  }
}

/** How many rows of `table` with this id database `name` holds. */
export const countIn = async (name: DatabaseName, table: string, id: string) =>
  (await database(name)
    .prepare(`SELECT count(*) AS n FROM ${table} WHERE id = ?`)
    .bind(id)
    .first<{ n: number }>())!.n
