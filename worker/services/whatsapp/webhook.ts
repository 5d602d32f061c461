import { and, eq, sql } from 'drizzle-orm'
import { DIRECTORY, databaseIn, routeOfShop } from '../../db/databases'
import { outbox, whatsappMessages } from '../../db/schema'
import type { Env, RequestCtx } from '../../env'
import {
  WHATSAPP_DELIVERIES,
  type WhatsappDelivery,
  whatsappErrorText,
} from '../../schemas/whatsapp'
import { openWindow } from './windows'

/*
 * Meta's webhook for the platform's WhatsApp number (ADR 049): its verification handshake,
 * and the signed events it posts (delivery statuses of the messages sent, messages people
 * write to the number).
 */

/** GET: Meta subscribes the URL by echoing `hub.challenge` once the verify token matches. */
export function verificationChallenge(env: Env, query: (name: string) => string | undefined) {
  const expected = env.WHATSAPP_VERIFY_TOKEN
  if (!expected || query('hub.mode') !== 'subscribe') return null
  if (!sameText(query('hub.verify_token') ?? '', expected)) return null
  return query('hub.challenge') ?? null
}

const enc = new TextEncoder()

/** Compares two texts in time independent of where they differ. */
function sameText(a: string, b: string) {
  const [x, y] = [enc.encode(a), enc.encode(b)]
  let diff = x.length ^ y.length
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0)
  return diff === 0
}

/**
 * `X-Hub-Signature-256: sha256=<hex>`: the HMAC-SHA256 of the raw body under the app secret.
 * WebCrypto's verify compares in constant time. No secret configured: nothing is genuine.
 */
export async function signedByMeta(env: Env, header: string | undefined, raw: ArrayBuffer) {
  const secret = env.WHATSAPP_APP_SECRET
  const hex = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '')?.[1]
  if (!secret || !hex) return false
  const signature = new Uint8Array(32)
  for (let i = 0; i < 32; i++) signature[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  const key = await crypto.subtle.importKey(
    'raw',
    enc.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  )
  return crypto.subtle.verify('HMAC', key, signature, raw)
}

type StatusEvent = {
  id?: unknown
  status?: unknown
  timestamp?: unknown
  errors?: { code?: unknown; title?: unknown }[]
}
type InboundEvent = { from?: unknown; timestamp?: unknown }
type WebhookBody = {
  object?: unknown
  entry?: {
    changes?: { field?: unknown; value?: { statuses?: StatusEvent[]; messages?: InboundEvent[] } }[]
  }[]
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])

/** An event's time (Unix seconds as text), never later than now. */
const eventTime = (ctx: RequestCtx, timestamp: unknown) => {
  const seconds = Number(timestamp)
  return Number.isFinite(seconds) && seconds > 0
    ? new Date(Math.min(seconds * 1000, ctx.now.getTime()))
    : ctx.now
}

/** How far a message got: a late "delivered" never undoes a "read" already recorded. */
const RANK: Record<WhatsappDelivery, number> = { sent: 1, delivered: 2, read: 3, failed: 4 }
const rankOf = sql`case ${outbox.delivery} when 'sent' then 1 when 'delivered' then 2
  when 'read' then 3 when 'failed' then 4 else 0 end`

/** One status: the row WhatsApp's id names, in the database that holds it now. */
async function recordStatus(ctx: RequestCtx, event: StatusEvent) {
  const id = typeof event.id === 'string' ? event.id : ''
  const status = WHATSAPP_DELIVERIES.find((s) => s === event.status)
  if (!id || !status) return
  const route = await ctx.directory
    .select({ outboxId: whatsappMessages.outboxId, storeId: whatsappMessages.storeId })
    .from(whatsappMessages)
    .where(eq(whatsappMessages.waMessageId, id))
    .get()
  if (!route) return
  const database = route.storeId ? (await routeOfShop(ctx, route.storeId))?.database : DIRECTORY
  if (!database) return
  const error = list<{ code?: unknown; title?: unknown }>(event.errors)[0]
  const deliveryError =
    status === 'failed'
      ? whatsappErrorText(
          Number(error?.code ?? 0),
          typeof error?.title === 'string' ? error.title : undefined,
        ).slice(0, 300)
      : null
  await databaseIn(ctx, database)
    .update(outbox)
    .set({ delivery: status, deliveryError })
    .where(
      and(
        eq(outbox.id, route.outboxId),
        eq(outbox.waMessageId, id),
        sql`${rankOf} < ${RANK[status]}`,
      ),
    )
}

/**
 * A genuine event (its signature checked by the caller): statuses update their messages, a
 * person's own message opens their number's 24-hour window. Anything it does not know is
 * ignored, so Meta, answered 200, does not retry it forever.
 */
export async function receiveWhatsappEvent(ctx: RequestCtx, body: WebhookBody) {
  if (body.object !== 'whatsapp_business_account') return
  for (const entry of list<NonNullable<WebhookBody['entry']>[number]>(body.entry))
    for (const change of list<NonNullable<typeof entry.changes>[number]>(entry.changes)) {
      if (change.field !== 'messages') continue
      for (const status of list<StatusEvent>(change.value?.statuses))
        await recordStatus(ctx, status)
      for (const message of list<InboundEvent>(change.value?.messages))
        if (typeof message.from === 'string' && /^\d{6,15}$/.test(message.from))
          await openWindow(ctx, message.from, eventTime(ctx, message.timestamp))
    }
}
