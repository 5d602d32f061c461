import { and, eq, type SQL, sql } from 'drizzle-orm'
import { authAttempts, outbox, stores, users } from '../db/schema'
import type { RequestCtx } from '../env'
import { newId } from '../lib/ids'
import type { BlockedReason } from '../schemas/shop-contacts'
import { countEvent } from './attempts'
import { type OutgoingMessage, queueMessage } from './outbox'

/**
 * How many messages may leave on a shop's behalf in 24 hours (ADR 014). Counted from the
 * outbox itself (sent, pending or failed; never the blocked ones), in the statement that
 * inserts the message, so parallel requests cannot pass a cap together. A shop's outbox is in
 * its own database (ADR 036): the caps spanning shops (per shopper, per code recipient) are
 * also kept as a count in the directory, where every shop's messages meet (`CrossShop`). That
 * count is a window opened by its first message (not a sliding day), and two shops on two
 * databases sending at the same instant may both pass the last place: the same shop cannot.
 */
const MESSAGE_CAPS = {
  /** Everything one shop causes: order e-mails, receipts, enquiries, status messages, codes. */
  perShop: 300,
  /** One kind of message (receipts, status messages) to one shopper's number, all shops together. */
  perShopper: 6,
  /** Status messages about one order: confirmed, shipped and delivered on the same day. */
  perOrder: 3,
  /** Contact codes to one address, from every shop together. */
  codesPerRecipient: 3,
} as const

const DAY_SECONDS = 86_400

/** Who receives a message a shop causes, which decides what must hold before it leaves. */
export type Audience =
  /** The shop's own e-mail or WhatsApp number (orders, enquiries): only once verified. */
  | { kind: 'shop-contact' }
  /** A platform notice about the shop (subscription), to its verified contact: never capped. */
  | { kind: 'shop-notice' }
  /** A shopper's phone typed into an order: capped per order, per number and per shop. */
  | { kind: 'shopper'; orderId: string; crossShop: CrossShop }
  /** The code proving a shop's contact: the one message an unverified contact receives. */
  | { kind: 'contact-code'; crossShop: CrossShop }
  /** A person the shop invites to its atelier (ADR 016): within the shop's cap. */
  | { kind: 'invitee' }

/**
 * A recipient's count across shops (24 hours, in the directory's windowed counters,
 * auth_attempts): what the shop's own outbox cannot see of the other databases. `outboxId` is
 * the row the message will be, so the count follows only a message that left (`countCrossShop`).
 */
export type CrossShop = { sent: number; key: string; outboxId: string }

const crossShopKey = (m: Pick<OutgoingMessage, 'template' | 'to'>) => `sent:${m.template}:${m.to}`

/** Reads, before the batch, how many `m.template` messages left for `m.to` from every shop. */
export async function crossShopCount(
  ctx: RequestCtx,
  m: Pick<OutgoingMessage, 'template' | 'to'>,
): Promise<CrossShop> {
  const key = crossShopKey(m)
  const row = await ctx.directory
    .select({ failures: authAttempts.failures, since: authAttempts.windowStartedAt })
    .from(authAttempts)
    .where(and(eq(authAttempts.scope, 'code'), eq(authAttempts.key, key)))
    .get()
  const live = row && row.since.getTime() > ctx.now.getTime() - DAY_SECONDS * 1000
  return { sent: live ? row.failures : 0, key, outboxId: newId('out') }
}

/**
 * After the batch: the message counts toward its recipient's caps across shops if it was
 * queued to leave (a blocked one, or one whose batch failed, counts nowhere). Two writes in two
 * databases: a failure between them under-counts one message, never blocks one wrongly.
 */
export async function countCrossShop(ctx: RequestCtx, crossShop: CrossShop) {
  const row = await ctx.db
    .select({ status: outbox.status })
    .from(outbox)
    .where(eq(outbox.id, crossShop.outboxId))
    .get()
  if (!row || row.status === 'blocked') return
  await countEvent(
    { ...ctx, db: ctx.directory },
    'code',
    crossShop.key,
    DAY_SECONDS,
    () => sql`null`,
  )
}

