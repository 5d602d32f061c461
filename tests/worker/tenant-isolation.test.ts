import { describe, expect, it, vi } from 'vitest'
import { atelierWorld } from '#tests/helpers/api-world.ts'
import { seedAssign, seedCourier, seedOrders } from '#tests/helpers/courier-api.ts'
import { courierRunWith, pressOutcome } from '#tests/helpers/couriers.ts'
import {
  closeDay,
  correctDay,
  dayCashOf,
  placedOrder,
  seedCourier as seedCourierRow,
  seedDelivery,
} from '#tests/helpers/day-cash.ts'
import { seedZone } from '#tests/helpers/delivery.ts'
import { orderAwaitingPayment } from '#tests/helpers/order-payments.ts'
import { flushAudienceOf } from '#tests/helpers/probe.ts'
import { seedPromo } from '#tests/helpers/promo-codes.ts'
import { seedReview } from '#tests/helpers/reviews.ts'
import { countIn, placeCatalogueOn } from '#tests/helpers/shop-databases.ts'
import {
  api,
  createTenant,
  onPlan,
  orderBody,
  placeOrder,
  productBody,
  readError,
  readJson,
  SHOP_DATABASES,
  seedCategory,
  seedProduct,
  setupWorker,
  type Tenant,
  worker,
} from '#tests/helpers/worker.ts'
import type { AudienceReport } from '#worker/schemas/audience.ts'
import { msg } from '#worker/schemas/messages.ts'
import { createApp } from '../../worker/app.ts'

setupWorker()

