import { eq } from 'drizzle-orm'
import { withShop } from '../../worker/db/databases.ts'
import {
  contactMessages,
  stores,
  subscriptionRequests,
  subscriptions,
  users,
} from '../../worker/db/schema/index.ts'
import { copyStoreToDirectory } from '../../worker/db/shop-copies.ts'
import type { RequestCtx, StoreCtx, UserCtx } from '../../worker/env.ts'
import { addDays } from '../../worker/lib/dates.ts'
import { newId } from '../../worker/lib/ids.ts'
import { markMessageRead } from '../../worker/services/admin/messages.ts'
import { moderateProduct } from '../../worker/services/admin/products.ts'
import { setShopStatus } from '../../worker/services/admin/shops.ts'
import { setUserStatus } from '../../worker/services/admin/users.ts'
import { signup } from '../../worker/services/auth.ts'
import { uploadStoreImage } from '../../worker/services/media.ts'
import { requestPlanChange } from '../../worker/services/plans.ts'
import { createProduct } from '../../worker/services/products.ts'
import { saveContactMessage } from '../../worker/services/site.ts'
import { createStore, toStoreRef } from '../../worker/services/stores.ts'
import { productPicture } from './png.ts'

const PASSWORD = 'Boutique2026!'
type PlanCode = 'free' | 'starter' | 'premium'
const PRICE: Record<PlanCode, number> = { free: 0, starter: 5000, premium: 15000 }

type Shop = {
  first: string
  last: string
  email: string
  name: string
  phone: string
  address: string
  plan: PlanCode
  /** Days since sign-up (the admin's sign-ups chart). */
  age: number
  /** Months of paid periods already approved, the current one included (revenue chart). */
  paidMonths: number
  state: 'active' | 'expired' | 'suspended'
  colors: [string, string, string]
  products: [string, string, string][]
}

/** The first three are active (free, starter, premium): other seeds may reuse them. */
const SHOPS: Shop[] = [
  {
    ...person('Kadidiatou', 'Kaboré', 'kadi.kabore', '70223344'),
    name: 'Kadi Cosmétiques',
    address: 'Avenue Charles de Gaulle, Ouagadougou',
    plan: 'free',
    age: 2,
    paidMonths: 0,
    state: 'active',
    colors: ['#fce7f3', '#be185d', '#fde68a'],
    products: [
      ['Savon au karité', 'Savon artisanal au beurre de karité de Léo, 150 g.', '1500'],
      ['Huile de baobab', 'Huile vierge pressée à froid, flacon de 50 ml.', '4000'],
    ],
  },
  {
    ...person('Yacouba', 'Sanou', 'yacouba.sanou', '76334455'),
    name: 'Yennenga Wax',
    address: 'Grand Marché, Bobo-Dioulasso',
    plan: 'starter',
    age: 5,
    paidMonths: 4,
    state: 'active',
    colors: ['#fef3c7', '#b45309', '#1e3a8a'],
    products: [
      ['Wax hollandais 6 yards', 'Pagne wax grand teint, motif « œil de ma rivale ».', '12000'],
      ['Boubou brodé homme', 'Bazin riche brodé à la main, taille unique.', '25000'],
    ],
  },
  {
    ...person('Aïcha', 'Ouattara', 'aicha.ouattara', '78445566'),
    name: 'Sahel Tech',
    address: 'Zone du Bois, Ouagadougou',
    plan: 'premium',
    age: 9,
    paidMonths: 3,
    state: 'active',
    colors: ['#e0f2fe', '#0369a1', '#f59e0b'],
    products: [
      ['Lampe solaire', 'Lampe LED rechargeable au soleil, 12 h d’autonomie.', '9500'],
      ['Chargeur solaire 20 W', 'Panneau pliable avec deux ports USB.', '18000'],
    ],
  },
  {
    ...person('Boukary', 'Sawadogo', 'boukary.sawadogo', '75556677'),
    name: 'Bobo Karité',
    address: 'Secteur 22, Bobo-Dioulasso',
    plan: 'starter',
    age: 14,
    paidMonths: 2,
    state: 'expired',
    colors: ['#fefce8', '#a16207', '#166534'],
    products: [['Beurre de karité brut', 'Pot de 500 g, non raffiné.', '3500']],
  },
  {
    ...person('Hamidou', 'Traoré', 'hamidou.traore', '71667788'),
    name: 'Marché Express',
    address: 'Rue 12.34, Koudougou',
    plan: 'free',
    age: 21,
    paidMonths: 0,
    state: 'suspended',
    colors: ['#f1f5f9', '#334155', '#dc2626'],
    products: [['Montre « de luxe »', 'Copie de montre de marque.', '7500']],
  },
]

function person(first: string, last: string, mailbox: string, phone: string) {
  return { first, last, email: `${mailbox}@boutiko.test`, phone }
}

const MESSAGES = [
  {
    email: 'fatou.diallo@example.com',
    subject: 'Créer ma boutique' as const,
    message:
      'Bonjour, je vends des pagnes Faso Dan Fani à Koudougou. Puis-je ouvrir une boutique sans carte bancaire ?',
    daysAgo: 0,
    read: false,
  },
  {
    email: 'contact@ong-femmes-karite.org',
    subject: 'Partenariat' as const,
    message:
      'Notre coopérative accompagne 300 productrices de karité. Nous aimerions discuter d’un partenariat pour les former à la vente en ligne.',
    daysAgo: 2,
    read: false,
  },
  {
    email: 'client.mecontent@example.com',
    subject: 'Signaler une boutique' as const,
    message:
      'La boutique « Marché Express » vend des copies de montres de marque présentées comme authentiques.',
    daysAgo: 6,
    read: true,
  },
]

