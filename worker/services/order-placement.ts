import { and, eq, inArray, sql } from 'drizzle-orm'
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
import { ApiError, isConstraintError } from '../lib/errors'
import { newId, newOrderNumber, newSecretToken } from '../lib/ids'
import { DEFAULT_COUNTRY_CODE, internationalPhone } from '../schemas/fields'
import { msg } from '../schemas/messages'
import { formatMoney } from '../schemas/money'
import { type OrderCreateInput, type OrderReceipt, orderMsg } from '../schemas/orders'
import { orderPlacedForMerchant } from './message-templates'
import { notifyStore } from './notifications'
import { getReceipt } from './orders'
import { queueMessage } from './outbox'
import { currentPrice } from './products'
import { bumpStoreVersion } from './stores'

/** The same product asked twice (two lines) counts once, with the quantities added. */
function mergeLines(items: OrderCreateInput['items']) {
  const byKey = new Map<string, OrderCreateInput['items'][number]>()
  for (const item of items) {
    const key = `${item.productId}|${item.size ?? ''}|${item.color ?? ''}`
    const prev = byKey.get(key)
    byKey.set(key, prev ? { ...prev, quantity: prev.quantity + item.quantity } : item)
  }
  return [...byKey.values()]
}

/**
 * A shopper's order. Prices come from the database, never the request. Stock is taken in
 * the same atomic batch as the order: the `stock >= 0` CHECK makes a write that would
 * oversell fail, and the whole batch (customer, order, items, notification) rolls back.
 */
