import { describe, expect, it } from 'vitest'
import {
  api,
  createTenant,
  db,
  issuesOf,
  orderBody,
  placeOrder,
  readJson,
  seedProduct,
  setupWorker,
  shopDb,
  signupBody,
  type Tenant,
  uniquePhone,
} from '#tests/helpers/worker.ts'
import type { Customer } from '#worker/schemas/customers.ts'
import type { TransferWallet } from '#worker/schemas/payments.ts'

setupWorker()

/** Issue 15: a phone is checked against its own country's numbering plan, wherever it is typed. */
const BURKINA_8 = 'Numéro invalide : après +226, il faut 8 chiffres'

const usersWithPhone = async (phone: string) =>
  (await (await db()).prepare('SELECT id FROM users WHERE phone = ?').bind(phone).all()).results

describe('sign-up on the WhatsApp tab', () => {
  it('refuses "+226 7612345" (7 national digits) with 422 and creates no account', async () => {
    const phone = `+226 7${uniquePhone().slice(2)}`
    const res = await api('POST', '/api/signup', {
      json: signupBody({ identifierType: 'phone', emailOrPhone: phone }),
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ emailOrPhone: BURKINA_8 })
    expect(await usersWithPhone(phone.replace(/\D/g, ''))).toEqual([])
  })

  it('accepts 8 Burkina digits, and a Senegal number of 9', async () => {
    for (const phone of [`226${uniquePhone()}`, `22177${uniquePhone().slice(1)}`]) {
      const res = await api('POST', '/api/signup', {
        json: signupBody({ identifierType: 'phone', emailOrPhone: `+${phone}` }),
      })
      expect(res.status).toBe(202)
      expect(await usersWithPhone(phone)).toHaveLength(1)
    }
  })

  it('keeps the 8-to-15-digit rule for a calling code it has no plan for', async () => {
    const ok = await api('POST', '/api/signup', {
      json: signupBody({ identifierType: 'phone', emailOrPhone: `+888 ${uniquePhone()}` }),
    })
    expect(ok.status).toBe(202)
    const short = await api('POST', '/api/signup', {
      json: signupBody({ identifierType: 'phone', emailOrPhone: '+888 1234' }),
    })
    expect(await issuesOf(short)).toEqual({ emailOrPhone: 'Numéro invalide (8 à 15 chiffres)' })
  })
})

describe('checkout', () => {
  it('refuses 7 Burkina digits with the plan’s message, accepts 8', async () => {
    const shop = await createTenant()
    const product = await seedProduct(shop)
    const line = [{ productId: product.id, quantity: 1 }]
    const short = await placeOrder(
      shop.store.slug,
      orderBody(line, { phoneCountryCode: '+226', phone: '76 12 34 5' }),
    )
    expect(short.status).toBe(422)
    expect(await issuesOf(short)).toEqual({ phone: BURKINA_8 })
    const fine = await placeOrder(
      shop.store.slug,
      orderBody(line, { phoneCountryCode: '+226', phone: '76 12 34 58' }),
    )
    expect(fine.status).toBe(201)
  })

  it('checks an Ivorian number against 10 digits, not Burkina’s 8', async () => {
    const shop = await createTenant()
    const product = await seedProduct(shop)
    const line = [{ productId: product.id, quantity: 1 }]
    const ivorian = await placeOrder(
      shop.store.slug,
      orderBody(line, { phoneCountryCode: '+225', phone: '07 01 02 03 04' }),
    )
    expect(ivorian.status).toBe(201)
    const eight = await placeOrder(
      shop.store.slug,
      orderBody(line, { phoneCountryCode: '+225', phone: '07 01 02 03' }),
    )
    expect(await issuesOf(eight)).toEqual({
      phone: 'Numéro invalide : après +225, il faut 10 chiffres',
    })
  })
})

describe('an order through the JSON API (POST /api/publics/:slug/orders)', () => {
  it.each([
    // A Senegal number of 9 digits: Burkina Faso's plan (8) would have refused it.
    [
      'gives a phone without its country code the shop’s country’s, as the storefront does (issue 27)',
      { phone: '77 123 45 67' },
      '221771234567',
    ],
    [
      'keeps a country code sent with the phone',
      { phoneCountryCode: '+226', phone: '76 12 34 58' },
      '22676123458',
    ],
  ])('%s', async (_name, sent, kept) => {
    const shop = await createTenant({
      phoneCountryCode: '+221',
      phone: `77${uniquePhone().slice(1)}`,
    })
    const product = await seedProduct(shop)
    const line = [{ productId: product.id, quantity: 1 }]
    const res = await placeOrder(shop.store.slug, orderBody(line, sent))
    expect(res.status).toBe(201)
    const stored = await (await shopDb(shop))
      .prepare('SELECT phone FROM orders WHERE store_id = ?')
      .bind(shop.store.id)
      .all<{ phone: string }>()
    expect(stored.results).toEqual([{ phone: kept }])
  })
})

describe('the merchant’s own forms', () => {
  const customer = (json: Record<string, unknown>, t: Tenant) =>
    api('POST', '/api/customers', {
      token: t.token,
      json: { firstName: 'Awa', lastName: 'Kaboré', address: 'Gounghin', ...json },
    })

  it('customers: 7 Burkina digits refused, 8 stored as international digits', async () => {
    const t = await createTenant()
    const short = await customer({ phoneCountryCode: '+226', phone: '70 11 22 3' }, t)
    expect(await issuesOf(short)).toEqual({ phone: BURKINA_8 })
    const fine = await customer({ phoneCountryCode: '+226', phone: '70 11 22 33' }, t)
    expect((await readJson<Customer>(fine)).phone).toBe('22670112233')
  })

  it('payment wallets: a 7-digit number is refused on `number`', async () => {
    const t = await createTenant()
    const res = await api('POST', '/api/store/payments/wallets', {
      token: t.token,
      json: { operator: 'orange', phoneCountryCode: '+226', number: '70123', holderName: 'Awa' },
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({
      number: 'Numéro invalide : après +226, il faut 8 chiffres',
    })
    const fine = await api('POST', '/api/store/payments/wallets', {
      token: t.token,
      json: { operator: 'orange', phoneCountryCode: '+226', number: '70123456', holderName: 'Awa' },
    })
    expect((await readJson<TransferWallet>(fine)).number).toBe('22670123456')
  })

  it('the shop’s phone: a Burkina Faso shop number needs 8 digits', async () => {
    const t = await createTenant()
    const res = await api('PUT', '/api/store/profile', {
      token: t.token,
      json: { name: 'Boutique Awa', email: 'contact@awa.test', phone: '7012345' },
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ phone: BURKINA_8 })
  })
})
