import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, updatedAt } from './_columns'
import { stores } from './stores'

/** A shop's customers, matched by phone within the shop (one row per phone per shop). */
export const customers = sqliteTable(
  'customers',
  {
    id: text('id').primaryKey(), // cus_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    address: text('address'),
    city: text('city'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customers_store_idx').on(t.storeId, t.createdAt),
    uniqueIndex('customers_store_phone_uq').on(t.storeId, t.phone),
  ],
)
export type CustomerRow = typeof customers.$inferSelect
