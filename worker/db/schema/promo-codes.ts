import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core'
import { PROMO_KINDS } from '../../schemas/promo-codes'
import { createdAt, updatedAt } from './_columns'
import { stores } from './stores'

/**
 * Marketing › Codes promo (issue 26): a code the shopper types at checkout ("TABASKI10"),
 * stored normalised (upper case, no spaces) so two codes that read the same are one.
 *
 * `uses` is counted inside the order's own write batch: its CHECK refuses the use past
 * `maxUses`, which rolls the whole order back, so shoppers racing for the last use give exactly
 * one order with the discount (as the stock's CHECK refuses an oversell).
 */
export const promoCodes = sqliteTable(
  'promo_codes',
  {
    id: text('id').primaryKey(), // prm_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** `percent`: value is 1 to 100; `amount`: value is minor units of the shop's currency. */
    kind: text('kind', { enum: PROMO_KINDS }).notNull(),
    value: integer('value').notNull(),
    /** The lines' subtotal (before delivery) from which the code applies; null = any. */
    minOrder: integer('min_order'),
    /** Shop-local days (YYYY-MM-DD), both included; null = no limit. */
    startsOn: text('starts_on'),
    endsOn: text('ends_on'),
    /** Uses in all; null = unlimited. */
    maxUses: integer('max_uses'),
    /** Uses per shopper's phone; null = unlimited. */
    maxUsesPerPhone: integer('max_uses_per_phone'),
    /** JSON array of category ids; null = every product. */
    categoryIds: text('category_ids', { mode: 'json' }).$type<string[]>(),
    /** "Livraison offerte": the order's delivery fee becomes 0. */
    freeDelivery: integer('free_delivery', { mode: 'boolean' }).notNull().default(false),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    /** Orders holding a use now (a cancelled, expired or refused order gives its use back). */
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_store_code_uq').on(t.storeId, t.code),
    check(
      'promo_codes_uses_within_max',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`,
    ),
  ],
)
export type PromoCodeRow = typeof promoCodes.$inferSelect

/**
 * A code's uses per shopper's phone, counted in the order's batch like `promo_codes.uses`: the
 * cap is copied from the code on each use, so its CHECK refuses the use past it.
 */
export const promoCodePhones = sqliteTable(
  'promo_code_phones',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    promoCodeId: text('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    uses: integer('uses').notNull().default(0),
    cap: integer('cap'),
  },
  (t) => [
    // A phone's uses of a code: one row, its key (shop:move copies rows by their primary key).
    primaryKey({ columns: [t.promoCodeId, t.phone] }),
    index('promo_code_phones_store_idx').on(t.storeId),
    check(
      'promo_code_phones_uses_within_cap',
      sql`${t.uses} >= 0 and (${t.cap} is null or ${t.uses} <= ${t.cap})`,
    ),
  ],
)
