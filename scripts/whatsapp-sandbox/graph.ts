import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import type { Context, Hono } from 'hono'
import {
  type App,
  type DeliveryState,
  newWamid,
  type SentMessage,
  type StoredTemplate,
  type WhatsappState,
} from './state.ts'

/*
 * The part of Meta's Graph API Boutiko uses, as Meta answers it: the Cloud API's messages
 * endpoint and the Business Management API's message templates, with Meta's error shape
 * (`{ error: { message, type, code, error_data, fbtrace_id } }`) and codes, and status
 * webhooks signed with the app secret (X-Hub-Signature-256) posted to the app's webhook.
 */

export const GRAPH_VERSION = 'v21.0'

const fbtrace = () => randomBytes(9).toString('base64url')

/** Meta's error body. */
export function graphError(
  c: Context,
  status: 400 | 401 | 404,
  code: number,
  message: string,
  details?: string,
  extra: Record<string, unknown> = {},
) {
  return c.json(
    {
      error: {
        message,
        type: code === 190 ? 'OAuthException' : 'OAuthException',
        code,
        ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
        ...extra,
        fbtrace_id: fbtrace(),
      },
    },
    status,
  )
}

const bearer = (c: Context) => /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? ''

const invalidToken = (c: Context) =>
  graphError(c, 401, 190, 'Invalid OAuth access token - Cannot parse access token')

/** Meta's French words of an AUTHENTICATION template (it writes them, not the business). */
export function authenticationText(components: Record<string, unknown>[]) {
  const body = components.find((p) => p.type === 'BODY')
  const footer = components.find((p) => p.type === 'FOOTER')
  const words = ['*{{1}}* est votre code de vérification.']
  if (body?.add_security_recommendation)
    words.push('Pour votre sécurité, ne communiquez pas ce code.')
  const minutes = Number(footer?.code_expiration_minutes)
  const text = words.join(' ')
  return Number.isFinite(minutes) && minutes > 0
    ? `${text}\nCe code expire dans ${minutes} minutes.`
    : text
}

/** The body's words with `{{n}}`, whatever the category. */
export function bodyText(t: Pick<StoredTemplate, 'category' | 'components'>) {
  if (t.category === 'AUTHENTICATION') return authenticationText(t.components)
  const body = t.components.find((p) => p.type === 'BODY')
  return typeof body?.text === 'string' ? body.text : ''
}

const placeholders = (text: string) =>
  Math.max(0, ...[...text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])))

