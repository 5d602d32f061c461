import { and, desc, eq, lte, type SQL, sql } from 'drizzle-orm'
import { notLeftBehind } from '../db/databases'
import { type OutboxRow, outbox } from '../db/schema'
import type { Env, OnDatabaseCtx } from '../env'
import { isDev } from '../lib/config'
import { addSeconds } from '../lib/dates'
import { newId } from '../lib/ids'
import { msg } from '../schemas/messages'

export type OutgoingMessage = {
  channel: 'email' | 'whatsapp'
  /** An e-mail address, or international phone digits for WhatsApp. */
  to: string
  template: string
  subject: string
  body: string
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
  if (opts.onlyIf || opts.blockedBy) {
    // Same row, inserted only if the guard of the event's batch held (columns in table order).
    // The reason is read in the insert itself, so the caps count what the batch just wrote.
    const at = Math.floor(ctx.now.getTime() / 1000)
    return ctx.db.insert(outbox).select(
      sql`select ${id}, ${m.channel}, ${m.to}, ${m.template}, ${m.subject}, ${m.body},
          case when gate.reason is null then 'pending' else 'blocked' end, 0, null, ${at}, null, ${at},
          ${storeId}, ${relatedId}, gate.reason
          from (select ${opts.blockedBy ?? sql`null`} as reason) as gate where ${opts.onlyIf ?? sql`1`}`,
    )
  }
  return ctx.db.insert(outbox).values({
    id,
    channel: m.channel,
    recipient: m.to,
    template: m.template,
    subject: m.subject,
    body: m.body,
    nextAttemptAt: ctx.now,
    storeId,
    relatedId,
  })
}

type Transport = (env: Env, m: OutboxRow) => Promise<void>

/** Local development: nothing leaves the machine; /dev/outbox shows every message. */
const devTransport: Transport = async () => {}

const emailTransport: Transport = async (env, m) => {
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
}

const whatsappTransport: Transport = async (env, m) => {
  if (!env.WHATSAPP_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID)
    throw new Error(msg.whatsappTransportMissing)
  const res = await fetch(
    `https://graph.facebook.com/v21.0/${env.WHATSAPP_PHONE_NUMBER_ID}/messages`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${env.WHATSAPP_TOKEN}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        to: m.recipient,
        type: 'text',
        text: { body: m.body },
      }),
    },
  )
  if (!res.ok) throw new Error(`API WhatsApp : ${res.status} ${(await res.text()).slice(0, 200)}`)
}

export function transportFor(env: Env, channel: OutboxRow['channel']): Transport {
  if (isDev(env) || env.MESSAGES_TRANSPORT === 'dev') return devTransport
  return channel === 'email' ? emailTransport : whatsappTransport
}

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
      await transportFor(ctx.env, row.channel)(ctx.env, row)
      await ctx.db
        .update(outbox)
        .set({ status: 'sent', sentAt: ctx.now, lastError: null })
        .where(eq(outbox.id, row.id))
      sent++
    } catch (err) {
      const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'pending'
      await ctx.db
        .update(outbox)
        .set({ status, lastError: String((err as Error).message ?? err).slice(0, 500) })
        .where(eq(outbox.id, row.id))
      failed++
    }
  }
  return { sent, failed }
}

/** One database's newest messages (the local /dev/outbox reads each database's in turn). */
export async function listRecentMessages(ctx: OnDatabaseCtx, limit = 100): Promise<OutboxRow[]> {
  return ctx.db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit)
}
