import { and, eq, sql } from 'drizzle-orm'
import {
  customers,
  notifications,
  orderEvents,
  orders,
  products,
  productVariants,
  stores,
} from '../../worker/db/schema/index.ts'
import type { StoreCtx } from '../../worker/env.ts'
import type { OrderLineInput, OrderStatusInput } from '../../worker/schemas/orders.ts'
import { createCustomer } from '../../worker/services/customers.ts'
import { placeOrder } from '../../worker/services/orders/intake.ts'
import { updateOrderStatus } from '../../worker/services/orders/status.ts'

const SHOPPERS = [
  ['Fatimata', 'Kaboré', '70112233', 'Ouagadougou'],
  ['Issouf', 'Traoré', '76445566', 'Bobo-Dioulasso'],
  ['Mariam', 'Zongo', '78990011', 'Koudougou'],
  ['Adama', 'Sawadogo', '70998877', 'Ouagadougou'],
  ['Rasmata', 'Compaoré', '75112244', 'Ouahigouya'],
  ['Boukary', 'Ouédraogo', '76223344', 'Kaya'],
  ['Salimata', 'Diallo', '71556677', 'Banfora'],
  ['Inoussa', 'Zerbo', '79334455', 'Tenkodogo'],
] as const

const SAY = {
  confirmed: 'Bonjour, votre commande est confirmée. Nous la préparons aujourd’hui.',
  shipped: 'Votre colis est parti avec notre livreur : il vous appellera avant de passer.',
  delivered: 'Commande livrée. Merci pour votre confiance et à bientôt !',
  unreachable:
    'Nous n’avons pas pu vous joindre au numéro indiqué : la commande est annulée. Recommandez quand vous voulez !',
  onRequest: 'Commande annulée à votre demande. N’hésitez pas à nous recontacter.',
} as const

type Step = [status: OrderStatusInput['status'], message: string | undefined, hoursLater: number]
const DELIVERED: Step[] = [
  ['confirmed', SAY.confirmed, 2],
  ['shipped', SAY.shipped, 20],
  ['delivered', SAY.delivered, 30],
]
const SHIPPED: Step[] = [
  ['confirmed', SAY.confirmed, 1],
  ['shipped', SAY.shipped, 18],
]
const CONFIRMED: Step[] = [['confirmed', SAY.confirmed, 3]]

/** [days ago, hour (UTC), shopper, [product index, quantity][], history]: every status, 15 orders. */
const PLAN: [number, number, number, [number, number][], Step[]][] = [
  [28, 9, 0, [[8, 2]], DELIVERED],
  [25, 11, 1, [[0, 1]], DELIVERED],
  [
    22,
    16,
    2,
    [
      [6, 3],
      [7, 2],
    ],
    DELIVERED,
  ],
  [20, 10, 3, [[12, 1]], [['canceled', SAY.unreachable, 26]]],
  [
    17,
    14,
    0,
    [
      [13, 1],
      [6, 1],
    ],
    DELIVERED,
  ],
  [13, 17, 4, [[1, 1]], [...CONFIRMED, ['canceled', SAY.onRequest, 8]]],
  [10, 12, 5, [[9, 2]], DELIVERED],
  [6, 15, 6, [[14, 1]], SHIPPED],
  [
    4,
    9,
    1,
    [
      [16, 1],
      [7, 1],
    ],
    SHIPPED,
  ],
  [3, 18, 7, [[17, 1]], SHIPPED],
  [2, 10, 2, [[10, 2]], CONFIRMED],
  [1, 8, 3, [[2, 1]], [['confirmed', undefined, 2]]],
  [1, 19, 4, [[11, 1]], []],
  [0, -3, 5, [[8, 1]], []],
  [0, -1, 0, [[15, 2]], []],
]

const HAND_MADE = [
  {
    firstName: 'Awa',
    lastName: 'Nikiéma',
    phoneCountryCode: '+226',
    phone: '70445566',
    email: 'awa.nikiema@example.com',
    address: 'Secteur 30, rue 30.12',
    city: 'Ouagadougou',
  },
  {
    firstName: 'Moussa',
    lastName: 'Bationo',
    phoneCountryCode: '+226',
    phone: '76778899',
    address: 'Quartier Dapoya, près du marché',
    city: 'Ouagadougou',
  },
]

const HOUR = 3_600_000
const seconds = (d: Date) => Math.floor(d.getTime() / 1000)

