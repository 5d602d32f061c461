import type { Response } from 'miniflare'
import type { CustomDomain } from '#worker/schemas/domains.ts'
import { api, db, readJson, type Tenant, worker } from './worker.ts'

/** Puts a shop on a plan (pln_free, pln_starter, pln_premium, pln_entreprise), active. */
export async function setPlan(tenant: Tenant, planId: string) {
  await (await db())
    .prepare(
      "UPDATE subscriptions SET plan_id = ?, status = 'active', ends_at = NULL WHERE store_id = ?",
    )
    .bind(planId, tenant.store.id)
    .run()
}

/** A unique public hostname for one test. */
export const uniqueHostname = (label = 'boutique') =>
  `${label}-${Math.random().toString(36).slice(2, 8)}.exemple-bf.com`

/** Adds a domain through the API (the shop must be on a plan that allows it). */
export async function addDomain(tenant: Tenant, hostname: string): Promise<CustomDomain> {
  const res = await api('POST', '/api/store/domain', { token: tenant.token, json: { hostname } })
  if (res.status !== 201)
    throw new Error(`domain creation failed: ${res.status} ${await res.text()}`)
  return readJson<CustomDomain>(res)
}

/** Marks a domain verified in D1, for tests about routing rather than verification. */
export async function markVerified(hostname: string) {
  await (await db())
    .prepare('UPDATE custom_domains SET verified_at = unixepoch() WHERE hostname = ?')
    .bind(hostname)
    .run()
}

/** A premium shop whose domain is verified: its storefront answers at https://<hostname>/. */
export async function shopWithDomain(tenant: Tenant, hostname = uniqueHostname()) {
  await setPlan(tenant, 'pln_premium')
  const domain = await addDomain(tenant, hostname)
  await markVerified(hostname)
  return domain
}

/** A request as a browser would send it to any host (redirects are not followed). */
export function visit(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  return worker().dispatchFetch(url, { redirect: 'manual', ...init })
}
