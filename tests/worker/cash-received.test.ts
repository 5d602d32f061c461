import { describe, expect, it } from 'vitest'
import { placedOrder, receiveCash } from '#tests/helpers/day-cash.ts'
import { paymentsOfOrder } from '#tests/helpers/payments.ts'
import {
  api,
  createTenant,
  issuesOf,
  type Order,
  readError,
  readJson,
  setupWorker,
  shopDb,
} from '#tests/helpers/worker.ts'
import { cashMsg } from '#worker/schemas/day-cash.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { orderMsg } from '#worker/schemas/orders.ts'

setupWorker()

describe('POST /api/orders/:id/cash ("Encaisser")', () => {
  it('records an Acompte ("Acompte reçu", what is left shown), then the rest: paid, with its payments confirmed by the merchant', async () => {
    const t = await createTenant()
    const order = await placedOrder(t, '10000')
    const first = await receiveCash(t, order.id, { amount: '4 000', method: 'cash' })
    expect(first.status).toBe(200)
    const partial = await readJson<Order>(first)
    expect(partial).toMatchObject({ paymentStatus: 'partial', amountPaid: 4000, amountDue: 6000 })
    expect(partial.paidAt).toBeNull()
    const rest = await readJson<Order>(
      await receiveCash(t, order.id, { amount: '6000', method: 'mobile_money' }),
    )
    expect(rest).toMatchObject({ paymentStatus: 'paid', amountPaid: 10000, amountDue: 0 })
    expect(rest.paidAt).not.toBeNull()
    const rows = await paymentsOfOrder(t, order.id)
    expect(rows.map((p) => [p.method, p.amount, p.status, p.confirmed_by])).toEqual([
      ['cash', 4000, 'paid', 'merchant'],
      ['mobile_money', 6000, 'paid', 'merchant'],
    ])
    const events = await (await shopDb(t))
      .prepare('SELECT status FROM payment_events WHERE payment_id = ?1 ORDER BY rowid')
      .bind(rows[0]!.id)
      .all<{ status: string }>()
    expect(events.results.map((e) => e.status)).toEqual(['pending', 'paid'])
  })

  it('tells the merchant’s bell like any payment (the ledger’s notices follow)', async () => {
    const t = await createTenant()
    const order = await placedOrder(t, '5000')
    expect((await receiveCash(t, order.id, { amount: '5000', method: 'cash' })).status).toBe(200)
    const bell = await (await shopDb(t))
      .prepare("SELECT count(*) AS n FROM notifications WHERE related_id = ?1 AND type = 'order'")
      .bind(order.id)
      .first<{ n: number }>()
    expect(bell?.n).toBeGreaterThan(0)
  })

  it('answers 422 under amount naming what is left when more than the rest is typed, and records nothing', async () => {
    const t = await createTenant()
    const order = await placedOrder(t, '10000')
    await receiveCash(t, order.id, { amount: '2500', method: 'cash' })
    const res = await receiveCash(t, order.id, { amount: '8000', method: 'cash' })
    expect(res.status).toBe(422)
    expect((await issuesOf(res)).amount).toBe(cashMsg.moreThanDue(formatMoney(7500, 'XOF')))
    expect(await paymentsOfOrder(t, order.id)).toHaveLength(1)
  })

  it('records the rest once when two taps send it together: the other answers 409, nothing is overpaid', async () => {
    const t = await createTenant()
    const order = await placedOrder(t, '6000')
    const both = await Promise.all([
      receiveCash(t, order.id, { amount: '6000', method: 'cash' }),
      receiveCash(t, order.id, { amount: '6000', method: 'cash' }),
    ])
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    const rows = await paymentsOfOrder(t, order.id)
    expect(rows.filter((p) => p.status === 'paid').map((p) => p.amount)).toEqual([6000])
  })

  it('answers 422 for a zero amount and for one that is not a number', async () => {
    const t = await createTenant()
    const order = await placedOrder(t)
    const zero = await receiveCash(t, order.id, { amount: '0', method: 'cash' })
    expect(zero.status).toBe(422)
    expect((await issuesOf(zero)).amount).toBe(cashMsg.aboveZero)
    const word = await receiveCash(t, order.id, { amount: 'mille', method: 'cash' })
    expect(word.status).toBe(422)
    expect((await issuesOf(word)).amount).toMatch(/écrivez un nombre/)
    const method = await receiveCash(t, order.id, { amount: '100', method: 'cheque' })
    expect(method.status).toBe(422)
  })

  it('answers 409 for a canceled order, a paid one and one refused at the door', async () => {
    const t = await createTenant()
    const canceled = await placedOrder(t)
    const cancel = await api('PATCH', `/api/orders/${canceled.id}/status`, {
      token: t.token,
      json: { status: 'canceled' },
    })
    expect(cancel.status).toBe(200)
    const res = await receiveCash(t, canceled.id, { amount: '100', method: 'cash' })
    expect(res.status).toBe(409)
    expect((await readError(res)).error.message).toBe(cashMsg.orderClosed)

    const refused = await placedOrder(t)
    await (await shopDb(t))
      .prepare("UPDATE orders SET status = 'refused' WHERE id = ?1")
      .bind(refused.id)
      .run()
    expect((await receiveCash(t, refused.id, { amount: '100', method: 'cash' })).status).toBe(409)

    const paid = await placedOrder(t, '3000')
    await receiveCash(t, paid.id, { amount: '3000', method: 'cash' })
    const again = await receiveCash(t, paid.id, { amount: '1', method: 'cash' })
    expect(again.status).toBe(409)
    expect((await readError(again)).error.message).toBe(cashMsg.alreadyPaid)
  })

  it('answers 404 for another shop’s order and writes nothing there', async () => {
    const owner = await createTenant()
    const other = await createTenant()
    const order = await placedOrder(owner)
    const res = await receiveCash(other, order.id, { amount: '100', method: 'cash' })
    expect(res.status).toBe(404)
    expect((await readError(res)).error.message).toBe(orderMsg.notFound)
    expect(await paymentsOfOrder(owner, order.id)).toHaveLength(0)
  })

  it('shows amountPaid and amountDue on the order’s detail', async () => {
    const t = await createTenant()
    const order = await placedOrder(t, '7000')
    const detail = await readJson<Order>(
      await api('GET', `/api/orders/${order.id}`, { token: t.token }),
    )
    expect(detail).toMatchObject({ amountPaid: 0, amountDue: 7000, paymentStatus: 'unpaid' })
  })
})
