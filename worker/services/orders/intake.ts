import { and, eq } from 'drizzle-orm'
import { batch, type Db } from '../../db/client'
import { bothPlans, type PlanOf, type ReadPlan, runPlan } from '../../db/read-plan'
import {
  customers,
  type DeliveryZoneRow,
  type OrderEventRow,
  type OrderItemRow,
  type OrderRow,
  orderEvents,
  orders,
  outbox,
  type PaymentAccountRow,
  type PromoCodeRow,
  type StoreRow,
} from '../../db/schema/index'
import type { RequestCtx, ShopDatabaseCtx } from '../../env'
import { appUrl } from '../../lib/config'
import { ApiError, type ErrorIssue, fieldError, isConstraintError } from '../../lib/errors'
import { newId, newOrderNumber, newSecretToken } from '../../lib/ids'
import { msg } from '../../schemas/messages'
import { itemsSummary } from '../../schemas/order-summary'
import {
  OrderContactInput,
  OrderCreateInput,
  OrderLineInput,
  type OrderReceipt,
  orderMsg,
} from '../../schemas/orders'
import type { CheckoutMethod, OrderPaymentMethod } from '../../schemas/payments'
import {
  normalizePromoCode,
  PromoCodeField,
  promoDiscount,
  promoMsg,
  promoTotals,
} from '../../schemas/promo-codes'
import { localDay } from '../../schemas/shop-clock'
import { zonesPlan } from '../delivery'
import { queueMerchantAlert } from '../merchant-alerts'
import {
  type CrossShop,
  giveBackCrossShop,
  queueShopMessage,
  type ShopOwner,
  shopOwnerOf,
  takeCrossShop,
} from '../message-gate'
import {
  ORDER_RECEIPT_TEMPLATE,
  orderPlacedForMerchant,
  orderPlacedNotice,
  orderReceiptForShopper,
} from '../message-templates'
import { notifyStore } from '../notifications'
import {
  chosenMethod,
  onlineAccountPlan,
  paymentOptionsPlan,
  type ShopPaymentOptions,
} from '../payments/options'
import { limitsOf } from '../plan-limits'
import { explainPromoConflict, promoPlan, promoUseWrites } from '../promo-codes'
import { assertShopperPace } from '../shopper-pace'
import { bumpStoreVersion } from '../stores'
import { type ChosenDelivery, chooseDelivery } from './delivery-choice'
import { type ChosenLine, chosenLine, type Offer, type PricedLine, priceOrder } from './lines'
import {
  customerOfPhone,
  explainStockConflict,
  offersPlan,
  orderItemsInsert,
  orderProblemError,
  type PriorOrder,
  phoneOf,
  priorOrderPlan,
  receiptOf,
  replayedOrder,
  stockStatements,
} from './placement'

/**
 * One intake for every order a shopper places: the storefront's checkout, the product page's
 * "Passer la commande" and the JSON API are adapters around it (the merchant's recorded sale
 * shares its rules, order-lines.ts, and its writes, order-placement.ts). In order:
 *
 * 1. `prepareIntake` parses and normalises what was sent (no database);
 * 2. `intakePlan` is everything the order needs from the shop's database, as ONE batch: the
 *    order its idempotency key already made, the products and variants of its lines, the
 *    shop's payment options. The adapter sends it with the shop's own row when it looks the
 *    shop up (shops/lookup.ts), else alone; the directory's two reads (the owner's account,
 *    the receipt's count across shops) start beside it, never after;
 * 3. `intakeOrder` replays a repeat, paces, applies the rules, then writes the order, its lines,
 *    stock, history, notification and messages in ONE batch whose CHECK refuses an oversell,
 *    and answers from what it wrote (RETURNING), without reading it back.
 *
 * So a cash-on-delivery order costs three sequential round trips from the Worker to the
 * database: the directory's routing, the read batch, the write batch (ADR 042).
 */

export type IntakeRequest = {
  /** The order as sent (the API's JSON body, or a page's fields in the API's shape), unparsed. */
  raw: unknown
  idempotencyKey?: string
  /** The client's address, which paces its orders in this shop; null for a seed. */
  address: string | null
  /** The answer to an order already made: the API gives the whole receipt, a page the row. */
  full: boolean
  /** The checkout's "Appliquer": nothing will be placed, so nothing is taken in the directory. */
  previewOnly?: boolean
}

