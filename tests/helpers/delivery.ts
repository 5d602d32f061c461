import type { DeliverySettings, DeliveryZone } from '#worker/schemas/delivery.ts'
import { api, readJson, type Tenant } from './worker'

/** Paramètres › Livraison through the API, as the dashboard calls it. */
export const addZone = (t: Tenant, json: Record<string, unknown>) =>
  api('POST', '/api/store/delivery/zones', { token: t.token, json })

export const seedZone = async (t: Tenant, json: Record<string, unknown>) => {
  const res = await addZone(t, json)
  if (res.status !== 201) throw new Error(`zone not added: ${res.status} ${await res.text()}`)
  return readJson<DeliveryZone>(res)
}

export const deliveryOf = async (t: Tenant) =>
  readJson<DeliverySettings>(await api('GET', '/api/store/delivery', { token: t.token }))

export const setDelivery = (t: Tenant, json: Record<string, unknown>) =>
  api('PUT', '/api/store/delivery/settings', {
    token: t.token,
    json: { pickupEnabled: false, otherZoneEnabled: false, ...json },
  })
