import { and, asc, eq, gte, inArray, lt, ne, or, type SQL } from 'drizzle-orm'
import { batch, type Db } from '../../db/client'
import { notLeftBehind } from '../../db/databases'
import { bothPlans, runPlan } from '../../db/read-plan'
import {
  notifications,
  type OrderRow,
  orders,
  type PaymentAccountRow,
  type PaymentRow,
  payments,
  type StoreRow,
} from '../../db/schema'
import type { OnDatabaseCtx, ShopDatabaseCtx } from '../../env'
import { appUrl } from '../../lib/config'
import { ApiError, fieldError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { orderMsg } from '../../schemas/orders'
import {
  paymentMsg,
  REFERENCE_HOLDING_STATUSES,
  type TransferReferenceInput,
} from '../../schemas/payments'
import { queueMerchantAlert } from '../merchant-alerts'
import { expireIfOverdue } from './expiry'
import { recordPayment, settlePayment } from './ledger'
import { referenceSubmittedNotice, transferReferenceForMerchant } from './message-templates'
import { onlineAccountPlan, openAccount } from './options'
import { ProviderError } from './provider'
import { refreshPayment } from './provider-status'
import { getProvider, providerEndpoints } from './providers'

/** A started checkout is reused this long: a double tap or a back-and-forth makes no second attempt. */
const REUSE_CHECKOUT_MS = 10 * 60_000
/** How long the job keeps asking a provider about an attempt before calling it expired. */
const POLL_FOR_MS = 24 * 3_600_000
/** A page showing a pending payment asks the provider at most this often. */
const RECHECK_MS = 5_000

/** The order of a shopper's tracking link, expired first if its delay has passed. */
export async function orderOfToken(ctx: ShopDatabaseCtx, storeId: string, token: string) {
  const find = () =>
    ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.trackingToken, token), eq(orders.storeId, storeId)))
      .get()
  const row = await find()
  if (!row) throw new ApiError('NOT_FOUND', orderMsg.notFound)
  return (await expireIfOverdue(ctx, row)) ? ((await find()) ?? row) : row
}

export const orderPayments = (ctx: ShopDatabaseCtx, order: Pick<OrderRow, 'id' | 'storeId'>) =>
  ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.storeId, order.storeId)))
    .orderBy(asc(payments.createdAt))

/**
 * Sends the shopper of an online-payment order to the provider's hosted page: a new attempt,
 * or the one started minutes ago (a double tap makes no second charge request). Card and
 * wallet details are only ever typed there. Its attempts and the shop's account are read in
 * one batch; an order this request has just written has no attempt yet and its account came
 * with the intake's reads (`payNewOrder`).
 */
export async function startOnlinePayment(
  ctx: ShopDatabaseCtx,
  store: StoreRow,
  order: OrderRow,
): Promise<{ checkoutUrl: string }> {
  refuseUnpayable(order)
  const account = onlineAccountPlan(ctx.db, store.id)
  const [attempts, accountOf] = await runPlan(
    ctx.db,
    bothPlans(
      { queries: [orderPayments(ctx, order)], decode: ([rows]) => rows as PaymentRow[] },
      account,
    ),
  )
  const recent = attempts.findLast(
    (p) =>
      p.status === 'pending' &&
      p.checkoutUrl &&
      ctx.now.getTime() - p.createdAt.getTime() < REUSE_CHECKOUT_MS,
  )
  if (recent?.checkoutUrl) return { checkoutUrl: recent.checkoutUrl }
  return openCheckout(ctx, store, order, accountOf(store))
}

/**
 * The first attempt of an order this request has just written (its id is new: no attempt can
 * exist), with the account the intake read beside its products: the provider's call, then the
 * attempt's write, and no read.
 */
export function payNewOrder(
  ctx: ShopDatabaseCtx,
  store: StoreRow,
  order: OrderRow,
  account: PaymentAccountRow | null,
) {
  refuseUnpayable(order)
  return openCheckout(ctx, store, order, account)
}