export type PreparedIntake = {
  request: IntakeRequest
  /** The contact, when well-formed: what a repeat is recognised by (the key and its phone). */
  phone: string | null
  input: OrderCreateInput | null
  issues: ErrorIssue[]
  lines: ChosenLine[]
  /** The typed code, normalised, read even when another field is wrong (the checkout's "Appliquer"). */
  promoCode: string | undefined
}

const issuesOf = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }))

/** What was sent, parsed and its lines normalised; nothing is refused yet (a repeat comes first). */
export function prepareIntake(request: IntakeRequest): PreparedIntake {
  const contact = OrderContactInput.safeParse(request.raw)
  const parsed = OrderCreateInput.safeParse(request.raw)
  return {
    request,
    phone: contact.success ? phoneOf(contact.data) : null,
    input: parsed.success ? parsed.data : null,
    issues: parsed.success ? [] : issuesOf(parsed.error),
    lines: parsed.success ? parsed.data.items.map(chosenLine) : readableLines(request.raw),
    promoCode: typedPromoCode(request.raw),
  }
}

/** The typed code; one too long to be any code is still looked for (and found unknown). */
function typedPromoCode(raw: unknown): string | undefined {
  const typed = (raw as { promoCode?: unknown } | null)?.promoCode
  const parsed = PromoCodeField.safeParse(typed)
  if (parsed.success) return parsed.data || undefined
  return typeof typed === 'string' ? normalizePromoCode(typed.slice(0, 100)) : undefined
}

/**
 * The well-formed lines of an order refused for another field (a phone mistyped): their
 * products are still read, so the page shows the cart beside the messages.
 */
function readableLines(raw: unknown): ChosenLine[] {
  const items = (raw as { items?: unknown } | null)?.items
  if (!Array.isArray(items)) return []
  return items.slice(0, 50).flatMap((item) => {
    const line = OrderLineInput.safeParse(item)
    return line.success ? [chosenLine(line.data)] : []
  })
}

type PromoRead = { row: PromoCodeRow; phoneUses: number } | null

/** The directory's part: the owner's account and the receipt's count across shops. */
type DirectoryRead = { owner: ShopOwner; crossShop: CrossShop }

export type IntakeRead = {
  prior: PriorOrder | null
  offers: Map<string, Offer>
  paymentOptions: (store: StoreRow) => ShopPaymentOptions
  /** The account an online payment goes through, keys sealed (read only when one may be). */
  onlineAccount: (store: StoreRow) => PaymentAccountRow | null
  /** The shop's delivery zones, on or off (ADR 050). */
  zones: DeliveryZoneRow[]
  /** The promo code typed, and the shopper's uses of it; null when none or unknown. */
  promo: PromoRead
  /** Whether the shop's plan lets codes apply (read beside the batch, only when one is typed). */
  promoAllowed: () => Promise<boolean>
  directory: () => Promise<DirectoryRead>
}

/**
 * The intake's reads of the shop's database, for one batch; building it (once the shop is
 * known) starts the directory's reads, so they travel while the batch does.
 */
export function intakePlan(ctx: RequestCtx, prepared: PreparedIntake): PlanOf<IntakeRead> {
  return (db: Db, storeId: string) => {
    const directory = startDirectoryRead(ctx, storeId, prepared)
    const prior = priorOrderPlan(db, storeId, keyOf(prepared), prepared.request.full)
    const offers = offersPlan(
      db,
      storeId,
      prepared.lines.map((l) => l.productId),
      ctx.now,
    )
    // An order that may be paid online reads its account now: the provider is asked as soon as
    // the order is written, with no read in between (ADR 044).
    const account: ReadPlan<IntakeRead['onlineAccount']> = mayPayOnline(prepared)
      ? onlineAccountPlan(db, storeId)
      : { queries: [], decode: () => () => null }
    const promo = promoPlan(db, storeId, prepared.promoCode, prepared.phone)
    const promoAllowed = startPromoAllowed(ctx, storeId, prepared)
    const plan = bothPlans(
      bothPlans(bothPlans(prior, offers), bothPlans(zonesPlan(db, storeId), promo)),
      bothPlans(paymentOptionsPlan(db, storeId), account),
    )
    return {
      queries: plan.queries,
      decode: (results) => {
        const [[[p, o], [zones, code]], [paymentOptions, onlineAccount]] = plan.decode(results)
        return {
          prior: p,
          offers: o,
          paymentOptions,
          onlineAccount,
          zones,
          promo: code,
          promoAllowed,
          directory,
        }
      },
    }
  }
}

