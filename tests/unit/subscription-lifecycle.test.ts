import { and, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { withShop } from '../../worker/db/databases.ts'
import {
  notifications,
  outbox,
  products,
  stores,
  subscriptionRequests,
  subscriptions,
} from '../../worker/db/schema/index.ts'
import type { StoreCtx } from '../../worker/env.ts'
import { addDays, addSeconds } from '../../worker/lib/dates.ts'
import { newId } from '../../worker/lib/ids.ts'
import { approvePlanRequest } from '../../worker/services/admin/plan-requests.ts'
import { signup } from '../../worker/services/auth.ts'
import { limitsOf, productLimit } from '../../worker/services/plan-limits.ts'
import { getMySubscription, requestPlanChange } from '../../worker/services/plans.ts'
import { createStore, toStoreRef } from '../../worker/services/stores.ts'
import {
  periodEnd,
  runSubscriptionLifecycle,
} from '../../worker/services/subscriptions/lifecycle.ts'
import { libsqlCtx, type OneDatabaseCtx } from '../helpers/libsql.ts'

let cleanup = () => {}
afterEach(() => cleanup())

const T0 = new Date('2027-01-10T09:00:00Z')

async function shop() {
  const made = await libsqlCtx()
  cleanup = made.cleanup
  const base: OneDatabaseCtx = { ...made.ctx, now: T0 }
  const session = await signup(base, {
    firstName: 'Awa',
    lastName: 'Sawadogo',
    identifierType: 'email',
    emailOrPhone: 'awa@example.com',
    password: 'Secret123',
    confirmPass: 'Secret123',
    termCondition: true,
  })
  const user = { id: session.user.id, role: 'user' as const }
  const store = await createStore(
    { ...base, user },
    { name: 'Awa Style', phone: '70123456', email: 'contact@awa.test' },
    null,
  )
  // The shop's e-mail proven (ADR 014): its subscription notices are sent, not held.
  await base.db.update(stores).set({ emailVerifiedAt: T0 }).where(eq(stores.id, store.id))
  const row = (await base.db.select().from(stores).where(eq(stores.id, store.id)).get())!
  const merchant = (now: Date): StoreCtx => withShop({ ...base, now, user }, toStoreRef(row))
  const admin = (now: Date): OneDatabaseCtx => ({
    ...base,
    now,
    user: { id: 'usr_admin', role: 'admin' },
  })
  const at = (now: Date): OneDatabaseCtx => ({ ...base, now })
  return { base, merchant, admin, at, storeId: store.id }
}

const claim = { planId: 'pln_premium', fullName: 'Awa Sawadogo', phone: '70123456' }

async function notices(ctx: OneDatabaseCtx, storeId: string) {
  const rows = await ctx.db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.storeId, storeId), eq(notifications.type, 'subscription')))
  return rows
}

describe('periodEnd', () => {
  it('adds a calendar month, clamped to the last day of a shorter month', () => {
    expect(periodEnd(new Date('2027-01-31T10:00:00Z'), 'month').toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    )
    expect(periodEnd(new Date('2027-03-15T10:00:00Z'), 'month').toISOString()).toBe(
      '2027-04-15T10:00:00.000Z',
    )
    expect(periodEnd(new Date('2028-02-29T10:00:00Z'), 'year').toISOString()).toBe(
      '2029-02-28T10:00:00.000Z',
    )
  })
})

