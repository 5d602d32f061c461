import { describe, expect, it } from 'vitest'
import { createAtelier } from '#tests/helpers/atelier.ts'
import { dayAfter, insertCustomer, insertOrder } from '#tests/helpers/atelier-rows.ts'
import { api, runCron, setupWorker, shopDb, type Tenant } from '#tests/helpers/worker.ts'

setupWorker()

const DAY = 86_400_000
/** Today 09:00 UTC: runs minutes apart stay on the same day whenever the tests run. */
const morning = () => new Date(`${dayAfter(0)}T09:00:00Z`)

/** The wrangler.toml cron, fired by hand at a chosen instant (the job's clock). */
async function cronAt(at: number) {
  expect(await runCron(at)).toBe('ok')
}

async function reminders(storeId: string) {
  const { results } = await (await shopDb(storeId))
    .prepare(
      "SELECT related_id, title, body FROM notifications WHERE store_id = ? AND type = 'atelier_order' ORDER BY related_id, created_at",
    )
    .bind(storeId)
    .all<{ related_id: string; title: string; body: string }>()
  return results
}

/** Orders of `owner` around `now`: the ones a reminder is for, and the ones it is not. */
async function ordersAround(owner: Tenant, now: Date) {
  const s = owner.store.id
  const customerId = await insertCustomer(s, 'Fatou', 'Kaboré')
  const order = (number: string, days: number, stage = 'received') =>
    insertOrder(s, { customerId, number, promisedOn: dayAfter(days, now), stage })
  return {
    dueToday: await order('A-0010', 0, 'fitting'),
    justLate: await order('A-0011', -1, 'sewing'),
    readyYesterday: await order('A-0012', -1, 'ready'),
    deliveredToday: await order('A-0013', 0, 'delivered'),
    canceledToday: await order('A-0014', 0, 'canceled'),
    lateForDays: await order('A-0015', -2, 'sewing'),
    tomorrow: await order('A-0016', 1),
  }
}

describe('daily atelier reminders (cron)', () => {
  it('notifies each order due today and each one that just became late, in French', async () => {
    const owner = await createAtelier()
    const now = morning()
    const o = await ordersAround(owner, now)
    await cronAt(now.getTime())
    const sent = await reminders(owner.store.id)
    expect(sent.map((r) => r.related_id).sort()).toEqual([o.dueToday, o.justLate].sort())
    const due = sent.find((r) => r.related_id === o.dueToday)!
    expect(due.title).toBe("Commande à livrer aujourd'hui")
    expect(due.body).toBe("La commande A-0010 de Fatou Kaboré est promise pour aujourd'hui.")
    const late = sent.find((r) => r.related_id === o.justLate)!
    expect(late.title).toBe('Commande en retard')
    expect(late.body).toMatch(
      /^La commande A-0011 de Fatou Kaboré, promise pour le \d+ \S+, n'est pas prête\.$/,
    )
  })

  it('creates nothing new when the job runs again the same day', async () => {
    const owner = await createAtelier()
    const now = morning()
    await ordersAround(owner, now)
    await cronAt(now.getTime())
    await cronAt(now.getTime() + 5 * 60_000)
    await cronAt(now.getTime() + 10 * 60_000)
    expect(await reminders(owner.store.id)).toHaveLength(2)
  })

  it('reminds again the next day: the order due yesterday is now late', async () => {
    const owner = await createAtelier()
    const now = morning()
    const o = await ordersAround(owner, now)
    await cronAt(now.getTime())
    await cronAt(now.getTime() + DAY)
    const sent = await reminders(owner.store.id)
    const titlesOf = (id: string) => sent.filter((r) => r.related_id === id).map((r) => r.title)
    expect(titlesOf(o.dueToday).sort()).toEqual(
      ['Commande en retard', "Commande à livrer aujourd'hui"].sort(),
    )
    expect(titlesOf(o.tomorrow)).toEqual(["Commande à livrer aujourd'hui"])
    expect(titlesOf(o.justLate)).toEqual(['Commande en retard'])
  })

  it('keeps each shop to its own orders, and skips a shop whose atelier is off', async () => {
    const [a, b, off] = await Promise.all([createAtelier(), createAtelier(), createAtelier()])
    const now = morning()
    const ofA = await ordersAround(a, now)
    await ordersAround(off, now)
    await api('PUT', '/api/atelier/settings', { token: off.token, json: { enabled: false } })
    await cronAt(now.getTime())
    expect(await reminders(b.store.id)).toEqual([])
    expect(await reminders(off.store.id)).toEqual([])
    const ids = (await reminders(a.store.id)).map((r) => r.related_id).sort()
    expect(ids).toEqual([ofA.dueToday, ofA.justLate].sort())
  })
})
