/**
 * Idempotent demo data for local development, written through the real services into the
 * same local D1/R2 that `wrangler dev` serves (wrangler's platform proxy).
 * Usage: npm run db:seed   (npm start runs it for you)
 */
import { eq } from 'drizzle-orm'
import { getPlatformProxy } from 'wrangler'
import { asDirectoryDb, createD1Db } from '../worker/db/client.ts'
import { DIRECTORY, databaseNames, withShop } from '../worker/db/databases.ts'
import { products, stores, users } from '../worker/db/schema/index.ts'
import { copyStoreToDirectory } from '../worker/db/shop-copies.ts'
import type { DirectoryCtx, Env, RequestCtx, StoreCtx, UserCtx } from '../worker/env.ts'
import { signup } from '../worker/services/auth.ts'
import { createCategory } from '../worker/services/categories.ts'
import { uploadStoreImage } from '../worker/services/media.ts'
import { keepProductFeed } from '../worker/services/product-feed.ts'
import { createProduct } from '../worker/services/products.ts'
import { createStore, toStoreRef } from '../worker/services/stores.ts'
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './lib/demo-products.ts'
import { ensureDevVars } from './lib/dev-vars.ts'
import { openShopDatabasesSql } from './lib/migration-script.ts'
import { productPicture } from './lib/png.ts'
import { seedAdmin } from './lib/seed-admin.ts'
import { seedAtelier } from './lib/seed-atelier.ts'
import { seedAudience } from './lib/seed-audience.ts'
import { seedDayCash } from './lib/seed-day-cash.ts'
import { seedDelivery } from './lib/seed-delivery.ts'
import { seedMarketing } from './lib/seed-marketing.ts'
import { seedOrders } from './lib/seed-orders.ts'
import { seedPayments } from './lib/seed-payments.ts'
import { seedProducts } from './lib/seed-products.ts'
import { seedSettings } from './lib/seed-settings.ts'
import { seedStorefront } from './lib/seed-storefront.ts'
import { placeOnPaidPlan, seedSubscriptions } from './lib/seed-subscriptions.ts'
import { seedTestimonials } from './lib/seed-testimonials.ts'

export const DEMO_MERCHANT = { email: 'demo@boutiko.test', password: 'Demo2026!' }
export const DEMO_ADMIN = { email: 'admin@boutiko.test', password: 'Admin2026!' }

const file = (bytes: Buffer, name: string) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' })

async function ensureUser(
  ctx: RequestCtx,
  who: { email: string; password: string },
  firstName: string,
  lastName: string,
) {
  const existing = await ctx.directory.select().from(users).where(eq(users.email, who.email)).get()
  if (existing) return { id: existing.id, created: false }
  const s = await signup(ctx, {
    firstName,
    lastName,
    identifierType: 'email',
    emailOrPhone: who.email,
    password: who.password,
    confirmPass: who.password,
    termCondition: true,
  })
  return { id: s.user.id, created: true }
}

