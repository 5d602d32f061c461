import { and, eq, inArray } from 'drizzle-orm'
import { batch, type ShopDb } from '../db/client'
import { bothPlans, type ReadPlan, runPlan } from '../db/read-plan'
import {
  customers,
  type OrderEventRow,
  type OrderItemRow,
  type OrderRow,
  orderEvents,
  orderItems,
  orders,
  type PaymentRow,
  payments,
} from '../db/schema'
import { copyDeliveredCountToDirectory } from '../db/shop-copies'
import type { StoreCtx } from '../env'
import { fieldError, isConstraintError } from '../lib/errors'
import { newId, newOrderNumber, newSecretToken } from '../lib/ids'
import { typedAmount } from '../lib/money-field'
import { type Order, orderMsg } from '../schemas/orders'
import { REFERENCE_HOLDING_STATUSES } from '../schemas/payments'
import { DEFAULT_COUNTRY_CODE, internationalPhone } from '../schemas/phone'
import { type ManualSaleInput, saleMsg } from '../schemas/sales'
import { merchantActor } from './orders/actor'
import { chosenLine, type PricedLine, priceOrder } from './orders/lines'
import { loadOrderEvents, loadOrderPayments, toOrder } from './orders/orders'
import {
  customerOfPhone,
  explainStockConflict,
  offersPlan,
  orderItemsInsert,
  orderProblemError,
  stockStatements,
} from './orders/placement'
import { recordPayment } from './payments/ledger'
import { bumpStoreVersion } from './stores'

/**
 * "Nouvelle vente": a sale the merchant made in the shop or over WhatsApp. It is an order
 * (`source` manual) checked and taking stock by the rules of every order (order-lines.ts: the
 * sizes and colours the product offers, its stock), without the shopper's cap (the merchant
 * sells what they hold), in one atomic batch: the stock CHECK refuses an oversell and nothing
 * is written. The goods have changed hands, so it is `delivered` from the start; no message
 * leaves (the merchant typed it, the customer was there). Paid, it carries its payment,
 * confirmed by the merchant, recorded through the ledger in the same batch. One read batch
 * (products, variants, the reference), one write batch that also reads the sale back.
 */
export async function recordManualSale(ctx: StoreCtx, input: ManualSaleInput): Promise<Order> {
  const reference = input.paid && input.method === 'mobile_money' ? input.reference || null : null
  const lines = input.items.map(chosenLine)
  const [offers, taken] = await runPlan(
    ctx.db,
    bothPlans(
      offersPlan(
        ctx.db,
        ctx.store.id,
        lines.map((l) => l.productId),
        ctx.now,
      ),
      referencePlan(ctx, reference),
    ),
  )
  const checked = priceOrder(lines, offers, { cap: null, merge: false })
  if ('kind' in checked) throw orderProblemError(checked)
  const priced = withAgreedPrices(checked.priced, input.items, ctx.store.currency)
  const order = newSale(ctx, input, priced)
  if (taken) throw fieldError('CONFLICT', 'reference', saleMsg.referenceUsed)
  let results: unknown[]
  try {
    results = await batch(ctx.db, [
      ...saleStatements(ctx, input, order, priced, reference),
      ...saleReadBack(ctx.db, ctx.store.id, order.id),
    ])
  } catch (err) {
    // Two sales racing with one reference: the payments' unique index let one through.
    if (reference && isConstraintError(err, 'UNIQUE') && (await referenceTaken(ctx, reference)))
      throw fieldError('CONFLICT', 'reference', saleMsg.referenceUsed)
    if (!isConstraintError(err, 'CHECK')) throw err
    return explainStockConflict(ctx, ctx.store.id, priced)
  }
  // Delivered from the start: migration 0040's trigger counted it in the shop's database.
  await copyDeliveredCountToDirectory(ctx, ctx.store.id, ctx.store.database)
  const [row, items, events, paid] = results.slice(-4) as [
    OrderRow[],
    OrderItemRow[],
    OrderEventRow[],
    PaymentRow[],
  ]
  return toOrder(row[0]!, items, events, paid)
}

/** The sale as the dashboard shows it, read at the end of its own batch (after its writes). */
const saleReadBack = (db: ShopDb, storeId: string, orderId: string) => [
  db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId))),
  db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.storeId, storeId))),
  loadOrderEvents(db, storeId, orderId),
  loadOrderPayments(db, storeId, orderId),
]

/** A price agreed at the counter replaces the current one; a blank one keeps it. */
function withAgreedPrices(
  priced: PricedLine[],
  items: ManualSaleInput['items'],
  currency: string,
): PricedLine[] {
  return priced.map((p, i) => {
    const typed = items[i]?.unitPrice
    if (!typed) return p
    const path = `items.${i}.unitPrice`
    const unitPrice = typedAmount(path, typed, currency, 'unitPrice')
    if (unitPrice <= 0) throw fieldError('UNPROCESSABLE', path, saleMsg.priceAboveZero)
    return { ...p, unitPrice, lineTotal: unitPrice * p.line.quantity }
  })
}

