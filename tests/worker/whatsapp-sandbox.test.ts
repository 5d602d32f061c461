import { createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { whatsappApp, whatsappCall } from '#tests/helpers/whatsapp-sandbox.ts'
import type { WhatsappAppBindings } from '#tests/helpers/whatsapp-sandbox-setup.ts'

/**
 * The WhatsApp stand-in itself, over HTTP (scripts/whatsapp-sandbox): it must refuse what Meta
 * refuses, or the product's failures would only show in production (ADR 049).
 */

type Hook = { body: string; signature: string }
const hooks: Hook[] = []
let receiver: Server
let app: WhatsappAppBindings

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      hooks.push({ body, signature: String(req.headers['x-hub-signature-256'] ?? '') })
      res.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const port = (receiver.address() as AddressInfo).port
  app = await whatsappApp({ webhookUrl: `http://127.0.0.1:${port}/hook` })
})
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())))

const send = (json: unknown, token = app.WHATSAPP_TOKEN) =>
  whatsappCall('POST', `/v21.0/${app.WHATSAPP_PHONE_NUMBER_ID}/messages`, { json, token })
const text = (to: string, body = 'Bonjour') => ({
  messaging_product: 'whatsapp',
  to,
  type: 'text',
  text: { body },
})
const receipt = (params: string[], name = 'boutiko_order_receipt') => ({
  messaging_product: 'whatsapp',
  to: '22997000001',
  type: 'template',
  template: {
    name,
    language: { code: 'fr' },
    components: [{ type: 'body', parameters: params.map((p) => ({ type: 'text', text: p })) }],
  },
})
const statusesOf = (id: string) =>
  hooks.flatMap((h) => {
    const value = JSON.parse(h.body).entry[0].changes[0].value
    return (value.statuses ?? []).filter((s: { id: string }) => s.id === id)
  })
const waitFor = async (ok: () => boolean) => {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 20))
  expect(ok()).toBe(true)
}

describe('the WhatsApp stand-in', () => {
  it('refuses a call without the bearer token with OAuth error 190', async () => {
    const res = await send(text('22997000001'), 'EAAGfaux')
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ error: { code: 190, type: 'OAuthException' } })
  })

  it('fails free text to a number outside its 24-hour window with 131047, in a signed status webhook', async () => {
    const res = await send(text('22997000002'))
    expect(res.status).toBe(200)
    const id = (res.body.messages as { id: string }[])[0]!.id
    await waitFor(() => statusesOf(id).length > 0)
    expect(statusesOf(id)).toEqual([
      expect.objectContaining({
        status: 'failed',
        errors: [expect.objectContaining({ code: 131047 })],
      }),
    ])
    for (const h of hooks)
      expect(h.signature).toBe(
        `sha256=${createHmac('sha256', app.WHATSAPP_APP_SECRET).update(h.body).digest('hex')}`,
      )
  })

  it('delivers free text once the person has written (their window is open)', async () => {
    const inbound = await whatsappCall('POST', '/_sandbox/inbound', {
      json: { phoneNumberId: app.WHATSAPP_PHONE_NUMBER_ID, from: '22997000003', text: 'Salut' },
    })
    expect(inbound.status).toBe(200)
    const res = await send(text('22997000003'))
    const id = (res.body.messages as { id: string }[])[0]!.id
    await waitFor(() => statusesOf(id).length >= 2)
    expect(statusesOf(id).map((s: { status: string }) => s.status)).toEqual(['sent', 'delivered'])
  })

  it('refuses a template that does not exist with 132001', async () => {
    const res = await send(receipt(['C-1', 'Awa', '1 000 FCFA', 'https://x.test'], 'boutiko_nope'))
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ error: { code: 132001 } })
  })

  it('refuses a template not yet approved with 132001', async () => {
    const pending = await whatsappApp({ approve: false })
    const res = await whatsappCall('POST', `/v21.0/${pending.WHATSAPP_PHONE_NUMBER_ID}/messages`, {
      json: receipt(['C-1', 'Awa', '1 000 FCFA', 'https://x.test']),
      token: pending.WHATSAPP_TOKEN,
    })
    expect(res.body).toMatchObject({ error: { code: 132001 } })
    const listed = await whatsappCall(
      'GET',
      `/v21.0/${pending.WHATSAPP_WABA_ID}/message_templates`,
      {
        token: pending.WHATSAPP_TOKEN,
      },
    )
    expect((listed.body.data as { status: string }[]).every((t) => t.status === 'PENDING')).toBe(
      true,
    )
  })

  it('refuses a wrong number of parameters with 132000', async () => {
    const res = await send(receipt(['C-1', 'Awa']))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: { code: 132000 } })
  })

  it('refuses a code template without its copy-code button parameter with 132000', async () => {
    const res = await send({
      ...receipt(['482915'], 'boutiko_reset_code'),
    })
    expect(res.body).toMatchObject({ error: { code: 132000 } })
  })

  it('refuses a template without an example, or starting with a variable', async () => {
    const create = (components: unknown[]) =>
      whatsappCall('POST', `/v21.0/${app.WHATSAPP_WABA_ID}/message_templates`, {
        token: app.WHATSAPP_TOKEN,
        json: { name: 'essai', language: 'fr', category: 'UTILITY', components },
      })
    expect((await create([{ type: 'BODY', text: 'Commande {{1}} prête.' }])).status).toBe(400)
    const atStart = await create([
      { type: 'BODY', text: '{{1}} est prête.', example: { body_text: [['C-1']] } },
    ])
    expect(atStart.body).toMatchObject({ error: { error_subcode: 2388299 } })
  })
})
