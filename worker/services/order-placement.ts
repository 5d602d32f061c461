import { and, eq, inArray, sql } from 'drizzle-orm'
import { stockAfterOrder } from '#worker/services/order-stock-write.ts'
import { batch } from '../db/client'
import {
  customers,
  orderEvents,
  orderItems,
  orders,
  type ProductRow,
  type ProductVariantRow,
  products,
  productVariants,
  type StoreRow,
} from '../db/schema'
import type { RequestCtx } from '../env'
import { appUrl } from '../lib/config'
import { ApiError, fieldError, isConstraintError } from '../lib/errors'
import { newId, newOrderNumber, newSecretToken } from '../lib/ids'
import { msg } from '../schemas/messages'
import { type OrderCreateInput, type OrderReceipt, orderMsg } from '../schemas/orders'
import type { CheckoutMethod } from '../schemas/payments'
import { DEFAULT_COUNTRY_CODE, internationalPhone } from '../schemas/phone'
import { queueMerchantAlert } from './merchant-alerts'
import { queueShopMessage, settleCrossShop, shopOwnerOf, takeCrossShop } from './message-gate'
import {
  orderPlacedForMerchant,
  orderPlacedNotice,
  orderReceiptForShopper,
} from './message-templates'
import { notifyStore } from './notifications'
import { getReceipt } from './orders'
import { chosenMethod, shopPaymentOptions } from './payments/options'
import { currentPrice } from './products'
import { bumpStoreVersion } from './stores'

type Line = OrderCreateInput['items'][number]
const lineKey = (l: Line) => `${l.productId}|${l.size ?? ''}|${l.color ?? ''}`

/** The same product asked twice (two lines) counts once, with the quantities added. */
function mergeLines(items: Line[]) {
  const byKey = new Map<string, Line>()
  for (const item of items) {
    const prev = byKey.get(lineKey(item))
    byKey.set(lineKey(item), prev ? { ...prev, quantity: prev.quantity + item.quantity } : item)
  }
  return [...byKey.values()]
}

/**
 * A shopper's order, once per idempotency key: a repeated submit with the key (double tap,
 * lost answer, concurrent or not) gets the order the key already made and creates nothing;
 * the key's unique index decides between concurrent ones.
 */
export async function placeOrder(
  ctx: RequestCtx,
  store: StoreRow,
  input: OrderCreateInput,
  opts: { idempotencyKey?: string } = {},
): Promise<OrderReceipt> {
  const key = opts.idempotencyKey
  if (!key) return createOrder(ctx, store, input)
  const phone = phoneOf(input)
  const prior = await replayedOrder(ctx, store.id, key, phone)
  if (prior) return prior
  try {
    return await createOrder(ctx, store, input, key)
  } catch (err) {
    // A concurrent submit with the same key won: its batch made ours fail (on the key's unique
    // index, or on the last unit's stock). Its order is the answer to ours too.
    const winner = await replayedOrder(ctx, store.id, key, phone)
    if (winner) return winner
    throw err
  }
}

/**
 * Prices come from the database, never the request. Stock is taken in the same atomic batch
 * as the order: the `stock >= 0` CHECK makes a write that would oversell fail, and the whole
 * batch (customer, order, items, messages) rolls back.
 */
async function createOrder(
  ctx: RequestCtx,
  store: StoreRow,
  input: OrderCreateInput,
  idempotencyKey?: string,
): Promise<OrderReceipt> {
  const lines = mergeLines(input.items)
  assertWithinCap(input.items, lines, store.maxOrderQuantity)
  const priced = await priceLines(ctx, store.id, lines)
  const method = chosenMethod(await shopPaymentOptions(ctx, store), input.paymentMethod)
  const order = {
    ...newOrder(store, input, priced),
    ...paymentTerms(ctx, store, method),
    idempotencyKey: idempotencyKey ?? null,
  }
  const receipt = await shopperReceipt(ctx, store, order)
  try {
    await batch(ctx.db, [
      ...(await orderStatements(ctx, store, input, order, priced)),
      receipt.statement,
    ])
  } catch (err) {
    if (!isConstraintError(err, 'CHECK')) throw err
    await explainStockConflict(ctx, store.id, priced)
  } finally {
    // The receipt's place across shops, taken before the batch, is given back unless it leaves.
    await settleCrossShop(ctx, receipt.crossShop)
  }
  return getReceipt(ctx, order.trackingToken, store.id)
}

