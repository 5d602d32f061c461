import { describe, expect, it } from 'vitest'
import { ProbeD1, ProbeR2 } from '#tests/helpers/probe.ts'
import {
  ALL_DATABASES,
  api,
  readJson,
  setupWorker,
  shopDb,
  TEST_PAYMENT_KEYS,
  worker,
  workerSecrets,
} from '#tests/helpers/worker.ts'
import type { Env } from '#worker/env.ts'
import type { DayCash } from '#worker/schemas/day-cash.ts'
import type { PromoCodeList } from '#worker/schemas/promo-codes.ts'
import type { ReviewPage } from '#worker/schemas/reviews.ts'
import { shiftDay } from '#worker/schemas/shop-clock.ts'
import { DEMO_MERCHANT, seed } from '../../scripts/seed.ts'

setupWorker()

/** The seed's env on the test worker's databases, reached through its probe (HTTP). */
function scriptEnv(): Env {
  const mf = worker()
  return {
    ...Object.fromEntries(ALL_DATABASES.map((name) => [name, new ProbeD1(mf, name)])),
    FILES: new ProbeR2(mf),
    ENVIRONMENT: 'development',
    JWT_SECRET: workerSecrets().jwtSecret,
    PASSWORD_PEPPER: workerSecrets().pepper,
    PAYMENT_KEYS: TEST_PAYMENT_KEYS,
    APP_URL: 'https://boutiko.test',
  } as unknown as Env
}

describe('the demo seed’s couriers and yesterday’s cash (npm start)', () => {
  it('gives the demo shop two couriers and a closed yesterday: deliveries paid in cash, one refusal, Moussa 500 F short; a second seed adds nothing', async () => {
    await seed(scriptEnv(), () => undefined)
    const signin = await api('POST', '/api/signin', {
      json: { emailOrPhone: DEMO_MERCHANT.email, password: DEMO_MERCHANT.password },
    })
    const { token } = await readJson<{ token: string }>(signin)
    const store = (await new ProbeD1(worker(), 'DB')
      .prepare("SELECT id FROM stores WHERE slug = 'demo'")
      .first<{ id: string }>())!
    const today = (await readJson<DayCash>(await api('GET', '/api/delivery-cash', { token }))).today
    const yesterday = shiftDay(today, -1)
    const cash = await readJson<DayCash>(
      await api('GET', `/api/delivery-cash?day=${yesterday}`, { token }),
    )
    expect(cash.couriers.map((c) => c.courierName).sort()).toEqual([
      'Awa Yaméogo',
      'Moussa Ouédraogo',
    ])
    expect(cash.couriers.every((c) => c.closed)).toBe(true)
    expect(cash.totals).toMatchObject({ taken: 4, delivered: 3, refused: 1, toReceive: 0 })
    const moussa = cash.couriers.find((c) => c.courierName === 'Moussa Ouédraogo')!
    expect(moussa.difference).toBe(-500)
    expect(moussa.fees).toBe(2000)
    expect(cash.couriers.find((c) => c.courierName === 'Awa Yaméogo')?.difference).toBe(0)

    const shop = await shopDb(store.id)
    const courierPayments = await shop
      .prepare(
        "SELECT p.status, o.payment_status, o.status AS order_status FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.store_id = ?1 AND p.confirmed_by = 'courier'",
      )
      .bind(store.id)
      .all<{ status: string; payment_status: string; order_status: string }>()
    expect(courierPayments.results).toHaveLength(3)
    for (const p of courierPayments.results)
      expect(p).toEqual({ status: 'paid', payment_status: 'paid', order_status: 'delivered' })
    const refused = await shop
      .prepare("SELECT stock_restored_at FROM orders WHERE store_id = ?1 AND status = 'refused'")
      .bind(store.id)
      .all<{ stock_restored_at: number | null }>()
    expect(refused.results).toHaveLength(1)
    expect(refused.results[0]?.stock_restored_at).not.toBeNull()
    // The demo shop uses L'Atelier: each closing is in its cash book.
    const book = await shop
      .prepare("SELECT count(*) AS n FROM cashbook_entries WHERE source = 'delivery_cash'")
      .first<{ n: number }>()
    expect(book?.n).toBe(2)

    await seed(scriptEnv(), () => undefined)
    const couriers = await shop
      .prepare('SELECT count(*) AS n FROM couriers WHERE store_id = ?1')
      .bind(store.id)
      .first<{ n: number }>()
    expect(couriers?.n).toBe(2)
    // The whole demo seed, twice, one statement per HTTP call to the test worker: 10–35 s on a
    // two-core machine busy with the other suites (shop-move.demo gives its own 600 s).
  }, 120_000)
})

describe('the demo seed’s promo codes and reviews (npm start)', () => {
  it('gives the demo shop TABASKI10 running and RAMADAN2026 over, and six verified buyers’ reviews of delivered demo orders, one answered, one hidden with its reason', async () => {
    // Seeds the platform if no test of this file did yet; a second seed adds nothing.
    await seed(scriptEnv(), () => undefined)
    const signin = await api('POST', '/api/signin', {
      json: { emailOrPhone: DEMO_MERCHANT.email, password: DEMO_MERCHANT.password },
    })
    const { token } = await readJson<{ token: string }>(signin)
    const store = (await new ProbeD1(worker(), 'DB')
      .prepare("SELECT id FROM stores WHERE slug = 'demo'")
      .first<{ id: string }>())!

    const codes = await readJson<PromoCodeList>(await api('GET', '/api/promo-codes', { token }))
    const today = (await readJson<DayCash>(await api('GET', '/api/delivery-cash', { token }))).today
    expect(codes.items.map((c) => c.code).sort()).toEqual(['RAMADAN2026', 'TABASKI10'])
    const tabaski = codes.items.find((c) => c.code === 'TABASKI10')!
    expect(tabaski).toMatchObject({ kind: 'percent', value: 10, active: true, endsOn: null })
    const ramadan = codes.items.find((c) => c.code === 'RAMADAN2026')!
    expect(ramadan).toMatchObject({ kind: 'amount', value: 2000, active: true })
    expect(ramadan.endsOn! < today).toBe(true)

    const list = await readJson<ReviewPage>(await api('GET', '/api/reviews', { token }))
    expect(list.total).toBe(6)
    const hidden = list.items.filter((r) => r.hidden)
    expect(hidden).toHaveLength(1)
    expect(hidden[0]!.hiddenReason).toBeTruthy()
    expect(list.items.filter((r) => r.answer)).toHaveLength(1)
    // Each from a delivered demo order that holds its product, one per product and order.
    const pairs = new Set(list.items.map((r) => `${r.orderId} ${r.productId}`))
    expect(pairs.size).toBe(6)
    const shop = await shopDb(store.id)
    for (const r of list.items) {
      const bought = await shop
        .prepare(
          `SELECT o.status FROM orders o JOIN order_items i ON i.order_id = o.id
           WHERE o.store_id = ?1 AND o.id = ?2 AND i.product_id = ?3`,
        )
        .bind(store.id, r.orderId, r.productId)
        .first<{ status: string }>()
      expect(bought?.status).toBe('delivered')
    }
    const figures = await shop
      .prepare('SELECT review_count FROM stores WHERE id = ?1')
      .bind(store.id)
      .first<{ review_count: number }>()
    expect(figures?.review_count).toBe(5)

    await seed(scriptEnv(), () => undefined)
    expect((await readJson<ReviewPage>(await api('GET', '/api/reviews', { token }))).total).toBe(6)
  }, 120_000)
})
