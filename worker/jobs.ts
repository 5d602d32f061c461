import {
  DIRECTORY,
  databaseNamed,
  databasesInMoves,
  databasesToVisit,
  directoryDatabase,
  directoryHoldsShops,
  leftoverShops,
} from './db/databases'
import type { DirectoryCtx, Env, OnDatabaseCtx, ShopDatabaseCtx } from './env'
import { sendAtelierReminders } from './services/atelier/reminders'
import { purgeExpiredAuthRows } from './services/auth-tokens'
import { releaseExpiredDomainClaims } from './services/custom-domains'
import { deliverDueMessages } from './services/outbox'
import { expireOverdueOrders } from './services/payments/expiry'
import { pollPendingPayments } from './services/payments/order-payments'
import { remindUnpaidOrders } from './services/payments/reminders'
import { keepProductFeed } from './services/product-feed'
import { onShopDatabase } from './services/shops/databases'
import { purgeExpiredShopCodes, sweepUnroutedShops } from './services/shops/housekeeping'
import { runSubscriptionLifecycle } from './services/subscriptions/lifecycle'
import { deliverWaitingNotices } from './services/subscriptions/subscriptions'
import { purgeWhatsappRows } from './services/whatsapp/housekeeping'

/**
 * What the cron trigger (and `npm run jobs`) runs. Each job is independent: one failing does
 * not stop the others. They run in order so the messages the subscription job queues leave
 * in the same run.
 *
 * Jobs over platform rows (subscriptions, sign-in rows, domain claims) read the directory; jobs
 * over shops' rows visit each database in turn (ADR 036), one after the other so a round's
 * subrequests and CPU grow with the databases and the work due, never all at once.
 */
export async function runScheduledJobs(env: Env, now: Date) {
  const directory = directoryDatabase(env)
  const ctx: DirectoryCtx = {
    db: directory,
    directory,
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
  /**
   * The job on every database, one after the other; its results by database name. A database
   * that fails does not keep the job from the next ones; the job then fails as a whole.
   */
  // The two databases of a move in progress wait for the next round (databasesInMoves).
  const inMoves = await databasesInMoves(directory)
  // The rows a switched move left at its source are skipped row by row (leftoverShops).
  const leftovers = await leftoverShops(directory)
  const leftOn = (name: string) => leftovers.get(name) ?? []
  const visited = (await databasesToVisit(directory, env)).filter((name) => !inMoves.has(name))
  // Jobs over shops' own rows skip the directory once it holds no shop (ADR 036).
  const holdingShops = (await directoryHoldsShops(directory))
    ? visited
    : visited.filter((name) => name !== DIRECTORY)
  const everyDatabase = async <T>(
    job: (ctx: OnDatabaseCtx, name: string) => Promise<T>,
    names = visited,
  ) => {
    const results: Record<string, T> = {}
    const failures: unknown[] = []
    for (const name of names) {
      try {
        results[name] = await job({ ...ctx, db: databaseNamed(env, name) }, name)
      } catch (err) {
        failures.push(new Error(`database ${name}`, { cause: err }))
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, 'job failed on some databases')
    return results
  }
  /** A job over shops' own rows, on each database holding shops (the directory's, by role). */
  const everyShopDatabase = <T>(job: (ctx: ShopDatabaseCtx, name: string) => Promise<T>) =>
    everyDatabase((ctx, name) => job(onShopDatabase(ctx, name), name), holdingShops)
  return {
    // Before expiry: a payment the provider confirmed but never notified still lands in time.
    payments: await settle('payments', () =>
      everyDatabase((db, name) => pollPendingPayments(db, 50, leftOn(name))),
    ),
    expiredOrders: await settle('expiredOrders', () =>
      everyShopDatabase((db, name) => expireOverdueOrders(db, 100, leftOn(name))),
    ),
    // Before the outbox: a reminder queued this round leaves this round (issue 26).
    paymentReminders: await settle('paymentReminders', () =>
      everyShopDatabase((db, name) => remindUnpaidOrders(db, 100, leftOn(name))),
    ),
    subscriptions: await settle('subscriptions', () => runSubscriptionLifecycle(ctx)),
    // Notices that waited for a move now over, before the outbox: their alerts leave this round.
    waitingNotices: await settle('waitingNotices', () => deliverWaitingNotices(ctx)),
    outbox: await settle('outbox', async () => {
      const each = await everyDatabase((db, name) => deliverDueMessages(db, 100, leftOn(name)))
      const all = Object.values(each)
      return {
        sent: all.reduce((sum, r) => sum + r.sent, 0),
        failed: all.reduce((sum, r) => sum + r.failed, 0),
      }
    }),
    authRows: await settle('authRows', () => purgeExpiredAuthRows(ctx)),
    whatsappRows: await settle('whatsappRows', () => purgeWhatsappRows(ctx)),
    shopCodes: await settle('shopCodes', () => everyShopDatabase(purgeExpiredShopCodes)),
    unroutedShops: await settle('unroutedShops', () => everyShopDatabase(sweepUnroutedShops)),
    atelierReminders: await settle('atelierReminders', () =>
      everyShopDatabase((db, name) => sendAtelierReminders(db, now, leftOn(name))),
    ),
    domainClaims: await settle('domainClaims', () => releaseExpiredDomainClaims(ctx)),
    productFeed: await settle('productFeed', () => keepProductFeed(ctx, holdingShops)),
  }
}
