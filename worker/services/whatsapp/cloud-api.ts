import type { OutboxRow } from '../../db/schema'
import type { Env, RequestCtx } from '../../env'
import { msg } from '../../schemas/messages'
import { whatsappErrorText, whatsappMsg } from '../../schemas/whatsapp'
import { WHATSAPP_LANGUAGE, type WhatsappTemplate, whatsappTemplateOf } from './message-templates'
import { windowOpen } from './windows'

/** Meta's Graph API, or the local stand-in's (scripts/whatsapp-sandbox) under `npm start`/tests. */
export const whatsappApiUrl = (env: Env) =>
  (env.WHATSAPP_API_URL ?? 'https://graph.facebook.com/v21.0').replace(/\/+$/, '')

/**
 * WhatsApp would not take the message, for a reason retrying now does not mend. `wait`: it may
 * go later as it is (its template awaiting Meta's approval): kept pending with the reason;
 * otherwise it is kept as failed, with Meta's code and the French explanation.
 */
export class WhatsappRefusal extends Error {
  constructor(
    readonly code: number,
    readonly wait: boolean,
    metaTitle?: string,
  ) {
    super(whatsappErrorText(code, metaTitle))
  }
}

/** Codes that leave the message as it is until something outside it changes (an approval). */
const WAITING_CODES = new Set([132001])
/** Codes that no retry of the same message mends. */
const FINAL_CODES = new Set([131047, 132000, 132005, 132007, 132012, 132015, 132016, 132018])

/** The Cloud API's `template` object: body parameters, and the copy-code button for codes. */
export function templatePayload(template: WhatsappTemplate, params: readonly string[]) {
  const text = (value: string) => ({ type: 'text', text: value })
  const components: Record<string, unknown>[] = [{ type: 'body', parameters: params.map(text) }]
  if (template.category === 'AUTHENTICATION')
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [text(params[0] ?? '')],
    })
  return { name: template.name, language: { code: WHATSAPP_LANGUAGE }, components }
}

/** The request body for an outbox row: its template, or free text (the caller checked the window). */
function messageBody(row: OutboxRow) {
  const template = row.params ? whatsappTemplateOf(row.template) : undefined
  const common = { messaging_product: 'whatsapp', recipient_type: 'individual', to: row.recipient }
  if (template && row.params)
    return { ...common, type: 'template', template: templatePayload(template, row.params) }
  return { ...common, type: 'text', text: { preview_url: false, body: row.body } }
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return {}
  }
}

type GraphError = { error?: { code?: number; message?: string; error_user_title?: string } }

/**
 * Sends one outbox row through the Cloud API and returns WhatsApp's id for it (`wamid…`). A
 * row without a template is free text, which WhatsApp delivers only inside the recipient's
 * 24-hour window: outside it, it never leaves (WhatsApp would fail it with 131047).
 */
export async function sendWhatsapp(ctx: RequestCtx, row: OutboxRow): Promise<string> {
  const env = ctx.env
  if (!env.WHATSAPP_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID)
    throw new Error(msg.whatsappTransportMissing)
  const body = messageBody(row)
  if (body.type === 'text' && !(await windowOpen(ctx, row.recipient)))
    throw new WhatsappRefusal(131047, false)
  const res = await fetch(`${whatsappApiUrl(env)}/${env.WHATSAPP_PHONE_NUMBER_ID}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${env.WHATSAPP_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  if (!res.ok) {
    const error = (parsed(text) as GraphError).error
    const code = error?.code
    if (code !== undefined && (WAITING_CODES.has(code) || FINAL_CODES.has(code)))
      throw new WhatsappRefusal(code, WAITING_CODES.has(code), error?.message)
    throw new Error(`API WhatsApp : ${res.status} ${text.slice(0, 200)}`)
  }
  const id = (parsed(text) as { messages?: { id?: string }[] }).messages?.[0]?.id
  if (!id) throw new Error(`${whatsappMsg.noMessageId} ${text.slice(0, 200)}`)
  return id
}
