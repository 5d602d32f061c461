import type { Courier, CourierRun } from '#worker/schemas/couriers.ts'
import type { Order } from '#worker/schemas/orders.ts'
import {
  api,
  orderBody,
  placeOrder,
  readJson,
  seedProduct,
  shopDb,
  type Tenant,
  uniquePhone,
} from './worker.ts'

/** Paramètres › Livreurs and "Tournée du jour" through the API, as the dashboard calls them. */
export const addCourier = (t: Tenant, json: Record<string, unknown>) =>
  api('POST', '/api/couriers', { token: t.token, json })

export const seedCourier = async (t: Tenant, json: Record<string, unknown> = {}) => {
  const res = await addCourier(t, {
    name: 'Moussa',
    phone: uniquePhone(),
    ...json,
  })
  if (res.status !== 201) throw new Error(`courier not added: ${res.status} ${await res.text()}`)
  return readJson<Courier>(res)
}

export const couriersOf = async (t: Tenant) =>
  readJson<Courier[]>(await api('GET', '/api/couriers', { token: t.token }))

export const assign = (t: Tenant, courierId: string, orderIds: string[]) =>
  api('POST', `/api/couriers/${courierId}/assign`, { token: t.token, json: { orderIds } })

export const seedAssign = async (t: Tenant, courierId: string, orderIds: string[]) => {
  const res = await assign(t, courierId, orderIds)
  if (res.status !== 200) throw new Error(`not assigned: ${res.status} ${await res.text()}`)
  return readJson<CourierRun>(res)
}

export const runsOf = async (t: Tenant, day?: string) =>
  readJson<CourierRun[]>(
    await api('GET', `/api/couriers/runs${day ? `?day=${day}` : ''}`, { token: t.token }),
  )

export const orderOf = async (t: Tenant, id: string) =>
  readJson<Order>(await api('GET', `/api/orders/${id}`, { token: t.token }))

/** Storefront orders of one 5 000 F product (a shop offering no delivery choice). */
export async function seedOrders(t: Tenant, n: number, extra: Record<string, unknown> = {}) {
  const product = await seedProduct(t, { price: '5000', stock: '100' })
  const ids: string[] = []
  for (let i = 0; i < n; i++) {
    const res = await placeOrder(
      t.store.slug,
      // Each its own phone: the storefront limits orders per phone (set one after with SQL).
      orderBody([{ productId: product.id, quantity: 1 }], { phone: uniquePhone(), ...extra }),
    )
    if (res.status !== 201) throw new Error(`order not placed: ${res.status} ${await res.text()}`)
    ids.push((await readJson<{ id: string }>(res)).id)
  }
  return ids
}

/** A column of an order set in its shop's database, as the door (another slice) would. */
export async function setOrderColumn(t: Tenant, orderId: string, set: string) {
  await (await shopDb(t)).prepare(`UPDATE orders SET ${set} WHERE id = ?`).bind(orderId).run()
}
