import { beforeAll, describe, expect, it } from 'vitest'
import {
  acceptInvitation,
  addStaff,
  createAtelier,
  invitationToken,
  invite,
  inviteAndAccept,
} from '#tests/helpers/atelier.ts'
import {
  api,
  db,
  readJson,
  type Session,
  setupWorker,
  shopDb,
  uniqueEmail,
} from '#tests/helpers/worker.ts'
import type { AtelierAccess } from '#worker/schemas/atelier/access.ts'
import type { FabricDetail } from '#worker/schemas/atelier/fabrics.ts'
import type { InvitationPreview } from '#worker/schemas/atelier/invitations.ts'

setupWorker()

/**
 * A shop placed before the shop databases (ADR 036) lives on the directory's own database,
 * where its people's account rows are the ones its atelier references: no mirror. Here every
 * shop of the file goes there, as every shop did then. Its own file: the database-split check
 * (tests/plans) reads the other files as platforms whose directory holds no shop.
 */
beforeAll(async () => {
  await (await db())
    .prepare("UPDATE shop_databases SET open = CASE WHEN name = 'DB' THEN 1 ELSE 0 END")
    .run()
})

const signin = (emailOrPhone: string, password: string) =>
  api('POST', '/api/signin', { json: { emailOrPhone, password } })

const check = (token: string) => api('POST', '/api/invitation/check', { json: { token } })

describe('Atelier staff of a shop still on the directory', () => {
  it('opens a link sent before the shops left the directory, and one sent since', async () => {
    const owner = await createAtelier()
    expect((await shopDb(owner)).name).toBe('DB')
    for (const [role, legacy] of [
      ['cashier', true],
      ['tailor', false],
    ] as const) {
      const staff = await addStaff(owner, role)
      const email = uniqueEmail()
      await invite(owner, staff.id, email)
      const sent = await invitationToken(owner, email)
      // A link sent before the change was the bare secret: no shop before it.
      const link = legacy ? sent.slice(owner.store.id.length) : sent
      expect(await readJson<InvitationPreview>(await check(link))).toMatchObject({
        shopName: owner.store.name,
        canAccept: true,
      })
      expect((await acceptInvitation(link, 'Couture2026')).status).toBe(200)
      const { token } = await readJson<Session>(await signin(email, 'Couture2026'))
      expect(
        await readJson<AtelierAccess>(await api('GET', '/api/atelier/access', { token })),
      ).toMatchObject({ role, staffId: staff.id })
      expect((await acceptInvitation(link, 'Autre2026x')).status).toBe(422)
    }
  })

  it('cuts a removed access and shows a new name, the account row being the shop’s own', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner, 'manager')
    const email = uniqueEmail()
    await inviteAndAccept(owner, staff.id, email, 'Gerant2026')
    const { token } = await readJson<Session>(await signin(email, 'Gerant2026'))
    const fabric = await readJson<FabricDetail>(
      await api('POST', '/api/atelier/fabrics', {
        token,
        json: { name: 'Bazin', pricePerMeter: '5000', initialMeters: '3' },
      }),
    )
    const renamed = await api('PUT', '/api/account/profile', {
      token,
      json: { firstName: 'Mariam', lastName: 'Sawadogo' },
    })
    expect(renamed.status).toBe(200)
    const detail = await readJson<FabricDetail>(
      await api('GET', `/api/atelier/fabrics/${fabric.id}`, { token: owner.token }),
    )
    expect(detail.movements.map((m) => m.createdByName)).toEqual(['Mariam Sawadogo'])

    await api('DELETE', `/api/atelier/staff/${staff.id}/account`, { token: owner.token })
    expect((await api('GET', '/api/atelier/access', { token })).status).toBe(401)
    expect((await signin(email, 'Gerant2026')).status).toBe(401)
    const account = await (await db())
      .prepare(
        'SELECT status, staff_store_id, password_hash <> ? AS keeps FROM users WHERE email = ?',
      )
      .bind('', email)
      .first()
    expect(account).toEqual({ status: 'blocked', staff_store_id: null, keeps: 1 })
  })
})
