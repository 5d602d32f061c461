import { describe, expect, it } from 'vitest'
import { createAtelier, createStaffAccount } from '#tests/helpers/atelier.ts'
import {
  api,
  db,
  issuesOf,
  readError,
  readJson,
  type Session,
  setupWorker,
  uniqueEmail,
  uniquePhone,
} from '#tests/helpers/worker.ts'
import type { AtelierAccess } from '#worker/schemas/atelier/access.ts'
import type { Staff } from '#worker/schemas/atelier/staff.ts'

setupWorker()

async function addStaff(owner: { token: string }, role = 'cashier') {
  const res = await api('POST', '/api/atelier/staff', {
    token: owner.token,
    json: { firstName: 'Salif', lastName: 'Zongo', phone: '70445566', role, salary: '60000' },
  })
  if (res.status !== 201)
    throw new Error(`staff creation failed: ${res.status} ${await res.text()}`)
  return readJson<Staff>(res)
}

const giveAccess = (token: string, staffId: string, json: Record<string, unknown>) =>
  api('POST', `/api/atelier/staff/${staffId}/account`, { token, json })

const signin = (emailOrPhone: string, password: string) =>
  api('POST', '/api/signin', { json: { emailOrPhone, password } })

describe('Atelier staff: their own sign-in', () => {
  it('creates a staff account that signs in and opens the atelier with its role', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner, 'cashier')
    const email = uniqueEmail()
    const res = await giveAccess(owner.token, staff.id, {
      identifierType: 'email',
      emailOrPhone: email.toUpperCase(),
      password: 'Caisse2025',
    })
    expect(res.status).toBe(201)
    expect(await readJson<Staff>(res)).toMatchObject({ hasAccount: true, accountIdentifier: email })

    const session = await signin(email, 'Caisse2025')
    expect(session.status).toBe(200)
    const { token, user } = await readJson<Session>(session)
    expect(user).toMatchObject({ role: 'staff', firstName: 'Salif', verified: true })
    const access = await readJson<AtelierAccess>(await api('GET', '/api/atelier/access', { token }))
    expect(access).toMatchObject({
      role: 'cashier',
      staffId: staff.id,
      currency: owner.store.currency,
    })
    expect((await api('GET', '/api/atelier/cashbook', { token })).status).toBe(200)
    expect((await api('GET', '/api/atelier/staff', { token })).status).toBe(403)
  })

  it('signs in with a WhatsApp number given with its country code', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    const phone = `226${uniquePhone()}`
    const res = await giveAccess(owner.token, staff.id, {
      identifierType: 'phone',
      emailOrPhone: `+${phone}`,
      password: 'secret1',
    })
    expect((await readJson<Staff>(res)).accountIdentifier).toBe(phone)
    expect((await signin(phone, 'secret1')).status).toBe(200)
  })

  it('refuses a bad identifier and a short password with French messages', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    const res = await giveAccess(owner.token, staff.id, {
      identifierType: 'email',
      emailOrPhone: 'pas-un-email',
      password: '123',
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({
      emailOrPhone: 'Email incorrect',
      password: 'Mot de passe trop court, minimum 6 caractères',
    })
  })

  it('refuses an identifier any account already uses, and a second account for one member', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    const taken = await giveAccess(owner.token, staff.id, {
      identifierType: 'email',
      emailOrPhone: owner.email,
      password: 'secret1',
    })
    expect(taken.status).toBe(409)
    expect((await issuesOf(taken)).emailOrPhone).toBe('Un compte utilise déjà cet identifiant')

    const first = { identifierType: 'email', emailOrPhone: uniqueEmail(), password: 'secret1' }
    expect((await giveAccess(owner.token, staff.id, first)).status).toBe(201)
    const again = await giveAccess(owner.token, staff.id, { ...first, emailOrPhone: uniqueEmail() })
    expect(again.status).toBe(409)
    expect((await readError(again)).error.message).toBe('Ce membre du personnel a déjà un accès')
  })

  it('cuts a removed access at once: the token is refused and the password no longer signs in', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    const email = uniqueEmail()
    await giveAccess(owner.token, staff.id, {
      identifierType: 'email',
      emailOrPhone: email,
      password: 'secret1',
    })
    const { token } = await readJson<Session>(await signin(email, 'secret1'))
    expect((await api('GET', '/api/atelier/access', { token })).status).toBe(200)

    const removed = await api('DELETE', `/api/atelier/staff/${staff.id}/account`, {
      token: owner.token,
    })
    expect(await readJson<Staff>(removed)).toMatchObject({
      hasAccount: false,
      accountIdentifier: null,
    })
    expect((await api('GET', '/api/atelier/access', { token })).status).toBe(401)
    expect((await signin(email, 'secret1')).status).toBe(401)
    const row = await (await db())
      .prepare('SELECT status FROM users WHERE email = ?')
      .bind(email)
      .first<{ status: string }>()
    expect(row?.status).toBe('blocked')
  })

  it('gives a removed access back with the same identifier and a new password', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    const email = uniqueEmail()
    const body = { identifierType: 'email', emailOrPhone: email, password: 'ancien1' }
    await giveAccess(owner.token, staff.id, body)
    const { token: old } = await readJson<Session>(await signin(email, 'ancien1'))
    await api('DELETE', `/api/atelier/staff/${staff.id}/account`, { token: owner.token })
    const again = await giveAccess(owner.token, staff.id, { ...body, password: 'nouveau1' })
    expect(again.status).toBe(201)
    expect((await signin(email, 'ancien1')).status).toBe(401)
    expect((await signin(email, 'nouveau1')).status).toBe(200)
    expect((await api('GET', '/api/atelier/access', { token: old })).status).toBe(401)
  })

  it('keeps the access routes to the owner, even for a manager', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    const manager = await createStaffAccount(owner, 'manager')
    const body = { identifierType: 'email', emailOrPhone: uniqueEmail(), password: 'secret1' }
    expect((await giveAccess(manager.token, staff.id, body)).status).toBe(403)
    expect(
      (
        await api('DELETE', `/api/atelier/staff/${manager.staffId}/account`, {
          token: manager.token,
        })
      ).status,
    ).toBe(403)
  })

  it("answers 404 for another shop's member and 409 when there is no access to remove", async () => {
    const owner = await createAtelier()
    const other = await createAtelier()
    const theirs = await addStaff(other)
    const body = { identifierType: 'email', emailOrPhone: uniqueEmail(), password: 'secret1' }
    expect((await giveAccess(owner.token, theirs.id, body)).status).toBe(404)
    expect(
      (await api('DELETE', `/api/atelier/staff/${theirs.id}/account`, { token: owner.token }))
        .status,
    ).toBe(404)
    const mine = await addStaff(owner)
    expect(
      (await api('DELETE', `/api/atelier/staff/${mine.id}/account`, { token: owner.token })).status,
    ).toBe(409)
  })

  it('refuses an access to a deactivated member', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    await api('DELETE', `/api/atelier/staff/${staff.id}`, { token: owner.token })
    const body = { identifierType: 'email', emailOrPhone: uniqueEmail(), password: 'secret1' }
    const res = await giveAccess(owner.token, staff.id, body)
    expect(res.status).toBe(409)
    expect((await readError(res)).error.message).toMatch(/désactivé/)
  })
})