const file = (bytes: Buffer, name: string) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' })

/** A month before `now`, `n` times (same day of the month, clamped by Date). */
const monthsBefore = (now: Date, n: number) => {
  const d = new Date(now)
  d.setUTCMonth(d.getUTCMonth() - n)
  return d
}

async function openShop(ctx: RequestCtx, s: Shop): Promise<StoreCtx> {
  const session = await signup(ctx, {
    firstName: s.first,
    lastName: s.last,
    identifierType: 'email',
    emailOrPhone: s.email,
    password: PASSWORD,
    confirmPass: PASSWORD,
    termCondition: true,
  })
  const owner: UserCtx = { ...ctx, user: { id: session.user.id, role: 'user' } }
  const [from, to, accent] = s.colors
  const created = await createStore(
    owner,
    { name: s.name, phoneCountryCode: '226', phone: s.phone, email: s.email, address: s.address },
    file(productPicture(256, from, to, accent, 0), 'logo.png'),
  )
  const since = addDays(ctx.now, -s.age)
  await ctx.directory.update(users).set({ createdAt: since }).where(eq(users.id, session.user.id))
  const row = (await ctx.directory.select().from(stores).where(eq(stores.id, created.id)).get())!
  const shop = withShop(owner, toStoreRef(row))
  // The shop's row where it lives, then the directory's copy (ADR 036).
  await shop.db.update(stores).set({ createdAt: since }).where(eq(stores.id, created.id))
  await copyStoreToDirectory(shop, created.id, row.database)
  return shop
}

/** The paid periods a shop went through: approved requests, newest one running (or ended). */
async function payPlan(ctx: StoreCtx, s: Shop) {
  if (s.plan === 'free') return
  const planId = `pln_${s.plan}`
  // An expired shop's last period ended a few days ago; an active one's runs for a while yet.
  const lastStart = s.state === 'expired' ? addDays(ctx.now, -35) : addDays(ctx.now, -10)
  for (let i = s.paidMonths - 1; i >= 0; i--) {
    const decidedAt = monthsBefore(lastStart, i)
    await ctx.directory.insert(subscriptionRequests).values({
      id: newId('srq'),
      storeId: ctx.store.id,
      planId,
      fullName: `${s.first} ${s.last}`,
      phone: `226${s.phone}`,
      transactionId: `OM${decidedAt.toISOString().slice(2, 10).replace(/-/g, '')}.${1000 + i}`,
      status: 'approved',
      decidedAt,
      createdAt: addDays(decidedAt, -1),
      amount: PRICE[s.plan],
      currency: 'XOF',
    })
  }
  await ctx.directory
    .update(subscriptions)
    .set({
      planId,
      status: s.state === 'expired' ? 'expired' : 'active',
      startedAt: lastStart,
      endsAt: addDays(lastStart, 30),
    })
    .where(eq(subscriptions.storeId, ctx.store.id))
}

async function addProducts(ctx: StoreCtx, s: Shop) {
  const ids: string[] = []
  for (const [i, [name, description, price]] of s.products.entries()) {
    const [from, to, accent] = s.colors
    const image = await uploadStoreImage(
      ctx,
      file(productPicture(480, from, to, accent, i + 1), `p${i}.png`),
    )
    ids.push(
      (await createProduct(ctx, { name, description, price, stock: '12', imageId: image.id })).id,
    )
  }
  return ids
}

/**
 * The administrator area's demo data: five more merchants with a shop in each state (active
 * on free, starter and premium, one expired, one suspended with a reason and an unpublished
 * product), a blocked account, contact messages, and a year of approved plan payments.
 * Idempotent: does nothing when its first merchant exists.
 */
export async function seedAdmin(ctx: RequestCtx) {
  const first = SHOPS[0]!
  if (await ctx.directory.select().from(users).where(eq(users.email, first.email)).get()) return
  const admin: UserCtx = { ...ctx, user: { id: 'seed', role: 'admin' } }
  for (const s of SHOPS) {
    const shop = await openShop(ctx, s)
    const productIds = await addProducts(shop, s)
    await payPlan(shop, s)
    if (s.state === 'expired')
      await requestPlanChange(shop, {
        planId: 'pln_starter',
        fullName: `${s.first} ${s.last}`,
        phoneCountryCode: '226',
        phone: s.phone,
        transactionId: 'OM251119.0811.R22841',
      })
    if (s.state === 'suspended') {
      await moderateProduct(admin, productIds[0]!, {
        status: 'unpublished',
        reason: 'Contrefaçon d’une marque déposée.',
      })
      await setShopStatus(admin, shop.store.id, {
        status: 'suspended',
        reason: 'Vente de contrefaçons signalée par plusieurs clients.',
      })
    }
  }
  const blocked = await signup(ctx, {
    firstName: 'Moussa',
    lastName: 'Diallo',
    identifierType: 'phone',
    emailOrPhone: '22679887766',
    password: PASSWORD,
    confirmPass: PASSWORD,
    termCondition: true,
  })
  await ctx.directory
    .update(users)
    .set({ createdAt: addDays(ctx.now, -27) })
    .where(eq(users.id, blocked.user.id))
  await setUserStatus(admin, blocked.user.id, {
    status: 'blocked',
    reason: 'Tentatives d’arnaque signalées par des marchands.',
  })
  for (const m of MESSAGES) {
    await saveContactMessage(ctx, { email: m.email, subject: m.subject, message: m.message })
    const row = (await ctx.directory
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.email, m.email))
      .get())!
    await ctx.directory
      .update(contactMessages)
      .set({ createdAt: addDays(ctx.now, -m.daysAgo) })
      .where(eq(contactMessages.id, row.id))
    if (m.read) await markMessageRead(ctx, row.id)
  }
}
