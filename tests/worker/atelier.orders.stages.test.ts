import { describe, expect, it } from 'vitest'
import { createAtelier, createStaffAccount } from '#tests/helpers/atelier.ts'
import { api, issuesOf, readError, readJson, setupWorker } from '#tests/helpers/worker.ts'
import type { TailoringOrder } from '#worker/schemas/atelier/orders.ts'
import {
  createOrder,
  fabricMovements,
  fabricStock,
  moveStage,
  orderEntries,
  seedFabric,
} from './atelier.orders.fixtures.ts'

setupWorker()

const pay = (token: string, id: string, json: Record<string, unknown>) =>
  api('POST', `/api/atelier/orders/${id}/payments`, { token, json })

describe('POST /api/atelier/orders/:id/stage', () => {
  it('moves forward and back, keeps the history with its notes, and gives the WhatsApp text of the new stage', async () => {
    const owner = await createAtelier()
    const tailor = await createStaffAccount(owner, 'tailor')
    const order = await createOrder(owner)
    for (const stage of ['cutting', 'sewing', 'fitting', 'sewing']) {
      const res = await moveStage(tailor.token, order.id, { stage, note: `vers ${stage}` })
      expect(res.status).toBe(200)
    }
    const res = await moveStage(tailor.token, order.id, { stage: 'fitting' })
    const moved = await readJson<TailoringOrder>(res)
    expect(moved.stage).toBe('fitting')
    expect(moved.events.map((e) => e.stage)).toEqual([
      'received',
      'cutting',
      'sewing',
      'fitting',
      'sewing',
      'fitting',
    ])
    expect(moved.events[1]).toMatchObject({ note: 'vers cutting', by: 'Ibrahim Sanou' })
    const text = new URL(moved.whatsappUrl).searchParams.get('text')
    expect(text).toContain("est prête pour l'essayage")
    expect(text).toContain('Reste à payer')
  })

  it('refuses the same stage (422) and an unknown one (422)', async () => {
    const owner = await createAtelier()
    const order = await createOrder(owner)
    const same = await moveStage(owner.token, order.id, { stage: 'received' })
    expect((await issuesOf(same)).stage).toBe('La commande est déjà à cette étape')
    expect((await moveStage(owner.token, order.id, { stage: 'perdue' })).status).toBe(422)
  })

  it('delivers only a paid order, or records the balance in the same step', async () => {
    const owner = await createAtelier()
    const order = await createOrder(owner, { advance: '5000', paymentMethod: 'cash' })
    const refused = await moveStage(owner.token, order.id, { stage: 'delivered' })
    expect(refused.status).toBe(409)
    expect((await readError(refused)).error.message).toMatch(
      /^Le solde de 20\s000\sF\sCFA doit être payé/,
    )
    const noMethod = await moveStage(owner.token, order.id, {
      stage: 'delivered',
      payBalance: true,
    })
    expect((await issuesOf(noMethod)).paymentMethod).toBe('Choisissez un moyen de paiement')

    const res = await moveStage(owner.token, order.id, {
      stage: 'delivered',
      payBalance: true,
      paymentMethod: 'mobile_money',
    })
    expect(res.status).toBe(200)
    const delivered = await readJson<TailoringOrder>(res)
    expect(delivered).toMatchObject({ stage: 'delivered', paid: 25000, balance: 0 })
    expect(delivered.deliveredAt).not.toBeNull()
    expect(
      (await orderEntries(owner, order.id)).map((e) => [e.amount, e.paymentMethod, e.category]),
    ).toEqual([
      [5000, 'cash', 'orders'],
      [20000, 'mobile_money', 'orders'],
    ])
    const again = await moveStage(owner.token, order.id, { stage: 'ready' })
    expect(again.status).toBe(409)
    expect((await readError(again)).error.message).toBe(
      'Cette commande est livrée : son étape ne peut plus changer',
    )
  })

  it('delivers a fully paid order without a new cash-book line', async () => {
    const owner = await createAtelier()
    const order = await createOrder(owner, { advance: '25000', paymentMethod: 'cash' })
    const res = await moveStage(owner.token, order.id, {
      stage: 'delivered',
      payBalance: true,
      paymentMethod: 'bank',
    })
    expect(res.status).toBe(200)
    expect(await orderEntries(owner, order.id)).toHaveLength(1)
  })

  it('returns the stock fabric once on cancel, and a canceled order is final', async () => {
    const owner = await createAtelier()
    const fabricId = await seedFabric(owner, 1000)
    const order = await createOrder(owner, { fabricSource: 'stock', fabricId, fabricMeters: '3' })
    expect(await fabricStock(owner, fabricId)).toBe(700)
    const [a, b] = await Promise.all([
      moveStage(owner.token, order.id, { stage: 'canceled' }),
      moveStage(owner.token, order.id, { stage: 'canceled' }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    expect(await fabricStock(owner, fabricId)).toBe(1000)
    expect(await fabricMovements(owner, fabricId)).toEqual([
      { kind: 'use', deltaCm: -300 },
      { kind: 'return', deltaCm: 300 },
    ])
    const after = await moveStage(owner.token, order.id, { stage: 'sewing' })
    expect(after.status).toBe(409)
    expect((await readError(after)).error.message).toBe(
      'Cette commande est annulée : son étape ne peut plus changer',
    )
    expect(await fabricStock(owner, fabricId)).toBe(1000)
  })

  it("answers 404 for another shop's order", async () => {
    const owner = await createAtelier()
    const order = await createOrder(owner)
    const other = await createAtelier()
    expect((await moveStage(other.token, order.id, { stage: 'sewing' })).status).toBe(404)
    expect(
      (await pay(other.token, order.id, { amount: '100', paymentMethod: 'cash' })).status,
    ).toBe(404)
    expect(
      (await api('DELETE', `/api/atelier/orders/${order.id}`, { token: other.token })).status,
    ).toBe(404)
  })
})

describe('POST /api/atelier/orders/:id/payments', () => {
  it('lets a cashier record a payment into the cash book, up to the balance', async () => {
    const owner = await createAtelier()
    const cashier = await createStaffAccount(owner, 'cashier')
    await api('PUT', '/api/atelier/roles', {
      token: owner.token,
      json: { roles: { manager: [], tailor: ['orders'], cashier: ['cashbook'] } },
    })
    const order = await createOrder(owner, { advance: '5000', paymentMethod: 'cash' })
    const res = await pay(cashier.token, order.id, {
      amount: '15000',
      paymentMethod: 'mobile_money',
      note: 'Orange Money',
    })
    expect(res.status).toBe(201)
    expect(await readJson<TailoringOrder>(res)).toMatchObject({ paid: 20000, balance: 5000 })
    const above = await pay(cashier.token, order.id, { amount: '6000', paymentMethod: 'cash' })
    expect(above.status).toBe(422)
    expect((await issuesOf(above)).amount).toMatch(
      /^Le montant dépasse le reste à payer \(5\s000\sF\sCFA\)$/,
    )
    await pay(owner.token, order.id, { amount: '5000', paymentMethod: 'cash' })
    const none = await pay(owner.token, order.id, { amount: '1', paymentMethod: 'cash' })
    expect((await issuesOf(none)).amount).toBe('Cette commande est déjà entièrement payée')
    // The cashier's role does not open the orders themselves.
    expect(
      (await api('GET', `/api/atelier/orders/${order.id}`, { token: cashier.token })).status,
    ).toBe(403)
  })

  it('never pays more than the price, even with two payments at once', async () => {
    const owner = await createAtelier()
    const order = await createOrder(owner)
    const both = await Promise.all([
      pay(owner.token, order.id, { amount: '20000', paymentMethod: 'cash' }),
      pay(owner.token, order.id, { amount: '20000', paymentMethod: 'cash' }),
    ])
    expect(both.map((r) => r.status).sort()).toEqual([201, 422])
    expect((await orderEntries(owner, order.id)).map((e) => e.amount)).toEqual([20000])
  })

  it('validates the amount, the method and the date in French', async () => {
    const owner = await createAtelier()
    const order = await createOrder(owner)
    const res = await pay(owner.token, order.id, {
      amount: '12.5',
      paymentMethod: 'chèque',
      paidOn: '2030-13-01',
    })
    expect(await issuesOf(res)).toEqual({
      paymentMethod: 'Choisissez un moyen de paiement',
      paidOn: 'Date invalide (AAAA-MM-JJ)',
    })
    const decimals = await pay(owner.token, order.id, { amount: '12.5', paymentMethod: 'cash' })
    expect((await issuesOf(decimals)).amount).toBe(
      'Montant : pas de décimales dans cette devise (écrivez 15 000, pas 15 000,50)',
    )
    const zero = await pay(owner.token, order.id, { amount: '0', paymentMethod: 'cash' })
    expect((await issuesOf(zero)).amount).toBe('Le montant doit être supérieur à zéro')
    const future = await pay(owner.token, order.id, {
      amount: '10',
      paymentMethod: 'cash',
      paidOn: '2999-01-01',
    })
    expect((await issuesOf(future)).paidOn).toBe(
      'La date du paiement ne peut pas être dans le futur',
    )
  })

  it('takes no money for a canceled order', async () => {
    const owner = await createAtelier()
    const order = await createOrder(owner)
    await moveStage(owner.token, order.id, { stage: 'canceled' })
    expect(
      (await pay(owner.token, order.id, { amount: '100', paymentMethod: 'cash' })).status,
    ).toBe(409)
  })
})

describe('DELETE /api/atelier/orders/:id', () => {
  it('deletes a received order without payment and returns its fabric', async () => {
    const owner = await createAtelier()
    const fabricId = await seedFabric(owner, 500)
    const order = await createOrder(owner, { fabricSource: 'stock', fabricId, fabricMeters: '2' })
    const res = await api('DELETE', `/api/atelier/orders/${order.id}`, { token: owner.token })
    expect(res.status).toBe(204)
    expect(await fabricStock(owner, fabricId)).toBe(500)
    expect(
      (await api('GET', `/api/atelier/orders/${order.id}`, { token: owner.token })).status,
    ).toBe(404)
  })

  it('refuses an order already paid or moved on (409), and a tailor (403)', async () => {
    const owner = await createAtelier()
    const tailor = await createStaffAccount(owner, 'tailor')
    const manager = await createStaffAccount(owner, 'manager')
    const paid = await createOrder(owner, { advance: '100', paymentMethod: 'cash' })
    const moved = await createOrder(owner)
    await moveStage(owner.token, moved.id, { stage: 'cutting' })
    for (const order of [paid, moved]) {
      const res = await api('DELETE', `/api/atelier/orders/${order.id}`, { token: owner.token })
      expect(res.status).toBe(409)
      expect((await readError(res)).error.message).toMatch(/annulez-la plutôt/)
    }
    const fresh = await createOrder(owner)
    expect(
      (await api('DELETE', `/api/atelier/orders/${fresh.id}`, { token: tailor.token })).status,
    ).toBe(403)
    expect(
      (await api('DELETE', `/api/atelier/orders/${fresh.id}`, { token: manager.token })).status,
    ).toBe(204)
  })
})