/** The sale's delivery fee in minor units, null when none was typed; a 422 on its field. */
function saleDeliveryFee(input: ManualSaleInput, currency: string): number | null {
  if (!input.deliveryFee) return null
  return typedAmount('deliveryFee', input.deliveryFee, currency) || null
}

/** The order row of a sale: the customer as far as the merchant knows them (blank otherwise). */
function newSale(ctx: StoreCtx, input: ManualSaleInput, priced: PricedLine[]) {
  const storeId = ctx.store.id
  const phone = input.phone
    ? internationalPhone(input.phoneCountryCode ?? DEFAULT_COUNTRY_CODE, input.phone)
    : ''
  const deliveryFee = saleDeliveryFee(input, ctx.store.currency)
  const total = priced.reduce((sum, p) => sum + p.lineTotal, 0) + (deliveryFee ?? 0)
  // Past 2^53 a number no longer holds every integer: the total would be silently wrong.
  if (!Number.isSafeInteger(total))
    throw fieldError('UNPROCESSABLE', 'items', orderMsg.totalTooLarge)
  return {
    id: newId('ord'),
    storeId,
    number: newOrderNumber(),
    customerId: phone ? customerOfPhone(storeId, phone) : null,
    status: 'delivered' as const,
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    phone,
    city: input.city ?? '',
    note: input.note || null,
    currency: ctx.store.currency,
    itemCount: priced.reduce((sum, p) => sum + p.line.quantity, 0),
    total,
    // Delivered outside the zones' list: the fee the merchant typed, in the total.
    ...(deliveryFee !== null ? { deliveryMethod: 'other' as const, deliveryFee } : {}),
    trackingToken: newSecretToken(),
    source: 'manual' as const,
    paymentMethod: 'manual' as const,
    // A free sale (nothing to collect) is settled; otherwise its payment rolls the status up.
    paymentStatus: input.paid && total === 0 ? ('paid' as const) : ('unpaid' as const),
    paidAt: input.paid && total === 0 ? ctx.now : null,
  }
}
type NewSale = ReturnType<typeof newSale>

/** Every write of a sale, for one atomic batch (the stock updates first: their CHECK decides). */
function saleStatements(
  ctx: StoreCtx,
  input: ManualSaleInput,
  order: NewSale,
  priced: PricedLine[],
  reference: string | null,
) {
  const storeId = ctx.store.id
  return [
    ...stockStatements(ctx, storeId, priced),
    ...(order.phone ? [keepCustomer(ctx, input, order.phone)] : []),
    ctx.db.insert(orders).values(order),
    // Stock shown on the storefront changed: its cached pages get a new key.
    bumpStoreVersion(ctx, storeId),
    orderItemsInsert(ctx, storeId, order.id, priced),
    ctx.db.insert(orderEvents).values({
      id: newId('oev'),
      storeId,
      orderId: order.id,
      status: order.status,
      ...merchantActor(ctx),
    }),
    // The payment, its history and the order's payment status rolled up from it (the ledger's
    // rule). A payment's amount is positive (its CHECK): free goods have nothing to record.
    ...(input.paid && order.total > 0
      ? recordPayment(ctx, {
          id: newId('pay'),
          storeId,
          orderId: order.id,
          purpose: 'order',
          method: input.method ?? 'other',
          account: 'shop',
          providerRef: reference,
          amount: order.total,
          currency: order.currency,
          status: 'paid',
          confirmedBy: 'merchant',
          confirmedByUserId: ctx.user.id,
          confirmedByName: ctx.member?.staffName ?? null,
          confirmedAt: ctx.now,
        })
      : []),
  ]
}

/** The customer kept by phone, as a storefront order keeps them; known details are not erased. */
function keepCustomer(ctx: StoreCtx, input: ManualSaleInput, phone: string) {
  return ctx.db
    .insert(customers)
    .values({
      id: newId('cus'),
      storeId: ctx.store.id,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      phone,
      city: input.city || null,
    })
    .onConflictDoUpdate({
      target: [customers.storeId, customers.phone],
      set: { ...(input.city ? { city: input.city } : {}), updatedAt: ctx.now },
    })
}

/**
 * A mobile money reference proves one payment: the same one on another sale, or submitted by a
 * shopper as a direct transfer still awaiting the merchant's word or confirmed, of this shop
 * would count that money twice. One the merchant rejected proves nothing: it is free again.
 * Read with the products; the unique index (per shop, ADR 021) still decides between two racing
 * sales.
 */
function referencePlan(ctx: StoreCtx, reference: string | null): ReadPlan<boolean> {
  if (!reference) return { queries: [], decode: () => false }
  return {
    queries: [referenceQuery(ctx, reference)],
    decode: ([rows]) => (rows as unknown[]).length > 0,
  }
}

const referenceQuery = (ctx: StoreCtx, reference: string) =>
  ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.storeId, ctx.store.id),
        inArray(payments.method, ['mobile_money', 'transfer']),
        eq(payments.providerRef, reference),
        inArray(payments.status, REFERENCE_HOLDING_STATUSES),
      ),
    )
    .limit(1)

/** Held by a payment of this shop: after a race lost on the unique index. */
async function referenceTaken(ctx: StoreCtx, reference: string) {
  return (await referenceQuery(ctx, reference)).length > 0
}