const sign = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`

/** Posts one signed webhook to the app, as Meta does, and records it. */
export async function sendWebhook(state: WhatsappState, app: App, payload: unknown) {
  const body = JSON.stringify(payload)
  const record = {
    id: randomUUID(),
    url: app.webhookUrl ?? '',
    body,
    signature: sign(app.appSecret, body),
    status: null as number | null,
    error: null as string | null,
    at: new Date().toISOString(),
  }
  state.deliveries.push(record)
  if (!app.webhookUrl) return record
  try {
    const res = await fetch(app.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': record.signature },
      body,
      signal: AbortSignal.timeout(10_000),
    })
    await res.arrayBuffer()
    record.status = res.status
  } catch (error) {
    record.error = error instanceof Error ? error.message : String(error)
  }
  return record
}

const change = (app: App, value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: app.wabaId,
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '22990000000', phone_number_id: app.phoneNumberId },
            ...value,
          },
        },
      ],
    },
  ],
})

/** A status webhook for a message (sent, delivered, read, or failed with its error). */
export function statusWebhook(
  state: WhatsappState,
  app: App,
  m: SentMessage,
  status: DeliveryState,
) {
  m.status = status
  const errors = m.error
    ? [
        {
          code: m.error.code,
          title: m.error.title,
          message: m.error.title,
          error_data: { details: m.error.details ?? m.error.title },
        },
      ]
    : undefined
  return sendWebhook(
    state,
    app,
    change(app, {
      statuses: [
        {
          id: m.id,
          status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: m.to,
          ...(errors ? { errors } : {}),
        },
      ],
    }),
  )
}

/** A person writes to the business: their window opens, the app hears of it (signed). */
export function inboundWebhook(state: WhatsappState, app: App, from: string, text: string) {
  const now = Date.now()
  state.windows.set(`${app.phoneNumberId}:${from}`, now)
  return sendWebhook(
    state,
    app,
    change(app, {
      contacts: [{ profile: { name: from }, wa_id: from }],
      messages: [
        {
          from,
          id: newWamid(),
          timestamp: String(Math.floor(now / 1000)),
          type: 'text',
          text: { body: text },
        },
      ],
    }),
  )
}

const RE_ENGAGEMENT =
  'Message failed to send because more than 24 hours have passed since the customer last replied to this number.'

/** Meta refuses a parameter with a line break, a tab or more than four spaces in a row. */
const badParam = (text: string) => /[\n\t]| {5,}/.test(text)

type Param = { type?: unknown; text?: unknown }
type Component = { type?: unknown; sub_type?: unknown; index?: unknown; parameters?: Param[] }

export function graphRoutes(app: Hono, state: WhatsappState) {
  const v = `/${GRAPH_VERSION}`

  // ─── Cloud API: POST /{PHONE_NUMBER_ID}/messages ─────────────────────────────────
  app.post(`${v}/:phoneNumberId/messages`, async (c) => {
    const sender = state.apps.get(c.req.param('phoneNumberId'))
    const caller = state.appByToken(bearer(c))
    if (!caller) return invalidToken(c)
    if (!sender || sender.token !== caller.token)
      return graphError(
        c,
        400,
        100,
        `Unsupported post request. Object with ID '${c.req.param('phoneNumberId')}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        undefined,
        { error_subcode: 33 },
      )
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
    if (body?.messaging_product !== 'whatsapp')
      return graphError(c, 400, 100, '(#100) The parameter messaging_product is required.')
    const to = typeof body.to === 'string' ? body.to.replace(/^\+/, '') : ''
    if (!/^\d{6,15}$/.test(to))
      return graphError(c, 400, 100, '(#100) Invalid parameter', 'to: invalid phone number')
    let message: SentMessage
    if (body.type === 'text') {
      const text = (body.text as { body?: unknown } | undefined)?.body
      if (typeof text !== 'string' || text === '')
        return graphError(c, 400, 100, "(#100) The parameter text['body'] is required.")
      message = {
        id: newWamid(),
        phoneNumberId: sender.phoneNumberId,
        to,
        type: 'text',
        text,
        template: null,
        status: 'accepted',
        error: null,
        at: new Date().toISOString(),
      }
      // Meta takes the request, then fails the message by webhook when the window is closed.
      if (!state.windowOpen(sender.phoneNumberId, to))
        message.error = { code: 131047, title: 'Re-engagement message', details: RE_ENGAGEMENT }
    } else if (body.type === 'template') {
      const t = body.template as
        | { name?: unknown; language?: { code?: unknown }; components?: Component[] }
        | undefined
      const name = typeof t?.name === 'string' ? t.name : ''
      const language = typeof t?.language?.code === 'string' ? t.language.code : ''
      if (!name || !language)
        return graphError(c, 400, 100, "(#100) The parameter template['name'] is required.")
      const stored = state.template(sender.wabaId, name, language)
      if (stored?.status !== 'APPROVED')
        return graphError(
          c,
          404,
          132001,
          '(#132001) Template name does not exist in the translation',
          `template name (${name}) does not exist in ${language}`,
        )
      const components = Array.isArray(t?.components) ? t.components : []
      const bodyParams = components.find((p) => p.type === 'body')?.parameters ?? []
      const words = bodyText(stored)
      const expected = placeholders(words)
      if (bodyParams.length !== expected)
        return graphError(
          c,
          400,
          132000,
          '(#132000) Number of parameters does not match the expected number of params',
          `body: number of localizable_params (${bodyParams.length}) does not match the expected number of params (${expected})`,
        )
      if (stored.category === 'AUTHENTICATION') {
        const button = components.find(
          (p) => p.type === 'button' && p.sub_type === 'url' && String(p.index) === '0',
        )
        if ((button?.parameters ?? []).length !== 1)
          return graphError(
            c,
            400,
            132000,
            '(#132000) Number of parameters does not match the expected number of params',
            'button: number of localizable_params does not match the expected number of params (1)',
          )
      }
      const texts = bodyParams.map((p) => (typeof p.text === 'string' ? p.text : ''))
      if (bodyParams.some((p) => p.type !== 'text') || texts.some((x) => x === '' || badParam(x)))
        return graphError(
          c,
          400,
          132018,
          '(#132018) There was an issue with the parameters in your template message.',
          'Param text cannot have new-line/tab characters or more than 4 consecutive spaces',
        )
      message = {
        id: newWamid(),
        phoneNumberId: sender.phoneNumberId,
        to,
        type: 'template',
        text: words.replace(/\{\{(\d+)\}\}/g, (_, n: string) => texts[Number(n) - 1] ?? ''),
        template: name,
        status: 'accepted',
        error: null,
        at: new Date().toISOString(),
      }
    } else return graphError(c, 400, 100, '(#100) Param type must be one of {TEXT, TEMPLATE, …}')
    state.messages.push(message)
    // The statuses follow the answer, as Meta's do: failed, or sent then delivered.
    setTimeout(() => {
      void (async () => {
        if (message.error) await statusWebhook(state, sender, message, 'failed')
        else {
          await statusWebhook(state, sender, message, 'sent')
          await statusWebhook(state, sender, message, 'delivered')
        }
      })()
    }, 0)
    return c.json({
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: to }],
      messages: [
        { id: message.id, ...(body.type === 'template' ? { message_status: 'accepted' } : {}) },
      ],
    })
  })

  // ─── Business Management API: /{WABA-ID}/message_templates ───────────────────────
  const ownerOf = (c: Context) => {
    const caller = state.appByToken(bearer(c))
    return caller && caller.wabaId === c.req.param('wabaId') ? caller : null
  }

  app.get(`${v}/:wabaId/message_templates`, (c) => {
    if (!state.appByToken(bearer(c))) return invalidToken(c)
    if (!ownerOf(c))
      return graphError(c, 400, 100, 'Unsupported get request.', undefined, { error_subcode: 33 })
    const name = c.req.query('name')
    const data = state.templates
      .filter((t) => t.wabaId === c.req.param('wabaId') && (!name || t.name === name))
      .map(({ id, name, language, status, category, components }) => ({
        name,
        components,
        language,
        status,
        category,
        id,
      }))
    return c.json({ data, paging: { cursors: { before: 'MAZDZD', after: 'MjQZD' } } })
  })

  app.post(`${v}/:wabaId/message_templates`, async (c) => {
    if (!state.appByToken(bearer(c))) return invalidToken(c)
    const owner = ownerOf(c)
    if (!owner)
      return graphError(c, 400, 100, 'Unsupported post request.', undefined, { error_subcode: 33 })
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>
    const refused = templateRefusal(body)
    if (refused) return graphError(c, 400, 100, 'Invalid parameter', undefined, refused)
    const { name, language, category, components } = body as unknown as StoredTemplate
    if (state.template(owner.wabaId, name, language))
      return graphError(c, 400, 100, 'Invalid parameter', undefined, {
        error_subcode: 2388024,
        error_user_title: 'Content in this language already exists',
        error_user_msg: `The template ${name} already has content in ${language}.`,
      })
    const stored: StoredTemplate = {
      id: String(Date.now()) + String(Math.floor(Math.random() * 1e6)),
      wabaId: owner.wabaId,
      name,
      language,
      category,
      components,
      status: 'PENDING',
    }
    state.templates.push(stored)
    return c.json({ id: stored.id, status: stored.status, category: stored.category })
  })

  // Editing a template (POST /{TEMPLATE-ID}): new words go back to review.
  app.post(`${v}/:templateId`, async (c) => {
    const caller = state.appByToken(bearer(c))
    if (!caller) return invalidToken(c)
    const stored = state.templates.find(
      (t) => t.id === c.req.param('templateId') && t.wabaId === caller.wabaId,
    )
    if (!stored)
      return graphError(c, 400, 100, 'Unsupported post request.', undefined, { error_subcode: 33 })
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>
    const refused = templateRefusal({ ...stored, ...body })
    if (refused) return graphError(c, 400, 100, 'Invalid parameter', undefined, refused)
    if (JSON.stringify(body.components) !== JSON.stringify(stored.components)) {
      stored.components = body.components as Record<string, unknown>[]
      stored.status = 'PENDING'
    }
    return c.json({ success: true })
  })
}