export async function placeOrder(
  ctx: RequestCtx,
  store: StoreRow,
  input: OrderCreateInput,
): Promise<OrderReceipt> {
  const lines = mergeLines(input.items)
  // Each line is 1 to 999; so is the same product asked over several lines (as in the cart).
  if (lines.some((l) => l.quantity > 999))
    throw new ApiError('UNPROCESSABLE', msg.invalidQuantity, [
      { path: 'items', message: msg.invalidQuantity },
    ])
  const ids = [...new Set(lines.map((l) => l.productId))]
  const rows = await ctx.db
    .select()
    .from(products)
    .where(
      and(eq(products.storeId, store.id), eq(products.status, 'active'), inArray(products.id, ids)),
    )
  const byId = new Map(rows.map((r) => [r.id, r]))
  const variants = await loadVariants(ctx, store.id, ids)
  const priced = lines.map((line) => {
    const product = byId.get(line.productId)
    if (!product)
      throw new ApiError('NOT_FOUND', msg.productUnavailable, [
        { path: 'items', message: msg.productUnavailable },
      ])
    assertChoice(product.sizes, line.size, 'size', msg.chooseSize)
    assertChoice(product.colors, line.color, 'color', msg.chooseColor)
    const variant = pickVariant(variants.get(product.id), line)
    const unitPrice = currentPrice(product, ctx.now)
    return { line, product, variant, unitPrice, lineTotal: unitPrice * line.quantity }
  })
  assertStock(
    priced.map((p) => ({ holder: stockHolder(p.product, p.variant), quantity: p.line.quantity })),
  )

  const orderId = newId('ord')
  const phone = internationalPhone(input.phoneCountryCode ?? DEFAULT_COUNTRY_CODE, input.phone)
  const total = priced.reduce((sum, p) => sum + p.lineTotal, 0)
  // Past 2^53 a number no longer holds every integer: the total would be silently wrong.
  if (!Number.isSafeInteger(total))
    throw new ApiError('UNPROCESSABLE', orderMsg.totalTooLarge, [
      { path: 'items', message: orderMsg.totalTooLarge },
    ])
  const itemCount = priced.reduce((sum, p) => sum + p.line.quantity, 0)
  const order = {
    id: orderId,
    storeId: store.id,
    number: newOrderNumber(),
    customerId: sql`(select ${customers.id} from ${customers} where ${customers.storeId} = ${store.id} and ${customers.phone} = ${phone})`,
    firstName: input.firstName,
    lastName: input.lastName,
    phone,
    city: input.city,
    note: input.note || null,
    currency: store.currency,
    itemCount,
    total,
    trackingToken: newSecretToken(),
  }
  try {
    await batch(ctx.db, [
      // A product with variants keeps its stock equal to their sum: both move together.
      ...priced.flatMap((p) => [
        ctx.db
          .update(products)
          .set({ stock: stockAfterOrder(ctx, p.product.stock, p.line.quantity) })
          .where(and(eq(products.id, p.product.id), eq(products.storeId, store.id))),
        ...(p.variant
          ? [
              ctx.db
                .update(productVariants)
                .set({ stock: sql`${productVariants.stock} - ${p.line.quantity}` })
                .where(
                  and(eq(productVariants.id, p.variant.id), eq(productVariants.storeId, store.id)),
                ),
            ]
          : []),
      ]),
      ctx.db
        .insert(customers)
        .values({
          id: newId('cus'),
          storeId: store.id,
          firstName: input.firstName,
          lastName: input.lastName,
          phone,
          city: input.city,
        })
        .onConflictDoUpdate({
          target: [customers.storeId, customers.phone],
          set: { city: input.city, updatedAt: ctx.now },
        }),
      ctx.db.insert(orders).values(order),
      // Stock shown on the storefront changed: its cached pages get a new key.
      bumpStoreVersion(ctx, store.id),
      ctx.db.insert(orderItems).values(
        priced.map((p) => ({
          id: newId('oit'),
          storeId: store.id,
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
      ),
      ctx.db.insert(orderEvents).values({
        id: newId('oev'),
        storeId: store.id,
        orderId,
        status: 'pending',
        actor: 'shopper',
      }),
      queueMessage(
        ctx,
        orderPlacedForMerchant(
          { channel: 'email', to: store.email },
          {
            storeName: store.name,
            number: order.number,
            customer: `${input.firstName} ${input.lastName}`,
            city: input.city,
            itemCount,
            total,
            currency: store.currency,
            link: appUrl(ctx.env, `/user/orders/${orderId}`),
          },
        ),
      ),
      notifyStore(ctx, store.id, {
        type: 'order',
        relatedId: orderId,
        title: `Nouvelle commande ${order.number}`,
        body: `${input.firstName} ${input.lastName} (${input.city}) : ${itemCount} article(s), ${formatMoney(total, store.currency)}.`,
      }),
    ])
  } catch (err) {
    if (!isConstraintError(err, 'CHECK')) throw err
    // Someone bought the last units between our read and our write: say which, with fresh stock.
    const fresh = await ctx.db
      .select()
      .from(products)
      .where(and(eq(products.storeId, store.id), inArray(products.id, ids)))
    const freshById = new Map(fresh.map((r) => [r.id, r]))
    const freshVariants = await loadVariants(ctx, store.id, ids)
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
  return getReceipt(ctx, order.trackingToken, store.id)
}

/** A size or colour, when the product offers some, must be one of them. */
function assertChoice(
  options: string[],
  chosen: string | undefined,
  path: string,
  message: string,
) {
  if (options.length > 0 && (!chosen || !options.includes(chosen))) {
    throw new ApiError('UNPROCESSABLE', message, [{ path, message }])
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
  if (!found)
    throw new ApiError('UNPROCESSABLE', msg.variantUnavailable, [
      { path: 'size', message: msg.variantUnavailable },
    ])
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
      throw new ApiError('CONFLICT', message, [{ path: 'quantity', message }])
    }
  }
}

/**
 * The stock write of an order: a decrement relative to the row as it is when the batch runs,
 * so concurrent orders never overwrite each other and the CHECK refuses the one too many.
 * The naive read-then-write form (the value read before, minus the quantity) exists only so
 * the race test can prove it has teeth: it is honoured in the 'test' environment, never else.
 */
function stockAfterOrder(ctx: RequestCtx, readStock: number, quantity: number) {
  if (ctx.env.ENVIRONMENT === 'test' && ctx.env.NAIVE_STOCK_FOR_TESTS === 'read-then-write') {
    return sql`${Math.max(0, readStock - quantity)}`
  }
  return sql`${products.stock} - ${quantity}`
}
