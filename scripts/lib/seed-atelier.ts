import { and, desc, eq } from 'drizzle-orm'
import { atelierStaff, outbox } from '../../worker/db/schema/index.ts'
import type { AtelierCtx, StoreCtx } from '../../worker/env.ts'
import { ATELIER_PERMISSIONS } from '../../worker/schemas/atelier/access.ts'
import { createCashbookEntry } from '../../worker/services/atelier/cashbook.ts'
import { listCashbookCategories } from '../../worker/services/atelier/cashbook-categories.ts'
import { createFabric } from '../../worker/services/atelier/fabrics.ts'
import { addGalleryImages } from '../../worker/services/atelier/gallery.ts'
import { listGarmentTypes } from '../../worker/services/atelier/garment-types.ts'
import { acceptInvitation } from '../../worker/services/atelier/invitation-acceptance.ts'
import { createLookup } from '../../worker/services/atelier/lookups.ts'
import { takeMeasurement } from '../../worker/services/atelier/measurements.ts'
import { paySalary } from '../../worker/services/atelier/salaries.ts'
import { createService } from '../../worker/services/atelier/services.ts'
import { saveAtelierSettings } from '../../worker/services/atelier/settings.ts'
import { createStaff, setShopRole } from '../../worker/services/atelier/staff.ts'
import { inviteStaff } from '../../worker/services/atelier/staff-invitations.ts'
import { createSupplier } from '../../worker/services/atelier/suppliers.ts'
import { createTailoringOrder } from '../../worker/services/atelier/tailoring-orders/create.ts'
import { recordTailoringPayment } from '../../worker/services/atelier/tailoring-orders/payments.ts'
import { moveTailoringStage } from '../../worker/services/atelier/tailoring-orders/stage.ts'
import { createCustomer } from '../../worker/services/customers.ts'
import { productPicture } from './png.ts'

const TYPICAL_CM: Record<string, number> = {
  'Tour de cou': 40,
  Épaules: 46,
  Poitrine: 100,
  Taille: 88,
  Hanches: 102,
  'Longueur de manche': 62,
  'Tour de bras': 32,
  'Longueur du haut': 74,
  'Tour de cuisse': 58,
  'Longueur du pantalon': 104,
  'Longueur de la jupe': 95,
  'Longueur totale': 145,
}

/** The demo tailor's own sign-in: a staff account that sees only what its role opens. */
export const DEMO_TAILOR = { email: 'tailleur@boutiko.test', password: 'Atelier2026!' }
/** The demo shop's Vendeur (ADR 055): orders, "Nouvelle vente", customers; no settings. */
export const DEMO_SELLER = { email: 'vendeur@boutiko.test', password: 'Vendeur2026!' }

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const png = (i: number, colors: [string, string, string]) =>
  new File([new Uint8Array(productPicture(640, ...colors, i))], `atelier-${i}.png`, {
    type: 'image/png',
  })

/**
 * An atelier in use for the demo shop, written through the real services: staff (one with
 * a sign-in), fabrics bought from suppliers, customers measured (one twice: history),
 * orders at every stage (one late, one due today, one delivered), salaries, a few cash-book
 * lines and a gallery shown on the storefront. Skipped when the atelier
 * already has staff (the demo's mark).
 */