/** The phone an order is for, as stored (international digits). */
export const phoneOf = (contact: Pick<OrderCreateInput, 'phone' | 'phoneCountryCode'>) =>
  internationalPhone(contact.phoneCountryCode ?? DEFAULT_COUNTRY_CODE, contact.phone)

/**
 * The order a repeated submit already made in this shop with this key, or null. The key only
 * opens an order for the phone it was made for: the same key with another phone is refused
 * (409) rather than handing out someone's tracking link.
 */
export async function replayedOrder(
  ctx: RequestCtx,
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

/**
 * The shop's cap on one line (same product, size and colour, over every line that asks for
 * it): one anonymous order can never take a whole product's stock (ADR 015).
 */
function assertWithinCap(items: OrderCreateInput['items'], lines: Line[], max: number) {
  const over = lines.find((l) => l.quantity > max)
  if (!over) return
  const index = items.findIndex((i) => lineKey(i) === lineKey(over))
  const message = msg.aboveOrderCap(max)
  throw fieldError('UNPROCESSABLE', `items.${index}.quantity`, message)
}

export type PricedLine = {
  line: Line
  product: ProductRow
  variant: ProductVariantRow | null
  unitPrice: number
  lineTotal: number
}

/** Each line with its product, variant and current price, read from this shop's active products. */
export async function priceLines(
  ctx: RequestCtx,
  storeId: string,
  lines: Line[],
): Promise<PricedLine[]> {
  const ids = [...new Set(lines.map((l) => l.productId))]
  const rows = await ctx.db
    .select()
    .from(products)
    .where(
      and(eq(products.storeId, storeId), eq(products.status, 'active'), inArray(products.id, ids)),
    )
  const byId = new Map(rows.map((r) => [r.id, r]))
  const variants = await loadVariants(ctx, storeId, ids)
  const priced = lines.map((line) => {
    const product = byId.get(line.productId)
    if (!product) throw fieldError('NOT_FOUND', 'items', msg.productUnavailable)
    assertChoice(product.sizes, line.size, 'size', msg.chooseSize)
    assertChoice(product.colors, line.color, 'color', msg.chooseColor)
    const variant = pickVariant(variants.get(product.id), line)
    const unitPrice = currentPrice(product, ctx.now)
    return { line, product, variant, unitPrice, lineTotal: unitPrice * line.quantity }
  })
  assertStock(
    priced.map((p) => ({ holder: stockHolder(p.product, p.variant), quantity: p.line.quantity })),
  )
  return priced
}

/**
 * How the order is paid. Online payment and direct transfer hold the stock for the shop's delay,
 * then the order expires (services/payments/expiry) unless paid or a reference awaits the merchant.
 */
function paymentTerms(ctx: RequestCtx, store: StoreRow, method: CheckoutMethod) {
  const waits = method === 'online' || method === 'transfer'
  return {
    paymentMethod: method,
    paymentDueAt: waits ? new Date(ctx.now.getTime() + store.paymentDelayMinutes * 60_000) : null,
  }
}

/** The order row: contact, totals and secret tracking token (the customer found by phone). */
function newOrder(store: StoreRow, input: OrderCreateInput, priced: PricedLine[]) {
  const phone = phoneOf(input)
  const total = priced.reduce((sum, p) => sum + p.lineTotal, 0)
  // Past 2^53 a number no longer holds every integer: the total would be silently wrong.
  if (!Number.isSafeInteger(total))
    throw fieldError('UNPROCESSABLE', 'items', orderMsg.totalTooLarge)
  return {
    id: newId('ord'),
    storeId: store.id,
    number: newOrderNumber(),
    customerId: sql`(select ${customers.id} from ${customers} where ${customers.storeId} = ${store.id} and ${customers.phone} = ${phone})`,
    firstName: input.firstName,
    lastName: input.lastName,
    phone,
    city: input.city,
    note: input.note || null,
    currency: store.currency,
    itemCount: priced.reduce((sum, p) => sum + p.line.quantity, 0),
    total,
    trackingToken: newSecretToken(),
  }
}
type NewOrder = ReturnType<typeof newOrder> &
  ReturnType<typeof paymentTerms> & { idempotencyKey: string | null }

/**
 * Every write of an order, for one atomic batch: stock taken, customer kept, order, items,
 * history, the merchant's e-mail and notification, and the storefront's cache version.
 */
async function orderStatements(
  ctx: RequestCtx,
  store: StoreRow,
  input: OrderCreateInput,
  order: NewOrder,
  priced: PricedLine[],
) {
  const customer = `${input.firstName} ${input.lastName}`
  const summary = { number: order.number, customer, city: input.city, itemCount: order.itemCount }
  const money = { total: order.total, currency: store.currency }
  return [
    ...stockStatements(ctx, store.id, priced),
    ctx.db
      .insert(customers)
      .values({
        id: newId('cus'),
        storeId: store.id,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: order.phone,
        city: input.city,
      })
      .onConflictDoUpdate({
        target: [customers.storeId, customers.phone],
        set: { city: input.city, updatedAt: ctx.now },
      }),
    ctx.db.insert(orders).values(order),
    // Stock shown on the storefront changed: its cached pages get a new key.
    bumpStoreVersion(ctx, store.id),
    orderItemsInsert(ctx, store.id, order.id, priced),
    ctx.db.insert(orderEvents).values({
      id: newId('oev'),
      storeId: store.id,
      orderId: order.id,
      status: 'pending',
      actor: 'shopper',
    }),
    ...(await queueMerchantAlert(ctx, store, 'orders', (to) =>
      orderPlacedForMerchant(to, {
        storeName: store.name,
        ...summary,
        ...money,
        link: appUrl(ctx.env, `/user/orders/${order.id}`),
      }),
    )),
    notifyStore(ctx, store.id, {
      type: 'order',
      relatedId: order.id,
      ...orderPlacedNotice({ ...summary, ...money }),
    }),
  ]
}

/**
 * The shopper's proof of the order, in its batch: by WhatsApp to the number typed into it, so
 * capped per order, per number and per shop like the status messages (ADR 014).
 */
async function shopperReceipt(ctx: RequestCtx, store: StoreRow, order: NewOrder) {
  const message = orderReceiptForShopper(
    { channel: 'whatsapp', to: order.phone },
    {
      storeName: store.name,
      number: order.number,
      total: order.total,
      currency: order.currency,
      link: appUrl(ctx.env, `/${store.slug}/orders/${order.trackingToken}`),
    },
  )
  const [owner, crossShop] = await Promise.all([
    shopOwnerOf(ctx, store.id),
    takeCrossShop(ctx, message),
  ])
  const audience = { kind: 'shopper' as const, orderId: order.id, crossShop }
  // In an object: a bare drizzle statement is a thenable an async function would run.
  return { statement: queueShopMessage(ctx, store.id, owner, message, audience), crossShop }
}

/** The lines of an order as bought: a snapshot of name and price, kept if the product changes. */
export function orderItemsInsert(
  ctx: RequestCtx,
  storeId: string,
  orderId: string,
  priced: PricedLine[],
) {
  return ctx.db.insert(orderItems).values(
    priced.map((p) => ({
      id: newId('oit'),
      storeId,
      orderId,
      productId: p.product.id,
      variantId: p.variant?.id ?? null,
      productName: p.product.name,
      unitPrice: p.unitPrice,
      quantity: p.line.quantity,
      size: p.line.size || null,
      color: p.line.color || null,
      lineTotal: p.lineTotal,
    })),
  )
}

/** A product with variants keeps its stock equal to their sum: both move together. */
export function stockStatements(ctx: RequestCtx, storeId: string, priced: PricedLine[]) {
  return priced.flatMap((p) => [
    ctx.db
      .update(products)
      .set({ stock: stockAfterOrder(p.product.stock, p.line.quantity) })
      .where(and(eq(products.id, p.product.id), eq(products.storeId, storeId))),
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

/**
 * The batch failed its stock CHECK: someone bought the last units between our read and our
 * write. Says which line, with the stock as it is now (a 409).
 */
export async function explainStockConflict(
  ctx: RequestCtx,
  storeId: string,
  priced: PricedLine[],
): Promise<never> {
  const ids = [...new Set(priced.map((p) => p.product.id))]
  const fresh = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, ids)))
  const freshById = new Map(fresh.map((r) => [r.id, r]))
  const freshVariants = await loadVariants(ctx, storeId, ids)
  assertStock(
    priced.map((p) => ({
      holder: stockHolder(
        freshById.get(p.product.id) ?? { ...p.product, stock: 0 },
        p.variant
          ? (freshVariants.get(p.product.id)?.find((v) => v.id === p.variant!.id) ?? {
              ...p.variant,
              stock: 0,
            })
          : null,
      ),
      quantity: p.line.quantity,
    })),
  )
  throw new ApiError('CONFLICT', msg.outOfStock(priced[0]!.product.name, 0))
}

/** A size or colour, when the product offers some, must be one of them. */
function assertChoice(
  options: string[],
  chosen: string | undefined,
  path: string,
  message: string,
) {
  if (options.length > 0 && (!chosen || !options.includes(chosen))) {
    throw fieldError('UNPROCESSABLE', path, message)
  }
}

type StockHolder = { id: string; name: string; stock: number }

/** What a line takes stock from: its variant when the product has some, else the product. */
function stockHolder(product: ProductRow, variant: ProductVariantRow | null): StockHolder {
  if (!variant) return product
  const label = [variant.size, variant.color].filter(Boolean).join(', ')
  return {
    id: variant.id,
    name: label ? `${product.name} (${label})` : product.name,
    stock: variant.stock,
  }
}

async function loadVariants(ctx: RequestCtx, storeId: string, productIds: string[]) {
  const rows = await ctx.db
    .select()
    .from(productVariants)
    .where(
      and(eq(productVariants.storeId, storeId), inArray(productVariants.productId, productIds)),
    )
  const byProduct = new Map<string, ProductVariantRow[]>()
  for (const r of rows) byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r])
  return byProduct
}

/** The variant matching the chosen size and colour; a product with variants must match one. */
function pickVariant(
  variants: ProductVariantRow[] | undefined,
  line: { size?: string; color?: string },
) {
  if (!variants?.length) return null
  const found = variants.find((v) => v.size === (line.size ?? '') && v.color === (line.color ?? ''))
  if (!found) throw fieldError('UNPROCESSABLE', 'size', msg.variantUnavailable)
  return found
}

function assertStock(wanted: { holder: StockHolder; quantity: number }[]) {
  const need = new Map<string, StockHolder & { quantity: number }>()
  for (const { holder, quantity } of wanted) {
    const prev = need.get(holder.id)
    need.set(holder.id, { ...holder, quantity: (prev?.quantity ?? 0) + quantity })
  }
  for (const n of need.values()) {
    if (n.quantity > n.stock) {
      const message = msg.outOfStock(n.name, n.stock)
      throw fieldError('CONFLICT', 'quantity', message)
    }
  }
}
