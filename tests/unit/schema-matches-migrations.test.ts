import { type Client, createClient } from '@libsql/client'
import { sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as declared from '../../worker/db/schema/index.ts'
import { SQL_ONLY_TABLES } from '../../worker/db/schema/placement.ts'
import {
  declaredDatabase,
  migratedDatabase,
  type SchemaShape,
  schemaShape,
  shapeDifferences,
} from '../helpers/schema-shape.ts'

/*
 * Production databases are made by migrations/*.sql, partly written by hand; the services
 * query them through the tables declared in worker/db/schema. Two texts for one schema: a
 * column declared without its migration is a query failing in production, a migrated column
 * not declared is a value no service reads or writes (a NOT NULL one breaks every insert).
 * Here both are built in memory and compared as SQLite reports them: tables, columns (type,
 * NOT NULL, default, primary key), indexes (columns, unique, partial condition), foreign keys
 * and CHECK constraints.
 */

/** What drizzle cannot declare, made by the SQL alone on purpose. */
const SQL_ONLY = {
  // FTS5 virtual tables (their shadow tables are SQL_ONLY_TABLES in placement.ts).
  virtualTables: ['product_search: fts5'],
  triggers: [
    // The storefront's search index follows products and their category's name (0018, ADR 025).
    'product_search_insert',
    'product_search_update',
    'product_search_delete',
    'product_search_category',
    // The platform's counters kept on write, read by the admin instead of counting (0020).
    'platform_counters_users_insert',
    'platform_counters_users_update',
    'platform_counters_users_delete',
    'platform_counters_stores_insert',
    'platform_counters_stores_update',
    'platform_counters_stores_delete',
    'platform_counters_subscriptions_insert',
    'platform_counters_subscriptions_update',
    'platform_counters_subscriptions_delete',
    'platform_counters_contact_messages_insert',
    'platform_counters_contact_messages_update',
    'platform_counters_contact_messages_delete',
    'platform_counters_revenue_insert',
    'platform_counters_revenue_update',
    'platform_counters_revenue_delete',
    'platform_counters_subscription_requests_insert',
    'platform_counters_subscription_requests_delete',
    'platform_counters_products_insert',
    'platform_counters_products_delete',
    // Each shop's count of active products, which /stores sorts by (0023).
    'stores_product_count_insert',
    'stores_product_count_delete',
    'stores_product_count_update',
    // Each shop's count of delivered orders, its storefront facts and /stores (0040).
    'stores_delivered_orders_insert',
    'stores_delivered_orders_delete',
    'stores_delivered_orders_update',
  ],
}
const sqlOnlyTables = Object.keys(SQL_ONLY_TABLES)

let migratedDb: Client
let migrated: SchemaShape
let declaredShape: SchemaShape

beforeAll(async () => {
  migratedDb = await migratedDatabase()
  migrated = await schemaShape(migratedDb)
  declaredShape = await schemaShape(await declaredDatabase())
})

afterAll(() => migratedDb.close())

describe('the schema declared in worker/db/schema', () => {
  it('is the schema the migrations make: tables, columns, indexes, foreign keys, checks', () => {
    expect(Object.keys(declaredShape.tables).length).toBeGreaterThan(40)
    expect(shapeDifferences(migrated, declaredShape, sqlOnlyTables)).toEqual([])
  })

  it('leaves to the SQL only the FTS5 table, its shadow tables and the triggers listed here', () => {
    const migratedOnly = Object.keys(migrated.tables).filter((t) => !declaredShape.tables[t])
    expect(migratedOnly.sort()).toEqual(
      sqlOnlyTables.filter((t) => !SQL_ONLY.virtualTables.some((v) => v.startsWith(`${t}:`))),
    )
    expect(migrated.virtualTables).toEqual(SQL_ONLY.virtualTables)
    expect(migrated.triggers).toEqual([...SQL_ONLY.triggers].sort())
    expect(declaredShape.triggers).toEqual([])
  })
})

describe('the comparison', () => {
  const differencesAfter = async (sql: { migrated?: string; declared?: string }) => {
    const [m, d] = [await migratedDatabase(), await declaredDatabase()]
    try {
      if (sql.migrated) await m.executeMultiple(sql.migrated)
      if (sql.declared) await d.executeMultiple(sql.declared)
      return shapeDifferences(await schemaShape(m), await schemaShape(d), sqlOnlyTables)
    } finally {
      m.close()
      d.close()
    }
  }

  it('fails for a table declared without its migration', async () => {
    const loyalty = sqliteTable('loyalty_points', {
      id: text('id').primaryKey(),
      storeId: text('store_id').references(() => declared.stores.id),
    })
    const d = await schemaShape(await declaredDatabase({ ...declared, loyalty }))
    expect(shapeDifferences(migrated, d, sqlOnlyTables)).toEqual([
      'loyalty_points: declared in worker/db/schema, created by no migration',
    ])
  })

  it('fails for a column, an index or a foreign key on one side only', async () => {
    expect(
      await differencesAfter({
        migrated: [
          'ALTER TABLE stores ADD loyalty text;',
          "CREATE INDEX orders_total_idx ON orders (total) WHERE status = 'paid';",
          'ALTER TABLE customers ADD referrer_id text REFERENCES customers(id);',
        ].join('\n'),
        declared: 'ALTER TABLE products ADD featured integer DEFAULT 0 NOT NULL;',
      }),
    ).toEqual([
      'customers.referrer_id: migrated, not declared',
      'customers: foreign key referrer_id → customers(id) on delete no action on update no action migrated, not declared',
      'products.featured: declared, not migrated',
      'stores.loyalty: migrated, not declared',
      'index orders_total_idx: migrated, not declared',
    ])
  })

  it('fails for the same index on other columns, or without its partial condition', async () => {
    const recreate = (where: string) =>
      `DROP INDEX custom_domains_pending_idx; CREATE INDEX custom_domains_pending_idx ON custom_domains (${where});`
    expect(await differencesAfter({ migrated: recreate('hostname') })).toEqual([
      'index custom_domains_pending_idx: migrated {"table":"custom_domains","unique":false,"columns":["hostname"],"where":null}, declared {"table":"custom_domains","unique":false,"columns":["created_at"],"where":"verified_at is null"}',
    ])
    expect(await differencesAfter({ migrated: recreate('created_at') })).toHaveLength(1)
  })

  it('sees through spellings (true and 1, quotes, qualified columns), not through a change', async () => {
    const shapeOf = async (sql: string) => {
      const db = createClient({ url: ':memory:' })
      try {
        await db.executeMultiple(sql)
        return await schemaShape(db)
      } finally {
        db.close()
      }
    }
    const table = (column: string, where: string) =>
      `CREATE TABLE t (id text PRIMARY KEY NOT NULL, flag ${column}); CREATE INDEX t_idx ON t (id) WHERE ${where};`
    const drizzleSpelling = await shapeOf(
      table('integer DEFAULT true NOT NULL', '"t"."flag" is not null'),
    )
    const sameByHand = await shapeOf(table('INTEGER NOT NULL DEFAULT 1', '`flag` IS NOT NULL'))
    expect(shapeDifferences(sameByHand, drizzleSpelling)).toEqual([])
    const other = await shapeOf(table('integer DEFAULT 0', 'flag is null'))
    expect(shapeDifferences(other, drizzleSpelling)).toEqual([
      't.flag: migrated {"type":"INTEGER","notNull":false,"default":"0","pk":0}, declared {"type":"INTEGER","notNull":true,"default":"1","pk":0}',
      'index t_idx: migrated {"table":"t","unique":false,"columns":["id"],"where":"flag is null"}, declared {"table":"t","unique":false,"columns":["id"],"where":"flag is not null"}',
    ])
  })
})