export async function seedAtelier(store: StoreCtx): Promise<boolean> {
  const existing = await store.db
    .select({ id: atelierStaff.id })
    .from(atelierStaff)
    .where(eq(atelierStaff.storeId, store.store.id))
    .get()
  if (existing) return false
  const ctx: AtelierCtx = {
    ...store,
    atelier: { role: 'owner', permissions: new Set(ATELIER_PERMISSIONS), staffId: null },
  }
  await saveAtelierSettings(ctx, { enabled: true, showGalleryOnStorefront: true })

  const staff = await seedStaff(ctx)
  const fabrics = await seedStock(ctx)
  const services = await Promise.all(
    [
      ['Couture simple', '5000'],
      ['Broderie main', '7500'],
      ['Doublure', '3000'],
      ['Retouche', '2000'],
    ].map(([name, price]) => createService(ctx, { name: name!, price: price! })),
  )
  const types = await listGarmentTypes(ctx)
  const type = (name: string) => types.find((t) => t.name === name)!
  /** Typical measures (cm), `grow` apart from one customer to the next. */
  const measure = async (customerId: string, name: string, grow: number) => {
    const t = type(name)
    return takeMeasurement(ctx, customerId, {
      garmentTypeId: t.id,
      values: t.parts.map((p) => ({
        partId: p.id,
        value: Math.round((TYPICAL_CM[p.name] ?? 50) * (1 + grow / 100) * 2) / 2,
      })),
    })
  }
  const customer = (firstName: string, lastName: string, phone: string) =>
    createCustomer(ctx, {
      firstName,
      lastName,
      phone,
      phoneCountryCode: '226',
      address: 'Ouagadougou',
      city: 'Ouagadougou',
    })
  const [salif, mariam, rasmane, bintou] = await Promise.all([
    customer('Salif', 'Compaoré', '70814219'),
    customer('Mariam', 'Zongo', '76528304'),
    customer('Rasmané', 'Ouédraogo', '78631495'),
    customer('Bintou', 'Traoré', '65472038'),
  ])
  await measure(salif!.id, 'Boubou', 4)
  const salifBoubou = await measure(salif!.id, 'Boubou', 6) // a second visit: history
  const mariamRobe = await measure(mariam!.id, 'Robe', -6)
  const rasmaneChemise = await measure(rasmane!.id, 'Chemise', 0)
  const bintouJupe = await measure(bintou!.id, 'Jupe', -3)

  // Orders taken days ago, so their promised dates may already be past (late, delivered).
  const order = (input: Parameters<typeof createTailoringOrder>[1], takenDaysAgo = 0) =>
    createTailoringOrder({ ...ctx, now: new Date(Date.now() - takenDaysAgo * 86_400_000) }, input)
  const base = { serviceIds: [] as string[], photoIds: [] as string[] }
  const late = await order(
    {
      ...base,
      customerId: salif!.id,
      garments: [{ garmentTypeId: type('Boubou').id, quantity: 1, measurementId: salifBoubou.id }],
      serviceIds: [services[0]!.id, services[1]!.id],
      fabricSource: 'stock',
      fabricId: fabrics.bazin,
      fabricMeters: '4.5',
      price: '45000',
      advance: '20000',
      paymentMethod: 'mobile_money',
      promisedOn: day(-2),
      assignedStaffId: staff.tailor,
      note: 'Broderie dorée au col, pour le baptême.',
    },
    12,
  )
  await moveTailoringStage(ctx, late.id, { stage: 'cutting' })
  await moveTailoringStage(ctx, late.id, { stage: 'sewing', note: 'Broderie en cours' })
  const today = await order({
    ...base,
    customerId: mariam!.id,
    garments: [{ garmentTypeId: type('Robe').id, quantity: 1, measurementId: mariamRobe.id }],
    fabricSource: 'customer',
    fabricNote: 'Wax apporté par la cliente, 6 yards',
    price: '18000',
    advance: '10000',
    paymentMethod: 'cash',
    promisedOn: day(0),
    assignedStaffId: staff.tailor,
  })
  for (const stage of ['cutting', 'sewing', 'fitting'] as const)
    await moveTailoringStage(ctx, today.id, { stage })
  const ready = await order({
    ...base,
    customerId: rasmane!.id,
    garments: [
      { garmentTypeId: type('Chemise').id, quantity: 2, measurementId: rasmaneChemise.id },
    ],
    serviceIds: [services[0]!.id],
    fabricSource: 'stock',
    fabricId: fabrics.dan,
    fabricMeters: '3',
    price: '30000',
    advance: '15000',
    paymentMethod: 'cash',
    promisedOn: day(3),
    assignedStaffId: staff.manager,
  })
  for (const stage of ['cutting', 'sewing', 'ready'] as const)
    await moveTailoringStage(ctx, ready.id, { stage })
  const delivered = await order(
    {
      ...base,
      customerId: bintou!.id,
      garments: [{ garmentTypeId: type('Jupe').id, quantity: 1, measurementId: bintouJupe.id }],
      fabricSource: 'stock',
      fabricId: fabrics.wax,
      fabricMeters: '2',
      price: '12000',
      advance: '5000',
      paymentMethod: 'cash',
      promisedOn: day(-5),
    },
    20,
  )
  await recordTailoringPayment(ctx, delivered.id, { amount: '7000', paymentMethod: 'mobile_money' })
  for (const stage of ['cutting', 'sewing', 'ready', 'delivered'] as const)
    await moveTailoringStage(ctx, delivered.id, { stage })
  await order({
    ...base,
    customerId: salif!.id,
    garments: [{ garmentTypeId: type('Pantalon').id, quantity: 1 }],
    fabricSource: 'customer',
    fabricNote: 'Tissu bleu nuit',
    price: '8000',
    promisedOn: day(9),
  })

  // Earlier this month: orders paid in full and delivered (the cash book's main income).
  for (const [i, [garment, price]] of (
    [
      ['Boubou', '65000'],
      ['Veste', '40000'],
      ['Robe', '55000'],
      ['Chemise', '30000'],
    ] as const
  ).entries()) {
    const paid = await order(
      {
        ...base,
        customerId: [salif, mariam, rasmane, bintou][i]!.id,
        garments: [{ garmentTypeId: type(garment).id, quantity: 1 }],
        fabricSource: 'customer',
        price,
        advance: price,
        paymentMethod: i % 2 ? 'cash' : 'mobile_money',
        promisedOn: day(-12 + i * 2),
        assignedStaffId: staff.tailor,
      },
      20 - i * 2,
    )
    await moveTailoringStage(ctx, paid.id, { stage: 'ready' })
    await moveTailoringStage(ctx, paid.id, { stage: 'delivered' })
  }
  await seedMoney(ctx, staff)
  await addGalleryImages(
    ctx,
    [
      ['#fef3c7', '#b45309', '#7c2d12'],
      ['#e0f2fe', '#0369a1', '#0c4a6e'],
      ['#fce7f3', '#be185d', '#831843'],
      ['#dcfce7', '#15803d', '#14532d'],
    ].map((colors, i) => ({ file: png(i, colors as [string, string, string]), copies: {} })),
  )
  return true
}

