import { describe, expect, it } from 'vitest'
import { acceptInvitation, invitationToken, shopMessagesTo } from '#tests/helpers/atelier.ts'
import { dayCashOf, placedOrder, seedCourier } from '#tests/helpers/day-cash.ts'
import { createTeamMember } from '#tests/helpers/team.ts'
import {
  api,
  createTenant,
  type Order,
  onPlan,
  productBody,
  readError,
  readJson,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
  uniqueEmail,
  uploadImage,
} from '#tests/helpers/worker.ts'
import type { DayCash } from '#worker/schemas/day-cash.ts'
import type { OrderPayment } from '#worker/schemas/orders.ts'
import { shopAccessMsg } from '#worker/schemas/shop-access.ts'
import type { Team, TeamMember } from '#worker/schemas/team.ts'

setupWorker()

/** Paramètres › Équipe (issue 26, ADR 055): the owner's team, L'Atelier switched off. */

const add = (owner: Tenant, json: Record<string, unknown>) =>
  api('POST', '/api/team', { token: owner.token, json })

const aisha = (email: string, shopRole = 'seller') => ({
  firstName: 'Aïcha',
  lastName: 'Ilboudo',
  identifierType: 'email',
  emailOrPhone: email,
  shopRole,
})

const teamOf = async (owner: Tenant) =>
  readJson<Team>(await api('GET', '/api/team', { token: owner.token }))

const atelierIsOn = async (owner: Tenant) =>
  (
    await (
      await shopDb(owner)
    )
      .prepare('SELECT count(*) AS n FROM ateliers WHERE store_id = ? AND enabled = 1')
      .bind(owner.store.id)
      .first<{ n: number }>()
  )?.n

/** Adds Aïcha with `email`, and she accepts the invitation and signs in: her token. */
async function joined(owner: Tenant, email: string, shopRole = 'seller') {
  const res = await add(owner, aisha(email, shopRole))
  expect(res.status).toBe(201)
  const accepted = await acceptInvitation(await invitationToken(owner, email), 'Secret-pass-42')
  expect(accepted.status).toBe(200)
  const signin = await api('POST', '/api/signin', {
    json: { emailOrPhone: email, password: 'Secret-pass-42' },
  })
  expect(signin.status).toBe(200)
  return { member: await readJson<TeamMember>(res), ...(await readJson<{ token: string }>(signin)) }
}