function refuseUnpayable(order: OrderRow) {
  if (order.paymentMethod !== 'online') throw new ApiError('CONFLICT', paymentMsg.methodUnavailable)
  if (order.paymentStatus === 'paid') throw new ApiError('CONFLICT', paymentMsg.alreadyPaid)
  if (order.expiredAt) throw new ApiError('CONFLICT', paymentMsg.orderExpired)
}

/** A new attempt at the provider, recorded once the provider has made it. */
async function openCheckout(
  ctx: ShopDatabaseCtx,
  store: StoreRow,
  order: OrderRow,
  row: PaymentAccountRow | null,
): Promise<{ checkoutUrl: string }> {
  if (!row) throw new ApiError('CONFLICT', paymentMsg.methodUnavailable)
  const account = await openAccount(ctx, row)
  const provider = getProvider(account.provider)
  const id = newId('pay')
  let checkout: Awaited<ReturnType<typeof provider.createCheckout>>
  try {
    checkout = await provider.createCheckout(
      providerEndpoints(ctx.env, provider.id, account.mode),
      account,
      {
        reference: id,
        amount: order.total,
        currency: order.currency,
        description: `Commande ${order.number} — ${store.name}`,
        customer: {
          firstName: order.firstName,
          lastName: order.lastName,
          phone: `+${order.phone}`,
        },
        returnUrl: appUrl(ctx.env, `/${store.slug}/orders/${order.trackingToken}/payment`),
        notifyUrl: appUrl(ctx.env, `/api/payments/notify/${provider.id}`),
      },
    )
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err
    console.warn(`[${ctx.requestId}] ${provider.id} checkout for ${order.id}: ${err.kind}`)
    throw new ApiError('CONFLICT', paymentMsg.providerUnavailable)
  }
  // Written after the provider's call, not beside the order: its reference and page are only
  // known now, and a row without them would be a pending attempt nobody can pay nor settle.
  await batch(
    ctx.db,
    recordPayment(ctx, {
      id,
      storeId: store.id,
      orderId: order.id,
      method: provider.id,
      account: 'shop',
      mode: account.mode,
      providerRef: checkout.providerRef,
      checkoutUrl: checkout.checkoutUrl,
      amount: order.total,
      currency: order.currency,
    }),
  )
  return { checkoutUrl: checkout.checkoutUrl }
}

/**
 * The shopper came back from the provider, or looks at a pending order: the server asks the
 * provider itself (never trusting the return's parameters), at most every few seconds.
 */
export async function recheckOrderPayment(
  ctx: ShopDatabaseCtx,
  order: OrderRow,
  /** `attempts`: the order's payments when the caller has just read them (no read again). */
  opts: { force?: boolean; attempts?: PaymentRow[] } = {},
) {
  if (order.paymentMethod !== 'online' || order.paymentStatus !== 'pending') return false
  const pending = (opts.attempts ?? (await orderPayments(ctx, order))).filter(
    (p) =>
      p.status === 'pending' &&
      (opts.force || ctx.now.getTime() - p.updatedAt.getTime() >= RECHECK_MS),
  )
  let moved = false
  for (const p of pending) {
    try {
      moved = (await refreshPayment(ctx, p)) || moved
    } catch (err) {
      // The provider is slow or down: the page says "en cours de vérification", the job retries.
      if (!(err instanceof ProviderError)) throw err
    }
  }
  return moved
}

/**
 * The reference a direct transfer's SMS gave the shopper, recorded for the merchant to check.
 * Another order of the shop holding the same reference does not refuse it: the shopper would
 * learn which references others paid with. The merchant, who decides, is told instead; two
 * payments with one reference can never both be confirmed (the unique index, see decideTransfer).
 */
