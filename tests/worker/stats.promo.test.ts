import { describe, expect, it } from 'vitest'
import { seedPromo } from '#tests/helpers/promo-codes.ts'
import {
  api,
  createTenant as createFreeTenant,
  type Order,
  onPlan,
  orderBody,
  placeOrder,
  readJson,
  seedProduct,
  setupWorker,
  shopDb,
  uniquePhone,
} from '#tests/helpers/worker.ts'
import type { Stats } from '#worker/schemas/stats.ts'

setupWorker()

/** Promo codes are a plan capability (issue 26): these shops are on Premium. */
const createTenant = async () => onPlan(await createFreeTenant(), 'pln_premium')

describe('Figures with promo codes (ADR 054)', () => {
  it('counts sales net of discounts and says the discounts given per period (« Réductions accordées »), cancelled orders left out', async () => {
    const t = await createTenant()
    const product = await seedProduct(t, { price: '5000', stock: '50' })
    await seedPromo(t, { code: 'TABASKI10', value: '10' })
    const place = async (promoCode: string, status: string) => {
      const res = await placeOrder(
        t.store.slug,
        orderBody([{ productId: product.id, quantity: 2 }], { phone: uniquePhone(), promoCode }),
      )
      expect(res.status, await res.clone().text()).toBe(201)
      const order = await readJson<Order>(res)
      const set = await api('PATCH', `/api/orders/${order.id}/status`, {
        token: t.token,
        json: { status },
      })
      expect(set.status).toBe(200)
      return order
    }
    await place('TABASKI10', 'confirmed')
    await place('', 'confirmed')
    await place('TABASKI10', 'canceled')
    const old = await place('TABASKI10', 'confirmed')
    // The last one moved 10 days back: in the 30 days, not today's.
    await (await shopDb(t))
      .prepare('UPDATE orders SET created_at = created_at - 10 * 86400 WHERE id = ?')
      .bind(old.id)
      .run()
    const s = await readJson<Stats>(await api('GET', '/api/stats', { token: t.token }))
    expect(s.sales.today).toMatchObject({ amount: 9_000 + 10_000, count: 2 })
    expect(s.sales.last30Days).toMatchObject({ amount: 9_000 + 10_000 + 9_000, count: 3 })
    expect(s.daily.at(-1)).toMatchObject({ amount: 19_000 })
    expect(s.discounts).toEqual({ today: 1_000, last7Days: 1_000, last30Days: 2_000 })
  })
})
