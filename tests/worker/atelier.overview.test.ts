import { describe, expect, it } from 'vitest'
import { createAtelier, createStaffAccount } from '#tests/helpers/atelier.ts'
import {
  dayAfter,
  insertCashEntry,
  insertCustomer,
  insertFabric,
  insertOrder,
} from '#tests/helpers/atelier-rows.ts'
import { api, createTenant, readJson, setupWorker, type Tenant } from '#tests/helpers/worker.ts'
import type { AtelierOverview } from '#worker/schemas/atelier/overview.ts'

setupWorker()

const overview = async (token: string) => {
  const res = await api('GET', '/api/atelier/overview', { token })
  expect(res.status).toBe(200)
  return readJson<AtelierOverview>(res)
}

const today = dayAfter(0)
const sunday = dayAfter((7 - new Date().getUTCDay()) % 7)
const month = today.slice(0, 7)

/**
 * A shop's atelier in use: orders due today, late, this week and later, paid or not, a
 * canceled one; the cash book of today, of this month and of last month; two fabrics.
 */
async function atelierInUse(owner: Tenant) {
  const s = owner.store.id
  const customerId = await insertCustomer(s, 'Mariam', 'Ouédraogo')
  const order = (number: string, promisedOn: string, stage: string, price: number) =>
    insertOrder(s, { customerId, number, promisedOn, stage, price })
  const a = await order('A-0001', today, 'received', 10_000)
  const b = await order('A-0002', today, 'delivered', 9_000)
  const c = await order('A-0003', dayAfter(-3), 'sewing', 5_000)
  await order('A-0004', dayAfter(-1), 'ready', 7_000)
  await order('A-0005', dayAfter(-1), 'canceled', 8_000)
  await order('A-0006', sunday, 'cutting', 3_000)
  await order('A-0007', dayAfter(8), 'received', 1_000)
  const pay = (orderId: string, amount: number) =>
    insertCashEntry(s, { kind: 'income', amount, occurredOn: today, orderId })
  await pay(a, 4_000)
  await pay(b, 9_000)
  await pay(c, 5_000)
  // A refund-like expense linked to an order is not a payment of it.
  await insertCashEntry(s, { kind: 'expense', amount: 1_500, occurredOn: today, orderId: a })
  await insertCashEntry(s, { kind: 'income', amount: 2_500, occurredOn: `${month}-01` })
  const lastMonth = dayAfter(-10, new Date(`${month}-01T00:00:00Z`)).slice(0, 7)
  await insertCashEntry(s, { kind: 'income', amount: 99_999, occurredOn: `${lastMonth}-15` })
  await insertFabric(s, 'Bazin riche', 120)
  await insertFabric(s, 'Wax hollandais', 800)
}

describe('GET /api/atelier/overview', () => {
  it('counts what is due, late, owed and in stock, from the orders and the cash book', async () => {
    const owner = await createAtelier()
    await atelierInUse(owner)
    await createStaffAccount(owner, 'tailor')
    const o = await overview(owner.token)
    const sundayIsToday = sunday === today

    expect(o.today).toBe(today)
    expect(o.currency).toBe('XOF')
    expect(o.dueToday?.map((x) => x.number)).toEqual(
      sundayIsToday ? ['A-0001', 'A-0006'] : ['A-0001'],
    )
    expect(o.dueToday?.[0]).toMatchObject({
      customerName: 'Mariam Ouédraogo',
      price: 10_000,
      paid: 4_000,
      balance: 6_000,
    })
    expect(o.late?.map((x) => x.number)).toEqual(['A-0003'])
    expect(o.dueThisWeek).toBe(2)
    expect(o.unpaid?.orders.map((x) => [x.number, x.balance])).toEqual([
      ['A-0004', 7_000],
      ['A-0001', 6_000],
      ['A-0006', 3_000],
      ['A-0007', 1_000],
    ])
    expect(o.unpaid).toMatchObject({ count: 4, totalOutstanding: 17_000 })
    expect(o.counts).toEqual({
      received: 2,
      cutting: 1,
      sewing: 1,
      fitting: 0,
      alteration: 0,
      ready: 1,
    })
    expect(o.lowFabrics).toMatchObject([{ name: 'Bazin riche', stockCm: 120, lowStockCm: 300 }])
    const firstOfMonth = today.endsWith('-01')
    expect(o.cash).toEqual({
      todayIncome: 18_000 + (firstOfMonth ? 2_500 : 0),
      todayExpense: 1_500,
      monthIncome: 20_500,
      monthExpense: 1_500,
    })
    expect(o.staffCount).toBe(1)
  })

  it('shows each role only the sections its permissions open', async () => {
    const owner = await createAtelier()
    await atelierInUse(owner)
    const tailor = await overview((await createStaffAccount(owner, 'tailor')).token)
    expect(tailor.dueToday).not.toBeNull()
    expect(tailor.unpaid?.totalOutstanding).toBe(17_000)
    expect(tailor).toMatchObject({ lowFabrics: null, cash: null, staffCount: null })
    const cashier = await overview((await createStaffAccount(owner, 'cashier')).token)
    expect(cashier.cash?.monthIncome).toBe(20_500)
    expect(cashier.lowFabrics).toBeNull()

    const roles = { manager: [], tailor: ['fabrics'], cashier: [] }
    await api('PUT', '/api/atelier/roles', { token: owner.token, json: { roles } })
    const fabricsOnly = await overview((await createStaffAccount(owner, 'tailor')).token)
    expect(fabricsOnly).toMatchObject({ dueToday: null, late: null, unpaid: null, counts: null })
    expect(fabricsOnly.lowFabrics).toHaveLength(1)
  })

  it("counts nothing of another shop's atelier", async () => {
    const [mine, theirs] = await Promise.all([createAtelier(), createAtelier()])
    await atelierInUse(theirs)
    const o = await overview(mine.token)
    expect(o).toMatchObject({
      dueToday: [],
      late: [],
      dueThisWeek: 0,
      lowFabrics: [],
      staffCount: 0,
    })
    expect(o.unpaid).toEqual({ orders: [], count: 0, totalOutstanding: 0 })
    expect(o.cash).toEqual({ todayIncome: 0, todayExpense: 0, monthIncome: 0, monthExpense: 0 })
  })

  it('is refused with 403 while the atelier is off', async () => {
    const tenant = await createTenant()
    expect((await api('GET', '/api/atelier/overview', { token: tenant.token })).status).toBe(403)
  })
})
