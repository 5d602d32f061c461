import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt } from './_columns'

/**
 * The databases that hold shops (directory only, ADR 036): one row per binding name ("DB",
 * "SHOP_DB_1", …). A database takes new shops only while `open`; `shopCount` is kept on
 * placement so choosing one never counts the shops themselves.
 */
export const shopDatabases = sqliteTable('shop_databases', {
  name: text('name').primaryKey(),
  open: integer('open', { mode: 'boolean' }).notNull().default(false),
  shopCount: integer('shop_count').notNull().default(0),
  createdAt: createdAt(),
})
export type ShopDatabaseRow = typeof shopDatabases.$inferSelect
