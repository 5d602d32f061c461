import { describe, expect, it } from 'vitest'
import {
  acceptInvitation,
  addStaff,
  createAtelier,
  createStaffAccount,
  invitationToken,
  invite,
  type StaffAccount,
} from '#tests/helpers/atelier.ts'
import { fileOf, pngBytes } from '#tests/helpers/images.ts'
import {
  api,
  createAdmin,
  PASSWORD,
  readError,
  setupWorker,
  shopDb,
  type Tenant,
  uniqueEmail,
  uniquePhone,
} from '#tests/helpers/worker.ts'
import { msg } from '#worker/schemas/messages.ts'

setupWorker()

type ApiResponse = Awaited<ReturnType<typeof api>>

/**
 * Suspension (the shop's subscription) and blocking (the merchant's account) stop everyone
 * who acts for the shop: its owner, and the staff of its atelier.
 */

const customer = () => ({
  firstName: 'Awa',
  lastName: 'Ouédraogo',
  phoneCountryCode: '+226',
  phone: uniquePhone(),
  email: '',
  address: 'Secteur 15',
  city: 'Bobo-Dioulasso',
})

const writes = (m: StaffAccount) => ({
  profile: () =>
    api('PUT', '/api/account/profile', {
      token: m.token,
      json: { firstName: 'Changé', lastName: 'Ailleurs' },
    }),
  photo: () =>
    api('POST', '/api/account/photo', {
      token: m.token,
      form: { file: fileOf(pngBytes(), 'moi.png', 'image/png') },
    }),
  password: () =>
    api('PUT', '/api/account/password', {
      token: m.token,
      json: { currentPassword: PASSWORD, password: 'Nouveau2026', confirmPass: 'Nouveau2026' },
    }),
  atelierCustomer: () =>
    api('POST', '/api/atelier/customers', { token: m.token, json: customer() }),
})

async function expectRefused(res: ApiResponse, message: string) {
  expect(res.status).toBe(403)
  expect((await readError(res)).error.message).toBe(message)
}

async function suspend(owner: Tenant) {
  const admin = await createAdmin()
  const res = await api('PATCH', `/api/admin/shops/${owner.store.id}/status`, {
    token: admin.token,
    json: { status: 'suspended', reason: 'Produits contrefaits signalés' },
  })
  expect(res.status).toBe(200)
}

async function block(owner: Tenant) {
  const admin = await createAdmin()
  const res = await api('PATCH', `/api/admin/users/${owner.user.id}/status`, {
    token: admin.token,
    json: { status: 'blocked', reason: 'Fraude' },
  })
  expect(res.status).toBe(200)
}

describe('Staff of a suspended shop', () => {
  it('may read but not write: profile, photo, password and atelier records are refused', async () => {
    const owner = await createAtelier()
    const staff = await createStaffAccount(owner, 'manager')
    await suspend(owner)

    const w = writes(staff)
    for (const write of [w.profile, w.photo, w.password, w.atelierCustomer])
      await expectRefused(await write(), msg.shopSuspended)

    expect((await api('GET', '/api/account/profile', { token: staff.token })).status).toBe(200)
    expect((await api('GET', '/api/atelier/customers', { token: staff.token })).status).toBe(200)
    // The refused password change changed nothing: the old one still signs in.
    const signin = await api('POST', '/api/signin', {
      json: { emailOrPhone: staff.email, password: PASSWORD },
    })
    expect(signin.status).toBe(200)
  })

  it('leaves the owner their own words about the suspension', async () => {
    const owner = await createAtelier()
    await suspend(owner)
    const res = await api('PUT', '/api/account/profile', {
      token: owner.token,
      json: { firstName: 'Awa', lastName: 'Traoré' },
    })
    await expectRefused(res, msg.accountSuspended)
  })
})

describe('An invitation opened once the shop is stopped', () => {
  /** An invitation sent while the shop ran: its link, and the profile it would link. */
  async function invitedBefore(owner: Tenant) {
    const staff = await addStaff(owner)
    const email = uniqueEmail()
    expect((await invite(owner, staff.id, email)).status).toBe(202)
    return { staff, email, token: await invitationToken(owner, email) }
  }

  async function expectNothingLinked(owner: Tenant, staffId: string, email: string) {
    const profile = await (await shopDb(owner))
      .prepare('SELECT user_id FROM atelier_staff WHERE id = ?')
      .bind(staffId)
      .first<{ user_id: string | null }>()
    expect(profile?.user_id).toBeNull()
    const signin = await api('POST', '/api/signin', {
      json: { emailOrPhone: email, password: 'Atelier2026' },
    })
    expect(signin.status).toBe(401)
  }

  it('is refused with 403 and the suspended shop’s message once the shop is suspended, linking no account', async () => {
    const owner = await createAtelier()
    const { staff, email, token } = await invitedBefore(owner)
    await suspend(owner)
    await expectRefused(await acceptInvitation(token, 'Atelier2026'), msg.shopSuspended)
    await expectNothingLinked(owner, staff.id, email)
  })

  it('is refused with 403 and the blocked shop’s message once its merchant is blocked', async () => {
    const owner = await createAtelier()
    const { staff, email, token } = await invitedBefore(owner)
    await block(owner)
    await expectRefused(await acceptInvitation(token, 'Atelier2026'), msg.shopBlocked)
    await expectNothingLinked(owner, staff.id, email)
  })
})

describe('Staff of a blocked merchant', () => {
  it('cannot create atelier records, nor read the closed atelier, nor change their account', async () => {
    const owner = await createAtelier()
    const staff = await createStaffAccount(owner, 'manager')
    await block(owner)

    const w = writes(staff)
    await expectRefused(await w.atelierCustomer(), msg.shopBlocked)
    await expectRefused(
      await api('GET', '/api/atelier/customers', { token: staff.token }),
      msg.shopBlocked,
    )
    for (const write of [w.profile, w.photo, w.password])
      await expectRefused(await write(), msg.shopBlocked)
  })

  it('works again once the merchant is unblocked', async () => {
    const owner = await createAtelier()
    const staff = await createStaffAccount(owner, 'manager')
    await block(owner)
    const admin = await createAdmin()
    await api('PATCH', `/api/admin/users/${owner.user.id}/status`, {
      token: admin.token,
      json: { status: 'active' },
    })
    expect((await writes(staff).atelierCustomer()).status).toBe(201)
  })
})
