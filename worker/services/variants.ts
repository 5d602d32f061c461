import { and, asc, count, eq, inArray, isNotNull, like, lte, sql } from 'drizzle-orm'
import {
  media,
  orderItems,
  orders,
  type ProductVariantRow,
  products,
  productVariants,
} from '../db/schema'
import type { ShopDatabaseCtx, StoreCtx } from '../env'
import { fieldError } from '../lib/errors'
import { newId } from '../lib/ids'
import { containsPattern } from '../lib/search'
import type { Paged } from '../schemas/fields'
import {
  LOW_STOCK,
  type ProductVariant,
  productMsg,
  type VariantInput,
  type VariantListItem,
  type VariantListQuery,
} from '../schemas/products'
import { mediaUrl } from './media'

const fold = (s: string) => s.toLocaleLowerCase('fr')
const comboOf = (v: { size: string; color: string }) => `${fold(v.size)}|${fold(v.color)}`

export type NormalizedVariant = { size: string; color: string; stock: number }

/**
 * The rows as they will be stored: trimmed, and a size or colour written twice with another
 * case ("m" after "M") takes its first spelling, so shoppers are never offered both.
 */
export function normalizeVariants(rows: VariantInput[]): NormalizedVariant[] {
  const spelling = new Map<string, string>()
  const canon = (kind: 'size' | 'color', value: string) => {
    const key = `${kind}:${fold(value.trim())}`
    if (!spelling.has(key)) spelling.set(key, value.trim())
    return spelling.get(key)!
  }
  return rows.map((r) => ({
    size: canon('size', r.size),
    color: canon('color', r.color),
    stock: Number(r.stock),
  }))
}

const distinct = (values: string[]) => [...new Set(values.filter(Boolean))]

/** What a product with these variants shows and sells: the sum of stock, the values used. */
export function derivedFromVariants(rows: NormalizedVariant[]) {
  return {
    stock: rows.reduce((sum, r) => sum + r.stock, 0),
    sizes: distinct(rows.map((r) => r.size)),
    colors: distinct(rows.map((r) => r.color)),
  }
}

/** A product's variants in the order they were written (a query: awaited, or sent in a batch). */
export function variantRows(ctx: ShopDatabaseCtx, storeId: string, productId: string) {
  return ctx.db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.storeId, storeId), eq(productVariants.productId, productId)))
    .orderBy(sql`${productVariants}.rowid`)
}

/** A product's variants in the order of its size then colour lists (the merchant's order). */
export function toVariants(
  rows: ProductVariantRow[],
  order: { sizes: string[]; colors: string[] },
): ProductVariant[] {
  const rank = (list: string[], v: string) => (list.includes(v) ? list.indexOf(v) : list.length)
  return rows
    .map((r) => ({ id: r.id, size: r.size, color: r.color, stock: r.stock }))
    .sort(
      (a, b) =>
        rank(order.sizes, a.size) - rank(order.sizes, b.size) ||
        rank(order.colors, a.color) - rank(order.colors, b.color),
    )
}

/** The variants a save to `wanted` would delete. */
const goneVariants = (existing: ProductVariantRow[], wanted: NormalizedVariant[]) => {
  const combos = new Set(wanted.map(comboOf))
  return existing.filter((r) => !combos.has(comboOf(r)))
}

/** The line's order can still be cancelled, and would then give its stock back. */
const inOpenOrder = sql`exists (select 1 from ${orders} where ${orders.id} = ${orderItems.orderId} and ${orders.status} in ('pending', 'confirmed', 'shipped'))`

/**
 * Refuses to delete a size/colour combination that an open order took stock from (409): were
 * that order cancelled, its units would have no combination to go back to, and the product's
 * stock would no longer be the sum of its variants'. Setting its stock to 0 stops selling it.
 */
export function assertRemovable(
  existing: ProductVariantRow[],
  wanted: NormalizedVariant[],
  used: readonly { variantId: string | null; number: string }[],
): void {
  const gone = goneVariants(existing, wanted)
  const hit = used.find((u) => gone.some((v) => v.id === u.variantId))
  if (!hit) return
  const variant = gone.find((v) => v.id === hit.variantId)!
  const combination = [variant.size, variant.color].filter(Boolean).join(' / ')
  const message = productMsg.variantInOpenOrder(combination, hit.number)
  throw fieldError('CONFLICT', 'variants', message)
}

