import { describe, expect, it } from 'vitest'
import { createAtelier, createStaffAccount } from '#tests/helpers/atelier.ts'
import { api, issuesOf, readError, readJson, setupWorker, shopDb } from '#tests/helpers/worker.ts'
import type { FabricDetail } from '#worker/schemas/atelier/fabrics.ts'

setupWorker()

async function createFabric(tenant: { token: string }, body: Record<string, unknown> = {}) {
  const res = await api('POST', '/api/atelier/fabrics', {
    token: tenant.token,
    json: { name: 'Bazin riche', pricePerMeter: '5000', ...body },
  })
  if (res.status !== 201)
    throw new Error(`fabric creation failed: ${res.status} ${await res.text()}`)
  return readJson<FabricDetail>(res)
}

const move = (token: string, fabricId: string, json: Record<string, unknown>) =>
  api('POST', `/api/atelier/fabrics/${fabricId}/movements`, { token, json })

type Entry = {
  kind: string
  amount: number
  source: string
  category: string | null
  label: string
}

/** The shop's fabric-purchase lines of the cash book, read from D1. */
async function fabricExpenses(storeId: string): Promise<Entry[]> {
  const { results } = await (await shopDb(storeId))
    .prepare(
      `SELECT e.kind, e.amount, e.source, e.label, c.system_key AS category
       FROM cashbook_entries e LEFT JOIN cashbook_categories c ON c.id = e.category_id
       WHERE e.store_id = ? AND e.source = 'fabric_purchase'`,
    )
    .bind(storeId)
    .all<Entry>()
  return results
}

async function lowStockNotifications(storeId: string) {
  const row = await (await shopDb(storeId))
    .prepare(
      "SELECT count(*) AS n FROM notifications WHERE store_id = ? AND type = 'atelier_fabric'",
    )
    .bind(storeId)
    .first<{ n: number }>()
  return row?.n ?? 0
}

