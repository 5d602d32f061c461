import { describe, expect, it } from 'vitest'
import { verifyAccountOf, verifyShopContactsOf } from '#tests/helpers/verified-tenants.ts'
import {
  api,
  createAdmin,
  createMerchant,
  createTenant,
  issuesOf,
  orderBody,
  ownAddress,
  placeOrder,
  readJson,
  seedProduct,
  setupWorker,
  shopDb,
  storeForm,
  type Tenant,
  uniqueEmail,
  uniquePhone,
} from '#tests/helpers/worker.ts'
import type { AlertPreferences, ShopContacts } from '#worker/schemas/shop-contacts.ts'
import type { Store } from '#worker/schemas/stores.ts'

setupWorker()

// Issue 15: merchant alerts go to every channel the merchant verified and chose, WhatsApp
// included; never to an unverified one. The shop's e-mail is optional with a WhatsApp number.

type Sent = { channel: string; recipient: string; status: string; blocked_reason: string | null }

/** The messages of one template a shop caused, oldest first, e-mail before WhatsApp. */
async function alertsOf(storeId: string, template: string): Promise<Sent[]> {
  const { results } = await (await shopDb(storeId))
    .prepare(
      `SELECT channel, recipient, status, blocked_reason FROM outbox
       WHERE store_id = ? AND template = ? ORDER BY created_at, rowid`,
    )
    .bind(storeId, template)
    .all<Sent>()
  return results
}

const leaving = (channel: string, recipient: string) =>
  expect.objectContaining({ channel, recipient, blocked_reason: null })

async function order(shop: Tenant) {
  const product = await seedProduct(shop, { stock: '20' })
  const res = await placeOrder(
    shop.store.slug,
    orderBody([{ productId: product.id, quantity: 1 }], { phone: uniquePhone() }),
  )
  expect(res.status).toBe(201)
}

