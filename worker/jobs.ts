import { createD1Db } from './db/client'
import type { Env, RequestCtx } from './env'
import { sendAtelierReminders } from './services/atelier/reminders'
import { purgeExpiredAuthRows } from './services/auth-tokens'
import { releaseExpiredDomainClaims } from './services/custom-domains'
import { deliverDueMessages } from './services/outbox'
import { expireOverdueOrders } from './services/payments/expiry'
import { pollPendingPayments } from './services/payments/order-payments'
import { runSubscriptionLifecycle } from './services/subscription-lifecycle'

/**
 * What the cron trigger (and `npm run jobs`) runs. Each job is independent: one failing does
 * not stop the others. They run in order so the messages the subscription job queues leave
 * in the same run.
 */
export async function runScheduledJobs(env: Env, now: Date) {
  const ctx: RequestCtx = {
    db: createD1Db(env.DB),
    env,
    requestId: `cron-${now.toISOString()}`,
    now,
    user: null,
    store: null,
    effects: { deliverOutbox: false },
  }
  const settle = async <T>(name: string, job: () => Promise<T>) => {
    try {
      return { status: 'fulfilled', value: await job() } as PromiseFulfilledResult<T>
    } catch (reason) {
      console.error(`[${ctx.requestId}] job ${name}`, reason)
      return { status: 'rejected', reason } as PromiseRejectedResult
    }
  }
  return {
    // Before expiry: a payment the provider confirmed but never notified still lands in time.
    payments: await settle('payments', () => pollPendingPayments(ctx)),
    expiredOrders: await settle('expiredOrders', () => expireOverdueOrders(ctx)),
    subscriptions: await settle('subscriptions', () => runSubscriptionLifecycle(ctx)),
    outbox: await settle('outbox', () => deliverDueMessages(ctx, 100)),
    authRows: await settle('authRows', () => purgeExpiredAuthRows(ctx)),
    atelierReminders: await settle('atelierReminders', () => sendAtelierReminders(ctx, now)),
    domainClaims: await settle('domainClaims', () => releaseExpiredDomainClaims(ctx)),
  }
}
