import { describe, expect, it } from 'vitest'
import { createAtelier, createStaffAccount } from '#tests/helpers/atelier.ts'
import { api, issuesOf, readError, readJson, setupWorker } from '#tests/helpers/worker.ts'
import type { CashbookEntry, CashbookPage } from '#worker/schemas/atelier/cashbook.ts'
import type { SalaryPayment, Staff, StaffDetail } from '#worker/schemas/atelier/staff.ts'
import type { Paged } from '#worker/schemas/fields.ts'

setupWorker()

async function addStaff(owner: { token: string }, firstName = 'Rasmané') {
  const res = await api('POST', '/api/atelier/staff', {
    token: owner.token,
    json: { firstName, lastName: 'Compaoré', phone: '70998877', role: 'tailor', salary: '80000' },
  })
  if (res.status !== 201)
    throw new Error(`staff creation failed: ${res.status} ${await res.text()}`)
  return readJson<Staff>(res)
}

const payment = (staffId: string, overrides: Record<string, unknown> = {}) => ({
  staffId,
  amount: '80000',
  period: '2025-03',
  paidOn: '2025-03-31',
  paymentMethod: 'mobile_money',
  ...overrides,
})

const pay = (token: string, json: unknown) =>
  api('POST', '/api/atelier/salary-payments', { token, json })

describe('Atelier salary payments', () => {
  it('writes one cash-book expense under "Salaires" with the payment', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    const res = await pay(owner.token, payment(staff.id, { note: 'Mars' }))
    expect(res.status).toBe(201)
    const paid = await readJson<SalaryPayment>(res)
    expect(paid).toMatchObject({
      staffId: staff.id,
      staffName: 'Rasmané Compaoré',
      amount: 80000,
      period: '2025-03',
      paidOn: '2025-03-31',
      paymentMethod: 'mobile_money',
    })
    const book = await readJson<CashbookPage>(
      await api('GET', '/api/atelier/cashbook?source=salary', { token: owner.token }),
    )
    expect(book.items).toHaveLength(1)
    expect(book.items[0]).toMatchObject({
      id: paid.cashbookEntryId,
      kind: 'expense',
      amount: 80000,
      categoryName: 'Salaires',
      occurredOn: '2025-03-31',
      paymentMethod: 'mobile_money',
      source: 'salary',
      automatic: true,
      salaryPaymentId: paid.id,
      staffId: staff.id,
      staffName: 'Rasmané Compaoré',
    } satisfies Partial<Record<keyof CashbookEntry, unknown>>)
    const profile = await readJson<StaffDetail>(
      await api('GET', `/api/atelier/staff/${staff.id}`, { token: owner.token }),
    )
    expect(profile.lastPaidPeriod).toBe('2025-03')
    expect(profile.payments.map((p) => p.id)).toEqual([paid.id])
  })

  it('refuses a second salary for the same month unless it is confirmed as an advance', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    await pay(owner.token, payment(staff.id))
    const twice = await pay(owner.token, payment(staff.id, { amount: '20000' }))
    expect(twice.status).toBe(409)
    expect((await readError(twice)).error.message).toMatch(/mars 2025.*avance sur salaire/)
    const advance = await pay(
      owner.token,
      payment(staff.id, { amount: '20000', allowSecond: true }),
    )
    expect(advance.status).toBe(201)
    const list = await readJson<Paged<SalaryPayment>>(
      await api('GET', `/api/atelier/salary-payments?staffId=${staff.id}&period=2025-03`, {
        token: owner.token,
      }),
    )
    expect(list.items.map((p) => p.amount).sort()).toEqual([20000, 80000])
    // Another month is a new salary.
    expect((await pay(owner.token, payment(staff.id, { period: '2025-04' }))).status).toBe(201)
  })

  it('refuses a zero amount, a bad month and a bad day with French messages', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    const bad = await pay(
      owner.token,
      payment(staff.id, { period: '2025-13', paidOn: '31/03/2025', paymentMethod: 'chèque' }),
    )
    expect(bad.status).toBe(422)
    expect(await issuesOf(bad)).toEqual({
      period: 'Mois invalide (AAAA-MM)',
      paidOn: 'Date invalide (AAAA-MM-JJ)',
      paymentMethod: 'Choisissez un moyen de paiement',
    })
    const zero = await pay(owner.token, payment(staff.id, { amount: '0' }))
    expect(zero.status).toBe(422)
    expect((await issuesOf(zero)).amount).toBe('Le montant doit être supérieur à 0')
  })

  it("answers 404 for another shop's member, and lists only the shop's payments", async () => {
    const owner = await createAtelier()
    const other = await createAtelier()
    const theirs = await addStaff(other)
    await pay(other.token, payment(theirs.id))
    expect((await pay(owner.token, payment(theirs.id))).status).toBe(404)
    const list = await readJson<Paged<SalaryPayment>>(
      await api('GET', '/api/atelier/salary-payments', { token: owner.token }),
    )
    expect(list.total).toBe(0)
  })

  it('deletes a payment made by mistake with its cash-book line', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    const paid = await readJson<SalaryPayment>(await pay(owner.token, payment(staff.id)))
    const res = await api('DELETE', `/api/atelier/salary-payments/${paid.id}`, {
      token: owner.token,
    })
    expect(res.status).toBe(204)
    const book = await readJson<CashbookPage>(
      await api('GET', '/api/atelier/cashbook', { token: owner.token }),
    )
    expect(book.total).toBe(0)
  })

  it('lets the cash book and the staff record salaries, not a tailor', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    const cashier = await createStaffAccount(owner, 'cashier')
    const manager = await createStaffAccount(owner, 'manager')
    const tailor = await createStaffAccount(owner, 'tailor')
    expect((await pay(cashier.token, payment(staff.id))).status).toBe(201)
    expect((await pay(manager.token, payment(staff.id, { period: '2025-04' }))).status).toBe(201)
    expect((await pay(tailor.token, payment(staff.id, { period: '2025-05' }))).status).toBe(403)
    expect((await api('GET', '/api/atelier/salary-payments', { token: tailor.token })).status).toBe(
      403,
    )
  })
})
