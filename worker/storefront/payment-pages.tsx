import type { Context } from 'hono'
import { REVIEW_PHOTO_SCRIPT } from '#themes/shared/review-photo-script.ts'
import type { ReceiptPayment, ReceiptReviews } from '#themes/types.ts'
import type { OrderRow, StoreRow } from '../db/schema'
import type { AppEnv } from '../env'
import { iso } from '../lib/dates'
import { ApiError } from '../lib/errors'
import { orderMsg } from '../schemas/orders'
import { PaymentSwitchInput, paymentMsg, TransferReferenceInput } from '../schemas/payments'
import type { IntakeResult } from '../services/orders/intake'
import { toReceipt } from '../services/orders/orders'
import { readTracking, type TrackedOrder, trackingPlan } from '../services/orders/tracking'
import { expireIfOverdue } from '../services/payments/expiry'
import {
  orderOfToken,
  payNewOrder,
  recheckOrderPayment,
  startOnlinePayment,
  submitTransferReference,
} from '../services/payments/order-payments'
import { switchableMethods, switchPaymentMethod } from '../services/payments/switch-method'
import { reviewedProducts } from '../services/reviews'
import { PRIVATE_PAGE, readForm, zodFieldErrors } from './forms'
import type { PageReads } from './page-reads'
import { type Shop, shopCtx } from './shop'

export { renderTracked, trackedOrder }

type C = Context<AppEnv>
type Extra = Pick<ReceiptPayment, 'formError' | 'formErrors' | 'referenceValue'>

const trackingPath = (shop: Shop, token: string) => `${shop.ctx.basePath}/orders/${token}`

/** What the tracking page shows of an order's payment, and what the shopper can do next. */
function paymentView(store: StoreRow, tracked: TrackedOrder, extra: Extra = {}) {
  const { row: order, attempts } = tracked
  const options = tracked.options(store)
  const wallets = order.paymentMethod === 'transfer' ? options.wallets : []
  // Refused at the door (ADR 052) is as closed as canceled: nothing more to pay.
  const open = order.status !== 'canceled' && order.status !== 'refused' && !order.expiredAt
  const view: ReceiptPayment = {
    method: order.paymentMethod,
    status: order.paymentStatus,
    dueAt: iso(order.paymentDueAt),
    paidAfterExpiry: order.paidAfterExpiryAt !== null,
    attempts: attempts.map((a) => ({
      id: a.id,
      method: a.method,
      status: a.status,
      reference: a.method === 'transfer' ? a.providerRef : null,
      createdAt: iso(a.createdAt)!,
    })),
    wallets: wallets.map((w) => ({
      operator: w.operator,
      number: w.number,
      holderName: w.holderName,
    })),
    // An online payment still pending can be resumed (the shopper closed the provider's page).
    canPay:
      open &&
      (order.paymentStatus === 'unpaid' ||
        order.paymentStatus === 'failed' ||
        (order.paymentMethod === 'online' && order.paymentStatus === 'pending')),
    checking: order.paymentMethod === 'online' && order.paymentStatus === 'pending',
    switchTo: switchableMethods(order, options),
    // A transfer whose reference was sent waits for the merchant, not for a delay.
    awaitsMerchant: order.paymentMethod === 'transfer' && order.paymentStatus === 'pending',
    ...extra,
  }
  return view
}

/**
 * A delivered order's review forms (issue 26): one per product bought still in the catalogue,
 * marked when already reviewed (one more read, only for delivered orders). None when the
 * shop's plan has no reviews.
 */
async function reviewForms(
  c: C,
  shop: Shop,
  tracked: TrackedOrder,
  refused?: ReceiptReviews['refused'],
): Promise<ReceiptReviews | undefined> {
  const { row, items } = tracked
  // A review posted before delivery, or to a shop whose plan has none: no form, only the refusal.
  if (row.status !== 'delivered' || !shop.reviews)
    return refused ? { products: [], refused } : undefined
  const reviewed = await reviewedProducts(shopCtx(c), shop.store.id, row.id)
  const seen = new Set<string>()
  const products = items.flatMap((i) => {
    if (!i.productId || seen.has(i.productId)) return []
    seen.add(i.productId)
    return [
      { productId: i.productId, productName: i.productName, reviewed: reviewed.has(i.productId) },
    ]
  })
  return { products, refused }
}

async function renderTracked(
  c: C,
  shop: Shop,
  tracked: TrackedOrder,
  extra: Extra = {},
  status = 200,
  refusedReview?: ReceiptReviews['refused'],
) {
  const order = toReceipt(tracked.row, tracked.items, tracked.events)
  const payment = paymentView(shop.store, tracked, extra)
  const reviews = await reviewForms(c, shop, tracked, refusedReview)
  const { ReceiptPage } = shop.theme
  return shop.html(<ReceiptPage ctx={shop.ctx} data={{ order, payment, reviews }} />, {
    status,
    headers: PRIVATE_PAGE,
    // A review form draws its photo's small copy when scripts run (ADR 058).
    ...(reviews?.products.some((p) => !p.reviewed) ? { scripts: [REVIEW_PHOTO_SCRIPT] } : {}),
  })
}

