import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createVerifiedTenant } from '#tests/helpers/verified-tenants.ts'
import { whatsappApp, whatsappCall } from '#tests/helpers/whatsapp-sandbox.ts'
import type { WhatsappAppBindings } from '#tests/helpers/whatsapp-sandbox-setup.ts'
import {
  api,
  database,
  type Order,
  orderBody,
  placeOrder,
  readJson,
  runCron,
  seedProduct,
  shopDb,
  startWorker,
  stopWorker,
  type Tenant,
  workerUrl,
} from '#tests/helpers/worker.ts'

/**
 * WhatsApp end to end (ADR 049): the worker's outbox delivers through the code production runs,
 * to the Cloud API stand-in of this run, which posts its signed statuses back to the worker.
 */

let app: WhatsappAppBindings
beforeAll(async () => {
  app = await whatsappApp()
  await startWorker({ bindings: app })
  // The worker's address is known once it runs: the number's webhook points there from now on.
  const registered = await whatsappCall('POST', '/_sandbox/apps', {
    json: {
      token: app.WHATSAPP_TOKEN,
      phoneNumberId: app.WHATSAPP_PHONE_NUMBER_ID,
      wabaId: app.WHATSAPP_WABA_ID,
      appSecret: app.WHATSAPP_APP_SECRET,
      webhookUrl: `${await workerUrl()}/api/whatsapp/webhook`,
    },
  })
  expect(registered.status).toBe(201)
})
afterAll(stopWorker)

type Row = {
  id: string
  status: string
  recipient: string
  body: string
  params: string | null
  wa_message_id: string | null
  delivery: string | null
  delivery_error: string | null
  last_error: string | null
  attempts: number
}
type Received = { id: string; to: string; type: string; text: string; template: string | null }

const waitFor = async <T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> => {
  let value = await read()
  for (let i = 0; i < 100 && !ok(value); i++) {
    await new Promise((r) => setTimeout(r, 50))
    value = await read()
  }
  expect(ok(value)).toBe(true)
  return value
}

const received = async (to: string) =>
  (
    await whatsappCall(
      'GET',
      `/_sandbox/messages?phoneNumberId=${app.WHATSAPP_PHONE_NUMBER_ID}&to=${to}`,
    )
  ).body as unknown as Received[]

const directoryRow = (id: string) =>
  database('DB').prepare('SELECT * FROM outbox WHERE id = ?').bind(id).first<Row>()

/** A message the platform queues as free text (no template): none does today; a reply would. */
async function queueFreeText(id: string, to: string) {
  const now = Math.floor(Date.now() / 1000) - 1
  await database('DB')
    .prepare(
      `INSERT INTO outbox (id, channel, recipient, template, subject, body, status, attempts,
        next_attempt_at, created_at) VALUES (?, 'whatsapp', ?, 'reply', '', 'Votre colis part demain.', 'pending', 0, ?, ?)`,
    )
    .bind(id, to, now, now)
    .run()
}

async function queueTemplate(id: string, params: string[]) {
  const now = Math.floor(Date.now() / 1000) - 1
  await database('DB')
    .prepare(
      `INSERT INTO outbox (id, channel, recipient, template, subject, body, status, attempts,
        next_attempt_at, created_at, params) VALUES (?, 'whatsapp', '22997222222', 'order-receipt', '', '…', 'pending', 0, ?, ?, ?)`,
    )
    .bind(id, now, now, JSON.stringify(params))
    .run()
}