/**
 * The demo tailor's sign-in goes the real way (ADR 016): invited, then accepted with the
 * link the invitation message carries, read back from the local outbox.
 */
async function giveDemoSignIn(
  ctx: AtelierCtx,
  staffId: string,
  account: { email: string; password: string } = DEMO_TAILOR,
) {
  await inviteStaff(ctx, staffId, { identifierType: 'email', emailOrPhone: account.email })
  const sent = await ctx.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.recipient, account.email), eq(outbox.template, 'staff-invitation')))
    .orderBy(desc(outbox.createdAt))
    .get()
  const token = /\/auth\/invitation\/([A-Za-z0-9_-]+)/.exec(sent?.body ?? '')?.[1]
  if (!token) throw new Error(`seed: no invitation link for ${account.email}`)
  const password = account.password
  await acceptInvitation(ctx, { token, password, confirmPass: password })
}

async function seedStaff(ctx: AtelierCtx) {
  const person = (
    firstName: string,
    lastName: string,
    phone: string,
    role: 'manager' | 'tailor' | 'cashier',
    salary: string,
  ) =>
    createStaff(ctx, {
      firstName,
      lastName,
      phone,
      phoneCountryCode: '226',
      role,
      salary,
      hiredOn: day(-400),
    })
  const manager = await person('Moussa', 'Kaboré', '70926151', 'manager', '120000')
  const tailor = await person('Ibrahim', 'Sanou', '76173842', 'tailor', '75000')
  const cashier = await person('Aïcha', 'Ilboudo', '78305926', 'cashier', '60000')
  await giveDemoSignIn(ctx, tailor.id)
  await giveDemoSignIn(ctx, cashier.id, DEMO_SELLER)
  await setShopRole(ctx, cashier.id, { shopRole: 'seller' })
  return { manager: manager.id, tailor: tailor.id, cashier: cashier.id }
}

