import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, updatedAt } from './_columns'
import { stores } from './stores'

export const categories = sqliteTable(
  'categories',
  {
    id: text('id').primaryKey(), // cat_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('categories_store_idx').on(t.storeId),
    uniqueIndex('categories_store_name_uq').on(t.storeId, t.name),
  ],
)
export type CategoryRow = typeof categories.$inferSelect