describe('Paramètres › Équipe', () => {
  it('lets the owner add and invite a Vendeur with L’Atelier off; the accepted invitation opens the orders, not the payments', async () => {
    const owner = await onPlan(await createTenant(), 'pln_premium')
    const email = uniqueEmail()
    const { member, token } = await joined(owner, email)
    expect(await atelierIsOn(owner)).toBe(0)
    expect(member).toMatchObject({ firstName: 'Aïcha', shopRole: 'seller', hasAccount: false })
    expect(member.invitation?.identifier).toBe(email)
    // A shop without L'Atelier invites to its team, not to a workshop it doesn't have.
    const [invitation] = (await shopMessagesTo(owner, email)).filter(
      (m) => m.template === 'staff-invitation',
    )
    expect(invitation?.body).toContain('vous invite à rejoindre son équipe sur Boutiko')
    expect((await api('GET', '/api/orders', { token })).status).toBe(200)
    const payments = await api('GET', '/api/store/payments', { token })
    expect(payments.status).toBe(403)
    const team = await teamOf(owner)
    expect(team.maxSeats).toBe(3)
    expect(team.members).toMatchObject([
      { id: member.id, shopRole: 'seller', hasAccount: true, accountIdentifier: email },
    ])
  })

  it('tells a member of a shop without L’Atelier that it is off (no 403 on their dashboard), and keeps its pages closed', async () => {
    const owner = await onPlan(await createTenant(), 'pln_premium')
    const { token } = await joined(owner, uniqueEmail())
    const access = await api('GET', '/api/atelier/access', { token })
    expect(access.status).toBe(200)
    expect(await readJson(access)).toMatchObject({ enabled: false })
    expect((await api('GET', '/api/atelier/customers', { token })).status).toBe(403)
    const settings = await api('PUT', '/api/atelier/settings', { token, json: { enabled: true } })
    expect(settings.status).toBe(403)
  })

  it('changes a Vendeur into a Gestionnaire, who may then write products', async () => {
    const owner = await onPlan(await createTenant(), 'pln_premium')
    const { member, token } = await joined(owner, uniqueEmail())
    const image = await uploadImage(owner)
    const product = productBody({ name: 'Boubou', price: '9000', stock: '3', imageId: image.id })
    const before = await api('POST', '/api/products', { token, json: product })
    expect(before.status).toBe(403)
    const res = await api('PUT', `/api/team/${member.id}/role`, {
      token: owner.token,
      json: { shopRole: 'manager' },
    })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toMatchObject({ shopRole: 'manager' })
    expect((await api('POST', '/api/products', { token, json: product })).status).toBe(201)
    const bad = await api('PUT', `/api/team/${member.id}/role`, {
      token: owner.token,
      json: { shopRole: 'owner' },
    })
    expect(bad.status).toBe(422)
    // Another shop's owner changes nothing: the member is not theirs.
    const elsewhere = await createTenant()
    const foreign = await api('PUT', `/api/team/${member.id}/role`, {
      token: elsewhere.token,
      json: { shopRole: 'seller' },
    })
    expect(foreign.status).toBe(404)
    expect((await teamOf(owner)).members).toMatchObject([{ id: member.id, shopRole: 'manager' }])
  })

  it('counts the seats as an invitation does: an expired invitation holds none', async () => {
    const owner = await onPlan(await createTenant(), 'pln_premium')
    await joined(owner, uniqueEmail())
    const expiredEmail = uniqueEmail()
    expect((await add(owner, aisha(expiredEmail))).status).toBe(201)
    expect((await add(owner, aisha(uniqueEmail()))).status).toBe(201)
    expect((await teamOf(owner)).seatsUsed).toBe(3)
    await (await shopDb(owner))
      .prepare(
        "UPDATE auth_tokens SET expires_at = unixepoch() - 60 WHERE identifier = ? AND purpose = 'invite'",
      )
      .bind(expiredEmail)
      .run()
    const team = await teamOf(owner)
    // Still listed (the owner may send it again), but its seat is free.
    expect(team.members).toHaveLength(3)
    expect(team.seatsUsed).toBe(2)
  })

  it('refuses a member past the plan’s seats with the atelier’s 409, and leaves no profile behind', async () => {
    const owner = await onPlan(await createTenant(), 'pln_starter')
    expect((await add(owner, aisha(uniqueEmail()))).status).toBe(201)
    const refused = await add(owner, aisha(uniqueEmail()))
    expect(refused.status).toBe(409)
    expect((await readError(refused)).error.message).toMatch(
      /^Votre offre Starter permet 1 membre d’équipe\./,
    )
    expect((await teamOf(owner)).members).toHaveLength(1)
    const free = await createTenant()
    const none = await add(free, aisha(uniqueEmail()))
    expect(none.status).toBe(409)
    expect((await teamOf(free)).members).toEqual([])
  })

  it('cancels an invitation (its link stops working) and removes a member’s access', async () => {
    const owner = await onPlan(await createTenant(), 'pln_premium')
    const pendingEmail = uniqueEmail()
    const pending = await readJson<TeamMember>(await add(owner, aisha(pendingEmail)))
    const link = await invitationToken(owner, pendingEmail)
    const canceled = await api('DELETE', `/api/team/${pending.id}/invitation`, {
      token: owner.token,
    })
    expect(canceled.status).toBe(200)
    expect((await readJson<TeamMember>(canceled)).invitation).toBeNull()
    expect((await acceptInvitation(link, 'Secret-pass-42')).status).toBe(422)

    const { member, token } = await joined(owner, uniqueEmail())
    const removed = await api('DELETE', `/api/team/${member.id}`, { token: owner.token })
    expect(removed.status).toBe(204)
    expect((await api('GET', '/api/orders', { token })).status).toBe(401)
    expect((await teamOf(owner)).members.map((m) => m.id)).not.toContain(member.id)
    const elsewhere = await createTenant()
    const foreign = await api('DELETE', `/api/team/${pending.id}`, { token: elsewhere.token })
    expect(foreign.status).toBe(404)
  })

  it('is the owner’s alone: a Vendeur and a Gestionnaire get 403 on every team route', async () => {
    const owner = await onPlan(await createTenant(), 'pln_premium')
    for (const role of ['seller', 'manager'] as const) {
      const member = await createTeamMember(owner, role)
      for (const [method, path] of [
        ['GET', '/api/team'],
        ['POST', '/api/team'],
        ['PUT', `/api/team/${member.staffId}/role`],
        ['POST', `/api/team/${member.staffId}/invitation`],
        ['DELETE', `/api/team/${member.staffId}/invitation`],
        ['DELETE', `/api/team/${member.staffId}`],
      ] as const) {
        const res = await api(method, path, {
          token: member.token,
          ...(method === 'POST' || method === 'PUT' ? { json: aisha(uniqueEmail()) } : {}),
        })
        expect(res.status, `${role} ${method} ${path}`).toBe(403)
        expect((await readError(res)).error.message).toBe(shopAccessMsg.ownerOnly)
      }
    }
  })
})

