import { describe, expect, it } from 'vitest'
import { createAtelier } from '#tests/helpers/atelier.ts'
import {
  closeDay,
  correctDay,
  dayCashOf,
  placedOrder,
  seedCourier,
  seedDelivery,
} from '#tests/helpers/day-cash.ts'
import {
  api,
  createTenant,
  issuesOf,
  readError,
  readJson,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'
import { courierMsg } from '#worker/schemas/couriers.ts'
import { cashMsg, type DayCash, differenceText } from '#worker/schemas/day-cash.ts'
import type { Stats } from '#worker/schemas/stats.ts'

setupWorker()

const DAY = '2026-03-14'

/**
 * Moussa's day: two delivered with cash (10 000 + 7 000), one already paid, one refused, one
 * absent, one still open; fees of 1 000 per drop. Awa: one delivered with cash, no fee.
 */
async function busyDay(t: Tenant, day = DAY) {
  const moussa = await seedCourier(t, 'Moussa Ouédraogo', 1000)
  const awa = await seedCourier(t, 'Awa Sawadogo', null)
  const parcels: [string, Parameters<typeof seedDelivery>[1]['outcome'], number, number | null][] =
    [
      [moussa, 'delivered_cash', 10000, 1000],
      [moussa, 'delivered_cash', 7000, 1000],
      [moussa, 'delivered_paid', 0, 1000],
      [moussa, 'refused', 0, 1000],
      [moussa, 'absent', 0, 1000],
      [moussa, null, 0, 1000],
      [awa, 'delivered_cash', 4000, null],
    ]
  for (const [courierId, outcome, cash, fee] of parcels) {
    const order = await placedOrder(t)
    await seedDelivery(t, { courierId, day, orderId: order.id, outcome, cash, fee })
  }
  return { moussa, awa }
}

const dayOf = async (t: Tenant, day = DAY) => readJson<DayCash>(await dayCashOf(t, day))

describe('GET /api/delivery-cash', () => {
  it('gives each courier’s parcels by outcome, the cash to hand in and their fees, and the day’s totals', async () => {
    const t = await createTenant()
    const { moussa, awa } = await busyDay(t)
    const cash = await dayOf(t)
    expect(cash.day).toBe(DAY)
    expect(cash.couriers.map((c) => c.courierName)).toEqual(['Awa Sawadogo', 'Moussa Ouédraogo'])
    expect(cash.couriers.find((c) => c.courierId === moussa)).toMatchObject({
      taken: 6,
      delivered: 3,
      refused: 1,
      absent: 1,
      open: 1,
      expected: 17000,
      handedIn: 0,
      difference: null,
      fees: 3000,
      closed: false,
      lines: [],
    })
    expect(cash.couriers.find((c) => c.courierId === awa)).toMatchObject({
      taken: 1,
      delivered: 1,
      expected: 4000,
      fees: 0,
    })
    expect(cash.totals).toMatchObject({
      taken: 7,
      delivered: 4,
      refused: 1,
      absent: 1,
      open: 1,
      expected: 21000,
      handedIn: 0,
      fees: 3000,
      toReceive: 21000,
    })
  })

  it('shows the shop’s today when no day is asked, and nothing for a day without parcels', async () => {
    const t = await createTenant()
    await busyDay(t)
    const cash = await readJson<DayCash>(await dayCashOf(t))
    expect(cash.day).toBe(cash.today)
    expect(cash.day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(cash.couriers).toEqual([])
    expect(cash.totals.expected).toBe(0)
  })

  it('answers 422 in French for a day that is not a date', async () => {
    const t = await createTenant()
    const res = await dayCashOf(t, '2026-02-30')
    expect(res.status).toBe(422)
    expect(Object.values(await issuesOf(res))[0]).toMatch(/date/i)
  })

  it('never shows another shop’s couriers or cash', async () => {
    const owner = await createTenant()
    const other = await createTenant()
    await busyDay(owner)
    const cash = await dayOf(other)
    expect(cash.couriers).toEqual([])
    expect(cash.totals.taken).toBe(0)
  })
})

describe('POST /api/delivery-cash/close', () => {
  it('closes the courier’s day with what they handed in: the difference in plain words, the run closed, 201', async () => {
    const t = await createTenant()
    const { moussa } = await busyDay(t)
    const res = await closeDay(t, { courierId: moussa, day: DAY, amount: '16 500' })
    expect(res.status).toBe(201)
    const day = (await readJson<DayCash>(res)).couriers.find((c) => c.courierId === moussa)!
    expect(day).toMatchObject({ closed: true, expected: 17000, handedIn: 16500, difference: -500 })
    expect(day.lines).toMatchObject([{ kind: 'closing', amount: 16500, expected: 17000 }])
    expect(differenceText(day.difference!, 'XOF')).toMatch(/^Manque 500/)
    const run = await (await shopDb(t))
      .prepare('SELECT closed_at FROM courier_runs WHERE courier_id = ?1 AND day = ?2')
      .bind(moussa, DAY)
      .first<{ closed_at: number | null }>()
    expect(run?.closed_at).not.toBeNull()
  })

  it('answers 409 for a second closing of the same courier and day, and keeps the first', async () => {
    const t = await createTenant()
    const { moussa } = await busyDay(t)
    await closeDay(t, { courierId: moussa, day: DAY, amount: '17000' })
    const again = await closeDay(t, { courierId: moussa, day: DAY, amount: '1' })
    expect(again.status).toBe(409)
    expect((await readError(again)).error.message).toBe(courierMsg.alreadyClosed)
    const day = (await dayOf(t)).couriers.find((c) => c.courierId === moussa)!
    expect(day).toMatchObject({ handedIn: 17000, difference: 0 })
    expect(differenceText(0, 'XOF')).toBe('Compte juste')
  })

  it('closes once when two closings race (the unique index): one 201, one 409, one closing line', async () => {
    const t = await createTenant()
    const { moussa } = await busyDay(t)
    const both = await Promise.all([
      closeDay(t, { courierId: moussa, day: DAY, amount: '17000' }),
      closeDay(t, { courierId: moussa, day: DAY, amount: '16000' }),
    ])
    expect(both.map((r) => r.status).sort()).toEqual([201, 409])
    const day = (await dayOf(t)).couriers.find((c) => c.courierId === moussa)!
    expect(day.lines).toHaveLength(1)
  })

  it('keeps the cash expected when the day was closed: a later parcel changes the count, never the closing', async () => {
    const t = await createTenant()
    const { moussa } = await busyDay(t)
    await closeDay(t, { courierId: moussa, day: DAY, amount: '17000' })
    const late = await placedOrder(t)
    await seedDelivery(t, {
      courierId: moussa,
      day: DAY,
      orderId: late.id,
      outcome: 'delivered_cash',
      cash: 10000,
    })
    const day = (await dayOf(t)).couriers.find((c) => c.courierId === moussa)!
    expect(day).toMatchObject({ expected: 17000, collected: 27000, difference: 0, taken: 7 })
  })

  it('answers 422 for a day the courier had no parcel, and 404 for a courier of another shop', async () => {
    const t = await createTenant()
    const { moussa } = await busyDay(t)
    const empty = await closeDay(t, { courierId: moussa, day: '2026-03-15', amount: '0' })
    expect(empty.status).toBe(422)
    expect((await issuesOf(empty)).day).toBe(cashMsg.noParcels)
    const other = await createTenant()
    const foreign = await closeDay(other, { courierId: moussa, day: DAY, amount: '0' })
    expect(foreign.status).toBe(404)
    expect((await dayOf(t)).couriers.find((c) => c.courierId === moussa)?.closed).toBe(false)
  })

  it('answers 422 under amount for an amount that is not a number', async () => {
    const t = await createTenant()
    const { moussa } = await busyDay(t)
    const res = await closeDay(t, { courierId: moussa, day: DAY, amount: 'beaucoup' })
    expect(res.status).toBe(422)
    expect((await issuesOf(res)).amount).toMatch(/écrivez un nombre/)
  })
})

describe('POST /api/delivery-cash/corrections', () => {
  it('answers 409 before the day is closed', async () => {
    const t = await createTenant()
    const { moussa } = await busyDay(t)
    const res = await correctDay(t, {
      courierId: moussa,
      day: DAY,
      amount: '500',
      direction: 'more',
      note: 'Oubli',
    })
    expect(res.status).toBe(409)
    expect((await readError(res)).error.message).toBe(courierMsg.notClosed)
  })

  it('adds a signed line once closed: handed in and the difference follow, the closing stays', async () => {
    const t = await createTenant()
    const { moussa } = await busyDay(t)
    await closeDay(t, { courierId: moussa, day: DAY, amount: '16500' })
    const more = await correctDay(t, {
      courierId: moussa,
      day: DAY,
      amount: '700',
      direction: 'more',
      note: 'Monnaie retrouvée dans la sacoche',
    })
    expect(more.status).toBe(201)
    const less = await correctDay(t, {
      courierId: moussa,
      day: DAY,
      amount: '100',
      direction: 'less',
      note: 'Billet abîmé',
    })
    const day = (await readJson<DayCash>(less)).couriers.find((c) => c.courierId === moussa)!
    expect(day).toMatchObject({ handedIn: 17100, difference: 100 })
    expect(day.lines.map((l) => [l.kind, l.amount, l.note])).toEqual([
      ['closing', 16500, null],
      ['correction', 700, 'Monnaie retrouvée dans la sacoche'],
      ['correction', -100, 'Billet abîmé'],
    ])
    expect(differenceText(day.difference!, 'XOF')).toMatch(/^Excédent 100/)
  })

  it('answers 422 without a note', async () => {
    const t = await createTenant()
    const { moussa } = await busyDay(t)
    await closeDay(t, { courierId: moussa, day: DAY, amount: '17000' })
    const res = await correctDay(t, {
      courierId: moussa,
      day: DAY,
      amount: '100',
      direction: 'less',
      note: ' ',
    })
    expect(res.status).toBe(422)
    expect((await issuesOf(res)).note).toBe(courierMsg.correctionNote)
  })
})

describe('the day’s cash in L’Atelier’s cash book', () => {
  type Entry = { kind: string; amount: number; label: string; source: string; occurred_on: string }
  const entriesOf = async (t: Tenant) =>
    (
      await (
        await shopDb(t)
      )
        .prepare(
          "SELECT kind, amount, label, source, occurred_on FROM cashbook_entries WHERE store_id = ?1 AND source = 'delivery_cash' ORDER BY rowid",
        )
        .bind(t.store.id)
        .all<Entry>()
    ).results

  it('writes an income for the closing and the matching line for each correction, for a shop using L’Atelier', async () => {
    const t = await createAtelier()
    const { moussa } = await busyDay(t)
    await closeDay(t, { courierId: moussa, day: DAY, amount: '16500' })
    await correctDay(t, {
      courierId: moussa,
      day: DAY,
      amount: '300',
      direction: 'less',
      note: 'x',
    })
    expect(await entriesOf(t)).toEqual([
      {
        kind: 'income',
        amount: 16500,
        label: 'Livraisons du 14/03/2026 — Moussa Ouédraogo',
        source: 'delivery_cash',
        occurred_on: DAY,
      },
      {
        kind: 'expense',
        amount: 300,
        label: 'Correction des livraisons du 14/03/2026 — Moussa Ouédraogo',
        source: 'delivery_cash',
        occurred_on: DAY,
      },
    ])
    const listed = await api('GET', `/api/atelier/cashbook?from=${DAY}&to=${DAY}`, {
      token: t.token,
    })
    expect(listed.status).toBe(200)
  })

  it('writes nothing in a shop without L’Atelier', async () => {
    const t = await createTenant()
    const { moussa } = await busyDay(t)
    await closeDay(t, { courierId: moussa, day: DAY, amount: '16500' })
    expect(await entriesOf(t)).toEqual([])
  })
})

describe('GET /api/stats: the couriers’ cash of today', () => {
  it('counts the cash collected today and not handed in yet, beside "Encaissé"', async () => {
    const t = await createTenant()
    const { today } = await readJson<DayCash>(await dayCashOf(t))
    const { moussa, awa } = await busyDay(t, today)
    const stats = async () => readJson<Stats>(await api('GET', '/api/stats', { token: t.token }))
    expect((await stats()).courierCashToday).toBe(21000)
    await closeDay(t, { courierId: moussa, day: today, amount: '16500' })
    expect((await stats()).courierCashToday).toBe(4500)
    await closeDay(t, { courierId: awa, day: today, amount: '4000' })
    expect((await stats()).courierCashToday).toBe(500)
  })
})