/**
 * A code typed: the plan in force is read from the directory while the shop's batch travels
 * (no extra round trip). A plan without codes (maxPromoCodes 0) keeps the shop's codes but
 * lets none apply (issue 26).
 */
function startPromoAllowed(ctx: RequestCtx, storeId: string, p: PreparedIntake) {
  if (!p.promoCode) return () => Promise.resolve(true)
  const read = limitsOf(ctx, storeId).then(({ limits }) => limits.maxPromoCodes !== 0)
  // A refusal before the code is judged never waits on it: its failure must not go unhandled.
  read.catch(() => undefined)
  return () => read
}

/** Asked for online, or for nothing (the shop's first method may be online). */
const mayPayOnline = (p: PreparedIntake) =>
  p.input !== null && (p.input.paymentMethod ?? 'online') === 'online'

/** The key, only with a contact it can be checked against. */
const keyOf = (p: PreparedIntake) => (p.phone ? p.request.idempotencyKey : undefined)

function startDirectoryRead(ctx: RequestCtx, storeId: string, p: PreparedIntake) {
  // Only an order that may be placed needs them (a malformed one is refused before).
  if (!p.input || !p.phone || p.request.previewOnly)
    return () => Promise.reject(new Error('no order to place'))
  const phone = p.phone
  const start = () =>
    Promise.all([shopOwnerOf(ctx, storeId), receiptPlace(ctx, p, phone)]).then(
      ([owner, crossShop]) => ({ owner, crossShop }),
    )
  // A repeat this isolate knows: nothing is taken, unless the read finds no order after all.
  if (placedHere.has(storeId, keyOf(p), ctx.now)) {
    let later: Promise<DirectoryRead> | undefined
    return () => {
      later ??= start()
      return later
    }
  }
  const read = start()
  // A repeat or a refusal never waits on it: its failure must not go unhandled.
  read.catch(() => undefined)
  return () => read
}

/**
 * The keys this isolate has placed an order with, for a few minutes: a repeat (a double tap,
 * an answer lost and sent again) usually reaches the isolate that made the order, which then
 * neither takes the receipt's place across shops nor gives it back (two writes to the
 * directory for nothing). A repeat reaching another isolate takes and gives back, as before;
 * a key remembered whose order the read does not find takes the place then (one trip more).
 */
const placedHere = (() => {
  const KEEP_MS = 10 * 60_000
  const MAX = 1_000
  const until = new Map<string, number>()
  const name = (storeId: string, key: string) => `${storeId} ${key}`
  return {
    has(storeId: string, key: string | undefined, now: Date) {
      if (!key) return false
      const at = until.get(name(storeId, key))
      return at !== undefined && at > now.getTime()
    },
    add(storeId: string, key: string | undefined, now: Date) {
      if (!key) return
      for (const [k, at] of until)
        if (at <= now.getTime() || until.size >= MAX) until.delete(k)
        else break
      until.set(name(storeId, key), now.getTime() + KEEP_MS)
    },
  }
})()

/** The receipt's place across shops, taken once per intake however often its plan is built. */
const places = new WeakMap<PreparedIntake, Promise<CrossShop>>()

/**
 * Taken in the directory beside the shop's read batch (one write returning the count, ADR 041):
 * two shops on two databases can never both take a phone's last place. An intake that places
 * no order, or whose receipt the gate holds, gives it back after its answer.
 */
function receiptPlace(ctx: RequestCtx, p: PreparedIntake, phone: string) {
  let place = places.get(p)
  if (!place) {
    place = takeCrossShop(ctx, { template: ORDER_RECEIPT_TEMPLATE, to: phone })
    places.set(p, place)
  }
  return place
}

/** Gives back the receipt's place if one was taken: after the answer when a request runs it. */
function giveBackReceiptPlace(ctx: RequestCtx, p: PreparedIntake) {
  const place = places.get(p)
  if (!place) return
  places.delete(p)
  const task = () =>
    place
      .then((crossShop) => giveBackCrossShop(ctx, crossShop))
      .catch((err) => console.error(`[${ctx.requestId}] giving back a receipt's place`, err))
  if (ctx.effects.after) ctx.effects.after.push(task)
  else return task()
}

/** The intake's reads on their own, when the shop's row was already in hand. */
export const readIntake = (ctx: ShopDatabaseCtx, store: StoreRow, prepared: PreparedIntake) =>
  runPlan(ctx.db, intakePlan(ctx, prepared)(ctx.db, store.id))

