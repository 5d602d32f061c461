import { describe, expect, it } from 'vitest'
import {
  acceptInvitation,
  addStaff,
  createAtelier,
  invitationToken,
  invite,
  inviteAndAccept,
  shopMessagesTo,
} from '#tests/helpers/atelier.ts'
import { verifyAccountOf } from '#tests/helpers/verified-tenants.ts'
import {
  api,
  createMerchant,
  db,
  issuesOf,
  PASSWORD,
  readError,
  readJson,
  type Session,
  setupWorker,
  shopDb,
  type Tenant,
  uniqueEmail,
  uniquePhone,
} from '#tests/helpers/worker.ts'
import type { AtelierAccess } from '#worker/schemas/atelier/access.ts'
import type { InvitationPreview } from '#worker/schemas/atelier/invitations.ts'
import type { Staff } from '#worker/schemas/atelier/staff.ts'

setupWorker()

type ApiResponse = Awaited<ReturnType<typeof api>>

/** The shop's outbox rows of its invitations to a recipient (a shop's outbox is in its database). */
const invitationsTo = async (owner: Tenant, recipient: string) =>
  (
    await (
      await shopDb(owner)
    )
      .prepare(
        "SELECT status, blocked_reason FROM outbox WHERE recipient = ? AND template = 'staff-invitation' ORDER BY created_at, rowid",
      )
      .bind(recipient)
      .all<{ status: string; blocked_reason: string | null }>()
  ).results

const signin = (emailOrPhone: string, password: string) =>
  api('POST', '/api/signin', { json: { emailOrPhone, password } })

const check = (token: string) => api('POST', '/api/invitation/check', { json: { token } })

const usersWith = async (email: string) =>
  (
    await (
      await db()
    )
      .prepare('SELECT role, status FROM users WHERE email = ?')
      .bind(email)
      .all<{ role: string; status: string }>()
  ).results

/** What the owner sees, minus what differs by nature (ids, names of the identifiers, dates). */
const shape = async (res: ApiResponse) => {
  const staff = await readJson<Staff>(res)
  return {
    status: res.status,
    hasAccount: staff.hasAccount,
    accountIdentifier: staff.accountIdentifier,
    invitation: staff.invitation && Object.keys(staff.invitation).sort(),
  }
}