describe('POST /api/atelier/fabrics/:id/movements', () => {
  it('adds a purchase to the stock and writes exactly one fabrics expense to the cash book', async () => {
    const owner = await createAtelier()
    const fabric = await createFabric(owner, { initialMeters: '2' })
    const res = await move(owner.token, fabric.id, {
      kind: 'purchase',
      meters: '10,5',
      amount: '52500',
      note: 'Arrivage de mars',
    })
    expect(res.status).toBe(201)
    const after = await readJson<FabricDetail>(res)
    expect(after.stockCm).toBe(1250)
    expect(after.movements[0]).toMatchObject({ kind: 'purchase', deltaCm: 1050, amount: 52500 })
    expect(await fabricExpenses(owner.store.id)).toEqual([
      expect.objectContaining({ kind: 'expense', amount: 52500, category: 'fabrics' }),
    ])
  })

  it('names the supplier of a purchase, and writes nothing to the cash book without an amount', async () => {
    const owner = await createAtelier()
    const fabric = await createFabric(owner)
    const supplier = await readJson<{ id: string }>(
      await api('POST', '/api/atelier/suppliers', {
        token: owner.token,
        json: { name: 'Sanou Tissus', phone: '76001122', address: 'Marché de Dassasgho' },
      }),
    )
    const res = await move(owner.token, fabric.id, {
      kind: 'purchase',
      meters: '3',
      supplierId: supplier.id,
    })
    expect(res.status).toBe(201)
    expect((await readJson<FabricDetail>(res)).movements[0]?.note).toMatch(/Sanou Tissus/)
    expect(await fabricExpenses(owner.store.id)).toEqual([])
  })

  it("answers 404 for another shop's supplier on a purchase", async () => {
    const [owner, other] = [await createAtelier(), await createAtelier()]
    const fabric = await createFabric(owner)
    const theirs = await readJson<{ id: string }>(
      await api('POST', '/api/atelier/suppliers', {
        token: other.token,
        json: { name: 'Ailleurs', phone: '76001122', address: 'Bobo' },
      }),
    )
    const res = await move(owner.token, fabric.id, {
      kind: 'purchase',
      meters: '1',
      supplierId: theirs.id,
    })
    expect(res.status).toBe(404)
    expect(await issuesOf(res)).toHaveProperty('supplierId')
  })

  it('adjusts the stock either way with a reason', async () => {
    const owner = await createAtelier()
    const fabric = await createFabric(owner, { initialMeters: '5' })
    const down = await move(owner.token, fabric.id, {
      kind: 'adjustment',
      meters: '-1,25',
      note: 'Chute',
    })
    expect((await readJson<FabricDetail>(down)).stockCm).toBe(375)
    const up = await move(owner.token, fabric.id, {
      kind: 'adjustment',
      meters: '+0.25',
      note: 'Inventaire',
    })
    expect(up.status).toBe(201)
    expect((await readJson<FabricDetail>(up)).stockCm).toBe(400)
  })

  it('refuses with 409 an adjustment below zero, and leaves the stock and history as they were', async () => {
    const owner = await createAtelier()
    const fabric = await createFabric(owner, { initialMeters: '2' })
    const res = await move(owner.token, fabric.id, {
      kind: 'adjustment',
      meters: '-2,01',
      note: 'Perte',
    })
    expect(res.status).toBe(409)
    expect((await readError(res)).error.message).toMatch(/Stock de tissu insuffisant/)
    const after = await readJson<FabricDetail>(
      await api('GET', `/api/atelier/fabrics/${fabric.id}`, { token: owner.token }),
    )
    expect(after.stockCm).toBe(200)
    expect(after.movements).toHaveLength(1)
  })

  it('answers 422 in French: adjustment without a reason, zero or bad metres, use and return', async () => {
    const owner = await createAtelier()
    const fabric = await createFabric(owner, { initialMeters: '2' })
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ kind: 'adjustment', meters: '-1' }, 'note', /raison|vide/],
      [{ kind: 'adjustment', meters: '0', note: 'Rien' }, 'meters', /de combien/],
      [{ kind: 'purchase', meters: '0' }, 'meters', /supérieure à 0/],
      [{ kind: 'purchase', meters: 'beaucoup' }, 'meters', /mètres/],
      [{ kind: 'purchase', meters: '-3' }, 'meters', /mètres/],
      [{ kind: 'use', meters: '1' }, 'kind', /commandes/],
      [{ kind: 'return', meters: '1' }, 'kind', /commandes/],
    ]
    for (const [body, path, message] of cases) {
      const res = await move(owner.token, fabric.id, body)
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect((await issuesOf(res))[path], JSON.stringify(body)).toMatch(message)
    }
  })

  it('keeps the movements newest first, with who recorded them', async () => {
    const owner = await createAtelier()
    const fabric = await createFabric(owner, { initialMeters: '4' })
    await move(owner.token, fabric.id, { kind: 'adjustment', meters: '-1', note: 'Premier' })
    await move(owner.token, fabric.id, { kind: 'adjustment', meters: '-1', note: 'Second' })
    const detail = await readJson<FabricDetail>(
      await api('GET', `/api/atelier/fabrics/${fabric.id}`, { token: owner.token }),
    )
    expect(detail.movements.map((m) => m.note)).toEqual(['Second', 'Premier', null])
    expect(detail.movements[0]?.createdByName).toBe(
      `${owner.user.firstName} ${owner.user.lastName}`,
    )
  })

  it('shows the order number of a movement an order wrote', async () => {
    const owner = await createAtelier()
    const fabric = await createFabric(owner, { initialMeters: '4' })
    const customer = await readJson<{ id: string }>(
      await api('POST', '/api/customers', {
        token: owner.token,
        json: { firstName: 'Awa', lastName: 'Zongo', phone: '70998877', address: 'Pissy' },
      }),
    )
    const orderId = `tor_${crypto.randomUUID().slice(0, 12)}`
    const d1 = await shopDb(owner)
    await d1.batch([
      d1
        .prepare(
          `INSERT INTO tailoring_orders (id, store_id, number, customer_id, garments, services,
            fabric_source, fabric_id, fabric_cm, price, currency, promised_on, tracking_token)
           VALUES (?, ?, 'A-0042', ?, '[]', '[]', 'stock', ?, 150, 15000, 'XOF', '2030-01-01', ?)`,
        )
        .bind(orderId, owner.store.id, customer.id, fabric.id, crypto.randomUUID()),
      d1
        .prepare(
          `INSERT INTO atelier_fabric_movements (id, store_id, fabric_id, kind, delta_cm, order_id)
           VALUES ('fmv_test_use', ?, ?, 'use', -150, ?)`,
        )
        .bind(owner.store.id, fabric.id, orderId),
    ])
    const detail = await readJson<FabricDetail>(
      await api('GET', `/api/atelier/fabrics/${fabric.id}`, { token: owner.token }),
    )
    expect(detail.movements.find((m) => m.kind === 'use')).toMatchObject({
      orderId,
      orderNumber: 'A-0042',
      deltaCm: -150,
    })
  })

  it('notifies low stock once, when a movement takes the fabric under its threshold', async () => {
    const owner = await createAtelier()
    const fabric = await createFabric(owner, { initialMeters: '5', lowStockMeters: '3' })
    await move(owner.token, fabric.id, { kind: 'adjustment', meters: '-1', note: 'Coupe' })
    expect(await lowStockNotifications(owner.store.id)).toBe(0)
    await move(owner.token, fabric.id, { kind: 'adjustment', meters: '-1,5', note: 'Coupe' })
    expect(await lowStockNotifications(owner.store.id)).toBe(1)
    await move(owner.token, fabric.id, { kind: 'adjustment', meters: '-0,5', note: 'Coupe' })
    expect(await lowStockNotifications(owner.store.id)).toBe(1)
  })

  it('words the low-stock notification from the catalogue, with the fabric and the metres left', async () => {
    const owner = await createAtelier()
    const fabric = await createFabric(owner, {
      name: 'Wax {meters}',
      initialMeters: '5',
      lowStockMeters: '3',
    })
    await move(owner.token, fabric.id, { kind: 'adjustment', meters: '-2,5', note: 'Coupe' })
    const row = await (await shopDb(owner))
      .prepare(
        "SELECT title, body FROM notifications WHERE store_id = ? AND type = 'atelier_fabric'",
      )
      .bind(owner.store.id)
      .first<{ title: string; body: string }>()
    // A name holding a placeholder stays as typed: the metres are filled in before the name.
    expect(row).toEqual({ title: 'Stock de tissu bas', body: 'Wax {meters} : il reste 2.50 m' })
  })

  it('lets the manager record movements and refuses the tailor with 403', async () => {
    const owner = await createAtelier()
    const fabric = await createFabric(owner, { initialMeters: '2' })
    const manager = await createStaffAccount(owner, 'manager')
    const tailor = await createStaffAccount(owner, 'tailor')
    const body = { kind: 'purchase', meters: '1' }
    expect((await move(manager.token, fabric.id, body)).status).toBe(201)
    expect((await move(tailor.token, fabric.id, body)).status).toBe(403)
  })
})