export type IntakeResult = {
  /** An order the same key already made: nothing new was written. */
  replayed: boolean
  trackingToken: string
  paymentMethod: OrderPaymentMethod
  /** The whole receipt when asked for (`full`). */
  receipt: OrderReceipt | null
  /** The order's row, as written or as read. */
  row: OrderRow | null
  /** For an order this request wrote: the account its online payment goes through, if any. */
  onlineAccount: PaymentAccountRow | null
}

const replayOf = (prior: PriorOrder, full: boolean): IntakeResult => ({
  replayed: true,
  trackingToken: prior.row.trackingToken,
  paymentMethod: prior.row.paymentMethod,
  receipt: full ? receiptOf(prior) : null,
  row: prior.row,
  onlineAccount: null,
})

/**
 * The order, once per idempotency key: a repeated submit with the key (double tap, lost answer,
 * concurrent or not) gets the order the key already made and creates nothing, without being
 * paced as a new one. `check`: the page's own look at the read before the rules (the checkout's
 * cart), after a repeat was recognised (its cart may have been emptied by the first submit).
 */
export async function intakeOrder(
  ctx: ShopDatabaseCtx,
  store: StoreRow,
  prepared: PreparedIntake,
  read: IntakeRead,
  opts: { check?: (read: IntakeRead) => void } = {},
): Promise<IntakeResult> {
  let receiptLeaves = false
  try {
    const result = await intake(ctx, store, prepared, read, opts)
    receiptLeaves = result.receiptLeaves
    return result.answer
  } finally {
    if (!receiptLeaves) await giveBackReceiptPlace(ctx, prepared)
  }
}

async function intake(
  ctx: ShopDatabaseCtx,
  store: StoreRow,
  prepared: PreparedIntake,
  read: IntakeRead,
  opts: { check?: (read: IntakeRead) => void },
): Promise<{ answer: IntakeResult; receiptLeaves: boolean }> {
  const { request, input, phone } = prepared
  const unplaced = (answer: IntakeResult) => ({ answer, receiptLeaves: false })
  if (read.prior && read.prior.row.phone === phone)
    return unplaced(replayOf(read.prior, request.full))
  opts.check?.(read)
  if (!input || !phone) throw new ApiError('UNPROCESSABLE', msg.checkFields, prepared.issues)
  // The same key with another phone: refused rather than handing out someone's tracking link.
  if (read.prior) throw new ApiError('CONFLICT', orderMsg.idempotencyKeyReused)
  if (request.address !== null)
    await assertShopperPace(ctx, 'order', { scope: store.id, address: request.address, phone })
  const priced = priceOrder(prepared.lines, read.offers, {
    cap: store.maxOrderQuantity,
    merge: true,
  })
  if ('kind' in priced) throw orderProblemError(priced)
  const subtotal = priced.priced.reduce((sum, p) => sum + p.lineTotal, 0)
  // A code the plan pauses, whatever its own dates and counts: the shopper is never told about
  // the shop's plan, the code is just not valid.
  if (read.promo && !(await read.promoAllowed()))
    throw fieldError('UNPROCESSABLE', 'promoCode', promoMsg.notValid)
  const promo = appliedPromo(ctx, store, input.promoCode, read.promo, priced.priced, phone)
  const chosen = chooseDelivery(store, read.zones, input, subtotal)
  // "Livraison offerte": a known fee becomes 0; an "other zone" fee still to set stays to set.
  const delivery = {
    ...chosen,
    deliveryFee: promoTotals(subtotal, chosen.deliveryFee, promo).deliveryFee,
  }
  const key = keyOf(prepared)
  try {
    const { made, receiptLeaves } = await place(
      ctx,
      store,
      input,
      read,
      priced.priced,
      key,
      delivery,
      promo,
    )
    placedHere.add(store.id, key, ctx.now)
    return {
      answer: {
        replayed: false,
        trackingToken: made.row.trackingToken,
        paymentMethod: made.row.paymentMethod,
        receipt: request.full ? receiptOf(made) : null,
        row: made.row,
        onlineAccount: read.onlineAccount(store),
      },
      receiptLeaves,
    }
  } catch (err) {
    // A concurrent submit with the same key won: its batch made ours fail (on the key's unique
    // index, or on the last unit's stock). Its order is the answer to ours too.
    const winner = key ? await replayedOrder(ctx, store.id, key, phone) : null
    if (winner)
      return unplaced({
        replayed: true,
        trackingToken: winner.trackingToken,
        paymentMethod: winner.paymentMethod,
        receipt: winner,
        row: null,
        onlineAccount: null,
      })
    if (isConstraintError(err, 'CHECK')) {
      // The code's last use went to another order meanwhile: said beside the field, cart kept.
      const used = promo && (await explainPromoConflict(ctx, promo.row, phone))
      if (used) throw used
      await explainStockConflict(ctx, store.id, priced.priced)
    }
    throw err
  }
}