/**
 * The product's variants some open order holds, with its number: what assertRemovable needs,
 * read beside the save's other checks (before knowing which variants the form leaves out).
 */
export function variantsInOpenOrders(ctx: StoreCtx, productId: string) {
  return ctx.db
    .select({ variantId: orderItems.variantId, number: orders.number })
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.id, orderItems.orderId), eq(orders.storeId, ctx.store.id)))
    .where(
      and(
        eq(orderItems.storeId, ctx.store.id),
        eq(orderItems.productId, productId),
        isNotNull(orderItems.variantId),
        inOpenOrder,
      ),
    )
}

/**
 * The statements that make a product's variants equal to `wanted` (for one batch): a
 * combination that already exists keeps its id (order lines point at it) and gets the new
 * stock, the others are inserted, and the ones left out are deleted.
 */
export function replaceVariants(
  ctx: StoreCtx,
  productId: string,
  existing: ProductVariantRow[],
  wanted: NormalizedVariant[],
) {
  const byCombo = new Map(existing.map((r) => [comboOf(r), r]))
  const kept = new Set<string>()
  const updates = []
  const inserts = []
  for (const w of wanted) {
    const match = byCombo.get(comboOf(w))
    if (match) {
      kept.add(match.id)
      updates.push(
        ctx.db
          .update(productVariants)
          .set({ size: w.size, color: w.color, stock: w.stock })
          .where(and(eq(productVariants.id, match.id), eq(productVariants.storeId, ctx.store.id))),
      )
    } else {
      inserts.push({ id: newId('var'), storeId: ctx.store.id, productId, ...w })
    }
  }
  const gone = existing.filter((r) => !kept.has(r.id)).map((r) => r.id)
  return [
    ...(gone.length
      ? [
          ctx.db.delete(productVariants).where(
            and(
              eq(productVariants.storeId, ctx.store.id),
              inArray(productVariants.id, gone),
              // An order placed since assertRemovable read keeps its combination: see there.
              sql`not exists (select 1 from ${orderItems} where ${orderItems.variantId} = ${productVariants.id} and ${inOpenOrder})`,
            ),
          ),
        ]
      : []),
    ...updates,
    ...(inserts.length ? [ctx.db.insert(productVariants).values(inserts)] : []),
  ]
}

/**
 * Sets a product's stock to the sum of its variants', inside the batch that changed them, so
 * an order taken meanwhile can never leave the two apart. No-op for a product without variants.
 */
export function syncStockFromVariants(ctx: StoreCtx, productId: string) {
  const ofProduct = and(
    eq(productVariants.productId, productId),
    eq(productVariants.storeId, ctx.store.id),
  )
  return ctx.db
    .update(products)
    .set({
      stock: sql`(select coalesce(sum(${productVariants.stock}), 0) from ${productVariants} where ${ofProduct})`,
    })
    .where(
      and(
        eq(products.id, productId),
        eq(products.storeId, ctx.store.id),
        sql`exists (select 1 from ${productVariants} where ${ofProduct})`,
      ),
    )
}

/** GET /api/products/variants: every variant of the shop, by product name. */
export async function listVariants(
  ctx: StoreCtx,
  query: VariantListQuery,
): Promise<Paged<VariantListItem>> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 50
  const where = and(
    eq(productVariants.storeId, ctx.store.id),
    query.q ? like(products.name, containsPattern(query.q)) : undefined,
    query.lowStock === '1' ? lte(productVariants.stock, LOW_STOCK) : undefined,
  )
  const base = () =>
    ctx.db
      .select({
        variant: productVariants,
        productName: products.name,
        imageKey: media.key,
      })
      .from(productVariants)
      .innerJoin(
        products,
        and(eq(products.id, productVariants.productId), eq(products.storeId, ctx.store.id)),
      )
      .leftJoin(media, eq(media.id, products.imageId))
  const [rows, totals] = await Promise.all([
    base()
      .where(where)
      .orderBy(asc(products.name), asc(products.id), sql`${productVariants}.rowid`)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db
      .select({ n: count() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(where),
  ])
  return {
    items: rows.map(({ variant: v, productName, imageKey }) => ({
      id: v.id,
      size: v.size,
      color: v.color,
      stock: v.stock,
      productId: v.productId,
      productName,
      imageUrl: imageKey ? mediaUrl(imageKey) : null,
    })),
    page,
    pageSize,
    total: totals[0]?.n ?? 0,
  }
}