async function seedStock(ctx: AtelierCtx) {
  const names = {
    wax: await createLookup(ctx, 'fabric-name', { name: 'Wax' }),
    bazin: await createLookup(ctx, 'fabric-name', { name: 'Bazin riche' }),
    dan: await createLookup(ctx, 'fabric-name', { name: 'Faso Dan Fani' }),
  }
  const coton = await createLookup(ctx, 'fabric-type', { name: 'Coton' })
  const wholesaler = await createLookup(ctx, 'supplier-type', { name: 'Grossiste' })
  const weaver = await createLookup(ctx, 'supplier-type', { name: 'Tisserande' })
  const market = await createSupplier(ctx, {
    name: 'Tissus du Grand Marché',
    typeId: wholesaler.id,
    phone: '70418263',
    phoneCountryCode: '226',
    address: 'Rood Woko, Ouagadougou',
  })
  const coop = await createSupplier(ctx, {
    name: 'Coopérative des tisserandes de Koudougou',
    typeId: weaver.id,
    phone: '71630274',
    phoneCountryCode: '226',
    email: 'coop.koudougou@example.com',
    address: 'Koudougou',
  })
  const fabric = (
    nameId: string,
    supplierId: string,
    color: string,
    price: string,
    meters: string,
    lowStockMeters: string,
  ) =>
    createFabric(ctx, {
      nameId,
      typeId: coton.id,
      supplierId,
      color,
      pricePerMeter: price,
      initialMeters: meters,
      purchaseAmount: String(Number(price) * Number(meters)),
      lowStockMeters,
    })
  const wax = await fabric(names.wax.id, market.id, 'Jaune et bleu', '1500', '24', '5')
  const bazin = await fabric(names.bazin.id, market.id, 'Blanc cassé', '4000', '8', '6')
  const dan = await fabric(names.dan.id, coop.id, 'Rayé rouge et noir', '3500', '10', '3')
  return { wax: wax.id, bazin: bazin.id, dan: dan.id }
}

async function seedMoney(ctx: AtelierCtx, staff: { manager: string; tailor: string }) {
  const lastMonth = day(-30).slice(0, 7)
  for (const [staffId, amount] of [
    [staff.manager, '120000'],
    [staff.tailor, '75000'],
  ] as const)
    await paySalary(ctx, {
      staffId,
      amount,
      period: lastMonth,
      paidOn: `${day(0).slice(0, 7)}-01`,
      paymentMethod: 'mobile_money',
    })
  const categories = await listCashbookCategories(ctx)
  const named = (name: string) => categories.find((c) => c.name === name)!.id
  await createCashbookEntry(ctx, {
    kind: 'expense',
    categoryId: named('Loyer'),
    amount: '50000',
    label: "Loyer de l'atelier",
    occurredOn: `${day(0).slice(0, 7)}-01`,
    paymentMethod: 'cash',
  })
  await createCashbookEntry(ctx, {
    kind: 'expense',
    categoryId: named('Fournitures (fils, boutons…)'),
    amount: '6500',
    label: 'Fils dorés et boutons',
    occurredOn: day(-1),
    paymentMethod: 'cash',
  })
  await createCashbookEntry(ctx, {
    kind: 'income',
    categoryId: named('Autres recettes'),
    amount: '3000',
    label: 'Repassage pour une voisine',
    occurredOn: day(0),
    paymentMethod: 'cash',
  })
}