/** What Meta's review refuses at once (name, category, a body's placeholders and example). */
function templateRefusal(body: Record<string, unknown>): Record<string, unknown> | null {
  const fail = (title: string, msg: string) => ({
    error_subcode: 2388043,
    error_user_title: title,
    error_user_msg: msg,
  })
  if (typeof body.name !== 'string' || !/^[a-z0-9_]{1,512}$/.test(body.name))
    return fail(
      'Invalid name',
      'Template names may only hold lowercase letters, digits and underscores.',
    )
  if (typeof body.language !== 'string' || body.language === '')
    return fail('Missing language', 'language is required.')
  if (!['UTILITY', 'MARKETING', 'AUTHENTICATION'].includes(String(body.category)))
    return fail('Invalid category', 'category must be UTILITY, MARKETING or AUTHENTICATION.')
  const components = Array.isArray(body.components)
    ? (body.components as Record<string, unknown>[])
    : []
  const bodyPart = components.find((p) => p.type === 'BODY')
  if (!bodyPart) return fail('Missing body', 'A template needs a BODY component.')
  if (body.category === 'AUTHENTICATION') {
    const buttons = components.find((p) => p.type === 'BUTTONS')?.buttons
    const otp =
      Array.isArray(buttons) && buttons.some((b) => (b as { type?: unknown }).type === 'OTP')
    return otp ? null : fail('Missing OTP button', 'Authentication templates need an OTP button.')
  }
  const text = typeof bodyPart.text === 'string' ? bodyPart.text : ''
  if (text === '') return fail('Missing body text', 'BODY text is required.')
  const count = placeholders(text)
  if (/^\s*\{\{\d+\}\}|\{\{\d+\}\}\s*$/.test(text))
    return {
      ...fail(
        'Variables at start or end',
        "Variables can't be at the start or end of the template.",
      ),
      error_subcode: 2388299,
    }
  const example = (bodyPart.example as { body_text?: unknown[][] } | undefined)?.body_text?.[0]
  if (count > 0 && (!Array.isArray(example) || example.length !== count))
    return fail('Missing sample', `Add a sample for each of the ${count} variables of the body.`)
  return null
}

export const isApprovable = (t: StoredTemplate) => t.status === 'PENDING'