describe('Atelier staff: an invitation the person accepts', () => {
  it('answers the owner the same whether the identifier has an account or not, and creates nothing', async () => {
    const owner = await createAtelier()
    const merchant = await createMerchant()
    const fresh = uniqueEmail()
    const taken = await shape(await invite(owner, (await addStaff(owner)).id, merchant.email))
    const free = await shape(await invite(owner, (await addStaff(owner)).id, fresh))
    expect(taken).toEqual(free)
    expect(free).toEqual({
      status: 202,
      hasAccount: false,
      accountIdentifier: null,
      invitation: ['expiresAt', 'identifier', 'sentAt'],
    })
    // Both people are asked; neither gets a sign-in, nor does the merchant's account change.
    expect(await usersWith(fresh)).toEqual([])
    expect(await usersWith(merchant.email)).toEqual([{ role: 'user', status: 'active' }])
    for (const to of [merchant.email, fresh])
      expect((await shopMessagesTo(owner, to)).map((m) => m.template)).toContain('staff-invitation')
    expect((await signin(merchant.email, PASSWORD)).status).toBe(200)
  })

  it('lets the person accept from the link, choose a password, sign in and open the atelier', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner, 'cashier')
    const email = uniqueEmail()
    const sent = await invite(owner, staff.id, email.toUpperCase())
    expect((await readJson<Staff>(sent)).invitation?.identifier).toBe(email)
    expect((await signin(email, 'Caisse2026')).status).toBe(401)

    const token = await invitationToken(owner, email)
    const preview = await check(token)
    expect(preview.status).toBe(200)
    expect(await readJson<InvitationPreview>(preview)).toEqual({
      shopName: owner.store.name,
      firstName: 'Salif',
      lastName: 'Zongo',
      identifier: email,
      identifierType: 'email',
      canAccept: true,
    })
    const accepted = await acceptInvitation(token, 'Caisse2026')
    expect(accepted.status).toBe(200)

    const session = await signin(email, 'Caisse2026')
    expect(session.status).toBe(200)
    const { token: access, user } = await readJson<Session>(session)
    expect(user).toMatchObject({ role: 'staff', firstName: 'Salif', verified: true })
    expect(
      await readJson<AtelierAccess>(await api('GET', '/api/atelier/access', { token: access })),
    ).toMatchObject({ role: 'cashier', staffId: staff.id })
    expect((await api('GET', '/api/atelier/cashbook', { token: access })).status).toBe(200)
    const profile = await api('GET', `/api/atelier/staff/${staff.id}`, { token: owner.token })
    expect(await readJson<Staff>(profile)).toMatchObject({
      hasAccount: true,
      accountIdentifier: email,
      invitation: null,
    })
  })

  it('invites a WhatsApp number given with its country code', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    const phone = `226${uniquePhone()}`
    expect((await invite(owner, staff.id, `+${phone}`, 'phone')).status).toBe(202)
    const [message] = await shopMessagesTo(owner, phone)
    expect(message).toMatchObject({ channel: 'whatsapp', template: 'staff-invitation' })
    expect(
      (await acceptInvitation(await invitationToken(owner, phone), 'Couture2026')).status,
    ).toBe(200)
    expect((await signin(phone, 'Couture2026')).status).toBe(200)
  })

  it('opens a link once; a replaced or canceled invitation no longer opens', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    const email = uniqueEmail()
    await invite(owner, staff.id, email)
    const first = await invitationToken(owner, email)
    await invite(owner, staff.id, email)
    const second = await invitationToken(owner, email)
    expect(second).not.toBe(first)
    const stale = await check(first)
    expect(stale.status).toBe(422)
    expect((await readError(stale)).error.message).toBe(
      'Invitation invalide, expirée ou déjà acceptée',
    )

    const canceled = await api('DELETE', `/api/atelier/staff/${staff.id}/invitation`, {
      token: owner.token,
    })
    expect((await readJson<Staff>(canceled)).invitation).toBeNull()
    expect((await acceptInvitation(second, 'Couture2026')).status).toBe(422)
    expect(await usersWith(email)).toEqual([])

    await invite(owner, staff.id, email)
    const third = await invitationToken(owner, email)
    expect((await acceptInvitation(third, 'Couture2026')).status).toBe(200)
    expect((await acceptInvitation(third, 'Autre2026x')).status).toBe(422)
    expect((await signin(email, 'Autre2026x')).status).toBe(401)
  })

  it('does not open an expired invitation', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    const email = uniqueEmail()
    await invite(owner, staff.id, email)
    // The invitation's row lives in the shop's database, beside the profile it names.
    await (await shopDb(owner))
      .prepare(
        "UPDATE auth_tokens SET expires_at = unixepoch() - 1 WHERE staff_id = ? AND purpose = 'invite'",
      )
      .bind(staff.id)
      .run()
    expect(
      (await acceptInvitation(await invitationToken(owner, email), 'Couture2026')).status,
    ).toBe(422)
  })

  it("tells only the link's holder that their merchant account cannot join, and leaves it alone", async () => {
    const owner = await createAtelier()
    const merchant = await createMerchant()
    const staff = await addStaff(owner)
    await invite(owner, staff.id, merchant.email)
    const token = await invitationToken(owner, merchant.email)
    expect(await readJson<InvitationPreview>(await check(token))).toMatchObject({
      canAccept: false,
    })
    const refused = await acceptInvitation(token, 'Pirate2026')
    expect(refused.status).toBe(409)
    expect((await signin(merchant.email, 'Pirate2026')).status).toBe(401)
    const session = await signin(merchant.email, PASSWORD)
    expect((await readJson<Session>(session)).user.role).toBe('user')
  })

  it("keeps another atelier's member where they work: that shop's database says the sign-in is taken", async () => {
    const first = await createAtelier()
    const second = await createAtelier()
    const email = uniqueEmail()
    const member = await addStaff(first)
    await inviteAndAccept(first, member.id, email, 'Premier2026')

    await invite(second, (await addStaff(second)).id, email)
    const token = await invitationToken(second, email)
    expect(await readJson<InvitationPreview>(await check(token))).toMatchObject({
      canAccept: false,
    })
    expect((await acceptInvitation(token, 'Pirate2026')).status).toBe(409)
    const { token: access } = await readJson<Session>(await signin(email, 'Premier2026'))
    expect(
      await readJson<AtelierAccess>(await api('GET', '/api/atelier/access', { token: access })),
    ).toMatchObject({ staffId: member.id })
    expect((await signin(email, 'Pirate2026')).status).toBe(401)
  })

  it('opens a link only with the shop it was sent for', async () => {
    const owner = await createAtelier()
    const other = await createAtelier()
    const email = uniqueEmail()
    await invite(owner, (await addStaff(owner)).id, email)
    const token = await invitationToken(owner, email)
    expect(token.startsWith(owner.store.id)).toBe(true)
    const secret = token.slice(owner.store.id.length)
    for (const forged of [`${other.store.id}${secret}`, secret, `sto_inconnue${secret}`])
      expect((await check(forged)).status).toBe(422)
    expect((await check(token)).status).toBe(200)
  })

  it('never re-links a freed sign-in to another shop by that shop alone', async () => {
    const first = await createAtelier()
    const second = await createAtelier()
    const email = uniqueEmail()
    const before = await addStaff(first)
    await inviteAndAccept(first, before.id, email, 'Premier2026')
    await api('DELETE', `/api/atelier/staff/${before.id}/account`, { token: first.token })

    // The second shop can only invite: the freed sign-in stays blocked, nothing is linked.
    const after = await addStaff(second, 'manager')
    const sent = await invite(second, after.id, email)
    expect(await readJson<Staff>(sent)).toMatchObject({ hasAccount: false })
    expect(await usersWith(email)).toEqual([{ role: 'staff', status: 'blocked' }])
    expect((await signin(email, 'Premier2026')).status).toBe(401)

    // The person accepts: the same sign-in comes back, with their new password, for this shop.
    expect(
      (await acceptInvitation(await invitationToken(second, email), 'Second2026')).status,
    ).toBe(200)
    expect((await signin(email, 'Premier2026')).status).toBe(401)
    const { token } = await readJson<Session>(await signin(email, 'Second2026'))
    expect(
      await readJson<AtelierAccess>(await api('GET', '/api/atelier/access', { token })),
    ).toMatchObject({ role: 'manager', staffId: after.id, currency: second.store.currency })
    expect(await usersWith(email)).toEqual([{ role: 'staff', status: 'active' }])
  })

  it('refuses a bad identifier, a weak password, a deactivated member and a second sign-in', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    const bad = await invite(owner, staff.id, 'pas-un-email')
    expect(bad.status).toBe(422)
    expect(await issuesOf(bad)).toEqual({ emailOrPhone: 'E-mail incorrect' })

    const email = uniqueEmail()
    await invite(owner, staff.id, email)
    const weak = await acceptInvitation(await invitationToken(owner, email), 'court')
    expect(weak.status).toBe(422)
    expect((await issuesOf(weak)).password).toBe(
      'Le mot de passe doit contenir une minuscule, une majuscule et au moins 8 caractères',
    )
    expect(
      (await acceptInvitation(await invitationToken(owner, email), 'Couture2026')).status,
    ).toBe(200)
    const again = await invite(owner, staff.id, uniqueEmail())
    expect(again.status).toBe(409)
    expect((await readError(again)).error.message).toBe('Ce membre du personnel a déjà un accès')

    const gone = await addStaff(owner)
    await api('DELETE', `/api/atelier/staff/${gone.id}`, { token: owner.token })
    const inactive = await invite(owner, gone.id, uniqueEmail())
    expect(inactive.status).toBe(409)
    expect((await readError(inactive)).error.message).toMatch(/désactivé/)
  })

  it("answers 404 for another shop's member", async () => {
    const owner = await createAtelier()
    const theirs = await addStaff(await createAtelier())
    expect((await invite(owner, theirs.id, uniqueEmail())).status).toBe(404)
    expect(
      (await api('DELETE', `/api/atelier/staff/${theirs.id}/invitation`, { token: owner.token }))
        .status,
    ).toBe(404)
  })

  it('sends the shop’s invitation only for a confirmed owner: before that it is held, as every message a shop causes', async () => {
    const owner = await createAtelier()
    const member = await addStaff(owner)
    const email = uniqueEmail()
    expect((await invite(owner, member.id, email)).status).toBe(202)
    expect(await invitationsTo(owner, email)).toEqual([
      { status: 'blocked', blocked_reason: 'account-unverified' },
    ])

    await verifyAccountOf(owner)
    expect((await invite(owner, member.id, email)).status).toBe(202)
    expect((await invitationsTo(owner, email)).at(-1)).toMatchObject({ status: 'pending' })
  })
})
