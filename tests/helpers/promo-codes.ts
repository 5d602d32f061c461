import type { PromoCode, PromoCodeList } from '#worker/schemas/promo-codes.ts'
import { api, readJson, type Tenant } from './worker'

/** Marketing › Codes promo through the API, as the dashboard calls it. */
export const addPromo = (t: Tenant, json: Record<string, unknown>) =>
  api('POST', '/api/promo-codes', { token: t.token, json: { kind: 'percent', ...json } })

export const seedPromo = async (t: Tenant, json: Record<string, unknown>) => {
  const res = await addPromo(t, json)
  if (res.status !== 201) throw new Error(`promo code not added: ${res.status} ${await res.text()}`)
  return readJson<PromoCode>(res)
}

export const promosOf = async (t: Tenant) =>
  readJson<PromoCodeList>(await api('GET', '/api/promo-codes', { token: t.token }))

export const promoOf = async (t: Tenant, code: string) =>
  (await promosOf(t)).items.find((p) => p.code === code)!
