import { and, desc, eq, lte, type SQL, sql } from 'drizzle-orm'
import { notLeftBehind } from '../db/databases'
import { type OutboxRow, outbox, whatsappMessages } from '../db/schema'
import type { Env, OnDatabaseCtx, RequestCtx } from '../env'
import { isDev } from '../lib/config'
import { addSeconds } from '../lib/dates'
import { newId } from '../lib/ids'
import { msg } from '../schemas/messages'
import { sendWhatsapp, WhatsappRefusal } from './whatsapp/cloud-api'
import { asParameter, fillTemplate, whatsappTemplateOf } from './whatsapp/message-templates'

export type OutgoingMessage = {
  channel: 'email' | 'whatsapp'
  /** An e-mail address, or international phone digits for WhatsApp. */
  to: string
  template: string
  subject: string
  body: string
  /**
   * The WhatsApp template's parameters, in order (whatsapp/message-templates.ts): a WhatsApp message
   * the platform starts goes as that template; without, only as free text inside the window.
   */
  params?: string[]
}

/**
 * What the row keeps: for WhatsApp, the parameters folded as Meta takes them, and the body as
 * the person will read it (the template filled in), for /dev/outbox and the dashboard.
 */
function stored(m: OutgoingMessage): { body: string; params: string[] | null } {
  const template = m.channel === 'whatsapp' && m.params ? whatsappTemplateOf(m.template) : undefined
  if (!template || !m.params) return { body: m.body, params: null }
  const params = m.params.map(asParameter)
  return { body: fillTemplate(template, params), params }
}

export const MAX_ATTEMPTS = 6

/** Where a message a shop causes comes from, and what may hold it back (message-gate.ts). */
export type QueueOptions = {
  /** The batch's guard: no row at all unless it holds. */
  onlyIf?: SQL
  storeId?: string
  relatedId?: string
  /** An SQL expression giving a reason not to send (kept as 'blocked'), or null to send. */
  blockedBy?: SQL
  /** The row's id when the caller looks it up after the batch (message-gate's cross-shop count). */
  id?: string
}

/**
 * Queues a message: returns the insert unexecuted so it joins the batch of the event that
 * causes it, and asks for a delivery run once the response has left.
 */
export function queueMessage(ctx: OnDatabaseCtx, m: OutgoingMessage, opts: QueueOptions = {}) {
  ctx.effects.deliverOutbox = true
  const storeId = opts.storeId ?? null
  const relatedId = opts.relatedId ?? null
  const id = opts.id ?? newId('out')
  const { body, params } = stored(m)
  const paramsJson = params ? JSON.stringify(params) : null
  if (opts.onlyIf || opts.blockedBy) {
    // Same row, inserted only if the guard of the event's batch held (columns in table order).
    // The reason is read in the insert itself, so the caps count what the batch just wrote.
    const at = Math.floor(ctx.now.getTime() / 1000)
    return ctx.db.insert(outbox).select(
      sql`select ${id}, ${m.channel}, ${m.to}, ${m.template}, ${m.subject}, ${body},
          case when gate.reason is null then 'pending' else 'blocked' end, 0, null, ${at}, null, ${at},
          ${storeId}, ${relatedId}, gate.reason, ${paramsJson}, null, null, null
          from (select ${opts.blockedBy ?? sql`null`} as reason) as gate where ${opts.onlyIf ?? sql`1`}`,
    )
  }
  return ctx.db.insert(outbox).values({
    id,
    channel: m.channel,
    recipient: m.to,
    template: m.template,
    subject: m.subject,
    body,
    params,
    nextAttemptAt: ctx.now,
    storeId,
    relatedId,
  })
}

/** Sends one row; returns the provider's id for it when it gives one (WhatsApp's `wamid`). */
type Transport = (ctx: RequestCtx, m: OutboxRow) => Promise<string | undefined>

/** Local development: nothing leaves the machine; /dev/outbox shows every message. */
const devTransport: Transport = async () => undefined