/** When an order of the plan was placed: a fixed hour of a past day, or hours before now today. */
function placedAt(now: Date, daysAgo: number, hour: number): Date {
  if (hour < 0) return new Date(now.getTime() + hour * HOUR)
  const day = new Date(now)
  day.setUTCDate(day.getUTCDate() - daysAgo)
  day.setUTCHours(hour, 17, 0, 0)
  return day
}

/** A line the product can serve now: a variant (or size/colour) with stock, else the next product. */
async function lineFor(ctx: StoreCtx, ids: string[], index: number, quantity: number) {
  for (let step = 0; step < ids.length; step++) {
    const id = ids[(index + step) % ids.length]!
    const product = await ctx.db.select().from(products).where(eq(products.id, id)).get()
    if (product?.status !== 'active' || product.stock < quantity) continue
    const variants = await ctx.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id))
    if (variants.length > 0) {
      const v = variants.find((x) => x.stock >= quantity)
      if (!v) continue
      return { productId: id, quantity, size: v.size || undefined, color: v.color || undefined }
    }
    return {
      productId: id,
      quantity,
      size: product.sizes[0],
      color: product.colors[0],
    } satisfies OrderLineInput
  }
  return null
}

/** Moves a freshly placed order (and its first event, customer and notification) into the past. */
async function backdate(ctx: StoreCtx, orderId: string, customerId: string | null, at: Date) {
  await ctx.db.update(orders).set({ createdAt: at, updatedAt: at }).where(eq(orders.id, orderId))
  await ctx.db
    .update(orderEvents)
    .set({ createdAt: at })
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.actor, 'shopper')))
  if (customerId)
    await ctx.db
      .update(customers)
      .set({ createdAt: sql`min(${customers.createdAt}, ${seconds(at)})` })
      .where(eq(customers.id, customerId))
  if (ctx.now.getTime() - at.getTime() > 2 * 24 * HOUR)
    await ctx.db
      .update(notifications)
      .set({ readAt: ctx.now, createdAt: at })
      .where(eq(notifications.relatedId, orderId))
}

/** The shop's zones in turn, one order in five collected at the shop (ADR 050). */
function demoDelivery(zoneIds: string[], n: number) {
  if (zoneIds.length === 0) return {}
  if (n % 5 === 4) return { delivery: 'pickup' }
  return {
    delivery: `zone:${zoneIds[n % zoneIds.length]}`,
    landmark: n % 2 === 0 ? 'Derrière la pharmacie du marché' : 'Près de la mosquée, portail bleu',
  }
}

/**
 * Demo orders of the last 30 days in every status, with their history and the shop's
 * messages, from 8 shoppers (some come back), plus 2 customers the merchant added by hand.
 */
export async function seedOrders(
  ctx: StoreCtx,
  ids: { productIds: string[]; categoryIds: string[]; zoneIds?: string[] },
): Promise<{ orders: number; customers: number }> {
  const store = await ctx.db.select().from(stores).where(eq(stores.id, ctx.store.id)).get()
  if (!store || ids.productIds.length === 0) return { orders: 0, customers: 0 }
  let placed = 0
  for (const [daysAgo, hour, shopper, wanted, history] of PLAN) {
    const at = placedAt(ctx.now, daysAgo, hour)
    const items = []
    for (const [index, quantity] of wanted) {
      const line = await lineFor(ctx, ids.productIds, index, quantity)
      if (line) items.push(line)
    }
    if (items.length === 0) continue
    const [firstName, lastName, phone, city] = SHOPPERS[shopper]!
    const order = await placeOrder({ ...ctx, now: at }, store, {
      firstName,
      lastName,
      phoneCountryCode: '+226',
      phone,
      city,
      items,
      ...demoDelivery(ids.zoneIds ?? [], placed),
    })
    await backdate(ctx, order.id, order.customerId, at)
    for (const [status, message, hoursLater] of history) {
      const when = new Date(Math.min(at.getTime() + hoursLater * HOUR, ctx.now.getTime() - 60_000))
      await updateOrderStatus({ ...ctx, now: when }, order.id, { status, message })
    }
    placed++
  }
  for (const [i, input] of HAND_MADE.entries()) {
    const customer = await createCustomer(ctx, input).catch(() => null)
    if (customer)
      await ctx.db
        .update(customers)
        .set({ createdAt: placedAt(ctx.now, 12 + i * 7, 11) })
        .where(eq(customers.id, customer.id))
  }
  return { orders: placed, customers: SHOPPERS.length + HAND_MADE.length }
}
