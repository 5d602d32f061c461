import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt } from './_columns'
import { stores } from './stores'

/** A notice's alert in its own words (a plan's receipt), per channel; the recipient comes later. */
export type WaitingNoticeMessages = Record<
  'email' | 'whatsapp',
  { template: string; subject: string; body: string; params?: string[] }
>

/**
 * A platform notice to a shop being moved (`shop:move`, ADR 036), in the directory (migration
 * 0031): a subscription change the directory already holds, told to the merchant once the move
 * is over. Written to neither copy of the shop meanwhile, which would fail the move's
 * verification or be lost with the source; the scheduled round writes it to the shop's database
 * (bell, alerts, cache key) and deletes it. Its id is the notification's, so a round stopped
 * between the two writes tells the merchant once.
 */
export const shopNoticesWaiting = sqliteTable(
  'shop_notices_waiting',
  {
    id: text('id').primaryKey(), // ntf_…, the notification's id once written
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The change shows on the storefront: its cache key is bumped with the notice. */
    bumpVersion: integer('bump_version', { mode: 'boolean' }).notNull().default(false),
    /** Null: the subscription notice's own words. */
    messages: text('messages', { mode: 'json' }).$type<WaitingNoticeMessages>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('shop_notices_waiting_created_idx').on(t.createdAt),
    index('shop_notices_waiting_store_idx').on(t.storeId),
  ],
)
export type ShopNoticeWaitingRow = typeof shopNoticesWaiting.$inferSelect