const sign = (body: string, secret = app.WHATSAPP_APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`

const postHook = (body: string, signature?: string) =>
  api('POST', '/api/whatsapp/webhook', {
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-hub-signature-256': signature } : {}),
    },
    body,
  })

const statusEvent = (id: string, status: string) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: app.WHATSAPP_WABA_ID,
        changes: [
          {
            field: 'messages',
            value: { messaging_product: 'whatsapp', statuses: [{ id, status, timestamp: '1' }] },
          },
        ],
      },
    ],
  })

describe('the shopper’s receipt on WhatsApp', () => {
  let tenant: Tenant
  let order: Order
  let row: Row

  beforeAll(async () => {
    tenant = await createVerifiedTenant()
    const product = await seedProduct(tenant)
    const res = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 1 }]),
    )
    expect(res.status).toBe(201)
    order = await readJson<Order>(res)
    const shop = await shopDb(tenant)
    row = await waitFor(
      async () =>
        (await shop
          .prepare("SELECT * FROM outbox WHERE related_id = ? AND template = 'order-receipt'")
          .bind(order.id)
          .first<Row>())!,
      (r) => r?.delivery === 'delivered',
    )
  })

  it('goes as the approved template with its parameters, read by the person as the template filled in', async () => {
    expect(row.status).toBe('sent')
    expect(JSON.parse(row.params!)).toEqual([
      order.number,
      tenant.store.name,
      expect.any(String),
      expect.stringContaining('/'),
    ])
    const got = (await received(row.recipient)).find((m) => m.id === row.wa_message_id)
    expect(got).toMatchObject({ type: 'template', template: 'boutiko_order_receipt' })
    expect(got!.text).toBe(row.body)
    expect(got!.text).toContain(`Votre commande ${order.number}`)
  })

  it('shows "Distribué", then "Lu" once the person has read it (signed status webhooks)', async () => {
    const messagesOf = async () =>
      (await readJson<Order>(await api('GET', `/api/orders/${order.id}`, { token: tenant.token })))
        .messages ?? []
    const whatsapp = (await messagesOf()).find((m) => m.channel === 'whatsapp')
    expect(whatsapp).toMatchObject({ state: 'Distribué', body: row.body })
    const read = await whatsappCall('POST', `/_sandbox/messages/${row.wa_message_id}/read`)
    expect(read.status).toBe(200)
    await waitFor(messagesOf, (list) => list.some((m) => m.state === 'Lu'))
  })

  it('changes nothing for an unsigned or wrongly signed webhook', async () => {
    const fresh = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: (await seedProduct(tenant)).id, quantity: 1 }], {
        phone: '76000001',
      }),
    )
    const other = await readJson<Order>(fresh)
    const shop = await shopDb(tenant)
    const target = await waitFor(
      async () =>
        (await shop
          .prepare("SELECT * FROM outbox WHERE related_id = ? AND template = 'order-receipt'")
          .bind(other.id)
          .first<Row>())!,
      (r) => r?.delivery === 'delivered',
    )
    const body = statusEvent(target.wa_message_id!, 'read')
    expect((await postHook(body)).status).toBe(401)
    expect((await postHook(body, sign(body, 'pas-le-bon-secret'))).status).toBe(403)
    expect((await postHook(body, sign(`${body} `))).status).toBe(403)
    const after = await shop
      .prepare('SELECT * FROM outbox WHERE id = ?')
      .bind(target.id)
      .first<Row>()
    expect(after!.delivery).toBe('delivered')
    // The same body, signed with the app secret, is taken.
    expect((await postHook(body, sign(body))).status).toBe(200)
    const taken = await shop
      .prepare('SELECT * FROM outbox WHERE id = ?')
      .bind(target.id)
      .first<Row>()
    expect(taken!.delivery).toBe('read')
  })
})

describe('a status webhook and the shops', () => {
  it('changes only the message it names, in the database of the shop that sent it', async () => {
    const receiptOf = async (shop: Tenant, phone: string) => {
      const product = await seedProduct(shop)
      const res = await placeOrder(
        shop.store.slug,
        orderBody([{ productId: product.id, quantity: 1 }], { phone }),
      )
      const placed = await readJson<Order>(res)
      const d1 = await shopDb(shop)
      return waitFor(
        async () =>
          (await d1
            .prepare("SELECT * FROM outbox WHERE related_id = ? AND template = 'order-receipt'")
            .bind(placed.id)
            .first<Row>())!,
        (r) => r?.delivery === 'delivered',
      )
    }
    const [a, b] = [await createVerifiedTenant(), await createVerifiedTenant()]
    const [rowA, rowB] = [await receiptOf(a, '76000011'), await receiptOf(b, '76000012')]
    const body = statusEvent(rowA.wa_message_id!, 'read')
    expect((await postHook(body, sign(body))).status).toBe(200)
    const readBack = async (shop: Tenant, id: string) =>
      (await (
        await shopDb(shop)
      )
        .prepare('SELECT * FROM outbox WHERE id = ?')
        .bind(id)
        .first<Row>())!
    expect((await readBack(a, rowA.id)).delivery).toBe('read')
    expect((await readBack(b, rowB.id)).delivery).toBe('delivered')
  })
})

describe('the 24-hour window', () => {
  it('never sends free text to a number that has not written: the message fails with 131047 and its reason', async () => {
    await queueFreeText('out_free_closed', '22997111111')
    await runCron(Date.now())
    const row = await directoryRow('out_free_closed')
    expect(row).toMatchObject({ status: 'failed' })
    expect(row!.last_error).toContain('131047')
    expect(row!.last_error).toContain('24 heures')
    expect(await received('22997111111')).toEqual([])
  })

  it('opens when the person writes (signed inbound webhook): free text then goes', async () => {
    const inbound = await whatsappCall('POST', '/_sandbox/inbound', {
      json: { phoneNumberId: app.WHATSAPP_PHONE_NUMBER_ID, from: '22997333333', text: 'Bonjour' },
    })
    expect((inbound.body.delivery as { status: number }).status).toBe(200)
    const window = await database('DB')
      .prepare('SELECT * FROM whatsapp_windows WHERE phone = ?')
      .bind('22997333333')
      .first()
    expect(window).not.toBeNull()
    await queueFreeText('out_free_open', '22997333333')
    await runCron(Date.now())
    expect(await directoryRow('out_free_open')).toMatchObject({ status: 'sent' })
    expect(await received('22997333333')).toEqual([
      expect.objectContaining({ type: 'text', text: 'Votre colis part demain.' }),
    ])
  })
})

describe('a message WhatsApp refuses is kept with its reason', () => {
  it('a wrong parameter count (132000) fails the message with Meta’s code', async () => {
    await queueTemplate('out_params', ['C-1', 'Awa'])
    await runCron(Date.now())
    const row = await directoryRow('out_params')
    expect(row).toMatchObject({ status: 'failed' })
    expect(row!.last_error).toContain('132000')
  })

  it('a template not approved (132001) keeps the message queued, its attempts unspent', async () => {
    const review = (status: string) =>
      whatsappCall('POST', '/_sandbox/templates/review', {
        json: { wabaId: app.WHATSAPP_WABA_ID, name: 'boutiko_order_receipt', status },
      })
    await review('PENDING')
    try {
      await queueTemplate('out_pending_template', ['C-1', 'Awa', '1 000 FCFA', 'https://x.test'])
      await runCron(Date.now())
      const row = await directoryRow('out_pending_template')
      expect(row).toMatchObject({ status: 'pending', attempts: 0 })
      expect(row!.last_error).toContain('132001')
    } finally {
      await review('APPROVED')
    }
  })
})

describe('webhook verification (GET)', () => {
  const verify = (token: string) =>
    api(
      'GET',
      `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
    )

  it('answers Meta’s challenge when the verify token matches, and refuses any other', async () => {
    const ok = await verify(app.WHATSAPP_VERIFY_TOKEN)
    expect(ok.status).toBe(200)
    expect(await ok.text()).toBe('1158201444')
    expect((await verify('faux')).status).toBe(403)
  })
})
