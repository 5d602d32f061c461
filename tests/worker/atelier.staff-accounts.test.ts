import { describe, expect, it } from 'vitest'
import {
  addStaff,
  createAtelier,
  createStaffAccount,
  inviteAndAccept,
} from '#tests/helpers/atelier.ts'
import { api, db, readJson, type Session, setupWorker, uniqueEmail } from '#tests/helpers/worker.ts'
import type { Staff } from '#worker/schemas/atelier/staff.ts'

setupWorker()

/** Removing a sign-in; giving one is an invitation (atelier.staff-invitations.test.ts). */

const signin = (emailOrPhone: string, password: string) =>
  api('POST', '/api/signin', { json: { emailOrPhone, password } })

describe('Atelier staff: removing their sign-in', () => {
  it('cuts a removed access at once: the token is refused and the password no longer signs in', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    const email = uniqueEmail()
    await inviteAndAccept(owner, staff.id, email, 'Secret2026')
    const { token } = await readJson<Session>(await signin(email, 'Secret2026'))
    expect((await api('GET', '/api/atelier/access', { token })).status).toBe(200)

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
    const row = await (await db())
      .prepare('SELECT status FROM users WHERE email = ?')
      .bind(email)
      .first<{ status: string }>()
    expect(row?.status).toBe('blocked')
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
