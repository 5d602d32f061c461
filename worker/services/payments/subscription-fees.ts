import { and, eq, notExists, sql } from 'drizzle-orm'
import {
  type PaymentRow,
  payments,
  plans,
  stores,
  subscriptionRequests,
  subscriptions,
  users,
} from '../../db/schema'
import type { RequestCtx, StoreCtx } from '../../env'
import { appUrl } from '../../lib/config'
import { ApiError, fieldError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { formatMoney } from '../../schemas/money'
import { shopNotice } from '../../schemas/notices'
import { PAYMENT_ROW_METHOD_LABEL } from '../../schemas/payments'
import { discountedPrice, planMsg } from '../../schemas/plans'
import {
  type PlanPaymentOptions,
  type PlanPaymentStart,
  platformFeeMsg,
} from '../../schemas/platform-settings'
import { planPaymentReceipt } from '../message-templates'
import { listPlatformChannels } from '../platform-settings'
import { activationStatements, newPeriodEnd } from '../subscription-activation'
import { formatEndDate, guardedNotice } from '../subscription-lifecycle'
import { SUBSCRIPTION_SETTINGS_PATH } from '../subscriptions'
import { platformAccount } from './platform-account'
import { ProviderError } from './provider'
import { getProvider, providerEndpoints } from './providers/index'

/**
 * The platform's own fees paid online (issue 14): a merchant pays a plan on the platform's
 * provider account's hosted page, and the verified payment activates or extends the plan at
 * once, without an administrator. The manual claim (plans.ts, admin-plan-requests.ts) stays as
 * the fallback.
 */

/** Where the provider sends the merchant back: the subscription page, which re-reads the plan. */
const returnPath = (paymentId: string) =>
  `${SUBSCRIPTION_SETTINGS_PATH}?payment=${encodeURIComponent(paymentId)}`

/** A plan on sale for money; the free plan and withdrawn plans are refused (422 on planId). */
async function payablePlan(ctx: RequestCtx, planId: string) {
  const plan = await ctx.db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.active, true)))
    .get()
  if (!plan) throw fieldError('UNPROCESSABLE', 'planId', planMsg.planNotFound)
  if (discountedPrice(plan) <= 0)
    throw fieldError('UNPROCESSABLE', 'planId', platformFeeMsg.freePlan)
  return plan
}

/** Who pays: the shop's owner, reachable on the shop's number (FedaPay reads its country). */
async function payerOf(ctx: StoreCtx) {
  const row = await ctx.db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: stores.phone,
    })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.ownerId))
    .where(eq(stores.id, ctx.store.id))
    .get()
  return {
    firstName: row?.firstName || ctx.store.name,
    lastName: row?.lastName || ctx.store.name,
    phone: row?.phone ? `+${row.phone.replace(/\D/g, '')}` : '',
    ...(row?.email ? { email: row.email } : {}),
  }
}

/**
 * POST /api/plans/payments: starts paying one period of `planId` on the platform's provider
 * account. The provider's checkout is created first (our payment id as its reference), then the
 * pending payment is recorded with the provider's reference and hosted page, so no pending row
 * ever lacks the reference the notification and the status job look for. 409 when the platform
 * takes no online payment or its provider refuses; the amount is the plan's price after discount.
 */
export async function startPlanPayment(ctx: StoreCtx, planId: string): Promise<PlanPaymentStart> {
  const account = platformAccount(ctx.env)
  if (!account) throw new ApiError('CONFLICT', platformFeeMsg.onlineUnavailable)
  const plan = await payablePlan(ctx, planId)
  const id = newId('pay')
  const amount = discountedPrice(plan)
  let checkout: Awaited<ReturnType<ReturnType<typeof getProvider>['createCheckout']>>
  try {
    checkout = await getProvider(account.provider).createCheckout(
      providerEndpoints(ctx.env, account.provider, account.mode),
      account,
      {
        reference: id,
        amount,
        currency: plan.currency,
        description: `Boutiko — offre ${plan.name} — ${ctx.store.name}`.slice(0, 120),
        customer: await payerOf(ctx),
        returnUrl: appUrl(ctx.env, returnPath(id)),
        notifyUrl: appUrl(ctx.env, `/api/payments/notify/${account.provider}`),
      },
    )
  } catch (error) {
    if (error instanceof ProviderError) {
      console.warn(`[${ctx.requestId}] platform checkout refused: ${error.kind}`)
      throw new ApiError('CONFLICT', platformFeeMsg.providerUnavailable)
    }
    throw error
  }
  await ctx.db.insert(payments).values({
    id,
    storeId: ctx.store.id,
    purpose: 'subscription',
    planId: plan.id,
    method: account.provider,
    account: 'platform',
    mode: account.mode,
    providerRef: checkout.providerRef,
    checkoutUrl: checkout.checkoutUrl,
    amount,
    currency: plan.currency,
    status: 'pending',
  })
  return { paymentId: id, checkoutUrl: checkout.checkoutUrl }
}

