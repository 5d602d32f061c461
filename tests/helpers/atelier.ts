import type { StaffRole } from '#worker/schemas/atelier/access.ts'
import {
  api,
  createMerchant,
  createTenant,
  db,
  type Merchant,
  readJson,
  refreshCookieOf,
  type Session,
  type Tenant,
} from './worker.ts'

/** A merchant with a shop whose atelier is switched on (and furnished with its starter kit). */
export async function createAtelier(): Promise<Tenant> {
  const tenant = await createTenant()
  const res = await api('PUT', '/api/atelier/settings', {
    token: tenant.token,
    json: { enabled: true },
  })
  if (res.status !== 200)
    throw new Error(`atelier switch failed: ${res.status} ${await res.text()}`)
  return tenant
}

export type StaffAccount = Merchant & { staffId: string; role: StaffRole }

/**
 * A signed-in staff account of `owner`'s atelier with `role`. Like createAdmin, the account
 * is promoted in D1 (the API path, POST /api/atelier/staff/:id/account, has its own tests),
 * so permission tests do not depend on the staff screens.
 */
export async function createStaffAccount(owner: Tenant, role: StaffRole): Promise<StaffAccount> {
  const person = await createMerchant()
  const staffId = `stf_test${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`
  const d1 = await db()
  await d1.batch([
    d1.prepare("UPDATE users SET role = 'staff' WHERE id = ?").bind(person.user.id),
    d1
      .prepare(
        `INSERT INTO atelier_staff (id, store_id, first_name, last_name, phone, role, salary, user_id)
         VALUES (?, ?, 'Ibrahim', 'Sanou', '22670000000', ?, 0, ?)`,
      )
      .bind(staffId, owner.store.id, role, person.user.id),
  ])
  const res = await api('POST', '/api/signin', {
    json: { emailOrPhone: person.email, password: person.password },
  })
  if (res.status !== 200) throw new Error(`staff sign-in failed: ${res.status} ${await res.text()}`)
  const session = await readJson<Session>(res)
  return {
    ...person,
    token: session.token,
    user: session.user,
    cookie: refreshCookieOf(res),
    staffId,
    role,
  }
}
