import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt } from './_columns'
import { stores } from './stores'

/** Every file a shop uploaded to R2. Keys are generated, never taken from the upload's name. */
export const media = sqliteTable(
  'media',
  {
    id: text('id').primaryKey(), // med_…
    storeId: text('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  // By key: the logo and its copies, read with every GET /api/store (stores.ts). It serves the
  // shop's lookups (and its cascade) as well, as its first column.
  (t) => [index('media_store_key_idx').on(t.storeId, t.key)],
)
export type MediaRow = typeof media.$inferSelect
