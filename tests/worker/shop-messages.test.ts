import { describe, expect, it } from 'vitest'
import { lastMessage, linkToken, messagesTo } from '#tests/helpers/auth-messages.ts'
import {
  createVerifiedTenant,
  leaves,
  outboxOfShop,
  verifyAccountOf,
  verifyShopContactsOf,
} from '#tests/helpers/verified-tenants.ts'
import {
  api,
  createAdmin,
  createMerchant,
  createTenant,
  database,
  orderBody,
  ownAddress,
  placeOrder,
  readError,
  readJson,
  SHOP_DATABASES,
  seedProduct,
  setupWorker,
  shopDb,
  storeForm,
  type Tenant,
  uniqueEmail,
  uniquePhone,
} from '#tests/helpers/worker.ts'
import type { ShopContacts } from '#worker/schemas/shop-contacts.ts'
import type { Store } from '#worker/schemas/stores.ts'

setupWorker()

// ADR 014: the platform sends on a shop's behalf only for a verified owner, to the shop's
// verified contacts, and within caps per shop, per recipient and per order.

/** A tenant whose shop e-mail is its own (codes to it are not capped by other tests). */
const tenantWithOwnMailbox = () => createTenant({ email: uniqueEmail() })

/** A shopper's enquiry from the storefront's contact form, from an address of its own. */
const enquire = (shop: Tenant, message = 'Bonjour, livrez-vous à Koudougou ?') =>
  api('POST', `/${shop.store.slug}/contact`, {
    body: new URLSearchParams({
      fullName: 'Mariam Zongo',
      email: 'mariam@example.com',
      // Each enquiry its own shopper: the forms are also limited per phone (ADR 015).
      phone: uniquePhone(),
      message,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...ownAddress() },
  })

const contacts = async (shop: Tenant) =>
  readJson<ShopContacts>(await api('GET', '/api/store/contacts', { token: shop.token }))

const askCode = (shop: Tenant, channel: 'email' | 'whatsapp' = 'email') =>
  api('POST', '/api/store/contacts/code', { token: shop.token, json: { channel } })

const enterCode = (shop: Tenant, code: string, channel: 'email' | 'whatsapp' = 'email') =>
  api('POST', '/api/store/contacts/verify', { token: shop.token, json: { channel, code } })

/** The 6 digits of the last code sent to an address. */
const codeSentTo = async (recipient: string) =>
  /(?:Votre code : |^\*)(\d{6})/m.exec(
    (await lastMessage(recipient, 'shop-contact-code')).body,
  )?.[1] ?? ''

const changeEmail = (shop: Tenant, email: string) =>
  api('PUT', '/api/store/profile', {
    token: shop.token,
    json: { name: shop.store.name, email, phone: '' },
  })

async function orderFrom(shop: Tenant, phone: string) {
  const product = await seedProduct(shop, { stock: '50' })
  const res = await placeOrder(
    shop.store.slug,
    orderBody([{ productId: product.id, quantity: 1 }], { phone }),
  )
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${await res.text()}`)
  return readJson<{ id: string }>(res)
}

const setStatus = (shop: Tenant, orderId: string, status: string) =>
  api('PATCH', `/api/orders/${orderId}/status`, { token: shop.token, json: { status } })

/** The status messages about one order, oldest first. */
async function statusMessagesOf(shop: Tenant, orderId: string) {
  const { results } = await (await shopDb(shop))
    .prepare(
      "SELECT status, blocked_reason, recipient FROM outbox WHERE related_id = ? AND template = 'order-status' ORDER BY created_at, rowid",
    )
    .bind(orderId)
    .all<{ status: string; blocked_reason: string | null; recipient: string }>()
  return results
}

describe("the shop's e-mail is verified before the platform sends to it", () => {
  it('keeps an enquiry to an unverified shop e-mail blocked, and relays the next one once a code proved the address', async () => {
    const shop = await tenantWithOwnMailbox()
    await verifyAccountOf(shop)
    expect((await enquire(shop, 'Premier message')).status).toBe(303)
    expect(await outboxOfShop(shop.store.id, 'enquiry')).toEqual([
      expect.objectContaining({ status: 'blocked', blocked_reason: 'contact-unverified' }),
    ])
    expect((await contacts(shop)).email).toEqual({ value: shop.store.email, verified: false })

    expect((await askCode(shop)).status).toBe(200)
    const code = await codeSentTo(shop.store.email)
    const wrong = await enterCode(shop, code === '000000' ? '111111' : '000000')
    expect(wrong.status).toBe(422)
    expect((await readError(wrong)).error.issues).toEqual([
      { path: 'code', message: 'Code incorrect' },
    ])
    const ok = await enterCode(shop, code)
    expect(ok.status).toBe(200)
    expect((await readJson<ShopContacts>(ok)).email.verified).toBe(true)

    expect((await enquire(shop, 'Deuxième message')).status).toBe(303)
    const relayed = await outboxOfShop(shop.store.id, 'enquiry')
    expect(relayed).toHaveLength(2)
    expect(relayed[1]).toMatchObject({ recipient: shop.store.email, blocked_reason: null })
    expect(relayed[1]?.body).toContain('Deuxième message')
    expect(leaves(relayed[1]!)).toBe(true)
  })

  it('resets the verification when the e-mail changes, sends a code to the new one, and never accepts the old one’s code', async () => {
    const shop = await createVerifiedTenant({ email: uniqueEmail() })
    expect((await contacts(shop)).email.verified).toBe(true)
    const second = uniqueEmail()
    expect((await changeEmail(shop, second)).status).toBe(200)
    expect((await contacts(shop)).email).toEqual({ value: second, verified: false })
    const codeForSecond = await codeSentTo(second)

    // The shop's WhatsApp number is still proven: the enquiry goes there, nothing to `second`.
    await enquire(shop)
    expect(
      (await outboxOfShop(shop.store.id, 'enquiry')).map((m) => [m.recipient, leaves(m)]),
    ).toEqual([[shop.store.phone, true]])

    // The code proves the address it was sent to, not whatever the shop holds when it is typed.
    expect((await changeEmail(shop, uniqueEmail())).status).toBe(200)
    const stale = await enterCode(shop, codeForSecond)
    expect(stale.status).toBe(422)
    expect((await contacts(shop)).email.verified).toBe(false)
  })

  it('counts a shop e-mail that is the owner’s verified sign-in as verified, without a code', async () => {
    const merchant = await createMerchant()
    await verifyAccountOf(merchant)
    const res = await api('POST', '/api/stores', {
      token: merchant.token,
      form: storeForm({ email: merchant.email }),
    })
    expect(res.status).toBe(201)
    const shop = { ...merchant, store: (await readJson<{ data: Store }>(res)).data }
    expect((await contacts(shop)).email.verified).toBe(true)
    expect(await messagesTo(merchant.email)).not.toContainEqual(
      expect.objectContaining({ template: 'shop-contact-code' }),
    )
    await enquire(shop)
    expect((await outboxOfShop(shop.store.id, 'enquiry')).map(leaves)).toEqual([true])
  })

  it('verifies the WhatsApp number with a code sent by WhatsApp', async () => {
    const shop = await createTenant({ email: uniqueEmail(), phone: uniquePhone() })
    await verifyAccountOf(shop)
    expect((await askCode(shop, 'whatsapp')).status).toBe(200)
    const sent = await lastMessage(shop.store.phone, 'shop-contact-code')
    expect(sent.channel).toBe('whatsapp')
    const code = /(?:Votre code : |^\*)(\d{6})/m.exec(sent.body)?.[1] ?? ''
    expect(
      (await readJson<ShopContacts>(await enterCode(shop, code, 'whatsapp'))).whatsapp,
    ).toEqual({ value: shop.store.phone, verified: true })
    // The proof is the shop's row: its database's, copied to the directory's (ADR 036).
    for (const d1 of [await shopDb(shop), database('DB')]) {
      const row = await d1
        .prepare('SELECT phone_verified_at FROM stores WHERE id = ?')
        .bind(shop.store.id)
        .first<{ phone_verified_at: number | null }>()
      expect(row?.phone_verified_at, d1.name).toEqual(expect.any(Number))
    }
  })
})

describe('messages held until the merchant proves the contact they go to', () => {
  it('releases the enquiry held for the shop e-mail when its code proves it, in the same write, and sends it', async () => {
    const shop = await tenantWithOwnMailbox()
    await verifyAccountOf(shop)
    expect((await enquire(shop, 'Message gardé')).status).toBe(303)
    expect((await outboxOfShop(shop.store.id, 'enquiry')).map((m) => m.status)).toEqual(['blocked'])

    expect((await askCode(shop)).status).toBe(200)
    expect((await enterCode(shop, await codeSentTo(shop.store.email))).status).toBe(200)

    const [released] = await outboxOfShop(shop.store.id, 'enquiry')
    expect(released).toMatchObject({ recipient: shop.store.email, blocked_reason: null })
    expect(released?.body).toContain('Message gardé')
    expect(leaves(released!)).toBe(true)
    // Nothing held is left to show on the profile card.
    expect((await contacts(shop)).blocked).toEqual([])
  })

  it('keeps held what went to another contact than the one proven', async () => {
    const shop = await createTenant({ email: uniqueEmail(), phone: uniquePhone() })
    await verifyAccountOf(shop)
    await enquire(shop)
    // Neither contact is proven: one held row, on the e-mail (ADR 024).
    expect((await outboxOfShop(shop.store.id, 'enquiry')).map((m) => m.channel)).toEqual(['email'])
    expect((await askCode(shop, 'whatsapp')).status).toBe(200)
    const code = /(?:Votre code : |^\*)(\d{6})/m.exec(
      (await lastMessage(shop.store.phone, 'shop-contact-code')).body,
    )?.[1]
    expect((await enterCode(shop, code ?? '', 'whatsapp')).status).toBe(200)
    expect((await outboxOfShop(shop.store.id, 'enquiry')).map((m) => m.status)).toEqual(['blocked'])
  })
})

describe('a shop whose owner an administrator blocked', () => {
  it('holds every message the shop causes as owner-blocked, to the merchant and to shoppers alike', async () => {
    const shop = await createVerifiedTenant({ email: uniqueEmail() })
    // The storefront still takes orders: blocking ends the merchant's sessions, not the shop.
    const product = await seedProduct(shop, { stock: '5' })
    const admin = await createAdmin()
    const blocked = await api('PATCH', `/api/admin/users/${shop.user.id}/status`, {
      token: admin.token,
      json: { status: 'blocked', reason: 'Fraude signalée' },
    })
    expect(blocked.status).toBe(200)

    const placed = await placeOrder(
      shop.store.slug,
      orderBody([{ productId: product.id, quantity: 1 }], { phone: uniquePhone() }),
    )
    expect(placed.status).toBe(201)
    await enquire(shop)
    const held = await outboxOfShop(shop.store.id)
    expect(held.map((m) => [m.template, m.status, m.blocked_reason])).toEqual([
      ['order-placed', 'blocked', 'owner-blocked'],
      ['order-placed', 'blocked', 'owner-blocked'],
      ['order-receipt', 'blocked', 'owner-blocked'],
      ['enquiry', 'blocked', 'owner-blocked'],
      ['enquiry', 'blocked', 'owner-blocked'],
    ])
  })
})

describe('an unverified account builds its shop but sends nothing', () => {
  it('keeps the order e-mail, the receipt, the status message and the enquiry blocked, says why, and once the account is confirmed releases what was held for the merchant, never the shopper', async () => {
    const shop = await tenantWithOwnMailbox()
    await verifyShopContactsOf(shop)
    const order = await orderFrom(shop, uniquePhone())
    expect((await setStatus(shop, order.id, 'confirmed')).status).toBe(200)
    await enquire(shop)
    const held = await outboxOfShop(shop.store.id)
    // The merchant's alerts go to both proven contacts (issue 15): each is held.
    expect(held.map((m) => [m.template, m.channel, m.status, m.blocked_reason])).toEqual([
      ['order-placed', 'email', 'blocked', 'account-unverified'],
      ['order-placed', 'whatsapp', 'blocked', 'account-unverified'],
      ['order-receipt', 'whatsapp', 'blocked', 'account-unverified'],
      ['order-status', 'whatsapp', 'blocked', 'account-unverified'],
      ['enquiry', 'email', 'blocked', 'account-unverified'],
      ['enquiry', 'whatsapp', 'blocked', 'account-unverified'],
    ])

    const refused = await askCode(shop)
    expect(refused.status).toBe(409)
    expect((await readError(refused)).error.message).toMatch(/^Confirmez d’abord votre compte/)
    const status = await contacts(shop)
    expect(status.accountVerified).toBe(false)
    expect(status.blocked).toEqual([
      { reason: 'account-unverified', label: 'votre compte n’est pas confirmé', count: 6 },
    ])

    // The link of the sign-up message confirms the account: the shop's messages leave again,
    // and what was held for the merchant's own (proven) contacts leaves with the confirmation.
    // The shopper's receipt and status message stay held: that number proved nothing (ADR 014).
    const link = linkToken((await lastMessage(shop.email, 'verify-account')).body, 'verify')
    expect((await api('POST', '/api/verify', { json: { token: link } })).status).toBe(200)
    expect(
      (await outboxOfShop(shop.store.id)).map((m) => [m.template, m.channel, leaves(m)]),
    ).toEqual([
      ['order-placed', 'email', true],
      ['order-placed', 'whatsapp', true],
      ['order-receipt', 'whatsapp', false],
      ['order-status', 'whatsapp', false],
      ['enquiry', 'email', true],
      ['enquiry', 'whatsapp', true],
    ])
    await enquire(shop)
    expect((await outboxOfShop(shop.store.id, 'enquiry', 'email')).map(leaves)).toEqual([
      true,
      true,
    ])
  })
})

describe('caps per shop, per recipient and per order', () => {
  /** `n` messages the shop already caused, `hoursAgo` ago (sent, to other people). */
  async function pastMessages(storeId: string, n: number, hoursAgo: number) {
    await (await shopDb(storeId))
      .prepare(
        `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?2)
         INSERT INTO outbox (id, channel, recipient, template, subject, body, status, attempts,
           next_attempt_at, created_at, store_id)
         SELECT 'out_past_' || ?1 || '_' || ?3 || '_' || i, 'email', 'client' || i || '@example.com',
           'order-placed', 'Commande', 'Commande', 'sent', 1, unixepoch(), unixepoch() - ?3 * 3600, ?1
         FROM k`,
      )
      .bind(storeId, n, hoursAgo)
      .run()
  }

  it('holds a shop at 300 messages in 24 hours, even for parallel requests, while another shop still sends', async () => {
    const shop = await createVerifiedTenant({ email: uniqueEmail() })
    const other = await createVerifiedTenant({ email: uniqueEmail() })
    // One message per enquiry (to the e-mail only), so each enquiry counts once below.
    const emailOnly = { email: true, whatsapp: false }
    const alerts = { orders: emailOnly, enquiries: emailOnly, subscription: emailOnly }
    expect(
      (await api('PUT', '/api/store/contacts/alerts', { token: shop.token, json: alerts })).status,
    ).toBe(200)
    await pastMessages(shop.store.id, 298, 25) // older than a day: not counted
    await enquire(shop)
    expect((await outboxOfShop(shop.store.id, 'enquiry')).map(leaves)).toEqual([true])

    await pastMessages(shop.store.id, 297, 1) // 297 + the enquiry above: 2 left today
    const burst = await Promise.all(Array.from({ length: 5 }, () => enquire(shop)))
    expect(burst.map((r) => r.status)).toEqual([303, 303, 303, 303, 303])
    const today = (await outboxOfShop(shop.store.id, 'enquiry')).slice(1)
    expect(today.filter(leaves)).toHaveLength(2)
    expect(today.filter((m) => !leaves(m)).map((m) => m.blocked_reason)).toEqual([
      'shop-cap',
      'shop-cap',
      'shop-cap',
    ])

    await enquire(other)
    expect((await outboxOfShop(other.store.id, 'enquiry')).map(leaves)).toEqual([true, true])
  })

  it('sends 3 of 4 status changes on one order to a stranger’s phone, and keeps the 4th blocked', async () => {
    const shop = await createVerifiedTenant({ email: uniqueEmail() })
    const order = await orderFrom(shop, uniquePhone())
    for (const status of ['confirmed', 'shipped', 'pending', 'confirmed'])
      expect((await setStatus(shop, order.id, status)).status).toBe(200)
    const messages = await statusMessagesOf(shop, order.id)
    expect(messages.map((m) => m.blocked_reason)).toEqual([null, null, null, 'order-cap'])
  })

  it('sends one phone at most 6 status messages in 24 hours, whichever orders and shops they come from', async () => {
    const phone = uniquePhone()
    const first = await createVerifiedTenant({ email: uniqueEmail() })
    const second = await createVerifiedTenant({ email: uniqueEmail() })
    const orders = [await orderFrom(first, phone), await orderFrom(first, phone)]
    for (const order of orders)
      for (const status of ['confirmed', 'shipped', 'delivered'])
        expect((await setStatus(first, order.id, status)).status).toBe(200)
    const fromSecond = await orderFrom(second, phone)
    expect((await setStatus(second, fromSecond.id, 'confirmed')).status).toBe(200)

    const sent = [
      ...(await statusMessagesOf(first, orders[0]!.id)),
      ...(await statusMessagesOf(first, orders[1]!.id)),
    ]
    expect(sent.map((m) => m.blocked_reason)).toEqual([null, null, null, null, null, null])
    expect(await statusMessagesOf(second, fromSecond.id)).toEqual([
      expect.objectContaining({ status: 'blocked', blocked_reason: 'recipient-cap' }),
    ])
  })

  it('lets only one of three shops on three databases take a phone’s last place at the same instant', async () => {
    const phone = uniquePhone()
    // One shop on each database, each with an order for that phone.
    const shops = new Map<string, Tenant>()
    while (shops.size < SHOP_DATABASES.length) {
      const shop = await createVerifiedTenant({ email: uniqueEmail() })
      const on = (await shopDb(shop)).name
      if (!shops.has(on)) shops.set(on, shop)
    }
    const orders = await Promise.all(
      [...shops.values()].map(async (shop) => ({ shop, order: await orderFrom(shop, phone) })),
    )
    // Five status messages already left for that phone today, from other shops.
    const first = orders[0]!
    const key = `sent:order-status:${
      (
        await (await shopDb(first.shop))
          .prepare('SELECT phone FROM orders WHERE id = ?')
          .bind(first.order.id)
          .first<{ phone: string }>()
      )!.phone
    }`
    await database('DB')
      .prepare(
        "INSERT INTO auth_attempts (scope, key, failures, window_started_at) VALUES ('code', ?, 5, unixepoch())",
      )
      .bind(key)
      .run()

    const answers = await Promise.all(
      orders.map(({ shop, order }) => setStatus(shop, order.id, 'confirmed')),
    )
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    const messages = (
      await Promise.all(orders.map(({ shop, order }) => statusMessagesOf(shop, order.id)))
    ).flat()
    expect(messages.filter((m) => m.status !== 'blocked')).toHaveLength(1)
    expect(messages.filter((m) => m.blocked_reason === 'recipient-cap')).toHaveLength(2)
    // The two held give their place back: the count says six, the cap.
    const count = await database('DB')
      .prepare("SELECT failures FROM auth_attempts WHERE scope = 'code' AND key = ?")
      .bind(key)
      .first<{ failures: number }>()
    expect(count?.failures).toBe(6)
  })

  it('sends one address at most 3 contact codes in 24 hours, whichever shops ask, and one shop 3 per 15 minutes', async () => {
    const victim = uniqueEmail()
    const shops = [] as Tenant[]
    for (let i = 0; i < 4; i++) {
      const shop = await createTenant({ email: victim })
      await verifyAccountOf(shop)
      shops.push(shop)
    }
    for (const shop of shops.slice(0, 3)) expect((await askCode(shop)).status).toBe(200)
    const held = await askCode(shops[3]!)
    expect(held.status).toBe(429)
    expect((await readError(held)).error.message).toMatch(/^Code non envoyé/)
    expect(
      (await messagesTo(victim)).filter((m) => m.template === 'shop-contact-code'),
    ).toHaveLength(4)
    // Each shop's codes are in its own database's outbox (ADR 036): all of them, together.
    const results = []
    for (const name of SHOP_DATABASES) {
      const rows = await database(name)
        .prepare("SELECT status FROM outbox WHERE recipient = ? AND template = 'shop-contact-code'")
        .bind(victim)
        .all<{ status: string }>()
      results.push(...rows.results)
    }
    expect(results).toHaveLength(4)
    expect(results.filter((r) => r.status !== 'blocked')).toHaveLength(3)

    const own = await tenantWithOwnMailbox()
    await verifyAccountOf(own)
    for (let i = 0; i < 3; i++) expect((await askCode(own)).status).toBe(200)
    expect((await askCode(own)).status).toBe(429)
  })

  it('keeps one shop to 3 contact codes per 15 minutes under 15 parallel requests', async () => {
    const shop = await tenantWithOwnMailbox()
    await verifyAccountOf(shop)
    const codes = async () =>
      (
        await (
          await shopDb(shop)
        )
          .prepare(
            "SELECT count(*) AS n FROM auth_tokens WHERE store_id = ? AND purpose = 'shop-email'",
          )
          .bind(shop.store.id)
          .first<{ n: number }>()
      )?.n
    const before = (await codes()) ?? 0
    const statuses = (await Promise.all(Array.from({ length: 15 }, () => askCode(shop)))).map(
      (r) => r.status,
    )
    expect(statuses.filter((s) => s === 200)).toHaveLength(3 - before)
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([])
    expect(await codes()).toBe(3)
    const sent = (await outboxOfShop(shop.store.id, 'shop-contact-code')).filter(
      (m) => m.recipient === shop.store.email,
    )
    expect(sent).toHaveLength(3)
  })
})
