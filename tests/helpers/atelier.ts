import type { StaffRole } from '#worker/schemas/atelier/access.ts'
import type { Staff } from '#worker/schemas/atelier/staff.ts'
import { lastMessage, linkToken } from './auth-messages.ts'
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
 * is promoted in D1 (the API path, an invitation the person accepts, has its own tests),
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

/** A staff profile of `owner`'s atelier, without a sign-in. */
export async function addStaff(owner: { token: string }, role: StaffRole = 'cashier') {
  const res = await api('POST', '/api/atelier/staff', {
    token: owner.token,
    json: { firstName: 'Salif', lastName: 'Zongo', phone: '70445566', role, salary: '60000' },
  })
  if (res.status !== 201)
    throw new Error(`staff creation failed: ${res.status} ${await res.text()}`)
  return readJson<Staff>(res)
}

/** POST /staff/:id/invitation: the owner invites an e-mail (or `identifierType: 'phone'`). */
export const invite = (
  owner: { token: string },
  staffId: string,
  emailOrPhone: string,
  identifierType: 'email' | 'phone' = 'email',
) =>
  api('POST', `/api/atelier/staff/${staffId}/invitation`, {
    token: owner.token,
    json: { identifierType, emailOrPhone },
  })

/** The token of the latest invitation link sent to a recipient (read from the outbox). */
export const invitationToken = async (recipient: string) =>
  linkToken((await lastMessage(recipient, 'staff-invitation')).body, 'invitation')

export const acceptInvitation = (token: string, password: string) =>
  api('POST', '/api/invitation/accept', { json: { token, password, confirmPass: password } })

/** Invites `email` to the profile and accepts with `password`, as the person would. */
export async function inviteAndAccept(
  owner: { token: string },
  staffId: string,
  email: string,
  password: string,
) {
  const sent = await invite(owner, staffId, email)
  if (sent.status !== 202) throw new Error(`invitation failed: ${sent.status} ${await sent.text()}`)
  const res = await acceptInvitation(await invitationToken(email), password)
  if (res.status !== 200) throw new Error(`acceptance failed: ${res.status} ${await res.text()}`)
}
