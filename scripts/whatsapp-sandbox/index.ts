import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Hono } from 'hono'
import { nodeHandler } from '../payment-sandbox/index.ts'
import { GRAPH_VERSION, graphRoutes, inboundWebhook, statusWebhook } from './graph.ts'
import { receivedPage } from './page.ts'
import { type App, type TemplateStatus, WhatsappState } from './state.ts'

/**
 * The local stand-in of WhatsApp (ADR 049): one HTTP server speaking the Cloud API's messages
 * endpoint and the Business Management API's message templates as Meta does (bearer token,
 * error codes 131047, 132000, 132001, 132018 in Meta's error shape, templates usable only once
 * approved), posting signed status webhooks back, plus a control API (/_sandbox/*) to approve
 * templates, simulate a person writing and reading, and a page of what each person received.
 * In memory, on 127.0.0.1 only, never in production.
 *
 *   WHATSAPP_API_URL = <url>/v21.0
 */

export type WhatsappSandbox = { url: string; apiUrl: string; close: () => Promise<void> }

const str = (value: unknown) => (typeof value === 'string' ? value : '')

function parseApp(body: Record<string, unknown>): App | null {
  const app = {
    token: str(body.token),
    phoneNumberId: str(body.phoneNumberId),
    wabaId: str(body.wabaId),
    appSecret: str(body.appSecret),
    webhookUrl: str(body.webhookUrl) || undefined,
  }
  return app.token && app.phoneNumberId && app.wabaId && app.appSecret ? app : null
}

function buildApp(state: WhatsappState) {
  const app = new Hono()
  graphRoutes(app, state)

  app.get('/', (c) => c.html(receivedPage(state)))
  app.get('/_sandbox/health', (c) => c.json({ ok: true }))

  app.post('/_sandbox/apps', async (c) => {
    const registered = parseApp(await c.req.json().catch(() => ({})))
    if (!registered)
      return c.json({ error: 'token, phoneNumberId, wabaId, appSecret (webhookUrl)' }, 400)
    state.register(registered)
    return c.json({ phoneNumberId: registered.phoneNumberId }, 201)
  })

  // Meta's review, decided here: every pending template of the account (or the one named).
  app.post('/_sandbox/templates/review', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>
    const status = (str(body.status) || 'APPROVED') as TemplateStatus
    if (!['APPROVED', 'REJECTED', 'PENDING'].includes(status))
      return c.json({ error: 'status: APPROVED | REJECTED | PENDING' }, 400)
    const reviewed = state.templates.filter(
      (t) =>
        t.wabaId === str(body.wabaId) &&
        (str(body.name) ? t.name === str(body.name) : t.status === 'PENDING'),
    )
    for (const t of reviewed) t.status = status
    return c.json({ reviewed: reviewed.map((t) => ({ name: t.name, status: t.status })) })
  })

  // A person writes to the business number: their 24-hour window opens (signed webhook).
  app.post('/_sandbox/inbound', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>
    const sender = state.apps.get(str(body.phoneNumberId))
    const from = str(body.from)
    if (!sender || !/^\d{6,15}$/.test(from))
      return c.json({ error: 'phoneNumberId (registered), from (digits), text' }, 400)
    const delivery = await inboundWebhook(state, sender, from, str(body.text) || 'Bonjour')
    return c.json({ delivery })
  })

  // The person opens the message: a signed "read" status.
  app.post('/_sandbox/messages/:id/read', async (c) => {
    const message = state.messages.find((m) => m.id === c.req.param('id'))
    const sender = message && state.apps.get(message.phoneNumberId)
    if (!message || !sender) return c.json({ error: 'message inconnu' }, 404)
    if (message.status === 'failed') return c.json({ error: 'message en échec' }, 409)
    return c.json({ delivery: await statusWebhook(state, sender, message, 'read') })
  })

  app.get('/_sandbox/messages', (c) => {
    const to = c.req.query('to')
    const phoneNumberId = c.req.query('phoneNumberId')
    return c.json(
      state.messages.filter(
        (m) => (!to || m.to === to) && (!phoneNumberId || m.phoneNumberId === phoneNumberId),
      ),
    )
  })

  app.get('/_sandbox/deliveries', (c) => c.json(state.deliveries))
  return app
}

export function refuseProduction(env: NodeJS.ProcessEnv = process.env) {
  if (env.NODE_ENV === 'production' || env.ENVIRONMENT === 'production')
    throw new Error('Le simulateur WhatsApp ne démarre jamais en production.')
}

/** Starts the stand-in on 127.0.0.1 (`port` 0 or absent: any free port), `apps` registered. */
export async function startWhatsappSandbox(
  options: { port?: number; apps?: readonly App[] } = {},
): Promise<WhatsappSandbox> {
  refuseProduction()
  const state = new WhatsappState()
  for (const registered of options.apps ?? []) state.register(registered)
  const handler = nodeHandler(buildApp(state))
  const server = createServer((req, res) => {
    handler(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', resolve)
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    apiUrl: `${url}/${GRAPH_VERSION}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
