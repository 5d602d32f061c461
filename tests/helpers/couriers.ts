import { randomBytes, randomUUID } from 'node:crypto'
import { seedCourier } from './day-cash.ts'
import { postForm } from './storefront.ts'
import { shopDb, type Tenant } from './worker.ts'

/**
 * A courier's day written straight into the shop's database (ADR 052), as assignment does:
 * the courier, their run with its link, one delivery per order (courier, day and currency
 * copied). Tests of the door need no assignment API.
 */
export async function courierRunWith(
  shop: Pick<Tenant, 'store'>,
  orderIds: string[],
  opts: { name?: string; closed?: boolean; revoked?: boolean; fee?: number } = {},
) {
  const d1 = await shopDb(shop)
  const id = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 20)}`
  const name = opts.name ?? 'Moussa Livreur'
  const courierId = await seedCourier(shop, name, opts.fee ?? null)
  const runId = id('run')
  const token = randomBytes(32).toString('base64url')
  const day = new Date().toISOString().slice(0, 10)
  await d1
    .prepare(
      `INSERT INTO courier_runs (id, store_id, courier_id, day, token, revoked_at, closed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      runId,
      shop.store.id,
      courierId,
      day,
      token,
      opts.revoked ? Math.floor(Date.now() / 1000) : null,
      opts.closed ? Math.floor(Date.now() / 1000) : null,
    )
    .run()
  const deliveries: Record<string, string> = {}
  for (const orderId of orderIds) {
    const deliveryId = id('dlv')
    deliveries[orderId] = deliveryId
    await d1
      .prepare(
        `INSERT INTO deliveries (id, store_id, order_id, run_id, courier_id, day, fee, currency)
         SELECT ?, store_id, id, ?, ?, ?, ?, currency FROM orders WHERE id = ? AND store_id = ?`,
      )
      .bind(deliveryId, runId, courierId, day, opts.fee ?? null, orderId, shop.store.id)
      .run()
  }
  const page = `/${shop.store.slug}/livraison/${token}`
  return { courierId, runId, token, day, name, deliveries, page }
}

export type CourierRunFixture = Awaited<ReturnType<typeof courierRunWith>>

/** One of the courier's four buttons, as the browser posts it. */
export const pressOutcome = (
  run: CourierRunFixture,
  deliveryId: string,
  outcome: string,
  cookie = '',
) => postForm(`${run.page}/${deliveryId}`, { outcome }, cookie)

/** Closes the run's day, as the day's cash does. */
export const closeRun = async (shop: Pick<Tenant, 'store'>, run: CourierRunFixture) =>
  (await shopDb(shop))
    .prepare('UPDATE courier_runs SET closed_at = unixepoch() WHERE id = ?')
    .bind(run.runId)
    .run()
