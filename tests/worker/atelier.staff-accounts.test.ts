import { describe, expect, it } from 'vitest'
import {
  addStaff,
  createAtelier,
  createStaffAccount,
  inviteAndAccept,
} from '#tests/helpers/atelier.ts'
import { api, db, readJson, type Session, setupWorker, uniqueEmail } from '#tests/helpers/worker.ts'
import type { FabricDetail } from '#worker/schemas/atelier/fabrics.ts'
import type { Staff } from '#worker/schemas/atelier/staff.ts'

setupWorker()

/** Removing a sign-in; giving one is an invitation (atelier.staff-invitations.test.ts). */

const signin = (emailOrPhone: string, password: string) =>
  api('POST', '/api/signin', { json: { emailOrPhone, password } })

/** The sign-in as the directory keeps it: its status and the shop it works for. */
const account = async (email: string) =>
  (await db())
    .prepare('SELECT status, staff_store_id FROM users WHERE email = ?')
    .bind(email)
    .first<{ status: string; staff_store_id: string | null }>()

describe('Atelier staff: removing their sign-in', () => {
  it('cuts a removed access at once: the token is refused and the password no longer signs in', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    const email = uniqueEmail()
    await inviteAndAccept(owner, staff.id, email, 'Secret2026')
    const { token } = await readJson<Session>(await signin(email, 'Secret2026'))
    expect((await api('GET', '/api/atelier/access', { token })).status).toBe(200)
    // The directory says which shop the sign-in works for (ADR 036), until it is removed.
    expect(await account(email)).toEqual({ status: 'active', staff_store_id: owner.store.id })

    const removed = await api('DELETE', `/api/atelier/staff/${staff.id}/account`, {
      token: owner.token,
    })
    expect(await readJson<Staff>(removed)).toMatchObject({
      hasAccount: false,
      accountIdentifier: null,
      invitation: null,
    })
    expect((await api('GET', '/api/atelier/access', { token })).status).toBe(401)
    expect((await signin(email, 'Secret2026')).status).toBe(401)
    expect(await account(email)).toEqual({ status: 'blocked', staff_store_id: null })
  })

  it('keeps the access routes to the owner, even for a manager', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    const manager = await createStaffAccount(owner, 'manager')
    const invitation = { identifierType: 'email', emailOrPhone: uniqueEmail() }
    const routes = [
      ['POST', `/api/atelier/staff/${staff.id}/invitation`, invitation],
      ['DELETE', `/api/atelier/staff/${staff.id}/invitation`, undefined],
      ['DELETE', `/api/atelier/staff/${manager.staffId}/account`, undefined],
    ] as const
    for (const [method, path, json] of routes)
      expect((await api(method, path, { token: manager.token, json })).status).toBe(403)
  })

  it("answers 404 for another shop's member and 409 when there is no access to remove", async () => {
    const owner = await createAtelier()
    const other = await createAtelier()
    const theirs = await addStaff(other)
    expect(
      (await api('DELETE', `/api/atelier/staff/${theirs.id}/account`, { token: owner.token }))
        .status,
    ).toBe(404)
    const mine = await addStaff(owner)
    expect(
      (await api('DELETE', `/api/atelier/staff/${mine.id}/account`, { token: owner.token })).status,
    ).toBe(409)
  })
})

describe('Atelier staff: their account', () => {
  it('shows the new name of a member, and of the owner, beside what they recorded once they change it', async () => {
    const owner = await createAtelier()
    const manager = await createStaffAccount(owner, 'manager')
    const fabric = await readJson<FabricDetail>(
      await api('POST', '/api/atelier/fabrics', {
        token: owner.token,
        json: { name: 'Wax hollandais', pricePerMeter: '4000', initialMeters: '6' },
      }),
    )
    const cut = await api('POST', `/api/atelier/fabrics/${fabric.id}/movements`, {
      token: manager.token,
      json: { kind: 'adjustment', meters: '-1', note: 'Coupe' },
    })
    expect(cut.status).toBe(201)

    for (const [person, firstName] of [
      [manager, 'Mariam'],
      [owner, 'Adama'],
    ] as const) {
      const renamed = await api('PUT', '/api/account/profile', {
        token: person.token,
        json: { firstName, lastName: 'Sawadogo' },
      })
      expect(renamed.status).toBe(200)
    }
    const detail = await readJson<FabricDetail>(
      await api('GET', `/api/atelier/fabrics/${fabric.id}`, { token: owner.token }),
    )
    expect(detail.movements.map((m) => [m.kind, m.createdByName])).toEqual([
      ['adjustment', 'Mariam Sawadogo'],
      ['purchase', 'Adama Sawadogo'],
    ])
  })
})
