import { sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { updatedAt } from './_columns'
import { users } from './users'

/**
 * The administrator's platform settings: one row per key, its value one JSON document checked
 * by that key's schema (`schemas/platform-settings.ts`). A new setting needs no migration, and
 * saving one page never overwrites another page's settings.
 */
export const platformSettings = sqliteTable('platform_settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).$type<unknown>().notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
})
export type PlatformSettingRow = typeof platformSettings.$inferSelect
