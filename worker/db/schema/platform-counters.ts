import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * The admin Tableau de Bord's figures, kept on write by the triggers of migration 0020 (ADR 034):
 * one row per counter name (`shops`, `signups:<day>`, `subscriptions:plan:<id>` …). Never written
 * by the services: every write to the counted rows moves them, in the same statement.
 */
export const platformCounters = sqliteTable('platform_counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull().default(0),
})
export type PlatformCounterRow = typeof platformCounters.$inferSelect
