import { describe, expect, it } from 'vitest'
import { createAtelier, createStaffAccount } from '#tests/helpers/atelier.ts'
import { api, issuesOf, readError, readJson, setupWorker } from '#tests/helpers/worker.ts'
import type { CashbookCategory, CashbookEntry } from '#worker/schemas/atelier/cashbook.ts'
import type { SalaryPayment, Staff } from '#worker/schemas/atelier/staff.ts'

setupWorker()

async function categories(token: string) {
  return readJson<CashbookCategory[]>(
    await api('GET', '/api/atelier/cashbook/categories', { token }),
  )
}
const categoryNamed = async (token: string, name: string) =>
  (await categories(token)).find((c) => c.name === name)!

const entryBody = (categoryId: string, overrides: Record<string, unknown> = {}) => ({
  kind: 'expense',
  categoryId,
  amount: '50000',
  label: 'Loyer de mars',
  occurredOn: '2025-03-05',
  paymentMethod: 'cash',
  ...overrides,
})

const post = (token: string, json: unknown) => api('POST', '/api/atelier/cashbook', { token, json })

describe('Atelier cash book: manual entries', () => {
  it('records an expense, shows it and lists it with its category', async () => {
    const owner = await createAtelier()
    const rent = await categoryNamed(owner.token, 'Loyer')
    const res = await post(owner.token, entryBody(rent.id, { note: 'Payé au propriétaire' }))
    expect(res.status).toBe(201)
    const entry = await readJson<CashbookEntry>(res)
    expect(entry).toMatchObject({
      kind: 'expense',
      amount: 50000,
      categoryName: 'Loyer',
      source: 'manual',
      automatic: false,
      note: 'Payé au propriétaire',
    })
    const shown = await api('GET', `/api/atelier/cashbook/${entry.id}`, { token: owner.token })
    expect(await readJson<CashbookEntry>(shown)).toEqual(entry)
  })

  it('refuses an invalid entry with French messages per field', async () => {
    const owner = await createAtelier()
    const res = await post(owner.token, {
      kind: 'gift',
      categoryId: '',
      amount: 'douze',
      label: '',
      occurredOn: '2025-02-29',
      paymentMethod: 'card',
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({
      kind: 'Choisissez recette ou dépense',
      categoryId: 'Choisissez une catégorie',
      amount: 'Montant : écrivez un nombre, par exemple 15 000',
      label: 'Le champ est vide',
      occurredOn: 'Date invalide (AAAA-MM-JJ)',
      paymentMethod: 'Choisissez un moyen de paiement',
    })
  })

  it('refuses a zero amount and a category of the other kind', async () => {
    const owner = await createAtelier()
    const rent = await categoryNamed(owner.token, 'Loyer')
    const zero = await post(owner.token, entryBody(rent.id, { amount: '0' }))
    expect((await issuesOf(zero)).amount).toBe('Le montant doit être supérieur à 0')
    const wrong = await post(owner.token, entryBody(rent.id, { kind: 'income' }))
    expect(wrong.status).toBe(422)
    expect((await issuesOf(wrong)).categoryId).toBe(
      'Choisissez une catégorie de recettes pour une recette',
    )
  })

  it('edits and deletes a manual entry', async () => {
    const owner = await createAtelier()
    const rent = await categoryNamed(owner.token, 'Loyer')
    const other = await categoryNamed(owner.token, 'Autres recettes')
    const entry = await readJson<CashbookEntry>(await post(owner.token, entryBody(rent.id)))
    const edited = await api('PUT', `/api/atelier/cashbook/${entry.id}`, {
      token: owner.token,
      json: entryBody(other.id, { kind: 'income', amount: '7000', label: 'Vente de chutes' }),
    })
    expect(await readJson<CashbookEntry>(edited)).toMatchObject({
      kind: 'income',
      amount: 7000,
      categoryName: 'Autres recettes',
      label: 'Vente de chutes',
    })
    expect(
      (await api('DELETE', `/api/atelier/cashbook/${entry.id}`, { token: owner.token })).status,
    ).toBe(204)
    expect(
      (await api('GET', `/api/atelier/cashbook/${entry.id}`, { token: owner.token })).status,
    ).toBe(404)
  })

  it('keeps automatic entries read-only: they follow the payment that wrote them', async () => {
    const owner = await createAtelier()
    const staff = await readJson<Staff>(
      await api('POST', '/api/atelier/staff', {
        token: owner.token,
        json: {
          firstName: 'Awa',
          lastName: 'Kaboré',
          phone: '70112299',
          role: 'tailor',
          salary: '50000',
        },
      }),
    )
    const paid = await readJson<SalaryPayment>(
      await api('POST', '/api/atelier/salary-payments', {
        token: owner.token,
        json: {
          staffId: staff.id,
          amount: '50000',
          period: '2025-03',
          paidOn: '2025-03-31',
          paymentMethod: 'cash',
        },
      }),
    )
    const path = `/api/atelier/cashbook/${paid.cashbookEntryId}`
    const salaries = await categoryNamed(owner.token, 'Salaires')
    const edit = await api('PUT', path, { token: owner.token, json: entryBody(salaries.id) })
    expect(edit.status).toBe(409)
    expect((await readError(edit)).error.message).toMatch(/écrite automatiquement.*modifiez/)
    expect((await api('DELETE', path, { token: owner.token })).status).toBe(409)
    expect((await api('GET', path, { token: owner.token })).status).toBe(200)
  })

  it("answers 404 for another shop's entry and category", async () => {
    const owner = await createAtelier()
    const other = await createAtelier()
    const theirRent = await categoryNamed(other.token, 'Loyer')
    const theirs = await readJson<CashbookEntry>(await post(other.token, entryBody(theirRent.id)))
    const path = `/api/atelier/cashbook/${theirs.id}`
    const mine = await categoryNamed(owner.token, 'Loyer')
    expect((await api('GET', path, { token: owner.token })).status).toBe(404)
    expect((await api('PUT', path, { token: owner.token, json: entryBody(mine.id) })).status).toBe(
      404,
    )
    expect((await api('DELETE', path, { token: owner.token })).status).toBe(404)
    const foreignCategory = await post(owner.token, entryBody(theirRent.id))
    expect(foreignCategory.status).toBe(404)
    const catPath = `/api/atelier/cashbook/categories/${theirRent.id}`
    expect(
      (await api('PUT', catPath, { token: owner.token, json: { name: 'X', kind: 'expense' } }))
        .status,
    ).toBe(404)
    expect((await api('DELETE', catPath, { token: owner.token })).status).toBe(404)
  })

  it('opens the cash book to a cashier and a manager, not to a tailor', async () => {
    const owner = await createAtelier()
    const rent = await categoryNamed(owner.token, 'Loyer')
    for (const role of ['cashier', 'manager'] as const) {
      const member = await createStaffAccount(owner, role)
      expect((await api('GET', '/api/atelier/cashbook', { token: member.token })).status).toBe(200)
      expect((await post(member.token, entryBody(rent.id))).status).toBe(201)
    }
    const tailor = await createStaffAccount(owner, 'tailor')
    for (const [method, path, json] of [
      ['GET', '/api/atelier/cashbook', undefined],
      ['POST', '/api/atelier/cashbook', entryBody(rent.id)],
      ['GET', '/api/atelier/cashbook/summary?by=day', undefined],
      ['GET', '/api/atelier/cashbook/categories', undefined],
      ['POST', '/api/atelier/cashbook/categories', { name: 'Transport', kind: 'expense' }],
    ] as const) {
      expect(
        (await api(method, path, { token: tailor.token, json })).status,
        `${method} ${path}`,
      ).toBe(403)
    }
  })
})

describe('Atelier cash book: categories', () => {
  it('comes with the built-in categories and counts their entries', async () => {
    const owner = await createAtelier()
    const rent = await categoryNamed(owner.token, 'Loyer')
    await post(owner.token, entryBody(rent.id))
    const all = await categories(owner.token)
    expect(all.find((c) => c.systemKey === 'salaries')).toMatchObject({
      name: 'Salaires',
      kind: 'expense',
    })
    expect(all.find((c) => c.id === rent.id)?.entryCount).toBe(1)
  })

  it('adds, renames and deletes a category; a name is used once', async () => {
    const owner = await createAtelier()
    const created = await api('POST', '/api/atelier/cashbook/categories', {
      token: owner.token,
      json: { name: 'Transport', kind: 'expense', description: 'Taxi-moto' },
    })
    expect(created.status).toBe(201)
    const transport = await readJson<CashbookCategory>(created)
    const clash = await api('POST', '/api/atelier/cashbook/categories', {
      token: owner.token,
      json: { name: 'Loyer', kind: 'expense' },
    })
    expect(clash.status).toBe(409)
    expect((await issuesOf(clash)).name).toBe('Une catégorie de la caisse porte déjà ce nom')
    const renamed = await api('PUT', `/api/atelier/cashbook/categories/${transport.id}`, {
      token: owner.token,
      json: { name: 'Déplacements', kind: 'income' },
    })
    expect(await readJson<CashbookCategory>(renamed)).toMatchObject({
      name: 'Déplacements',
      kind: 'income',
    })
    const gone = await api('DELETE', `/api/atelier/cashbook/categories/${transport.id}`, {
      token: owner.token,
    })
    expect(gone.status).toBe(204)
    const bad = await api('POST', '/api/atelier/cashbook/categories', {
      token: owner.token,
      json: { name: '', kind: 'other' },
    })
    expect(await issuesOf(bad)).toEqual({
      name: 'Le champ est vide',
      kind: 'Choisissez recette ou dépense',
    })
  })

  it('keeps the built-in categories and those with entries', async () => {
    const owner = await createAtelier()
    const salaries = await categoryNamed(owner.token, 'Salaires')
    const path = `/api/atelier/cashbook/categories/${salaries.id}`
    expect((await api('DELETE', path, { token: owner.token })).status).toBe(409)
    const flipped = await api('PUT', path, {
      token: owner.token,
      json: { name: 'Salaires', kind: 'income' },
    })
    expect(flipped.status).toBe(409)
    // Renaming a built-in category is fine.
    const renamed = await api('PUT', path, {
      token: owner.token,
      json: { name: 'Paie', kind: 'expense' },
    })
    expect(renamed.status).toBe(200)

    const rent = await categoryNamed(owner.token, 'Loyer')
    await post(owner.token, entryBody(rent.id))
    const rentPath = `/api/atelier/cashbook/categories/${rent.id}`
    const inUse = await api('DELETE', rentPath, { token: owner.token })
    expect(inUse.status).toBe(409)
    expect((await readError(inUse)).error.message).toMatch(/contient des opérations/)
    expect(
      (await api('PUT', rentPath, { token: owner.token, json: { name: 'Loyer', kind: 'income' } }))
        .status,
    ).toBe(409)
  })
})