/** The tracking page of an order in hand, read again (one batch): after a refusal. */
async function renderTracking(c: C, shop: Shop, order: OrderRow, extra: Extra = {}, status = 200) {
  const tracked = await trackedOrder(c, shop, order.trackingToken)
  return renderTracked(c, shop, tracked, extra, status)
}

/**
 * The order of a tracking link as read, expired first if its delay has passed (then read
 * again: a rare path may cost a trip more).
 */
async function trackedOrder(
  c: C,
  shop: Shop,
  token: string,
  read?: TrackedOrder | null,
): Promise<TrackedOrder> {
  const ctx = shopCtx(c)
  const tracked = read === undefined ? await readTracking(ctx, shop.store.id, token) : read
  if (!tracked) throw new ApiError('NOT_FOUND', orderMsg.notFound)
  if (!(await expireIfOverdue(ctx, tracked.row))) return tracked
  return (await readTracking(ctx, shop.store.id, token)) ?? tracked
}

/** Reads the order again after a change, expiring it first if its delay has passed. */
const freshOrder = (c: C, shop: Shop) =>
  orderOfToken(shopCtx(c), shop.store.id, c.req.param('token') ?? '')

/**
 * GET /<slug>/orders/<token>: confirmation and tracking. Its order, lines, history and payment
 * attempts are read with the shop's row (one round trip). An online payment still pending is
 * asked about (the server's own status call) before the page is drawn.
 */
export async function trackingPage(c: C): Promise<PageReads<TrackedOrder | null>> {
  const token = c.req.param('token') ?? ''
  return {
    plan: (db, storeId) => trackingPlan(db, storeId, token),
    render: async (c, shop, read) => {
      let tracked = await trackedOrder(c, shop, token, read)
      const { row, attempts } = tracked
      if (await recheckOrderPayment(shopCtx(c), row, { attempts }))
        tracked = await trackedOrder(c, shop, token)
      return renderTracked(c, shop, tracked)
    },
  }
}

/**
 * GET or POST /<slug>/orders/<token>/payment: where the provider sends the shopper back (CinetPay
 * posts from its own page). Its parameters are never trusted: the server asks the provider,
 * then shows the tracking page.
 */
export async function paymentReturn(c: C, shop: Shop) {
  const order = await freshOrder(c, shop)
  await recheckOrderPayment(shopCtx(c), order, { force: true })
  return c.redirect(trackingPath(shop, order.trackingToken), 303)
}

/**
 * After an order is placed: its receipt, from what the intake already has (no read), or
 * straight to the provider's page when it is paid online. An order this request just made is
 * paid from its row as written; a repeat's is read again (its delay may have run out).
 */
export async function afterOrderMade(c: C, shop: Shop, order: IntakeResult) {
  if (order.paymentMethod !== 'online')
    return c.redirect(trackingPath(shop, order.trackingToken), 303)
  if (!order.replayed && order.row) {
    const { row, onlineAccount } = order
    return goPay(c, shop, row, () => payNewOrder(shopCtx(c), shop.store, row, onlineAccount))
  }
  return goPay(c, shop, await orderOfToken(shopCtx(c), shop.store.id, order.trackingToken))
}

async function goPay(
  c: C,
  shop: Shop,
  order: OrderRow,
  start = () => startOnlinePayment(shopCtx(c), shop.store, order),
) {
  try {
    const { checkoutUrl } = await start()
    return c.redirect(checkoutUrl, 303)
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    return renderTracking(c, shop, order, { formError: err.message }, err.status)
  }
}

/** POST /<slug>/orders/<token>/pay: "Payer maintenant" / "Réessayer le paiement". */
export async function payOnline(c: C, shop: Shop) {
  return goPay(c, shop, await freshOrder(c, shop))
}

/** POST /<slug>/orders/<token>/reference: the reference of a direct transfer. */
export async function sendReference(c: C, shop: Shop) {
  const order = await freshOrder(c, shop)
  const values = await readForm(c)
  const parsed = TransferReferenceInput.safeParse({ reference: values.reference ?? '' })
  const referenceValue = values.reference ?? ''
  if (!parsed.success)
    return renderTracking(
      c,
      shop,
      order,
      { formErrors: zodFieldErrors(parsed.error), referenceValue },
      422,
    )
  try {
    await submitTransferReference(shopCtx(c), shop.store, order, parsed.data)
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    const formErrors = Object.fromEntries((err.issues ?? []).map((i) => [i.path, i.message]))
    return renderTracking(
      c,
      shop,
      order,
      { formErrors, formError: err.message, referenceValue },
      err.status,
    )
  }
  return c.redirect(trackingPath(shop, order.trackingToken), 303)
}

/**
 * POST /<slug>/orders/<token>/method: a failed online payment paid another way instead (cash on
 * delivery, transfer), one form per way offered; then the tracking page, as for a new order.
 */
export async function switchMethod(c: C, shop: Shop) {
  const order = await freshOrder(c, shop)
  const values = await readForm(c)
  const parsed = PaymentSwitchInput.safeParse({ paymentMethod: values.paymentMethod ?? '' })
  try {
    if (!parsed.success) throw new ApiError('UNPROCESSABLE', paymentMsg.chooseMethod)
    await switchPaymentMethod(shopCtx(c), shop.store, order, parsed.data)
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    return renderTracking(c, shop, order, { formError: err.message }, err.status)
  }
  return c.redirect(trackingPath(shop, order.trackingToken), 303)
}
