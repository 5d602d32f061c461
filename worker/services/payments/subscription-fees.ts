import { eq, notExists, sql } from 'drizzle-orm'
import {
  type PaymentRow,
  plans,
  stores,
  subscriptionRequests,
  subscriptions,
  users,
} from '../../db/schema'
import type { RequestCtx } from '../../env'
import { appUrl } from '../../lib/config'
import { newId } from '../../lib/ids'
import { formatMoney } from '../../schemas/money'
import { shopNotice } from '../../schemas/notices'
import { PAYMENT_ROW_METHOD_LABEL } from '../../schemas/payments'
import type { AlertShop } from '../merchant-alerts'
import { planPaymentReceipt } from '../message-templates'
import type { OutgoingMessage } from '../outbox'
import { activationStatements, newPeriodEnd } from '../subscriptions/activation'
import { formatEndDate } from '../subscriptions/lifecycle'
import { SUBSCRIPTION_SETTINGS_PATH, tellShop } from '../subscriptions/subscriptions'

/**
 * The platform's own fees paid online (issue 14): a verified payment of a plan (started in
 * plan-checkout.ts) activates or extends it at once, without an administrator. The manual claim
 * (plans.ts, admin-plan-requests.ts) stays as the fallback.
 */

/** What the merchant is told once a plan's payment activated it (`tellPlanPaid`). */
export type PlanPaidNotice = {
  /** The plan request the activation inserted: the notice goes only if it exists. */
  requestId: string
  shop: AlertShop & { name: string; database: string }
  title: string
  body: string
  receipt: (to: Pick<OutgoingMessage, 'channel' | 'to'>) => OutgoingMessage
}

/**
 * The writes a verified subscription payment makes, for the ledger's one atomic batch
 * (`settlePayment`) in the directory, where the payment, the subscription and the requests live
 * (ADR 036), in this order:
 * 1. the subscription moved to the paid plan: the same plan still running is extended from its
 *    end, anything else starts now (the rule of an administrator's approval, shared);
 * 2. an approved plan request carrying the payment (amount, currency, provider reference), so
 *    revenue figures and the shop's history count it like an approved claim.
 * Every write is guarded by "no request carries this payment yet", and the request comes last:
 * the statements act once per payment even if two batches race (the unique payment_id index
 * backs it). The merchant's notification and e-mailed receipt are the shop's rows, in its own
 * database: `notice`, for `tellPlanPaid` once the batch has run. Null for a payment that is not
 * a subscription's or whose plan is gone. `ctx.directory`: every row read here is the platform's.
 */
export async function activatePaidSubscription(
  ctx: RequestCtx,
  payment: PaymentRow,
): Promise<{ statements: unknown[]; notice: PlanPaidNotice } | null> {
  if (payment.purpose !== 'subscription' || !payment.planId) return null
  const [row, plan] = await Promise.all([
    ctx.directory
      .select({
        shop: {
          id: stores.id,
          name: stores.name,
          email: stores.email,
          phone: stores.phone,
          database: stores.database,
          timeZone: stores.timeZone,
        },
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
    ctx.directory.select().from(plans).where(eq(plans.id, payment.planId)).get(),
  ])
  if (!row || !plan) return null
  const endsAt = newPeriodEnd(plan, row.sub, ctx.now)
  const guard = notExists(
    ctx.directory
      .select({ one: sql`1` })
      .from(subscriptionRequests)
      .where(eq(subscriptionRequests.paymentId, payment.id)),
  )
  const reference = payment.providerRef ?? payment.id
  const amount = formatMoney(payment.amount, payment.currency)
  const endsOn = formatEndDate(endsAt, row.shop.timeZone)
  const notice = shopNotice.planPaid(plan.name, amount, endsOn)
  const receipt = (to: Parameters<typeof planPaymentReceipt>[0]) =>
    planPaymentReceipt(to, {
      storeName: row.shop.name,
      planName: plan.name,
      amount: payment.amount,
      currency: payment.currency,
      reference,
      provider: PAYMENT_ROW_METHOD_LABEL[payment.method],
      endsOn,
      link: appUrl(ctx.env, SUBSCRIPTION_SETTINGS_PATH),
    })
  const at = Math.floor(ctx.now.getTime() / 1000)
  const requestId = newId('srq')
  const statements = [
    ...activationStatements(ctx, {
      storeId: row.shop.id,
      plan,
      endsAt,
      hasSubscription: !!row.sub,
      guard,
    }),
    // Columns in table order (id … payment_id), inserted only while the guard still holds.
    ctx.directory
      .insert(subscriptionRequests)
      .select(
        sql`select ${requestId}, ${row.shop.id}, ${plan.id}, ${`${row.owner.firstName} ${row.owner.lastName}`.trim()}, ${row.owner.phone}, ${reference}, 'approved', null, ${at}, ${at}, ${payment.amount}, ${payment.currency}, ${payment.id} where ${guard}`,
      ),
  ]
  return {
    statements,
    notice: { requestId, shop: row.shop, title: notice.title, body: notice.body, receipt },
  }
}

/**
 * The merchant's bell and e-mailed receipt of a plan paid online, in the shop's database, after
 * the directory's batch: only if that batch's own plan request exists (the activation acted),
 * so a payment that lost a race or was already counted tells nobody twice.
 */
export async function tellPlanPaid(ctx: RequestCtx, notice: PlanPaidNotice) {
  const acted = await ctx.directory
    .select({ id: subscriptionRequests.id })
    .from(subscriptionRequests)
    .where(eq(subscriptionRequests.id, notice.requestId))
    .get()
  if (!acted) return
  // Like every platform notice: it waits in the directory while the shop is being moved.
  await tellShop(ctx, notice.shop, notice.title, notice.body, { message: notice.receipt })
}
