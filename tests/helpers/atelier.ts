import type { StaffRole } from '#worker/schemas/atelier/access.ts'
import type { Staff } from '#worker/schemas/atelier/staff.ts'
import { linkToken, type SentMessage } from './auth-messages.ts'
import {
  api,
  createMerchant,
  createTenant,
  db,
  type Merchant,
  onPlan,
  readJson,
  refreshCookieOf,
  type Session,
  shopDb,
  type Tenant,
} from './worker.ts'

/** A merchant with a shop whose atelier is switched on (and furnished with its starter kit). */
export async function createAtelier(): Promise<Tenant> {
  // On Premium: its staff seats (3) let the tests give sign-ins; the free plan has none.
  const tenant = await onPlan(await createTenant(), 'pln_premium')
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
 * so permission tests do not depend on the staff screens. Where the worker keeps it (ADR 036):
 * the account and its shop (`staff_store_id`) in the directory; its mirror row and its staff
 * profile in the shop's database.
 */
export async function createStaffAccount(owner: Tenant, role: StaffRole): Promise<StaffAccount> {
  const person = await createMerchant()
  const staffId = `stf_test${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`
  const directory = await db()
  const account = await directory
    .prepare(
      "UPDATE users SET role = 'staff', staff_store_id = ? WHERE id = ? RETURNING first_name, last_name, email, phone, referral_code",
    )
    .bind(owner.store.id, person.user.id)
    .first<Record<string, string | null>>()
  if (!account) throw new Error(`no account ${person.user.id} in the directory`)
  const shop = await shopDb(owner)
  await shop.batch([
    shop
      .prepare(
        `INSERT INTO users (id, first_name, last_name, email, phone, password_hash, role, referral_code)
         VALUES (?, ?, ?, ?, ?, '', 'staff', ?)`,
      )
      .bind(
        person.user.id,
        account.first_name,
        account.last_name,
        account.email,
        account.phone,
        account.referral_code,
      ),
    shop
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

/**
 * What the shop's outbox holds for a recipient: a shop's messages (a staff invitation among
 * them) live in the shop's database (ADR 036), not in the directory's outbox.
 */
export async function shopMessagesTo(
  owner: { store: { id: string } },
  recipient: string,
): Promise<SentMessage[]> {
  const { results } = await (await shopDb(owner))
    .prepare(
      'SELECT channel, recipient, template, subject, body FROM outbox WHERE recipient = ? ORDER BY created_at, rowid',
    )
    .bind(recipient)
    .all<SentMessage>()
  return results
}

/** The token of the latest invitation link `owner`'s shop sent to a recipient. */
export async function invitationToken(owner: { store: { id: string } }, recipient: string) {
  const sent = (await shopMessagesTo(owner, recipient)).filter(
    (m) => m.template === 'staff-invitation',
  )
  if (sent.length === 0) throw new Error(`no staff invitation to ${recipient}`)
  return linkToken(sent.at(-1)!.body, 'invitation')
}

export const acceptInvitation = (token: string, password: string) =>
  api('POST', '/api/invitation/accept', { json: { token, password, confirmPass: password } })

/** Invites `email` to the profile and accepts with `password`, as the person would. */
export async function inviteAndAccept(
  owner: { token: string; store: { id: string } },
  staffId: string,
  email: string,
  password: string,
) {
  const sent = await invite(owner, staffId, email)
  if (sent.status !== 202) throw new Error(`invitation failed: ${sent.status} ${await sent.text()}`)
  const res = await acceptInvitation(await invitationToken(owner, email), password)
  if (res.status !== 200) throw new Error(`acceptance failed: ${res.status} ${await res.text()}`)
}