export async function submitTransferReference(
  ctx: ShopDatabaseCtx,
  store: StoreRow,
  order: OrderRow,
  input: TransferReferenceInput,
) {
  if (order.paymentMethod !== 'transfer')
    throw fieldError('CONFLICT', 'reference', paymentMsg.referenceNotAwaited)
  if (order.expiredAt) throw fieldError('CONFLICT', 'reference', paymentMsg.orderExpired)
  if (order.paymentStatus === 'paid')
    throw fieldError('CONFLICT', 'reference', paymentMsg.alreadyPaid)
  if (order.paymentStatus === 'pending')
    throw fieldError('CONFLICT', 'reference', paymentMsg.referenceNotAwaited)
  const alsoOn = await ordersHoldingReference(ctx, store.id, order.id, input.reference)
  await batch(ctx.db, [
    ...recordPayment(ctx, {
      id: newId('pay'),
      storeId: store.id,
      orderId: order.id,
      method: 'transfer',
      providerRef: input.reference,
      amount: order.total,
      currency: order.currency,
    }),
    ctx.db.insert(notifications).values({
      id: newId('ntf'),
      audience: 'store',
      storeId: store.id,
      type: 'order',
      relatedId: order.id,
      ...referenceSubmittedNotice({ number: order.number, reference: input.reference, alsoOn }),
    }),
    // The stock is held only until the payment delay: the merchant hears of it where they are.
    ...(await queueMerchantAlert(ctx, store, 'orders', (to) =>
      transferReferenceForMerchant(to, {
        number: order.number,
        amount: order.total,
        currency: order.currency,
        reference: input.reference,
        alsoOn,
        link: appUrl(ctx.env, `/user/orders/${order.id}`),
      }),
    )),
  ])
}

/** Numbers of the shop's other orders and sales whose payment holds `reference` (a few). */
async function ordersHoldingReference(
  ctx: ShopDatabaseCtx,
  storeId: string,
  orderId: string,
  reference: string,
) {
  const rows = await ctx.db
    .selectDistinct({ number: orders.number })
    .from(payments)
    .innerJoin(orders, and(eq(orders.id, payments.orderId), eq(orders.storeId, storeId)))
    .where(
      and(
        eq(payments.storeId, storeId),
        eq(payments.providerRef, reference),
        inArray(payments.method, ['transfer', 'mobile_money']),
        inArray(payments.status, REFERENCE_HOLDING_STATUSES),
        ne(payments.orderId, orderId),
      ),
    )
    .limit(3)
  return rows.map((r) => r.number)
}

/**
 * Provider payments still pending, created in a window: on `payments_pending_created_idx`
 * (migration 0022), so the job reads what is pending, never every payment of the platform.
 */
export const pendingPaymentsQuery = (
  db: Db,
  created: SQL,
  limit: number,
  leftovers: readonly string[] = [],
) => {
  // A plan's payment is the platform's (it stays in the directory whatever a move does); an
  // order's payment left behind by a switched move is a dead copy, settled where the shop lives.
  const leftBehind = notLeftBehind(payments.storeId, leftovers)
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        ne(payments.method, 'transfer'),
        created,
        leftBehind && or(ne(payments.purpose, 'order'), leftBehind),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit)
}

/**
 * The scheduled job's half of "no payment lost": every provider payment still pending is asked
 * about, until it is final; one nobody paid within a day is expired. Bounded per run.
 */
export async function pollPendingPayments(
  ctx: OnDatabaseCtx,
  limit = 50,
  leftovers: readonly string[] = [],
) {
  const since = new Date(ctx.now.getTime() - POLL_FOR_MS)
  const pendingProviderPayments = (created: SQL) =>
    pendingPaymentsQuery(ctx.db, created, limit, leftovers)
  let settled = 0
  for (const p of await pendingProviderPayments(gte(payments.createdAt, since))) {
    try {
      if (await refreshPayment(ctx, p, 'status-check')) settled++
    } catch (err) {
      console.warn(`[${ctx.requestId}] polling payment ${p.id}: ${(err as Error).message}`)
    }
  }
  const stale = await pendingProviderPayments(lt(payments.createdAt, since))
  for (const p of stale)
    await settlePayment(ctx, p, {
      state: 'expired',
      rawStatus: p.rawStatus ?? undefined,
      confirmedBy: 'job',
    })
  return { settled, expired: stale.length }
}