/** Every merchant API route that takes an id, read from the app: new ones are covered too. */
const ID_ROUTES = [
  ...new Set(
    createApp()
      .routes.filter((r) => r.method !== 'ALL' && /\/api\//.test(r.path) && /:\w+/.test(r.path))
      .filter(
        (r) =>
          !/\/api\/(admin|publics|stores|account)[/-]/.test(r.path) &&
          !r.path.startsWith('/api/admin') &&
          // Providers' notifications carry no merchant: a shop's secret opening another shop's
          // payment is their own tests' case (a notification signed for A refused for B).
          !r.path.startsWith('/api/payments/notify/'),
        // Meta's webhook (/api/whatsapp/webhook) takes no id and carries no merchant either: a
        // status changes only the message it names, in its shop's database (whatsapp.test.ts).
      )
      // The atelier's named lists and the payment providers name what every shop has, not a row.
      .map(
        (r) =>
          `${r.method} ${r.path.replace('/lookups/:kind', '/lookups/fabric-type').replace('/accounts/:provider', '/accounts/fedapay')}`,
      )
      .filter((r) => /:\w+/.test(r)),
  ),
].sort()

type Fixture = { resource: string; read: string; body?: (b: Shop) => unknown }
type Shop = Tenant & { ids: Record<string, string> }

/** Which of shop A's rows each route addresses, how to read it back, and a valid body. */
const FIXTURES: Record<string, Fixture> = {
  '/api/categories/:id': {
    resource: 'category',
    read: '/api/categories',
    body: () => ({ name: 'Volée' }),
  },
  '/api/products/:id': {
    resource: 'product',
    read: '/api/products/{id}',
    body: () => productBody({ name: 'Volé' }),
  },
  '/api/customers/:id': {
    resource: 'customer',
    read: '/api/customers/{id}',
    body: () => ({ firstName: 'Vol', lastName: 'Eur', phone: '70999999', address: 'Ailleurs' }),
  },
  '/api/orders/:id': { resource: 'order', read: '/api/orders/{id}' },
  '/api/orders/:id/status': {
    resource: 'order',
    read: '/api/orders/{id}',
    body: () => ({ status: 'canceled' }),
  },
  '/api/orders/:id/payments/:paymentId/decision': {
    resource: 'paymentOrder',
    read: '/api/orders/{id}',
    body: () => ({ decision: 'confirm' }),
  },
  '/api/orders/:id/refund': { resource: 'paidOrder', read: '/api/orders/{id}' },
  // The receipt's private link (issue 27): B can neither make nor learn one for A's order.
  '/api/orders/:id/receipt-link': { resource: 'order', read: '/api/orders/{id}' },
  // The door (ADR 052): shop A's order is held by A's courier; B can neither read nor record it.
  '/api/orders/:id/door-outcome': {
    resource: 'order',
    read: '/api/orders/{id}',
    body: () => ({ outcome: 'refused' }),
  },
  '/api/orders/:id/cash': {
    resource: 'order',
    read: '/api/orders/{id}',
    body: () => ({ amount: '1', method: 'cash' }),
  },
  '/api/testimonials/:id': {
    resource: 'testimonial',
    read: '/api/testimonials/{id}',
    body: (b) => ({ productId: b.ids.product, name: 'Vol', rating: 1, kind: 'text', text: 'volé' }),
  },
  '/api/notifications/:id': { resource: 'notification', read: '/api/notifications' },
  '/api/enquiries/:id/read': { resource: 'enquiry', read: '/api/enquiries' },
  // Buyers' reviews (issue 26): B can neither answer nor hide A's.
  '/api/reviews/:id/answer': {
    resource: 'review',
    read: '/api/reviews',
    body: () => ({ answer: 'Volée' }),
  },
  '/api/reviews/:id/hide': {
    resource: 'review',
    read: '/api/reviews',
    body: () => ({ reason: 'Volée' }),
  },
  '/api/store/payments/wallets/:id': { resource: 'wallet', read: '/api/store/payments' },
  '/api/store/delivery/zones/:id': {
    resource: 'zone',
    read: '/api/store/delivery',
    body: () => ({ name: 'Volée', fee: '0' }),
  },
  '/api/promo-codes/:id': {
    resource: 'promoCode',
    read: '/api/promo-codes',
    body: () => ({ code: 'VOLE', kind: 'percent', value: '90' }),
  },
  '/api/couriers/:id': {
    resource: 'courier',
    read: '/api/couriers',
    body: () => ({ name: 'Volé', phone: '70999998' }),
  },
  '/api/couriers/:id/assign': {
    resource: 'courier',
    read: '/api/couriers/runs',
    body: (b) => ({ orderIds: [b.ids.order] }),
  },
  '/api/couriers/runs/:runId/revoke': { resource: 'run', read: '/api/couriers/runs' },
  '/api/couriers/runs/:runId/link': { resource: 'run', read: '/api/couriers/runs' },
  // Paramètres › Équipe (issue 26): A's staff profile, read back where L'Atelier shows it all.
  '/api/team/:id': { resource: 'staff', read: '/api/atelier/staff/{id}' },
  '/api/team/:id/role': {
    resource: 'staff',
    read: '/api/atelier/staff/{id}',
    body: () => ({ shopRole: 'manager' }),
  },
  '/api/team/:id/invitation': {
    resource: 'staff',
    read: '/api/atelier/staff/{id}',
    body: () => ({ identifierType: 'email', emailOrPhone: 'vol@example.com' }),
  },
  ...ATELIER_FIXTURES(),
}

/** L'Atelier (issue 8): every row of shop A's atelier, addressed by shop B's owner. */
function ATELIER_FIXTURES(): Record<string, Fixture> {
  const a = '/api/atelier'
  const today = new Date().toISOString().slice(0, 10)
  const later = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  const person = { firstName: 'Vol', lastName: 'Eur', phone: '70999999', address: 'Ailleurs' }
  return {
    [`${a}/garment-types/:id`]: {
      resource: 'garmentType',
      read: `${a}/garment-types`,
      body: () => ({ name: 'Volé', partIds: [] }),
    },
    [`${a}/measurement-parts/:id`]: {
      resource: 'measurementPart',
      read: `${a}/measurement-parts`,
      body: () => ({ name: 'Volée' }),
    },
    [`${a}/customers/:id`]: {
      resource: 'customer',
      read: `${a}/customers/{id}`,
      body: () => person,
    },
    [`${a}/customers/:id/measurements`]: {
      resource: 'customer',
      read: `${a}/customers/{id}/measurements`,
      body: (b) => ({
        garmentTypeId: b.ids.garmentType,
        values: [{ partId: b.ids.measurementPart, value: 50 }],
      }),
    },
    [`${a}/measurements/:id`]: { resource: 'measurement', read: `${a}/measurements/{id}` },
    [`${a}/orders/:id`]: {
      resource: 'tailoringOrder',
      read: `${a}/orders/{id}`,
      body: (b) => ({
        garments: [{ garmentTypeId: b.ids.garmentType, quantity: 1 }],
        serviceIds: [],
        photoIds: [],
        fabricSource: 'customer',
        price: '1000',
        promisedOn: later,
      }),
    },
    [`${a}/orders/:id/stage`]: {
      resource: 'tailoringOrder',
      read: `${a}/orders/{id}`,
      body: () => ({ stage: 'canceled' }),
    },
    [`${a}/orders/:id/payments`]: {
      resource: 'tailoringOrder',
      read: `${a}/orders/{id}`,
      body: () => ({ amount: '1', paymentMethod: 'cash' }),
    },
    [`${a}/fabrics/:id`]: {
      resource: 'fabric',
      read: `${a}/fabrics/{id}`,
      body: () => ({ name: 'Volé', pricePerMeter: '1' }),
    },
    [`${a}/fabrics/:id/movements`]: {
      resource: 'fabric',
      read: `${a}/fabrics/{id}`,
      body: () => ({ kind: 'adjustment', meters: '-5', note: 'Vol' }),
    },
    [`${a}/lookups/fabric-type/:id`]: {
      resource: 'lookup',
      read: `${a}/lookups/fabric-type`,
      body: () => ({ name: 'Volé' }),
    },
    [`${a}/suppliers/:id`]: {
      resource: 'supplier',
      read: `${a}/suppliers/{id}`,
      body: () => ({ name: 'Vol', phone: '70999999', address: 'Ailleurs' }),
    },
    [`${a}/services/:id`]: {
      resource: 'service',
      read: `${a}/services`,
      body: () => ({ name: 'Volé', price: '1' }),
    },
    [`${a}/staff/:id`]: {
      resource: 'staff',
      read: `${a}/staff/{id}`,
      body: () => ({ ...person, role: 'tailor', salary: '1' }),
    },
    [`${a}/staff/:id/account`]: { resource: 'staff', read: `${a}/staff/{id}` },
    [`${a}/staff/:id/shop-role`]: {
      resource: 'staff',
      read: `${a}/staff/{id}`,
      body: () => ({ shopRole: 'manager' }),
    },
    [`${a}/staff/:id/invitation`]: {
      resource: 'staff',
      read: `${a}/staff/{id}`,
      body: () => ({ identifierType: 'email', emailOrPhone: 'vol@example.com' }),
    },
    [`${a}/salary-payments/:id`]: { resource: 'salaryPayment', read: `${a}/salary-payments` },
    [`${a}/cashbook/:id`]: {
      resource: 'cashbookEntry',
      read: `${a}/cashbook/{id}`,
      body: (b) => ({
        kind: 'expense',
        categoryId: b.ids.cashbookCategory,
        amount: '1',
        label: 'Vol',
        occurredOn: today,
        paymentMethod: 'cash',
      }),
    },
    [`${a}/cashbook/categories/:id`]: {
      resource: 'cashbookCategory',
      read: `${a}/cashbook/categories`,
      body: () => ({ name: 'Volée', kind: 'expense' }),
    },
    [`${a}/gallery/:id`]: {
      resource: 'galleryItem',
      read: `${a}/gallery`,
      body: () => ({ caption: 'Volée' }),
    },
    [`${a}/notifications/:id`]: { resource: 'notification', read: `${a}/notifications` },
  }
}

async function shopWithEverything(): Promise<Shop> {
  const t = await createTenant()
  const category = await seedCategory(t)
  const product = await seedProduct(t, { categoryId: category.id, stock: '5' })
  const order = await readJson<{ id: string }>(
    await placeOrder(t.store.slug, orderBody([{ productId: product.id, quantity: 1 }])),
  )
  // A transfer confirmed (so a refund would apply), then a second one awaiting a decision.
  const paid = await orderAwaitingPayment(t)
  await api('POST', `/api/orders/${paid.order.id}/payments/${paid.paymentId}/decision`, {
    token: t.token,
    json: { decision: 'confirm' },
  })
  const awaiting = await orderAwaitingPayment(t)
  const customer = await readJson<{ id: string }>(
    await api('POST', '/api/customers', {
      token: t.token,
      json: { firstName: 'Awa', lastName: 'Koné', phone: '70111222', address: 'Ouaga' },
    }),
  )
  const testimonial = await readJson<{ id: string }>(
    await api('POST', '/api/testimonials', {
      token: t.token,
      json: { productId: product.id, name: 'Awa', rating: 5, kind: 'text', text: 'Parfait' },
    }),
  )
  await api('POST', `/${t.store.slug}/contact`, {
    body: new URLSearchParams({
      fullName: 'Awa',
      email: 'awa@example.com',
      phone: '70111222',
      message: 'Bonjour',
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  const notifications = await readJson<{ data: { id: string }[] }>(
    await api('GET', '/api/notifications', { token: t.token }),
  )
  const enquiries = await readJson<{ items: { id: string }[] }>(
    await api('GET', '/api/enquiries', { token: t.token }),
  )
  const wallet = await readJson<{ id: string }>(
    await api('POST', '/api/store/payments/wallets', {
      token: t.token,
      json: { operator: 'orange', number: '70111222', holderName: 'Awa' },
    }),
  )
  const zone = await seedZone(t, { name: 'Ouaga 2000', fee: '1500', delay: '24 h' })
  // Codes promo and reviews are the plan's to give (issue 26).
  await onPlan(t, 'pln_premium')
  const promoCode = await seedPromo(t, { code: 'TABASKI10', value: '10' })
  await courierRunWith(t, [order.id])
  const courier = await seedCourier(t)
  const handed = await seedOrders(t, 1, { delivery: `zone:${zone.id}` })
  const run = await seedAssign(t, courier.id, handed)
  const review = await seedReview(t, { delivery: `zone:${zone.id}` })
  return {
    ...t,
    ids: {
      courier: courier.id,
      run: run.id,
      wallet: wallet.id,
      zone: zone.id,
      promoCode: promoCode.id,
      category: category.id,
      product: product.id,
      order: order.id,
      paidOrder: paid.order.id,
      paymentOrder: awaiting.order.id,
      payment: awaiting.paymentId,
      customer: customer.id,
      testimonial: testimonial.id,
      notification: notifications.data[0]!.id,
      enquiry: enquiries.items[0]!.id,
      review,
      ...(await atelierWorld(t, customer.id)),
    },
  }
}

const snapshot = async (shop: Shop, f: Fixture) =>
  (await api('GET', f.read.replace('{id}', shop.ids[f.resource]!), { token: shop.token })).text()

describe('tenant isolation matrix', () => {
  it('has a fixture for every merchant route that takes an id', () => {
    expect(ID_ROUTES.length).toBeGreaterThan(12)
    const paths = ID_ROUTES.map((r) => r.split(' ')[1]!)
    expect(paths.filter((p) => !FIXTURES[p])).toEqual([])
  })

  it("answers 404 NOT_FOUND to shop B for each of shop A's ids, on every method, and leaves A's rows unchanged", async () => {
    const [a, b] = [await shopWithEverything(), await shopWithEverything()]
    const before = Object.fromEntries(
      await Promise.all(Object.entries(FIXTURES).map(async ([p, f]) => [p, await snapshot(a, f)])),
    )
    const wrong: string[] = []
    for (const route of ID_ROUTES) {
      const [method, path] = route.split(' ') as [string, string]
      const f = FIXTURES[path]!
      const url = path.replace(/:\w+/, a.ids[f.resource]!).replace(':paymentId', a.ids.payment!)
      const res = await api(method, url, {
        token: b.token,
        ...(f.body && method !== 'GET' && method !== 'DELETE'
          ? { json: f.body(b) }
          : method === 'GET' || method === 'DELETE'
            ? {}
            : { json: {} }),
      })
      if (res.status !== 404) wrong.push(`${route} → ${res.status}`)
    }
    expect(wrong).toEqual([])
    for (const [p, f] of Object.entries(FIXTURES)) expect(await snapshot(a, f), p).toBe(before[p])
  })
})

describe('tenant isolation of ids sent in a body', () => {
  it("answers 404 to shop B recording a sale of shop A's product, and leaves A's stock unchanged", async () => {
    const [a, b] = [await createTenant(), await createTenant()]
    const product = await seedProduct(a, { stock: '5' })
    const res = await api('POST', '/api/orders/manual', {
      token: b.token,
      json: { items: [{ productId: product.id, quantity: 1 }], paid: true, method: 'cash' },
    })
    expect(res.status).toBe(404)
    // The product is unknown to B, not the route (which answers a generic 404).
    expect((await readError(res)).error.message).toBe(msg.productUnavailable)
    const after = await readJson<{ stock: number }>(
      await api('GET', `/api/products/${product.id}`, { token: a.token }),
    )
    expect(after.stock).toBe(5)
  })
})

describe('tenant isolation of the day’s cash (courier ids sent in a body)', () => {
  it("answers 404 to shop B closing or correcting shop A's courier's day, shows B none of A's cash, and leaves A's day unchanged", async () => {
    const [a, b] = [await createTenant(), await createTenant()]
    const day = '2026-03-14'
    const courierId = await seedCourierRow(a)
    const order = await placedOrder(a)
    await seedDelivery(a, {
      courierId,
      day,
      orderId: order.id,
      outcome: 'delivered_cash',
      cash: 5000,
    })
    const before = await (await dayCashOf(a, day)).text()
    const close = await closeDay(b, { courierId, day, amount: '5000' })
    expect(close.status).toBe(404)
    await closeDay(a, { courierId, day, amount: '5000' })
    const closed = await (await dayCashOf(a, day)).text()
    expect(closed).not.toBe(before)
    const correct = await correctDay(b, {
      courierId,
      day,
      amount: '1',
      direction: 'less',
      note: 'Vol',
    })
    expect(correct.status).toBe(404)
    expect(await (await dayCashOf(a, day)).text()).toBe(closed)
    const seen = await readJson<{ couriers: unknown[] }>(await dayCashOf(b, day))
    expect(seen.couriers).toEqual([])
  })
})

describe('tenant isolation across databases (ADR 036)', () => {
  it("answers 404 to shop A on SHOP_DB_1 reading, changing or deleting shop B's catalogue on SHOP_DB_2, and B's rows stay whole in B's database only", async () => {
    const [a, b] = [await createTenant(), await createTenant()]
    const categoryB = await seedCategory(b)
    const productB = await seedProduct(b, { categoryId: categoryB.id })
    const productA = await seedProduct(a)
    await placeCatalogueOn(a, 'SHOP_DB_1')
    await placeCatalogueOn(b, 'SHOP_DB_2')
    // Each reads its own catalogue from its own database: the 404s below are not a blind spot.
    const own = await api('GET', `/api/products/${productB.id}`, { token: b.token })
    expect(own.status).toBe(200)
    expect((await api('GET', `/api/products/${productA.id}`, { token: a.token })).status).toBe(200)
    const before = await own.text()

    const attempts = [
      ['GET', `/api/products/${productB.id}`, undefined],
      ['PUT', `/api/products/${productB.id}`, productBody({ name: 'Volé' })],
      ['DELETE', `/api/products/${productB.id}`, undefined],
      ['PUT', `/api/categories/${categoryB.id}`, { name: 'Volée' }],
      ['DELETE', `/api/categories/${categoryB.id}`, undefined],
    ] as const
    const wrong: string[] = []
    for (const [method, url, json] of attempts) {
      const res = await api(method, url, { token: a.token, ...(json ? { json } : {}) })
      if (res.status !== 404) wrong.push(`${method} ${url} → ${res.status}`)
    }
    expect(wrong).toEqual([])
    expect(
      await (await api('GET', `/api/products/${productB.id}`, { token: b.token })).text(),
    ).toBe(before)
    for (const [id, home] of [
      [productA.id, 'SHOP_DB_1'],
      [productB.id, 'SHOP_DB_2'],
    ] as const) {
      for (const name of ['DB', ...SHOP_DATABASES] as const) {
        expect(await countIn(name, 'products', id), `${id} in ${name}`).toBe(name === home ? 1 : 0)
      }
    }
    expect(await countIn('SHOP_DB_2', 'categories', categoryB.id)).toBe(1)
  })
})

describe('tenant isolation of the courier’s link (ADR 052)', () => {
  it("answers 404 to shop A's link under shop B's address, and to B's parcel posted through A's link, writing nothing", async () => {
    const [a, b] = [await shopWithEverything(), await shopWithEverything()]
    const runA = await courierRunWith(a, [a.ids.paidOrder!])
    const runB = await courierRunWith(b, [b.ids.paidOrder!])
    const page = await api('GET', `/${b.store.slug}/livraison/${runA.token}`)
    expect(page.status).toBe(404)
    const posted = await pressOutcome(runA, runB.deliveries[b.ids.paidOrder!]!, 'refused')
    expect(posted.status).toBe(404)
    const underB = await api(
      'POST',
      `/${b.store.slug}/livraison/${runA.token}/${runA.deliveries[a.ids.paidOrder!]}`,
      {
        body: 'outcome=refused',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    )
    expect(underB.status).toBe(404)
    for (const shop of [a, b]) {
      const order = await readJson<{ status: string }>(
        await api('GET', `/api/orders/${shop.ids.paidOrder}`, { token: shop.token }),
      )
      expect(order.status).toBe('pending')
    }
  })
})

describe('tenant isolation of the audience figures (ADR 056)', () => {
  it("shows shop B none of shop A's visits: each shop's counter writes its own rows", async () => {
    const [a, b] = [
      await onPlan(await createTenant(), 'pln_premium'),
      await onPlan(await createTenant(), 'pln_premium'),
    ]
    const browser = { 'user-agent': 'Mozilla/5.0 (Linux; Android 13) Mobile Safari/537.36' }
    await api('GET', `/${a.store.slug}/home?utm_source=whatsapp`, { headers: browser })
    const visitsOf = async (shop: Tenant) =>
      (await readJson<AudienceReport>(await api('GET', '/api/audience', { token: shop.token })))
        .totals.visits
    await vi.waitFor(async () => {
      await flushAudienceOf(worker(), a.store.id)
      expect(await visitsOf(a)).toBe(1)
    })
    await flushAudienceOf(worker(), b.store.id)
    expect(await visitsOf(b)).toBe(0)
  })
})