describe('who confirmed the money', () => {
  it('answers the Vendeur’s name on a payment they recorded, kept once they left; the owner’s own has none', async () => {
    const owner = await onPlan(await createTenant(), 'pln_premium')
    const seller = await createTeamMember(owner, 'seller')
    const placed = await placedOrder(owner)
    const cash = await api('POST', `/api/orders/${placed.id}/cash`, {
      token: seller.token,
      json: { amount: '4000', method: 'cash' },
    })
    expect(cash.status).toBe(200)
    const product = await seedProduct(owner, { price: '1000', stock: '5' })
    const sale = await api('POST', '/api/orders/manual', {
      token: owner.token,
      json: { items: [{ productId: product.id, quantity: 1 }], paid: true, method: 'cash' },
    })
    expect(sale.status).toBe(201)
    const removed = await api('DELETE', `/api/team/${seller.staffId}`, { token: owner.token })
    expect(removed.status).toBe(204)
    const paymentsOf = async (id: string) =>
      (
        await readJson<Order & { payments: OrderPayment[] }>(
          await api('GET', `/api/orders/${id}`, { token: owner.token }),
        )
      ).payments.map((p) => p.confirmedByName)
    expect(await paymentsOf(placed.id)).toEqual(['Ibrahim Sanou'])
    expect(await paymentsOf((await readJson<Order>(sale)).id)).toEqual([null])
  })
})

describe("a Vendeur's day's cash", () => {
  it('covers only the couriers they handed parcels to; the owner sees every courier', async () => {
    const owner = await onPlan(await createTenant(), 'pln_premium')
    const seller = await createTeamMember(owner, 'seller')
    const [moussa, awa] = [await seedCourier(owner, 'Moussa'), await seedCourier(owner, 'Awa')]
    const [first, second] = [await placedOrder(owner), await placedOrder(owner)]
    const assign = (token: string, courierId: string, orderId: string) =>
      api('POST', `/api/couriers/${courierId}/assign`, { token, json: { orderIds: [orderId] } })
    expect((await assign(owner.token, moussa, first.id)).status).toBe(200)
    expect((await assign(seller.token, awa, second.id)).status).toBe(200)
    const names = async (token: string) =>
      (await readJson<DayCash>(await api('GET', '/api/delivery-cash', { token }))).couriers.map(
        (c) => c.courierName,
      )
    expect(await names(seller.token)).toEqual(['Awa'])
    expect(await names(owner.token)).toEqual(['Awa', 'Moussa'])
    const manager = await createTeamMember(owner, 'manager')
    expect(await names(manager.token)).toEqual(['Awa', 'Moussa'])
    const closeOthers = await api('POST', '/api/delivery-cash/close', {
      token: seller.token,
      json: {
        courierId: moussa,
        day: (await readJson<DayCash>(await dayCashOf(owner))).day,
        amount: '0',
      },
    })
    expect(closeOthers.status).toBe(404)
  })

  it('names the team member who closed a courier’s day', async () => {
    const owner = await onPlan(await createTenant(), 'pln_premium')
    const seller = await createTeamMember(owner, 'seller')
    const courier = await seedCourier(owner, 'Awa')
    const order = await placedOrder(owner)
    await api('POST', `/api/couriers/${courier}/assign`, {
      token: seller.token,
      json: { orderIds: [order.id] },
    })
    const day = (await readJson<DayCash>(await dayCashOf(owner))).day
    const closed = await api('POST', '/api/delivery-cash/close', {
      token: seller.token,
      json: { courierId: courier, day, amount: '0' },
    })
    expect(closed.status).toBe(201)
    const lines = (await readJson<DayCash>(await dayCashOf(owner))).couriers[0]?.lines
    expect(lines?.map((l) => l.recordedByName)).toEqual(['Ibrahim Sanou'])
  })
})