export async function seed(env: Env, log = console.log) {
  const directory = asDirectoryDb(createD1Db(env.DB))
  const base: DirectoryCtx = {
    db: directory,
    directory,
    env,
    requestId: 'seed',
    effects: { deliverOutbox: false },
    now: new Date(),
    user: null,
    store: null,
  }
  // A fresh local platform places its shops on the two shop databases of wrangler.toml: the
  // demo shops land on both (ADR 036). An older one keeps its shops where they are.
  if (!(await directory.select({ id: stores.id }).from(stores).limit(1).get()))
    await env.DB.exec(openShopDatabasesSql(databaseNames(env).filter((n) => n !== DIRECTORY)))
  const admin = await ensureUser(base, DEMO_ADMIN, 'Aminata', 'Ouédraogo')
  await base.directory.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id))
  const merchant = await ensureUser(base, DEMO_MERCHANT, 'Awa', 'Sawadogo')
  const userCtx: UserCtx = { ...base, user: { id: merchant.id, role: 'user' } }
  const existing = await directory
    .select()
    .from(stores)
    .where(eq(stores.ownerId, merchant.id))
    .get()
  if (existing) {
    // A platform seeded before migration 0027 gets its list of new products (ADR 036).
    const feed = await keepProductFeed(base, databaseNames(env))
    if (feed.filled > 0) log(`Liste des nouveaux produits remplie (${feed.filled}).`)
    // A database seeded before L'Atelier existed gets its demo atelier now.
    const existingCtx = withShop(userCtx, toStoreRef(existing))
    if (await seedAtelier(existingCtx))
      log('Atelier de démonstration ajouté à la boutique existante.')
    else if (await seedPayments(existingCtx))
      log('Paiement en ligne et transfert direct activés sur la boutique existante.')
    else if (await seedDelivery(existingCtx))
      log('Zones de livraison ajoutées à la boutique existante.')
    else if (await seedDayCash(existingCtx))
      log('Livreurs et caisse d’hier ajoutés à la boutique existante.')
    else if (await seedAudience(existingCtx, await demoProductIds(existingCtx)))
      log('Une semaine d’audience ajoutée à la boutique existante.')
    else if (await seedMarketing(existingCtx))
      log('Codes promo et avis ajoutés à la boutique existante.')
    else log('Données de démonstration déjà présentes.')
    return
  }
  const logo = file(productPicture(256, '#0f766e', '#134e4a', '#fcd34d', 0), 'logo.png')
  const created = await createStore(
    userCtx,
    {
      name: 'Awa Style',
      phoneCountryCode: '226',
      phone: '70123456',
      email: 'contact@awastyle.test',
      address: 'Avenue Kwame Nkrumah, Ouagadougou',
      brand: 'Awa Style',
      currency: 'XOF',
      color: '#0f766e',
    },
    logo,
  )
  // The demo shop's e-mail and WhatsApp number count as proven (ADR 014), so its orders,
  // enquiries and status messages show in /dev/outbox as sent, not held. It keeps
  // Ouagadougou's clock (ADR 048), as its Burkina number gave it, whatever the defaults become.
  const placed = (await directory.select().from(stores).where(eq(stores.id, created.id)).get())!
  const timeZone = 'Africa/Ouagadougou'
  const ctx: StoreCtx = withShop(userCtx, toStoreRef({ ...placed, slug: 'demo', timeZone }))
  await ctx.db
    .update(stores)
    .set({ slug: 'demo', timeZone, emailVerifiedAt: base.now, phoneVerifiedAt: base.now })
    .where(eq(stores.id, created.id))
  await copyStoreToDirectory(ctx, created.id, placed.database)
  // 24 products with extra photos: more than the free plan allows (10 products, 1 image).
  await placeOnPaidPlan(base, created.id)
  const categoryIds: string[] = []
  for (const c of DEMO_CATEGORIES)
    categoryIds.push((await createCategory(ctx, { name: c.name, description: c.description })).id)
  const productIds: string[] = []
  for (const [i, p] of DEMO_PRODUCTS.entries()) {
    const [from, to, accent] = DEMO_CATEGORIES[p.category]!.colors
    const image = await uploadStoreImage(
      ctx,
      file(productPicture(480, from, to, accent, i), `p${i}.png`),
    )
    const { category, ...input } = p
    productIds.push(
      (await createProduct(ctx, { ...input, categoryId: categoryIds[category], imageId: image.id }))
        .id,
    )
  }
  // Zones before the orders: the demo orders are delivered to them, fee in the total.
  const zoneIds = (await seedDelivery(ctx)) ?? []
  const ids = { productIds, categoryIds, zoneIds }
  // Every screen of the back office gets content: variants, orders in every status with
  // their history, customers, testimonials, referrals, personalization and a plan request.
  await seedProducts(ctx, ids)
  await seedOrders(ctx, ids)
  await seedTestimonials(ctx, ids)
  await seedSettings(ctx, ids)
  await seedSubscriptions(base)
  // After the requests above, so they land on the active shops it creates.
  await seedAdmin(base)
  await seedStorefront(ctx, ids)
  await seedAtelier(ctx)
  await seedPayments(ctx)
  // After the orders and the atelier: yesterday's closing lands in the atelier's cash book too.
  await seedDayCash(ctx)
  await seedAudience(ctx, productIds)
  // After every delivery: the reviews come from delivered orders' tracking links.
  await seedMarketing(ctx)
  log(
    `Boutique de démonstration créée : ${DEMO_PRODUCTS.length} produits, commandes, clients, témoignages et un atelier de couture.`,
  )
}

/** The demo shop's products, for a piece of demo added to a shop seeded before it. */
const demoProductIds = async (ctx: StoreCtx) =>
  (
    await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.storeId, ctx.store.id))
      .limit(6)
  ).map((p) => p.id)

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureDevVars()
  const proxy = await getPlatformProxy<Env>({ persist: true })
  try {
    await seed(proxy.env)
  } finally {
    await proxy.dispose()
  }
}
