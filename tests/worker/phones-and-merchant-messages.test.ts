import { describe, expect, it } from 'vitest'
import { addWallet, latestOrderOf, orderWith } from '#tests/helpers/payments.ts'
import { getPage, postForm } from '#tests/helpers/storefront.ts'
import { createVerifiedTenant, outboxOfShop } from '#tests/helpers/verified-tenants.ts'
import {
  api,
  createTenant,
  orderBody,
  placeOrder,
  readJson,
  seedProduct,
  setupWorker,
  signupBody,
  type Tenant,
  uniquePhone,
} from '#tests/helpers/worker.ts'
import type { Customer } from '#worker/schemas/customers.ts'
import type { EnquiryPage } from '#worker/schemas/enquiries.ts'
import type { Order } from '#worker/schemas/orders.ts'

setupWorker()

/** Issue 27: every phone stored with its country code, and merchant messages that say enough. */

const IVORIAN_SHOP = { phoneCountryCode: '+225', phone: '07 01 02 03 04' }

const enquire = (shop: Tenant, phone: string) =>
  postForm(`/${shop.store.slug}/contact`, {
    fullName: 'Mariam Zongo',
    email: 'mariam@example.com',
    phone,
    message: 'Avez-vous la taille M ?',
  })

async function enquiryPhones(shop: Tenant) {
  const res = await api('GET', '/api/enquiries', { token: shop.token })
  return (await readJson<EnquiryPage>(res)).items.map((e) => e.phone)
}

describe('phones typed without their country code', () => {
  it('stores an enquiry typed "70 55 66 77" in a Burkina shop with its code: 22670556677', async () => {
    const shop = await createTenant()
    expect((await enquire(shop, '70 55 66 77')).status).toBe(303)
    expect(await enquiryPhones(shop)).toEqual(['22670556677'])
  })

  it("gives an enquiry the code of the shop's own country (Côte d'Ivoire: 225, its leading 0 kept)", async () => {
    const shop = await createTenant(IVORIAN_SHOP)
    expect(shop.store.phone).toBe('2250701020304')
    expect((await enquire(shop, '05 06 07 08 09')).status).toBe(303)
    expect(await enquiryPhones(shop)).toEqual(['2250506070809'])
  })

  it('keeps an enquiry typed with a "+" and another code as typed', async () => {
    const shop = await createTenant()
    expect((await enquire(shop, '+33 6 12 34 56 78')).status).toBe(303)
    expect(await enquiryPhones(shop)).toEqual(['33612345678'])
  })

  it("refuses, in French on the field, an enquiry number that does not fit the shop's country", async () => {
    const shop = await createTenant()
    const res = await enquire(shop, '70 55 66 77 8')
    expect(res.status).toBe(422)
    expect(await res.text()).toContain('+226')
    expect(await enquiryPhones(shop)).toEqual([])
  })

  it("stores a customer typed without a code with the shop's country code", async () => {
    const shop = await createTenant(IVORIAN_SHOP)
    const res = await api('POST', '/api/customers', {
      token: shop.token,
      json: { firstName: 'Awa', lastName: 'Koné', phone: '07 11 22 33 44' },
    })
    expect(res.status, await res.clone().text()).toBe(201)
    expect((await readJson<Customer>(res)).phone).toBe('2250711223344')
  })

  it("starts the storefront's purchase form on the shop's country code, not Burkina's", async () => {
    const shop = await createTenant(IVORIAN_SHOP)
    const product = await seedProduct(shop)
    const html = await (await getPage(`/${shop.store.slug}/products/${product.id}`)).text()
    expect(html).toMatch(
      /name="phoneCountryCode"[^>]*value="\+225"|value="\+225"[^>]*name="phoneCountryCode"/,
    )
  })
})

