import { randomBytes, randomUUID } from 'node:crypto'
import type { DoorOutcome } from '#worker/schemas/couriers.ts'
import {
  api,
  type OrderReceipt,
  orderBody,
  placeOrder,
  readJson,
  seedProduct,
  shopDb,
  type Tenant,
  uniquePhone,
} from './worker.ts'

/**
 * Couriers, runs and door outcomes written straight in the shop's database: the day's cash
 * reads them, whoever recorded them (the courier's page is another slice, ADR 052).
 */

/** A shopper's cash-on-delivery order of one product at `price`. */
export async function placedOrder(t: Tenant, price = '10000') {
  const product = await seedProduct(t, { price, stock: '20' })
  const res = await placeOrder(
    t.store.slug,
    orderBody([{ productId: product.id, quantity: 1 }], { phone: uniquePhone() }),
  )
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${await res.text()}`)
  return readJson<OrderReceipt>(res)
}

/** A courier written straight in the shop's database (no plan limit, no API): their id. */
export async function seedCourier(
  t: Pick<Tenant, 'store'>,
  name = 'Moussa Ouédraogo',
  fee: number | null = 1000,
) {
  const id = `cou_${randomUUID().slice(0, 12)}`
  await (await shopDb(t))
    .prepare(
      'INSERT INTO couriers (id, store_id, name, phone, fee_per_drop) VALUES (?1, ?2, ?3, ?4, ?5)',
    )
    .bind(id, t.store.id, name, `226${uniquePhone()}`, fee)
    .run()
  return id
}

/** The courier's run of `day` (created on first use), as the assignment would. */
async function runOf(t: Tenant, courierId: string, day: string) {
  const db = await shopDb(t)
  await db
    .prepare(
      'INSERT OR IGNORE INTO courier_runs (id, store_id, courier_id, day, token) VALUES (?1, ?2, ?3, ?4, ?5)',
    )
    .bind(
      `run_${randomUUID().slice(0, 12)}`,
      t.store.id,
      courierId,
      day,
      randomBytes(16).toString('hex'),
    )
    .run()
  const row = await db
    .prepare('SELECT id FROM courier_runs WHERE store_id = ?1 AND courier_id = ?2 AND day = ?3')
    .bind(t.store.id, courierId, day)
    .first<{ id: string }>()
  return row!.id
}

/** One parcel of a courier's day with what happened at the door (null: still open). */
export async function seedDelivery(
  t: Tenant,
  parcel: {
    courierId: string
    day: string
    orderId: string
    outcome: DoorOutcome | null
    cash?: number
    fee?: number | null
  },
) {
  const runId = await runOf(t, parcel.courierId, parcel.day)
  await (await shopDb(t))
    .prepare(
      `INSERT INTO deliveries (id, store_id, order_id, run_id, courier_id, day, fee, outcome, outcome_at, recorded_by, cash_collected, currency)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, CASE WHEN ?8 IS NULL THEN NULL ELSE unixepoch() END, CASE WHEN ?8 IS NULL THEN NULL ELSE 'courier' END, ?9, 'XOF')`,
    )
    .bind(
      `dlv_${randomUUID().slice(0, 12)}`,
      t.store.id,
      parcel.orderId,
      runId,
      parcel.courierId,
      parcel.day,
      parcel.fee === undefined ? 1000 : parcel.fee,
      parcel.outcome,
      parcel.cash ?? 0,
    )
    .run()
}

export const dayCashOf = (t: Tenant, day?: string) =>
  api('GET', `/api/delivery-cash${day ? `?day=${day}` : ''}`, { token: t.token })

export const closeDay = (t: Tenant, json: Record<string, unknown>) =>
  api('POST', '/api/delivery-cash/close', { token: t.token, json })

export const correctDay = (t: Tenant, json: Record<string, unknown>) =>
  api('POST', '/api/delivery-cash/corrections', { token: t.token, json })

export const receiveCash = (t: Tenant, orderId: string, json: Record<string, unknown>) =>
  api('POST', `/api/orders/${orderId}/cash`, { token: t.token, json })