/**
 * The same count, taken beside the batch rather than after it (an order's intake: the answer
 * then waits on one round trip, not two). `+1` goes with a message expected to leave; `-1`
 * undoes it when the batch failed or held the message after all (the caller compares).
 */
export function countCrossShopBeside(ctx: RequestCtx, crossShop: CrossShop, step: 1 | -1) {
  if (step === 1)
    return countEvent(
      { ...ctx, db: ctx.directory },
      'code',
      crossShop.key,
      DAY_SECONDS,
      () => sql`null`,
    )
  return ctx.directory
    .update(authAttempts)
    .set({ failures: sql`max(${authAttempts.failures} - 1, 0)` })
    .where(and(eq(authAttempts.scope, 'code'), eq(authAttempts.key, crossShop.key)))
}

/** Whether a shopper's message will leave as far as the directory can tell before its batch. */
export const shopperMessageExpected = (owner: ShopOwner, crossShop: CrossShop) =>
  owner.verified && crossShop.sent < MESSAGE_CAPS.perShopper

/**
 * A contact code's count across shops, taken at once rather than after its batch: the batches
 * a code joins (a shop's creation, a profile change) are their callers'. A code then held by
 * the shop's own cap still counts: it errs towards sending a stranger's address less.
 */
export async function takeCrossShop(
  ctx: RequestCtx,
  m: Pick<OutgoingMessage, 'template' | 'to'>,
): Promise<CrossShop> {
  const key = crossShopKey(m)
  const [row] = await countEvent(
    { ...ctx, db: ctx.directory },
    'code',
    key,
    DAY_SECONDS,
    () => sql`null`,
  ).returning()
  return { sent: (row?.failures ?? 1) - 1, key, outboxId: newId('out') }
}

/**
 * What the gate needs of the shop's owner: whether their sign-in is verified, and which. An
 * account lives in the directory, the shop's rows (and its outbox) in the shop's database
 * (ADR 036): no statement joins the two, so the owner is read first and the gate's insert
 * carries the answer as values.
 */
export type ShopOwner = { verified: boolean; email: string | null; phone: string | null }

/** Per request: keyed by its `effects`, the one object every copy of the request's ctx shares. */
const owners = new WeakMap<RequestCtx['effects'], Map<string, Promise<ShopOwner>>>()

/**
 * The shop's owner as the directory holds the account, read once per request and shop: by the
 * owner's id when the caller has it (a shop being created is not routed in the directory yet),
 * else through the shop's routing row.
 */
export function shopOwnerOf(
  ctx: RequestCtx,
  storeId: string,
  ownerId?: string,
): Promise<ShopOwner> {
  const known = owners.get(ctx.effects) ?? new Map<string, Promise<ShopOwner>>()
  owners.set(ctx.effects, known)
  let owner = known.get(storeId)
  if (!owner) {
    const account = { verifiedAt: users.verifiedAt, email: users.email, phone: users.phone }
    const read = ownerId
      ? ctx.directory.select(account).from(users).where(eq(users.id, ownerId)).get()
      : ctx.directory
          .select(account)
          .from(stores)
          .innerJoin(users, eq(users.id, stores.ownerId))
          .where(eq(stores.id, storeId))
          .get()
    owner = read.then((u) => ({
      verified: Boolean(u?.verifiedAt),
      email: u?.email ?? null,
      phone: u?.phone ?? null,
    }))
    known.set(storeId, owner)
  }
  return owner
}

/** The shop's column holding each channel's contact, its proof, and the owner's sign-in field. */
const CONTACT_COLUMNS = {
  email: { contact: 'email', provenAt: 'email_verified_at', owner: 'email' },
  whatsapp: { contact: 'phone', provenAt: 'phone_verified_at', owner: 'phone' },
} as const

/**
 * The shop's current e-mail (or number) is `to` and proven: by its own code, or because it is
 * the owner's verified sign-in.
 */
