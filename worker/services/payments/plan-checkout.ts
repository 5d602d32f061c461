import { and, eq } from 'drizzle-orm'
import { batch } from '../../db/client'
import { plans, stores, users } from '../../db/schema'
import type { RequestCtx, StoreCtx } from '../../env'
import { appUrl } from '../../lib/config'
import { ApiError, fieldError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { discountedPrice, planMsg } from '../../schemas/plans'
import {
  type PlanPaymentOptions,
  type PlanPaymentStart,
  platformFeeMsg,
} from '../../schemas/platform-settings'
import { listPlatformChannels } from '../platform-settings'
import { SUBSCRIPTION_SETTINGS_PATH } from '../subscriptions/subscriptions'
import { paymentHome, recordPayment } from './ledger'
import { platformAccount } from './platform-account'
import { type Checkout, ProviderError } from './provider'
import { getProvider, providerEndpoints } from './providers/index'

/**
 * Paying a plan to the platform (issue 14): what it costs and where (the administrator's
 * receiving numbers for the manual claim), and the online checkout on the platform's own
 * provider account. Activation once paid is `activatePaidSubscription` (subscription-fees.ts),
 * run by the ledger; this file is apart from it because it records payments through the ledger.
 */

/** Where the provider sends the merchant back: the subscription page, which re-reads the plan. */
const returnPath = (paymentId: string) =>
  `${SUBSCRIPTION_SETTINGS_PATH}?payment=${encodeURIComponent(paymentId)}`

/** A plan on sale (active), or undefined: plans are the directory's (ADR 036). */
const activePlan = (ctx: RequestCtx, planId: string) =>
  ctx.directory
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.active, true)))
    .get()

/**
 * Who pays: the shop's owner, reachable on the shop's number (FedaPay reads its country). Read
 * in the directory: the account, and the shop's routing copy of its row.
 */
async function payerOf(ctx: StoreCtx) {
  const row = await ctx.directory
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
    phone: `+${row?.phone}`,
    ...(row?.email && { email: row.email }),
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
  const plan = await activePlan(ctx, planId)
  // The free plan and withdrawn plans are refused (422 on planId).
  if (!plan) throw fieldError('UNPROCESSABLE', 'planId', planMsg.planNotFound)
  const amount = discountedPrice(plan)
  if (amount <= 0) throw fieldError('UNPROCESSABLE', 'planId', platformFeeMsg.freePlan)
  const id = newId('pay')
  let checkout: Checkout
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
  // A plan's fee lives in the directory, beside the subscription it pays (ADR 036).
  const home = paymentHome(ctx, { planId: plan.id })
  await batch(
    home.db,
    recordPayment(home, {
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
    }),
  )
  return { paymentId: id, checkoutUrl: checkout.checkoutUrl }
}

/**
 * GET /api/plans/payment?planId=: what one period of a plan costs (after discount) and where to send
 * it: the platform's receiving numbers for the manual claim, and whether it can be paid online.
 */
export async function getPlanPaymentOptions(
  ctx: RequestCtx,
  planId: string,
): Promise<PlanPaymentOptions> {
  const plan = await activePlan(ctx, planId)
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
