import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { ORDER_STATUSES } from '../../schemas/order-status'
import { createdAt } from './_columns'
import { orders } from './orders'
import { stores } from './stores'

/** An order's history: every status it went through, with the message sent to the customer. */
export const orderEvents = sqliteTable(
  'order_events',
  {
    id: text('id').primaryKey(), // oev_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    message: text('message'),
    actor: text('actor', { enum: ['shopper', 'merchant', 'system', 'courier'] }).notNull(),
    /** Who, by name, when it is not the merchant's own account: the courier, or the staff member. */
    actorName: text('actor_name'),
    /** The account behind a `merchant` step: the owner's or a staff member's (ADR 055). */
    actorUserId: text('actor_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.storeId, t.orderId, t.createdAt)],
)
export type OrderEventRow = typeof orderEvents.$inferSelect
