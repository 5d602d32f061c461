import { and, eq, inArray, sql } from 'drizzle-orm'
import { stockAfterOrder } from '#worker/services/orders/stock-write.ts'
import type { Db } from '../../db/client'
import { type ReadPlan, runPlan } from '../../db/read-plan'
import {
  customers,
  media,
  type OrderEventRow,
  type OrderItemRow,
  type OrderRow,
  orderItems,
  orders,
  type ProductRow,
  type ProductVariantRow,
  products,
  productVariants,
} from '../../db/schema/index'
import type { ShopDatabaseCtx } from '../../env'
import { ApiError, fieldError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { msg } from '../../schemas/messages'
import { type OrderReceipt, orderMsg } from '../../schemas/orders'
import { DEFAULT_COUNTRY_CODE, internationalPhone } from '../../schemas/phone'
import { mediaUrl } from '../media'
import { currentPrice } from '../products'
import type { Offer, OrderProblem, PricedLine } from './lines'
import { stockShortfall } from './lines'
import { getReceipt, loadOrderEvents, loadOrderItems, toReceipt } from './orders'

/**
 * The database side of an order, for the intake (order-intake.ts) and the merchant's recorded
 * sale (manual-sales.ts): what to read, as plans that join a batch, and what to write, as
 * statements that join one. The rules in between are order-lines.ts.
 */

/** The phone an order is for, as stored (international digits). */
export const phoneOf = (contact: { phone: string; phoneCountryCode?: string }) =>
  internationalPhone(contact.phoneCountryCode ?? DEFAULT_COUNTRY_CODE, contact.phone)

/** Each product of these ids still sold by this shop, with its variants, image and price now. */
export function offersPlan(
  db: Db,
  storeId: string,
  productIds: readonly string[],
  now: Date,
): ReadPlan<Map<string, Offer>> {
  const ids = [...new Set(productIds)]
  if (ids.length === 0) return { queries: [], decode: () => new Map() }
  return {
    queries: [
      db
        .select({ product: products, imageKey: media.key })
        .from(products)
        .leftJoin(media, and(eq(media.id, products.imageId), eq(media.storeId, storeId)))
        .where(
          and(
            eq(products.storeId, storeId),
            eq(products.status, 'active'),
            inArray(products.id, ids),
          ),
        ),
      db
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.storeId, storeId), inArray(productVariants.productId, ids))),
    ],
    decode: ([rows, variants]) =>
      offersOf(
        rows as { product: ProductRow; imageKey: string | null }[],
        variants as ProductVariantRow[],
        now,
      ),
  }
}

function offersOf(
  rows: { product: ProductRow; imageKey: string | null }[],
  variants: ProductVariantRow[],
  now: Date,
): Map<string, Offer> {
  return new Map(
    rows.map(({ product: p, imageKey }) => [
      p.id,
      {
        id: p.id,
        name: p.name,
        imageUrl: imageKey ? mediaUrl(imageKey) : null,
        sizes: p.sizes,
        colors: p.colors,
        stock: p.stock,
        unitPrice: currentPrice(p, now),
        categoryId: p.categoryId,
        variants: variants
          .filter((v) => v.productId === p.id)
          .map((v) => ({ id: v.id, size: v.size, color: v.color, stock: v.stock })),
      },
    ]),
  )
}

/** An order already made in this shop with this key: its row, and its lines and history. */
export type PriorOrder = { row: OrderRow; items: OrderItemRow[]; events: OrderEventRow[] }

/**
 * The order a key already made, read in the intake's batch. The lines and history come along
 * only when the answer is the whole receipt (the JSON API); a page only needs the row.
 */
export function priorOrderPlan(
  db: Db,
  storeId: string,
  key: string | undefined,
  full: boolean,
): ReadPlan<PriorOrder | null> {
  if (!key) return { queries: [], decode: () => null }
  const byKey = and(eq(orders.storeId, storeId), eq(orders.idempotencyKey, key))
  const orderId = db.select({ id: orders.id }).from(orders).where(byKey)
  const queries = [
    db.select().from(orders).where(byKey).limit(1),
    ...(full ? [loadOrderItems(db, storeId, orderId), loadOrderEvents(db, storeId, orderId)] : []),
  ]
  return {
    queries: queries as ReadPlan<unknown>['queries'],
    decode: ([rows, items, events]) => {
      const row = (rows as OrderRow[])[0]
      if (!row) return null
      return {
        row,
        items: (items as OrderItemRow[] | undefined) ?? [],
        events: (events as OrderEventRow[] | undefined) ?? [],
      }
    },
  }
}

