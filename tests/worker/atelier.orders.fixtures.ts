import { randomUUID } from 'node:crypto'
import { api, readJson, shopDb, type Tenant } from '#tests/helpers/worker.ts'
import type { TailoringOrder, TailoringOrderFormOptions } from '#worker/schemas/atelier/orders.ts'

/**
 * Rows the order tests stand on, written straight to the shop's database so these tests do not depend on the
 * customers, measurements, fabrics and services screens (they have their own tests).
 */
const uid = (prefix: string) => `${prefix}_t${randomUUID().replaceAll('-', '').slice(0, 16)}`

export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

export async function seedCustomer(owner: Tenant, firstName = 'Aminata') {
  const id = uid('cus')
  const phone = `2267${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
  await (await shopDb(owner))
    .prepare(
      'INSERT INTO customers (id, store_id, first_name, last_name, phone) VALUES (?, ?, ?, ?, ?)',
    )
    .bind(id, owner.store.id, firstName, 'Ouédraogo', phone)
    .run()
  return { id, phone, firstName }
}

export async function seedFabric(owner: Tenant, stockCm = 1000, name = 'Bazin riche') {
  const id = uid('fab')
  await (await shopDb(owner))
    .prepare(
      'INSERT INTO atelier_fabrics (id, store_id, name, price_per_meter, stock_cm) VALUES (?, ?, ?, 3000, ?)',
    )
    .bind(id, owner.store.id, name, stockCm)
    .run()
  return id
}

export async function fabricStock(owner: Tenant, fabricId: string): Promise<number> {
  const row = await (await shopDb(owner))
    .prepare('SELECT stock_cm AS s FROM atelier_fabrics WHERE id = ?')
    .bind(fabricId)
    .first<{ s: number }>()
  return row?.s ?? -1
}

export async function fabricMovements(owner: Tenant, fabricId: string) {
  const { results } = await (await shopDb(owner))
    .prepare(
      'SELECT kind, delta_cm AS deltaCm FROM atelier_fabric_movements WHERE fabric_id = ? ORDER BY rowid',
    )
    .bind(fabricId)
    .all<{ kind: string; deltaCm: number }>()
  return results
}

export async function seedService(owner: Tenant, name = 'Broderie', price = 5000) {
  const id = uid('svc')
  await (await shopDb(owner))
    .prepare('INSERT INTO atelier_services (id, store_id, name, price) VALUES (?, ?, ?, ?)')
    .bind(id, owner.store.id, name, price)
    .run()
  return id
}

export async function seedMeasurement(
  owner: Tenant,
  customerId: string,
  garmentTypeId: string,
  value = 90,
) {
  const id = uid('msr')
  const values = [{ partId: 'mpt_x', name: 'Poitrine', value }]
  await (await shopDb(owner))
    .prepare(
      `INSERT INTO atelier_measurements (id, store_id, customer_id, garment_type_id, garment_type_name, "values")
       VALUES (?, ?, ?, ?, 'Boubou', ?)`,
    )
    .bind(id, owner.store.id, customerId, garmentTypeId, JSON.stringify(values))
    .run()
  return id
}

export async function formOptions(tenant: { token: string }) {
  const res = await api('GET', '/api/atelier/orders/form-options', { token: tenant.token })
  if (res.status !== 200) throw new Error(`form options: ${res.status} ${await res.text()}`)
  return readJson<TailoringOrderFormOptions>(res)
}

/** The starter kit's "Boubou" (every atelier switched on has one). */
export async function boubouOf(owner: Tenant): Promise<string> {
  const found = (await formOptions(owner)).garmentTypes.find((t) => t.name === 'Boubou')
  if (!found) throw new Error('no Boubou in the starter kit')
  return found.id
}

export async function orderBody(owner: Tenant, overrides: Record<string, unknown> = {}) {
  const customer = await seedCustomer(owner)
  return {
    customerId: customer.id,
    garments: [{ garmentTypeId: await boubouOf(owner), quantity: 1 }],
    serviceIds: [],
    fabricSource: 'customer',
    fabricNote: 'Pagne wax bleu',
    price: '25000',
    promisedOn: dayFromToday(10),
    photoIds: [],
    ...overrides,
  }
}

export async function createOrder(
  owner: Tenant,
  overrides: Record<string, unknown> = {},
  token = owner.token,
): Promise<TailoringOrder> {
  const res = await api('POST', '/api/atelier/orders', {
    token,
    json: await orderBody(owner, overrides),
  })
  if (res.status !== 201) throw new Error(`order creation: ${res.status} ${await res.text()}`)
  return readJson<TailoringOrder>(res)
}

export async function moveStage(token: string, orderId: string, json: Record<string, unknown>) {
  return api('POST', `/api/atelier/orders/${orderId}/stage`, { token, json })
}

export async function orderEntries(owner: Tenant, orderId: string) {
  const { results } = await (await shopDb(owner))
    .prepare(
      `SELECT e.amount, e.source, e.kind, e.payment_method AS paymentMethod, c.system_key AS category
       FROM cashbook_entries e LEFT JOIN cashbook_categories c ON c.id = e.category_id
       WHERE e.order_id = ? ORDER BY e.rowid`,
    )
    .bind(orderId)
    .all<{
      amount: number
      source: string
      kind: string
      paymentMethod: string
      category: string
    }>()
  return results
}
