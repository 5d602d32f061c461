import { beforeAll, describe, expect, it } from 'vitest'
import { createAtelier } from '#tests/helpers/atelier.ts'
import { api, issuesOf, readJson, setupWorker, type Tenant } from '#tests/helpers/worker.ts'
import type {
  CashbookCategory,
  CashbookPage,
  CashbookPeriod,
} from '#worker/schemas/atelier/cashbook.ts'
import type { Staff } from '#worker/schemas/atelier/staff.ts'

setupWorker()

async function must(res: Awaited<ReturnType<typeof api>>) {
  if (res.status >= 300) throw new Error(`${res.status} ${await res.text()}`)
  return res
}

/**
 * One shop's month of March 2025, with February before it and April after:
 * Feb 15 +30 000 · Mar 2 +120 000 · Mar 5 −50 000 (rent) · Mar 31 −80 000 (salary) · Apr 1 −10 000.
 * A second shop's entries must never count.
 */
let owner: Tenant
let rentId: string
beforeAll(async () => {
  owner = await createAtelier()
  const other = await createAtelier()
  const cats = await readJson<CashbookCategory[]>(
    await api('GET', '/api/atelier/cashbook/categories', { token: owner.token }),
  )
  const id = (name: string) => cats.find((c) => c.name === name)!.id
  rentId = id('Loyer')
  const entry = (kind: string, categoryId: string, amount: string, occurredOn: string) => ({
    kind,
    categoryId,
    amount,
    occurredOn,
    label: 'Opération',
    paymentMethod: 'cash',
  })
  for (const body of [
    entry('income', id('Autres recettes'), '30000', '2025-02-15'),
    entry('income', id('Autres recettes'), '120000', '2025-03-02'),
    entry('expense', rentId, '50000', '2025-03-05'),
    entry('expense', id('Fournitures (fils, boutons…)'), '10000', '2025-04-01'),
  ])
    await must(await api('POST', '/api/atelier/cashbook', { token: owner.token, json: body }))
  const staff = await readJson<Staff>(
    await must(
      await api('POST', '/api/atelier/staff', {
        token: owner.token,
        json: {
          firstName: 'Issa',
          lastName: 'Bamogo',
          phone: '70001122',
          role: 'tailor',
          salary: '80000',
        },
      }),
    ),
  )
  await must(
    await api('POST', '/api/atelier/salary-payments', {
      token: owner.token,
      json: {
        staffId: staff.id,
        amount: '80000',
        period: '2025-03',
        paidOn: '2025-03-31',
        paymentMethod: 'cash',
      },
    }),
  )
  const otherRent = (
    await readJson<CashbookCategory[]>(
      await api('GET', '/api/atelier/cashbook/categories', { token: other.token }),
    )
  ).find((c) => c.name === 'Loyer')!
  await must(
    await api('POST', '/api/atelier/cashbook', {
      token: other.token,
      json: entry('expense', otherRent.id, '999999', '2025-03-10'),
    }),
  )
})

const page = async (qs: string) =>
  readJson<CashbookPage>(await api('GET', `/api/atelier/cashbook?${qs}`, { token: owner.token }))
const summary = async (qs: string) =>
  readJson<CashbookPeriod[]>(
    await api('GET', `/api/atelier/cashbook/summary?${qs}`, { token: owner.token }),
  )

describe('Atelier cash book: totals', () => {
  it('sums every entry of the filter, whatever the page', async () => {
    const all = await page('pageSize=2')
    expect(all.items).toHaveLength(2)
    expect(all.total).toBe(5)
    expect(all.totals).toEqual({ income: 150000, expense: 140000, balance: 10000 })
    expect(all.items[0]).toMatchObject({ occurredOn: '2025-04-01' })
  })

  it('sums a period, a kind, a category and a source', async () => {
    expect((await page('from=2025-03-01&to=2025-03-31')).totals).toEqual({
      income: 120000,
      expense: 130000,
      balance: -10000,
    })
    expect((await page('kind=expense')).totals).toEqual({
      income: 0,
      expense: 140000,
      balance: -140000,
    })
    expect((await page(`categoryId=${rentId}`)).totals).toEqual({
      income: 0,
      expense: 50000,
      balance: -50000,
    })
    expect((await page('source=manual')).totals).toEqual({
      income: 150000,
      expense: 60000,
      balance: 90000,
    })
    expect((await page('source=salary')).totals.expense).toBe(80000)
  })

  it('refuses a period that ends before it starts', async () => {
    const res = await api('GET', '/api/atelier/cashbook?from=2025-03-31&to=2025-03-01', {
      token: owner.token,
    })
    expect(res.status).toBe(422)
    expect((await issuesOf(res)).to).toBe('La date de fin doit suivre la date de début')
  })
})

describe('Atelier cash book: balance by day and by month', () => {
  it('gives every day of the range, with the cash held carried from before it', async () => {
    const days = await summary('by=day&from=2025-03-01&to=2025-03-31')
    expect(days).toHaveLength(31)
    const on = (d: string) => days.find((p) => p.period === d)
    expect(on('2025-03-01')).toEqual({
      period: '2025-03-01',
      income: 0,
      expense: 0,
      balance: 0,
      runningBalance: 30000,
    })
    expect(on('2025-03-02')).toEqual({
      period: '2025-03-02',
      income: 120000,
      expense: 0,
      balance: 120000,
      runningBalance: 150000,
    })
    expect(on('2025-03-05')).toMatchObject({
      expense: 50000,
      balance: -50000,
      runningBalance: 100000,
    })
    expect(on('2025-03-31')).toMatchObject({ expense: 80000, runningBalance: 20000 })
  })

  it('groups by month, empty months included', async () => {
    expect(await summary('by=month&from=2025-01&to=2025-04')).toEqual([
      { period: '2025-01', income: 0, expense: 0, balance: 0, runningBalance: 0 },
      { period: '2025-02', income: 30000, expense: 0, balance: 30000, runningBalance: 30000 },
      {
        period: '2025-03',
        income: 120000,
        expense: 130000,
        balance: -10000,
        runningBalance: 20000,
      },
      { period: '2025-04', income: 0, expense: 10000, balance: -10000, runningBalance: 10000 },
    ])
  })

  it('defaults to the current month by day and the last 12 months', async () => {
    const today = new Date().toISOString()
    const days = await summary('by=day')
    expect(days[0]?.period).toBe(`${today.slice(0, 7)}-01`)
    expect(days.length).toBeGreaterThanOrEqual(28)
    const months = await summary('by=month')
    expect(months).toHaveLength(12)
    expect(months.at(-1)?.period).toBe(today.slice(0, 7))
    // Everything recorded in 2025 is before these ranges: it is carried, not lost.
    expect(months.at(-1)?.runningBalance).toBe(10000)
  })

  it('refuses too long a range and malformed bounds in French', async () => {
    const get = (qs: string) =>
      api('GET', `/api/atelier/cashbook/summary?${qs}`, { token: owner.token })
    expect(await issuesOf(await get('by=day&from=2025-01-01&to=2025-06-30'))).toEqual({
      to: 'Choisissez au plus 92 jours',
    })
    expect(await issuesOf(await get('by=month&from=2023-01&to=2025-06'))).toEqual({
      to: 'Choisissez au plus 24 mois',
    })
    expect(await issuesOf(await get('by=month&from=2025-3'))).toEqual({
      from: 'Mois invalide (AAAA-MM)',
    })
    expect(await issuesOf(await get('by=day&to=2025-02-30'))).toEqual({
      to: 'Date invalide (AAAA-MM-JJ)',
    })
    expect((await get('by=week')).status).toBe(422)
  })
})