/**
 * The writes a verified subscription payment makes, for the ledger's one atomic batch
 * (`settlePayment`), in this order:
 * 1. the merchant's notification and the receipt by e-mail (shop-notice, fixed template);
 * 2. the subscription moved to the paid plan: the same plan still running is extended from its
 *    end, anything else starts now (the rule of an administrator's approval, shared);
 * 3. an approved plan request carrying the payment (amount, currency, provider reference), so
 *    revenue figures and the shop's history count it like an approved claim.
 * Every write is guarded by "no request carries this payment yet", and the request comes last:
 * the statements act once per payment even if two batches race (the unique payment_id index
 * backs it). Empty for a payment that is not a subscription's or whose plan is gone.
 */
export async function activatePaidSubscription(ctx: RequestCtx, payment: PaymentRow) {
  if (payment.purpose !== 'subscription' || !payment.planId) return []
  const [row, plan] = await Promise.all([
    ctx.db
      .select({
        shop: { id: stores.id, name: stores.name, email: stores.email },
        owner: { firstName: users.firstName, lastName: users.lastName, phone: stores.phone },
        sub: {
          planId: subscriptions.planId,
          status: subscriptions.status,
          endsAt: subscriptions.endsAt,
        },
      })
      .from(stores)
      .innerJoin(users, eq(users.id, stores.ownerId))
      .leftJoin(subscriptions, eq(subscriptions.storeId, stores.id))
      .where(eq(stores.id, payment.storeId))
      .get(),
    ctx.db.select().from(plans).where(eq(plans.id, payment.planId)).get(),
  ])
  if (!row || !plan) return []
  const endsAt = newPeriodEnd(plan, row.sub, ctx.now)
  const guard = notExists(
    ctx.db
      .select({ one: sql`1` })
      .from(subscriptionRequests)
      .where(eq(subscriptionRequests.paymentId, payment.id)),
  )
  const reference = payment.providerRef ?? payment.id
  const amount = formatMoney(payment.amount, payment.currency)
  const endsOn = formatEndDate(endsAt)
  const notice = shopNotice.planPaid(plan.name, amount, endsOn)
  const receipt = planPaymentReceipt(
    { channel: 'email', to: row.shop.email },
    {
      storeName: row.shop.name,
      planName: plan.name,
      amount: payment.amount,
      currency: payment.currency,
      reference,
      provider: PAYMENT_ROW_METHOD_LABEL[payment.method],
      endsOn,
      link: appUrl(ctx.env, SUBSCRIPTION_SETTINGS_PATH),
    },
  )
  const at = Math.floor(ctx.now.getTime() / 1000)
  return [
    ...guardedNotice(ctx, row.shop, notice.title, notice.body, guard, receipt),
    ...activationStatements(ctx, {
      storeId: row.shop.id,
      plan,
      endsAt,
      hasSubscription: !!row.sub,
      guard,
    }),
    // Columns in table order (id … payment_id), inserted only while the guard still holds.
    ctx.db
      .insert(subscriptionRequests)
      .select(
        sql`select ${newId('srq')}, ${row.shop.id}, ${plan.id}, ${`${row.owner.firstName} ${row.owner.lastName}`.trim()}, ${row.owner.phone}, ${reference}, 'approved', null, ${at}, ${at}, ${payment.amount}, ${payment.currency}, ${payment.id} where ${guard}`,
      ),
  ]
}

/**
 * GET /api/plans/payment?planId=: what one period of a plan costs (after discount) and where to send
 * it: the platform's receiving numbers for the manual claim, and whether it can be paid online.
 */
export async function getPlanPaymentOptions(
  ctx: RequestCtx,
  planId: string,
): Promise<PlanPaymentOptions> {
  const plan = await ctx.db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.active, true)))
    .get()
  if (!plan) throw new ApiError('NOT_FOUND', planMsg.planNotFound)
  return {
    planId: plan.id,
    planName: plan.name,
    billingCycle: plan.billingCycle,
    amount: discountedPrice(plan),
    currency: plan.currency,
    channels: await listPlatformChannels(ctx),
    online: platformAccount(ctx.env) !== null && discountedPrice(plan) > 0,
  }
}