const enquire = (shop: Tenant) =>
  api('POST', `/${shop.store.slug}/contact`, {
    body: new URLSearchParams({
      fullName: 'Mariam Zongo',
      email: 'mariam@example.com',
      phone: uniquePhone(),
      message: 'Livrez-vous à Bobo ?',
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...ownAddress() },
  })

/** A merchant who signed up on the WhatsApp tab, confirmed, with a shop on that number. */
async function whatsappMerchantShop(form: Record<string, string> = {}) {
  const national = uniquePhone()
  const merchant = await createMerchant({
    identifierType: 'phone',
    emailOrPhone: `226${national}`,
  })
  await verifyAccountOf(merchant)
  const res = await api('POST', '/api/stores', {
    token: merchant.token,
    form: storeForm({ phone: national, email: '', ...form }),
  })
  return { merchant, res, number: `226${national}` }
}

/** A confirmed e-mail sign-up whose shop e-mail is that sign-in (verified without a code). */
async function emailMerchantShop(): Promise<Tenant> {
  const email = uniqueEmail()
  const merchant = await createMerchant({ emailOrPhone: email })
  await verifyAccountOf(merchant)
  const res = await api('POST', '/api/stores', {
    token: merchant.token,
    form: storeForm({ email, phone: uniquePhone() }),
  })
  expect(res.status).toBe(201)
  return { ...merchant, store: (await readJson<{ data: Store }>(res)).data }
}

const contacts = async (shop: Tenant) =>
  readJson<ShopContacts>(await api('GET', '/api/store/contacts', { token: shop.token }))

const ALL_ON: AlertPreferences = {
  orders: { email: true, whatsapp: true },
  enquiries: { email: true, whatsapp: true },
  subscription: { email: true, whatsapp: true },
}

describe('alerts reach the merchant on the channels they verified', () => {
  it('sends the new-order alert by WhatsApp to a merchant who signed up on the WhatsApp tab, with no shop e-mail', async () => {
    const { merchant, res, number } = await whatsappMerchantShop()
    expect(res.status).toBe(201)
    const shop = { ...merchant, store: (await readJson<{ data: Store }>(res)).data }
    expect(shop.store.email).toBe('')
    expect((await contacts(shop)).whatsapp).toEqual({ value: number, verified: true })

    await order(shop)
    expect(await alertsOf(shop.store.id, 'order-placed')).toEqual([leaving('whatsapp', number)])
  })

  it('sends each alert to every verified channel, and nothing to the unverified number', async () => {
    const shop = await emailMerchantShop()
    await order(shop)
    await enquire(shop)
    // The shop's number is not proven yet: no message to it, not even a held one.
    expect(await alertsOf(shop.store.id, 'order-placed')).toEqual([
      leaving('email', shop.store.email),
    ])
    expect(await alertsOf(shop.store.id, 'enquiry')).toEqual([leaving('email', shop.store.email)])

    await verifyShopContactsOf(shop)
    await order(shop)
    await enquire(shop)
    expect((await alertsOf(shop.store.id, 'order-placed')).slice(1)).toEqual([
      leaving('email', shop.store.email),
      leaving('whatsapp', shop.store.phone),
    ])
    expect((await alertsOf(shop.store.id, 'enquiry')).slice(1)).toEqual([
      leaving('email', shop.store.email),
      leaving('whatsapp', shop.store.phone),
    ])
  })

  it('holds one alert, never sent, when no channel of the shop is verified', async () => {
    const shop = await createTenant({ email: uniqueEmail() })
    await verifyAccountOf(shop)
    await order(shop)
    expect(await alertsOf(shop.store.id, 'order-placed')).toEqual([
      {
        channel: 'email',
        recipient: shop.store.email,
        status: 'blocked',
        blocked_reason: 'contact-unverified',
      },
    ])
  })

  it('sends subscription notices to the WhatsApp number too', async () => {
    const { merchant, res, number } = await whatsappMerchantShop()
    const shop = { ...merchant, store: (await readJson<{ data: Store }>(res)).data }
    const admin = await createAdmin()
    const suspended = await api('PATCH', `/api/admin/shops/${shop.store.id}/status`, {
      token: admin.token,
      json: { status: 'suspended', reason: 'Vérification en cours' },
    })
    expect(suspended.status).toBe(200)
    expect(await alertsOf(shop.store.id, 'subscription')).toEqual([leaving('whatsapp', number)])
  })
})

describe('the merchant chooses which channel gets which alert', () => {
  it('starts with every alert on every channel, and follows the switches saved in settings', async () => {
    const shop = await emailMerchantShop()
    await verifyShopContactsOf(shop)
    expect((await contacts(shop)).alerts).toEqual(ALL_ON)

    const choice = { ...ALL_ON, orders: { email: false, whatsapp: true } }
    const saved = await api('PUT', '/api/store/contacts/alerts', {
      token: shop.token,
      json: choice,
    })
    expect(saved.status).toBe(200)
    expect((await readJson<ShopContacts>(saved)).alerts).toEqual(choice)

    await order(shop)
    await enquire(shop)
    expect(await alertsOf(shop.store.id, 'order-placed')).toEqual([
      leaving('whatsapp', shop.store.phone),
    ])
    expect(await alertsOf(shop.store.id, 'enquiry')).toEqual([
      leaving('email', shop.store.email),
      leaving('whatsapp', shop.store.phone),
    ])
  })

  it('sends nothing for an alert switched off everywhere, and keeps each shop’s switches its own', async () => {
    const shop = await emailMerchantShop()
    const other = await emailMerchantShop()
    const off = { ...ALL_ON, orders: { email: false, whatsapp: false } }
    const saved = await api('PUT', '/api/store/contacts/alerts', { token: shop.token, json: off })
    expect(saved.status).toBe(200)
    await order(shop)
    await order(other)
    expect(await alertsOf(shop.store.id, 'order-placed')).toEqual([])
    expect(await alertsOf(other.store.id, 'order-placed')).toEqual([
      leaving('email', other.store.email),
    ])
    expect((await contacts(other)).alerts).toEqual(ALL_ON)
  })

  it('refuses an incomplete table of switches with 422', async () => {
    const shop = await emailMerchantShop()
    const res = await api('PUT', '/api/store/contacts/alerts', {
      token: shop.token,
      json: { orders: { email: true } },
    })
    expect(res.status).toBe(422)
  })
})

describe("the shop's e-mail is optional with a WhatsApp number", () => {
  it('still requires it from a merchant without a WhatsApp sign-in, with a clear message', async () => {
    const merchant = await createMerchant()
    await verifyAccountOf(merchant)
    const res = await api('POST', '/api/stores', {
      token: merchant.token,
      form: storeForm({ email: '' }),
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({
      email:
        'Indiquez l’e-mail de la boutique : il est obligatoire tant que vous n’avez pas de numéro WhatsApp vérifié',
    })
  })

  it('lets the profile drop the e-mail once the shop’s number is verified, not before', async () => {
    const shop = await emailMerchantShop()
    const drop = () =>
      api('PUT', '/api/store/profile', {
        token: shop.token,
        json: { name: shop.store.name, email: '', phone: '' },
      })
    const refused = await drop()
    expect(refused.status).toBe(422)
    expect(Object.keys(await issuesOf(refused))).toEqual(['email'])

    await verifyShopContactsOf(shop)
    const ok = await drop()
    expect(ok.status).toBe(200)
    expect((await readJson<Store>(ok)).email).toBe('')
    expect((await contacts(shop)).email).toEqual({ value: '', verified: false })
    await order(shop)
    expect(await alertsOf(shop.store.id, 'order-placed')).toEqual([
      leaving('whatsapp', shop.store.phone),
    ])
  })

  it('still refuses a malformed e-mail from a WhatsApp merchant', async () => {
    const { res } = await whatsappMerchantShop({ email: 'pas-une-adresse' })
    expect(res.status).toBe(422)
    expect(Object.keys(await issuesOf(res))).toEqual(['email'])
  })
})