describe('the merchant’s "Nouvelle commande" alert', () => {
  async function orderOf(shop: Tenant, phone: string) {
    const dress = await seedProduct(shop, { name: 'Robe wax', sizes: ['S', 'M'], price: '6000' })
    const bag = await seedProduct(shop, { name: 'Sac en raphia', price: '3000' })
    const res = await placeOrder(
      shop.store.slug,
      orderBody(
        [
          { productId: dress.id, quantity: 2, size: 'M' } as never,
          { productId: bag.id, quantity: 1 },
        ],
        { phone },
      ),
    )
    expect(res.status, await res.clone().text()).toBe(201)
  }

  it('says what was ordered (items, sizes), the customer’s phone, the total and that it is paid at the door', async () => {
    const shop = await createVerifiedTenant()
    const national = uniquePhone()
    await orderOf(shop, national)
    const [alert] = await outboxOfShop(shop.store.id, 'order-placed', 'whatsapp')
    expect(alert?.body).toContain('2 × Robe wax (M), 1 × Sac en raphia')
    expect(alert?.body).toMatch(/total 15\s000/)
    expect(alert?.body).toContain(`+226 ${national.replace(/(\d\d)(?=\d)/g, '$1 ')}`)
    expect(alert?.body).toContain('Paiement à la livraison.')
    expect(alert?.body).not.toContain('article(s)')
  })

  it('announces an order awaiting its payment (transfer, online) as "en attente de paiement"', async () => {
    const shop = await createVerifiedTenant()
    await addWallet(shop, '70112233')
    const product = await seedProduct(shop, { price: '4000', stock: '5' })
    expect((await orderWith(shop.store.slug, product.id, 'transfer')).status).toBe(303)
    const [alert] = await outboxOfShop(shop.store.id, 'order-placed', 'whatsapp')
    expect(alert?.body).toContain('En attente de paiement')
    const bell = await (await api('GET', '/api/notifications', { token: shop.token })).text()
    expect(bell).toContain('En attente de paiement.')
    expect(bell).toContain('1 article,')
  })

  it('tells the merchant on WhatsApp, not only on the bell, of a transfer reference to check', async () => {
    const shop = await createVerifiedTenant()
    await addWallet(shop, '70112233')
    const product = await seedProduct(shop, { price: '4000', stock: '5' })
    await orderWith(shop.store.slug, product.id, 'transfer')
    const order = await latestOrderOf(shop.store.id)
    const sent = await postForm(`/${shop.store.slug}/orders/${order.tracking_token}/reference`, {
      reference: 'MP2411.1234.A5678',
    })
    expect(sent.status).toBe(303)
    const alerts = await outboxOfShop(shop.store.id, 'transfer-reference')
    expect(alerts).toContainEqual(
      expect.objectContaining({
        channel: 'whatsapp',
        recipient: shop.store.phone,
        blocked_reason: null,
      }),
    )
    expect(alerts[0]?.body).toContain('MP2411.1234.A5678')
    expect(alerts[0]?.body).toMatch(/4\s000/)
  })
})

describe("the order's WhatsApp button", () => {
  it('gets the tracking link with the order detail, for the chat it opens', async () => {
    const shop = await createTenant()
    const product = await seedProduct(shop)
    const placed = await placeOrder(
      shop.store.slug,
      orderBody([{ productId: product.id, quantity: 1 }], { phone: uniquePhone() }),
    )
    const { id } = (await placed.json()) as { id: string }
    const order = await readJson<Order>(
      await api('GET', `/api/orders/${id}`, { token: shop.token }),
    )
    const row = await latestOrderOf(shop.store.id)
    expect(order.trackingUrl).toMatch(
      new RegExp(`/${shop.store.slug}/orders/${row.tracking_token}$`),
    )
  })
})

describe('orders CSV', () => {
  it('writes an empty phone cell for a sale without a phone, and how each order is paid', async () => {
    const shop = await createTenant()
    const product = await seedProduct(shop, { stock: '5' })
    const sale = await api('POST', '/api/orders/manual', {
      token: shop.token,
      json: { items: [{ productId: product.id, quantity: 1 }], paid: true, method: 'cash' },
    })
    expect(sale.status, await sale.clone().text()).toBe(201)
    const csv = await (await api('GET', '/api/orders/export', { token: shop.token })).text()
    const [header, line] = csv.replace('\uFEFF', '').trim().split('\r\n')
    const cells = line?.split(';') ?? []
    const at = (name: string) => header?.split(';').indexOf(`"${name}"`) ?? -1
    expect(cells[at('Téléphone')]).toBe('""')
    expect(cells[at('Mode de paiement')]).toBe('"Espèces"')
  })

  it('names the chosen method of an order not yet paid', async () => {
    const shop = await createTenant()
    const product = await seedProduct(shop)
    await placeOrder(
      shop.store.slug,
      orderBody([{ productId: product.id, quantity: 1 }], { phone: uniquePhone() }),
    )
    const csv = await (await api('GET', '/api/orders/export', { token: shop.token })).text()
    expect(csv).toContain('"Paiement à la livraison"')
  })
})

describe('sign-up words', () => {
  it('asks a WhatsApp sign-up to confirm "votre numéro", not "votre adresse"', async () => {
    const res = await api('POST', '/api/signup', {
      json: signupBody({ identifierType: 'phone', emailOrPhone: `226${uniquePhone()}` }),
    })
    expect(res.status).toBe(202)
    const { message } = (await res.json()) as { message: string }
    expect(message).toContain('votre numéro')
    expect(message).not.toContain('adresse')
  })
})