type AppliedPromo = { row: PromoCodeRow; discount: number; freeDelivery: boolean }

/**
 * What a typed code gives on these lines, on the shop's own day, or the French reason it gives
 * nothing: the one judge of the checkout's preview ("Appliquer") and of the order's placement
 * (ADR 054). Reads nothing and counts nothing; the per-phone cap is judged once the phone is
 * known. The use itself is counted in the order's write batch, where a race for the last one is
 * decided.
 */
export function judgePromo(
  ctx: RequestCtx,
  store: StoreRow,
  read: PromoRead,
  priced: PricedLine[],
  phone: string | null,
): AppliedPromo | { problem: string } {
  if (!read) return { problem: promoMsg.unknown }
  const { row, phoneUses } = read
  const lines = priced.map((p) => ({
    lineTotal: p.lineTotal,
    categoryId: p.offer.categoryId ?? null,
  }))
  const today = localDay(ctx.now, store.timeZone)
  const rule = { ...row, categoryIds: row.categoryIds ?? [] }
  const judged = promoDiscount(rule, lines, today, store.currency)
  if ('problem' in judged) return judged
  if (phone && row.maxUsesPerPhone !== null && phoneUses >= row.maxUsesPerPhone)
    return { problem: promoMsg.phoneUsedUp }
  return { row, discount: judged.discount, freeDelivery: row.freeDelivery }
}

/** The code judged for the order: its discount, or a French 422 beside "Code promo". */
function appliedPromo(
  ctx: RequestCtx,
  store: StoreRow,
  code: string | undefined,
  read: PromoRead,
  priced: PricedLine[],
  phone: string,
): AppliedPromo | null {
  if (!code) return null
  const judged = judgePromo(ctx, store, read, priced, phone)
  if ('problem' in judged) throw fieldError('UNPROCESSABLE', 'promoCode', judged.problem)
  return judged
}

/** What the checkout shows for the typed code before ordering: its line, or why it is refused. */
export type PromoPreview = { code: string; discount: number; freeDelivery: boolean }

/**
 * The checkout's "Appliquer" (and any re-render of its form): the cart priced from the read
 * batch exactly as the order would be, and the code judged by `judgePromo`. Read-only: nothing
 * is counted. A cart the intake would refuse (a product gone, too few in stock) is its 4xx.
 */