const emailTransport: Transport = async ({ env }, m) => {
  if (!env.EMAIL_API_URL || !env.EMAIL_API_KEY || !env.EMAIL_FROM)
    throw new Error(msg.emailTransportMissing)
  const res = await fetch(env.EMAIL_API_URL, {
    method: 'POST',
    headers: { authorization: `Bearer ${env.EMAIL_API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      from: env.EMAIL_FROM,
      to: [m.recipient],
      subject: m.subject,
      text: m.body,
    }),
  })
  if (!res.ok) throw new Error(`API e-mail : ${res.status} ${(await res.text()).slice(0, 200)}`)
  return undefined
}

/**
 * The real transports in production. In local development and tests nothing leaves, except
 * WhatsApp when its API's address is set: then it is the local stand-in of the Cloud API
 * (scripts/whatsapp-sandbox), reached by the very code production runs (ADR 049).
 */
export function transportFor(env: Env, channel: OutboxRow['channel']): Transport {
  if (env.MESSAGES_TRANSPORT === 'dev') return devTransport
  if (channel === 'whatsapp' && env.WHATSAPP_API_URL) return sendWhatsapp
  if (isDev(env)) return devTransport
  return channel === 'email' ? emailTransport : sendWhatsapp
}

/** A template awaiting Meta's approval is tried again this much later, its attempts unspent. */
const WAIT_SECONDS = 60 * 60

/** 1 min, 2, 4, 8, 16: a message whose provider is down waits, it is not dropped. */
const backoffSeconds = (attempts: number) => 60 * 2 ** Math.max(0, attempts - 1)

/**
 * Sends what is due. Each row is claimed with a conditional update first, so two runs
 * (after a request and from the cron) never send the same message twice.
 */
export async function deliverDueMessages(
  ctx: OnDatabaseCtx,
  limit = 25,
  /** Shops whose rows here a switched move left behind (`leftoverShops`): their copy is dead. */
  leftovers: readonly string[] = [],
): Promise<{ sent: number; failed: number }> {
  const due = await ctx.db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        lte(outbox.nextAttemptAt, ctx.now),
        notLeftBehind(outbox.storeId, leftovers),
      ),
    )
    .orderBy(outbox.createdAt)
    .limit(limit)
  let sent = 0
  let failed = 0
  for (const row of due) {
    const attempts = row.attempts + 1
    const claimed = await ctx.db
      .update(outbox)
      .set({ attempts, nextAttemptAt: addSeconds(ctx.now, backoffSeconds(attempts)) })
      .where(
        and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), eq(outbox.status, 'pending')),
      )
      .returning({ id: outbox.id })
    if (claimed.length === 0) continue
    try {
      const providerId = await transportFor(ctx.env, row.channel)(ctx, row)
      await ctx.db
        .update(outbox)
        .set({ status: 'sent', sentAt: ctx.now, lastError: null, waMessageId: providerId ?? null })
        .where(eq(outbox.id, row.id))
      if (providerId) await routeStatuses(ctx, providerId, row)
      sent++
    } catch (err) {
      await ctx.db
        .update(outbox)
        .set(afterFailure(ctx, err, row.attempts, attempts))
        .where(eq(outbox.id, row.id))
      failed++
    }
  }
  return { sent, failed }
}

/**
 * A refused WhatsApp message is never dropped: one awaiting its template's approval stays
 * pending (attempts unspent, tried again later), one no retry mends is failed at once; both
 * keep Meta's code and the reason. Anything else is retried with backoff.
 */
function afterFailure(ctx: RequestCtx, err: unknown, before: number, attempts: number) {
  const lastError = String((err as Error).message ?? err).slice(0, 500)
  if (err instanceof WhatsappRefusal)
    return err.wait
      ? {
          status: 'pending' as const,
          attempts: before,
          nextAttemptAt: addSeconds(ctx.now, WAIT_SECONDS),
          lastError,
        }
      : { status: 'failed' as const, lastError }
  return {
    status: attempts >= MAX_ATTEMPTS ? ('failed' as const) : ('pending' as const),
    lastError,
  }
}

/**
 * Records, in the directory, whose message WhatsApp accepted, so its status webhooks find the
 * row (whatsapp_messages). Its failure only leaves those statuses unrecorded: logged, never
 * the delivery's error (the message did leave).
 */
async function routeStatuses(ctx: RequestCtx, waMessageId: string, row: OutboxRow) {
  try {
    await ctx.directory
      .insert(whatsappMessages)
      .values({ waMessageId, outboxId: row.id, storeId: row.storeId, createdAt: ctx.now })
      .onConflictDoNothing()
  } catch (err) {
    console.error(`[${ctx.requestId}] routing WhatsApp statuses of ${row.id}`, err)
  }
}

/** One database's newest messages (the local /dev/outbox reads each database's in turn). */
export async function listRecentMessages(ctx: OnDatabaseCtx, limit = 100): Promise<OutboxRow[]> {
  return ctx.db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit)
}