/**
 * The order a repeated submit already made in this shop with this key, or null, read on its
 * own: after a batch lost to a concurrent submit with the same key. The key only opens an order
 * for the phone it was made for: the same key with another phone is refused (409) rather than
 * handing out someone's tracking link.
 */
export async function replayedOrder(
  ctx: ShopDatabaseCtx,
  storeId: string,
  key: string,
  phone: string,
): Promise<OrderReceipt | null> {
  const row = await ctx.db
    .select({ trackingToken: orders.trackingToken, phone: orders.phone })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.idempotencyKey, key)))
    .get()
  if (!row) return null
  if (row.phone !== phone) throw new ApiError('CONFLICT', orderMsg.idempotencyKeyReused)
  return getReceipt(ctx, row.trackingToken, storeId)
}

/** A receipt from rows already in hand (a repeat's read, a new order's RETURNING). */
export const receiptOf = (o: PriorOrder): OrderReceipt => toReceipt(o.row, o.items, o.events)

/** A refused order in the one error envelope: French message, the line's field, 4xx. */
export function orderProblemError(problem: OrderProblem): ApiError {
  switch (problem.kind) {
    case 'unavailable':
      return fieldError('NOT_FOUND', 'items', msg.productUnavailable)
    case 'cap':
      return fieldError(
        'UNPROCESSABLE',
        `items.${problem.index}.quantity`,
        msg.aboveOrderCap(problem.cap),
      )
    case 'line':
      return fieldError(problem.problem.code, problem.problem.path, problem.problem.message)
    case 'total':
      return fieldError('UNPROCESSABLE', 'items', orderMsg.totalTooLarge)
  }
}

/** The lines of an order as bought: a snapshot of name and price, kept if the product changes. */
export function orderItemsInsert(
  ctx: ShopDatabaseCtx,
  storeId: string,
  orderId: string,
  priced: PricedLine[],
) {
  return ctx.db.insert(orderItems).values(
    priced.map((p) => ({
      id: newId('oit'),
      storeId,
      orderId,
      productId: p.offer.id,
      variantId: p.variant?.id ?? null,
      productName: p.offer.name,
      unitPrice: p.unitPrice,
      quantity: p.line.quantity,
      size: p.line.size || null,
      color: p.line.color || null,
      lineTotal: p.lineTotal,
    })),
  )
}

/**
 * The stock an order takes, for its batch: a decrement the `stock >= 0` CHECK refuses past
 * zero, so the batch (and the whole order) fails rather than oversell. A product with variants
 * keeps its stock equal to their sum: both move together.
 */
export function stockStatements(ctx: ShopDatabaseCtx, storeId: string, priced: PricedLine[]) {
  return priced.flatMap((p) => [
    ctx.db
      .update(products)
      .set({ stock: stockAfterOrder(p.offer.stock, p.line.quantity) })
      .where(and(eq(products.id, p.offer.id), eq(products.storeId, storeId))),
    ...(p.variant
      ? [
          ctx.db
            .update(productVariants)
            .set({ stock: sql`${productVariants.stock} - ${p.line.quantity}` })
            .where(and(eq(productVariants.id, p.variant.id), eq(productVariants.storeId, storeId))),
        ]
      : []),
  ])
}

/** The customer kept by phone (one per shop and number), found again by the order's row. */
export function customerOfPhone(storeId: string, phone: string) {
  return sql`(select ${customers.id} from ${customers} where ${customers.storeId} = ${storeId} and ${customers.phone} = ${phone})`
}

/**
 * The batch failed its stock CHECK: someone bought the last units between our read and our
 * write. Says which line, with the stock as it is now (a 409). Only on this failure: a read
 * more, never on an order that goes through.
 */
export async function explainStockConflict(
  ctx: ShopDatabaseCtx,
  storeId: string,
  priced: PricedLine[],
): Promise<never> {
  const ids = priced.map((p) => p.offer.id)
  const fresh = await runPlan(ctx.db, offersPlan(ctx.db, storeId, ids, ctx.now))
  const short = stockShortfall(
    priced.map((p) => {
      const now = fresh.get(p.offer.id)
      const variant = p.variant && now?.variants.find((v) => v.id === p.variant!.id)
      const stock = p.variant ? (variant?.stock ?? 0) : (now?.stock ?? 0)
      return { holder: { ...p.holder, stock }, quantity: p.line.quantity }
    }),
  )
  if (short) throw fieldError(short.code, short.path, short.message)
  throw new ApiError('CONFLICT', msg.outOfStock(priced[0]!.offer.name, 0))
}
