import { and, eq, type SQL, sql } from 'drizzle-orm'
import { authAttempts, outbox, stores, users } from '../db/schema'
import type { OnDatabaseCtx, RequestCtx, ShopDatabaseCtx } from '../env'
import { newId } from '../lib/ids'
import type { BlockedReason } from '../schemas/shop-contacts'
import { countEvent } from './attempts'
import { onDirectory } from './context'
import { type OutgoingMessage, queueMessage } from './outbox'
import { onShopDatabase } from './shops/databases'

/**
 * How many messages may leave on a shop's behalf in 24 hours (ADR 014). Counted from the
 * outbox itself (sent, pending or failed; never the blocked ones), in the statement that
 * inserts the message, so parallel requests cannot pass a cap together. A shop's outbox is in
 * its own database (ADR 036): the caps spanning shops (per shopper, per code recipient) are
 * also kept as a count in the directory, where every shop's messages meet (`CrossShop`). That
 * count is a window opened by its first message (not a sliding day); a message takes its place
 * there atomically before its batch, so two shops on two databases cannot both take the last
 * one (ADR 041).
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
  /** A courier the shop listed, sent their day's link (ADR 052): within the shop's cap. */
  | { kind: 'courier' }

/**
 * A recipient's count across shops (24 hours, in the directory's windowed counters,
 * auth_attempts): what the shop's own outbox cannot see of the other databases. `sent` is how
 * many had taken a place before this message; `outboxId` is the row the message will be, so a
 * place taken by a message that does not leave is given back (`settleCrossShop`).
 */
export type CrossShop = { sent: number; key: string; outboxId: string }

const crossShopKey = (m: Pick<OutgoingMessage, 'template' | 'to'>) => `sent:${m.template}:${m.to}`

/**
 * Takes the message's place in its recipient's count across shops, before its batch: one UPSERT
 * in the directory, which returns the count with this message in it. Two shops on two
 * databases asking at the same instant get two different counts, so only as many as the cap
 * allows find a place (ADR 041). The gate reads `sent` inside the insert.
 */
export async function takeCrossShop(
  ctx: RequestCtx,
  m: Pick<OutgoingMessage, 'template' | 'to'>,
): Promise<CrossShop> {
  const key = crossShopKey(m)
  const [row] = await countEvent(
    onDirectory(ctx),
    'code',
    key,
    DAY_SECONDS,
    () => sql`null`,
  ).returning()
  return { sent: (row?.failures ?? 1) - 1, key, outboxId: newId('out') }
}

/**
 * After the batch (or its failure): a place taken by a message that will not leave (held by the
 * gate, or its batch failed or wrote nothing) is given back. Two writes in two databases: a
 * failure between them keeps the place taken, which holds a later message wrongly at worst,
 * never lets one past the cap. Contact codes keep theirs (their batches are their callers'): a
 * held code still counts, erring towards sending a stranger's address less.
 */
export async function settleCrossShop(ctx: OnDatabaseCtx, crossShop: CrossShop) {
  try {
    const row = await ctx.db
      .select({ status: outbox.status })
      .from(outbox)
      .where(eq(outbox.id, crossShop.outboxId))
      .get()
    if (row && row.status !== 'blocked') return
    await giveBackCrossShop(ctx, crossShop)
  } catch (err) {
    console.error(`[${ctx.requestId}] giving back a place of ${crossShop.key}`, err)
  }
}

/** The place a message took and will not use, given back (its caller knows it will not leave). */
export const giveBackCrossShop = (ctx: RequestCtx, crossShop: CrossShop) =>
  ctx.directory
    .update(authAttempts)
    .set({ failures: sql`max(${authAttempts.failures} - 1, 0)` })
    .where(and(eq(authAttempts.scope, 'code'), eq(authAttempts.key, crossShop.key)))

/**
 * What the gate needs of the shop's owner: whether their sign-in is verified, and which. An
 * account lives in the directory, the shop's rows (and its outbox) in the shop's database
 * (ADR 036): no statement joins the two, so the owner is read first and the gate's insert
 * carries the answer as values.
 */