export function contactVerified(
  storeId: string,
  owner: ShopOwner,
  m: Pick<OutgoingMessage, 'channel' | 'to'>,
) {
  const { contact, provenAt } = CONTACT_COLUMNS[m.channel]
  const [shopContact, proof] = [sql.raw(`s.${contact}`), sql.raw(`s.${provenAt}`)]
  const ownerContact = owner[CONTACT_COLUMNS[m.channel].owner]
  const ownerProves = owner.verified && ownerContact !== null && ownerContact === m.to
  return sql`exists (select 1 from stores s
    where s.id = ${storeId} and ${shopContact} = ${m.to}
      and (${proof} is not null or ${ownerProves ? 1 : 0}))`
}

/** Every shop's messages to this recipient, as the directory counted them before the batch. */
const crossShopRule = (crossShop: CrossShop, cap: number) => sql`${crossShop.sent >= cap ? 1 : 0}`

/** The reason (a BlockedReason) not to send, or null: evaluated inside the insert. */
function blockedBy(
  ctx: RequestCtx,
  storeId: string,
  owner: ShopOwner,
  m: OutgoingMessage,
  audience: Audience,
): SQL {
  const since = Math.floor(ctx.now.getTime() / 1000) - DAY_SECONDS
  const sent = (where: SQL) =>
    sql`(select count(*) from outbox o where ${where} and o.created_at > ${since} and o.status <> 'blocked')`
  const rules: [SQL, BlockedReason][] = [[sql`${owner.verified ? 0 : 1}`, 'account-unverified']]
  if (audience.kind === 'shop-contact' || audience.kind === 'shop-notice')
    rules.push([sql`not ${contactVerified(storeId, owner, m)}`, 'contact-unverified'])
  if (audience.kind !== 'shop-notice')
    rules.push([sql`${sent(sql`o.store_id = ${storeId}`)} >= ${MESSAGE_CAPS.perShop}`, 'shop-cap'])
  const sameTemplate = sql`o.recipient = ${m.to} and o.template = ${m.template}`
  if (audience.kind === 'shopper') {
    rules.push([
      sql`${sent(sql`${sameTemplate} and o.related_id = ${audience.orderId}`)} >= ${MESSAGE_CAPS.perOrder}`,
      'order-cap',
    ])
    rules.push([sql`${sent(sameTemplate)} >= ${MESSAGE_CAPS.perShopper}`, 'recipient-cap'])
    rules.push([crossShopRule(audience.crossShop, MESSAGE_CAPS.perShopper), 'recipient-cap'])
  }
  if (audience.kind === 'contact-code') {
    rules.push([sql`${sent(sameTemplate)} >= ${MESSAGE_CAPS.codesPerRecipient}`, 'recipient-cap'])
    rules.push([crossShopRule(audience.crossShop, MESSAGE_CAPS.codesPerRecipient), 'recipient-cap'])
  }
  const whens = sql.join(
    rules.map(([when, reason]) => sql`when ${when} then ${reason}`),
    sql` `,
  )
  return sql`(case ${whens} else null end)`
}

/**
 * Queues a message a shop causes. It is always recorded; it is sent only if the shop's owner
 * is verified, the shop's contact is verified when it is the recipient, and no cap is
 * reached. Otherwise it stays 'blocked' with its reason, which the dashboard explains.
 * `owner` comes from `shopOwnerOf`; the insert is returned unexecuted (and sync: a drizzle
 * statement is a thenable, which an async function would run instead of returning).
 */
export function queueShopMessage(
  ctx: RequestCtx,
  storeId: string,
  owner: ShopOwner,
  m: OutgoingMessage,
  audience: Audience,
  opts: { onlyIf?: SQL } = {},
) {
  return queueMessage(ctx, m, {
    ...opts,
    storeId,
    relatedId: audience.kind === 'shopper' ? audience.orderId : undefined,
    id:
      audience.kind === 'shopper' || audience.kind === 'contact-code'
        ? audience.crossShop.outboxId
        : undefined,
    blockedBy: blockedBy(ctx, storeId, owner, m, audience),
  })
}