describe('subscription lifecycle (libsql, moving clock)', () => {
  it('walks request → approve → reminders once → expiry → free limits → renewal', async () => {
    const { base, merchant, admin, at, storeId } = await shop()

    const request = await requestPlanChange(merchant(T0), claim)
    const approved = await approvePlanRequest(admin(T0), request.id)
    expect(approved).toMatchObject({ status: 'approved', amount: 15000, currency: 'XOF' })
    const end = new Date('2027-02-10T09:00:00Z')
    expect(await getMySubscription(merchant(T0))).toMatchObject({
      plan: { code: 'premium' },
      status: 'active',
      endDate: end.toISOString(),
      limits: { maxProducts: 1000, maxImagesPerProduct: 8 },
    })

    // Nothing to do mid-period.
    expect(await runSubscriptionLifecycle(at(addDays(T0, 10)))).toEqual({
      expired: 0,
      remindedDay: 0,
      remindedWeek: 0,
    })
    // 6 days before the end: the week reminder, once.
    const weekBefore = addDays(end, -6)
    expect(await runSubscriptionLifecycle(at(weekBefore))).toMatchObject({ remindedWeek: 1 })
    expect(await runSubscriptionLifecycle(at(addSeconds(weekBefore, 300)))).toMatchObject({
      remindedWeek: 0,
    })
    // 20 hours before: the day reminder, once.
    const dayBefore = addSeconds(end, -20 * 3600)
    expect(await runSubscriptionLifecycle(at(dayBefore))).toMatchObject({ remindedDay: 1 })
    expect(await runSubscriptionLifecycle(at(dayBefore))).toMatchObject({ remindedDay: 0 })
    // Past the end: expired, once, and the shop works under the free plan's limits.
    const after = addSeconds(end, 60)
    expect(await runSubscriptionLifecycle(at(after))).toEqual({
      expired: 1,
      remindedDay: 0,
      remindedWeek: 0,
    })
    expect(await runSubscriptionLifecycle(at(addSeconds(after, 300)))).toMatchObject({
      expired: 0,
    })
    const titles = (await notices(base, storeId)).map((n) => n.title)
    expect(titles).toEqual([
      'Offre Premium activée',
      'Votre abonnement Premium expire bientôt',
      'Votre abonnement Premium expire dans moins de 24 h',
      'Abonnement Premium expiré',
    ])
    const expiry = (await notices(base, storeId)).at(-1)!
    expect(expiry.body).toContain(
      "Votre abonnement Premium a expiré : votre boutique revient aux limites de l'offre Gratuit. Rien n'est supprimé.",
    )
    const mails = await base.db.select().from(outbox).where(eq(outbox.template, 'subscription'))
    expect(mails.filter((m) => m.status === 'blocked')).toEqual([])
    expect(mails).toHaveLength(4)

    expect(await limitsOf(at(after), storeId)).toMatchObject({
      planName: 'Gratuit',
      limits: { maxProducts: 10, maxImagesPerProduct: 1 },
    })
    await base.db.insert(products).values(
      Array.from({ length: 10 }, (_, i) => ({
        id: newId('prd'),
        storeId,
        name: `Produit ${i}`,
        description: 'Démo',
        price: 1000,
      })),
    )
    const expired = await productLimit(merchant(after))
    expect(await expired.isFull()).toBe(true)
    expect(expired.refusal()).toMatchObject({
      code: 'CONFLICT',
      message:
        'Votre offre Gratuit permet 10 produits. Passez à une offre supérieure : /user/settings/settings',
    })
    // Nothing was deleted.
    expect(await base.db.select().from(products).where(eq(products.storeId, storeId))).toHaveLength(
      10,
    )

    // Renewal after expiry: a new period from the approval, reminders reset, limits back.
    const later = addDays(end, 2)
    const renewal = await requestPlanChange(merchant(later), { ...claim, transactionId: 'MP1' })
    await approvePlanRequest(admin(later), renewal.id)
    const sub = (await base.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.storeId, storeId))
      .get())!
    expect(sub).toMatchObject({ status: 'active', remindedWeekAt: null, remindedDayAt: null })
    expect(sub.endsAt?.toISOString()).toBe('2027-03-12T09:00:00.000Z')
    expect(await (await productLimit(merchant(later))).isFull()).toBe(false)
  })

  it('extends a running period of the same plan from its end when renewed early', async () => {
    const { base, merchant, admin, storeId } = await shop()
    const first = await requestPlanChange(merchant(T0), claim)
    await approvePlanRequest(admin(T0), first.id)
    const early = addDays(T0, 25)
    const again = await requestPlanChange(merchant(early), claim)
    await approvePlanRequest(admin(early), again.id)
    const sub = (await base.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.storeId, storeId))
      .get())!
    expect(sub.endsAt?.toISOString()).toBe('2027-03-10T09:00:00.000Z')
    const amounts = await base.db
      .select({ amount: subscriptionRequests.amount })
      .from(subscriptionRequests)
      .where(eq(subscriptionRequests.storeId, storeId))
    expect(amounts.map((a) => a.amount)).toEqual([15000, 15000])
  })

  it('approves once when two admins decide at the same time', async () => {
    const { base, merchant, admin, storeId } = await shop()
    const request = await requestPlanChange(merchant(T0), claim)
    const results = await Promise.allSettled([
      approvePlanRequest(admin(T0), request.id),
      approvePlanRequest(admin(T0), request.id),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { code: 'CONFLICT', message: 'Cette demande a déjà été traitée' },
    })
    expect(await notices(base, storeId)).toHaveLength(1)
  })
})