export type ShopOwner = {
  verified: boolean
  /** Blocked by an administrator: nothing leaves on the shop's behalf (held as 'owner-blocked'). */
  blocked: boolean
  email: string | null
  phone: string | null
}

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
    const account = {
      verifiedAt: users.verifiedAt,
      status: users.status,
      email: users.email,
      phone: users.phone,
    }
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
      blocked: u?.status === 'blocked',
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
  // An administrator's block comes first: it is the reason the dashboard and the admin see.
  const rules: [SQL, BlockedReason][] = [
    [sql`${owner.blocked ? 1 : 0}`, 'owner-blocked'],
    [sql`${owner.verified ? 0 : 1}`, 'account-unverified'],
  ]
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
  ctx: OnDatabaseCtx,
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

/** The contact columns of the shop's row for each channel, as `contactVerified` reads them. */
const provenRecipient = (storeId: string, owner: ShopOwner) => {
  const byOwner = (value: string | null) =>
    owner.verified && value ? sql`o.recipient = ${value}` : sql`0`
  return sql`exists (select 1 from stores s where s.id = ${storeId} and (
    (o.channel = 'email' and s.email <> '' and s.email = o.recipient
      and (s.email_verified_at is not null or ${byOwner(owner.email)}))
    or (o.channel = 'whatsapp' and s.phone <> '' and s.phone = o.recipient
      and (s.phone_verified_at is not null or ${byOwner(owner.phone)}))))`
}

/**
 * Releases the messages held for the shop's own contacts once the owner has proven them: the
 * alerts (new orders, enquiries, subscription notices) kept as `contact-unverified` or
 * `account-unverified` whose recipient is now a proven contact of the shop. Unexecuted, to join
 * the batch that proves the contact (after its update of `stores`, whose proof it reads), so a
 * proof and its release are one write: no round has to look for them later.
 *
 * Only what the dashboard showed as held (the last 24 hours): an older alert's order or enquiry
 * is on the dashboard, and a day of stale alerts would only bury the new ones. Within what the
 * shop's daily cap still allows, oldest first. A message to anyone else (a shopper's receipt or
 * status message) stays held: its recipient proved nothing, and may have moved on (ADR 014).
 * Nothing is released for a blocked or still unverified owner.
 */
export function releaseHeldForOwner(ctx: ShopDatabaseCtx, storeId: string, owner: ShopOwner) {
  if (owner.blocked || !owner.verified) return []
  ctx.effects.deliverOutbox = true
  const since = Math.floor(ctx.now.getTime() / 1000) - DAY_SECONDS
  const sentToday = sql`(select count(*) from outbox c where c.store_id = ${storeId}
    and c.created_at > ${since} and c.status <> 'blocked')`
  const held = sql`select o.id from outbox o where o.store_id = ${storeId}
    and o.created_at > ${since} and o.status = 'blocked'
    and o.blocked_reason in ('contact-unverified', 'account-unverified')
    and o.template <> 'shop-contact-code' and ${provenRecipient(storeId, owner)}
    order by o.created_at, o.rowid limit max(0, ${MESSAGE_CAPS.perShop} - ${sentToday})`
  return [
    ctx.db
      .update(outbox)
      .set({ status: 'pending', blockedReason: null, nextAttemptAt: ctx.now })
      .where(sql`${outbox.id} in (${held})`),
  ]
}

/**
 * After an account is confirmed (its link, or a reset code proving its address), in the
 * directory: the owner's shop releases what it held for them (`releaseHeldForOwner`), in the
 * shop's database, a second write. Its failure only leaves those messages held, as they were,
 * so it is logged, never the confirmation's error. A shop being moved (`shop:move`) is left
 * alone: a write to either copy would undo the move.
 */
export async function releaseHeldAfterConfirmation(ctx: RequestCtx, userId: string) {
  try {
    const shop = await ctx.directory
      .select({ id: stores.id, database: stores.database, movingTo: stores.movingTo })
      .from(stores)
      .where(eq(stores.ownerId, userId))
      .get()
    if (!shop || shop.movingTo) return
    const onShop = onShopDatabase(ctx, shop.database)
    for (const release of releaseHeldForOwner(
      onShop,
      shop.id,
      await shopOwnerOf(ctx, shop.id, userId),
    ))
      await release
  } catch (err) {
    console.error(`[${ctx.requestId}] releasing held messages`, err)
  }
}