export async function previewPromo(
  ctx: RequestCtx,
  store: StoreRow,
  prepared: PreparedIntake,
  read: IntakeRead,
): Promise<PromoPreview | { problem: string } | null> {
  if (!prepared.promoCode) return null
  const priced = priceOrder(prepared.lines, read.offers, {
    cap: store.maxOrderQuantity,
    merge: true,
  })
  if ('kind' in priced) throw orderProblemError(priced)
  // Paused by the plan: the same words as the order's refusal (the shopper never sees the plan).
  if (read.promo && !(await read.promoAllowed())) return { problem: promoMsg.notValid }
  const judged = judgePromo(ctx, store, read.promo, priced.priced, prepared.phone)
  if ('problem' in judged) return judged
  return { code: judged.row.code, discount: judged.discount, freeDelivery: judged.freeDelivery }
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

/**
 * Every write of the order in one atomic batch: stock taken (first: its CHECK decides), customer
 * kept, order, lines, history, the storefront's cache version, the merchant's alerts and
 * notification, the shopper's receipt. Prices come from the read, never the request. The rows
 * come back from the batch itself (RETURNING): the answer needs no read after it.
 */
async function place(
  ctx: ShopDatabaseCtx,
  store: StoreRow,
  input: OrderCreateInput,
  read: IntakeRead,
  priced: PricedLine[],
  idempotencyKey: string | undefined,
  delivery: ChosenDelivery,
  promo: AppliedPromo | null,
): Promise<{ made: PriorOrder; receiptLeaves: boolean }> {
  const phone = phoneOf(input)
  const method = chosenMethod(read.paymentOptions(store), input.paymentMethod)
  const order = {
    id: newId('ord'),
    storeId: store.id,
    number: newOrderNumber(),
    customerId: customerOfPhone(store.id, phone),
    firstName: input.firstName,
    lastName: input.lastName,
    phone,
    city: input.city,
    note: input.note || null,
    currency: store.currency,
    itemCount: priced.reduce((sum, p) => sum + p.line.quantity, 0),
    // The discount comes off the lines, before the delivery fee (promoTotals, as the preview);
    // an "other zone" fee still to set adds nothing yet.
    total: promoTotals(
      priced.reduce((sum, p) => sum + p.lineTotal, 0),
      delivery.deliveryFee,
      promo,
    ).total,
    discount: promo?.discount ?? 0,
    promoCode: promo?.row.code ?? null,
    promoCodeId: promo?.row.id ?? null,
    ...delivery,
    trackingToken: newSecretToken(),
    idempotencyKey: idempotencyKey ?? null,
    ...paymentTerms(ctx, store, method),
  }
  const { owner, crossShop } = await read.directory()
  const customer = `${input.firstName} ${input.lastName}`
  // Paid at the door, or still awaiting an online payment or a transfer that may never come.
  const payment = method === 'cash_on_delivery' ? 'on-delivery' : 'awaiting'
  const summary = {
    number: order.number,
    customer,
    city: input.city,
    itemCount: order.itemCount,
    payment,
  } as const
  const money = { total: order.total, currency: store.currency }
  const receipt = orderReceiptForShopper(
    { channel: 'whatsapp', to: phone },
    {
      storeName: store.name,
      number: order.number,
      total: order.total,
      currency: order.currency,
      link: appUrl(ctx.env, `/${store.slug}/orders/${order.trackingToken}`),
    },
  )
  // The code's use is counted with the stock, first: a CHECK past its maximum fails the batch.
  const stock = [
    ...stockStatements(ctx, store.id, priced),
    ...(promo ? promoUseWrites(ctx, promo.row, phone) : []),
  ]
  const statements = [
    ...stock,
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
    ctx.db.insert(orders).values(order).returning(),
    orderItemsInsert(ctx, store.id, order.id, priced).returning(),
    ctx.db
      .insert(orderEvents)
      .values({
        id: newId('oev'),
        storeId: store.id,
        orderId: order.id,
        status: 'pending',
        actor: 'shopper',
      })
      .returning(),
    // Stock shown on the storefront changed: its cached pages get a new key.
    bumpStoreVersion(ctx, store.id),
    ...(await queueMerchantAlert(ctx, store, 'orders', (to) =>
      orderPlacedForMerchant(to, {
        storeName: store.name,
        ...summary,
        phone,
        items: itemsSummary(
          priced.map((p) => ({
            productName: p.offer.name,
            quantity: p.line.quantity,
            size: p.line.size,
            color: p.line.color,
          })),
        ),
        ...money,
        link: appUrl(ctx.env, `/user/orders/${order.id}`),
      }),
    )),
    notifyStore(ctx, store.id, {
      type: 'order',
      relatedId: order.id,
      ...orderPlacedNotice({ ...summary, ...money }),
    }),
    // The shopper's proof of the order, by WhatsApp to the number typed into it: capped per
    // order, per number and per shop like the status messages (ADR 014).
    queueShopMessage(ctx, store.id, owner, receipt, {
      kind: 'shopper',
      orderId: order.id,
      crossShop,
    }),
    // Last: whether the gate let the receipt leave, for its count across shops.
    ctx.db
      .select({ status: outbox.status })
      .from(outbox)
      .where(and(eq(outbox.id, crossShop.outboxId), eq(outbox.storeId, store.id))),
  ]
  const at = stock.length + 1
  const results = await batch(ctx.db, statements)
  return {
    made: {
      row: (results[at] as OrderRow[])[0]!,
      items: results[at + 1] as OrderItemRow[],
      events: results[at + 2] as OrderEventRow[],
    },
    // Whether the gate let the receipt leave: else its place across shops is given back.
    receiptLeaves: (results.at(-1) as { status: string }[])[0]?.status === 'pending',
  }
}

/**
 * An order placed by the server itself (seeds, tests): the same intake, no pace, no key unless
 * given. The answer is the receipt, as the API's.
 */
export async function placeOrder(
  ctx: ShopDatabaseCtx,
  store: StoreRow,
  input: OrderCreateInput,
  opts: { idempotencyKey?: string } = {},
): Promise<OrderReceipt> {
  const prepared = prepareIntake({
    raw: input,
    idempotencyKey: opts.idempotencyKey,
    address: null,
    full: true,
  })
  const result = await intakeOrder(ctx, store, prepared, await readIntake(ctx, store, prepared))
  return result.receipt!
}
