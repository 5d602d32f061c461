import { type SQL, sql } from 'drizzle-orm'
import type { RequestCtx } from '../env'
import type { BlockedReason } from '../schemas/shop-contacts'
import { type OutgoingMessage, queueMessage } from './outbox'

/**
 * How many messages may leave on a shop's behalf in 24 hours (ADR 014). Counted from the
 * outbox itself (sent, pending or failed; never the blocked ones), in the statement that
 * inserts the message, so parallel requests cannot pass a cap together.
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
  | { kind: 'shopper'; orderId: string }
  /** The code proving a shop's contact: the one message an unverified contact receives. */
  | { kind: 'contact-code' }
  /** A person the shop invites to its atelier (ADR 016): within the shop's cap. */
  | { kind: 'invitee' }

const ownerVerified = (storeId: string) =>
  sql`exists (select 1 from stores s join users u on u.id = s.owner_id
    where s.id = ${storeId} and u.verified_at is not null)`

/** The shop's column holding each channel's contact, its proof, and the owner's sign-in column. */
const CONTACT_COLUMNS = {
  email: { contact: 'email', provenAt: 'email_verified_at' },
  whatsapp: { contact: 'phone', provenAt: 'phone_verified_at' },
} as const

/**
 * The shop's current e-mail (or number) is `to` and proven: by its own code, or because it is
 * the owner's verified sign-in.
 */
export function contactVerified(storeId: string, m: Pick<OutgoingMessage, 'channel' | 'to'>) {
  const { contact, provenAt } = CONTACT_COLUMNS[m.channel]
  const [shopContact, proof, ownerContact] = [
    sql.raw(`s.${contact}`),
    sql.raw(`s.${provenAt}`),
    sql.raw(`u.${contact}`),
  ]
  return sql`exists (select 1 from stores s join users u on u.id = s.owner_id
    where s.id = ${storeId} and ${shopContact} = ${m.to}
      and (${proof} is not null or (u.verified_at is not null and ${ownerContact} = ${shopContact})))`
}

/** The reason (a BlockedReason) not to send, or null: evaluated inside the insert. */
function blockedBy(ctx: RequestCtx, storeId: string, m: OutgoingMessage, audience: Audience): SQL {
  const since = Math.floor(ctx.now.getTime() / 1000) - DAY_SECONDS
  const sent = (where: SQL) =>
    sql`(select count(*) from outbox o where ${where} and o.created_at > ${since} and o.status <> 'blocked')`
  const rules: [SQL, BlockedReason][] = [[sql`not ${ownerVerified(storeId)}`, 'account-unverified']]
  if (audience.kind === 'shop-contact' || audience.kind === 'shop-notice')
    rules.push([sql`not ${contactVerified(storeId, m)}`, 'contact-unverified'])
  if (audience.kind !== 'shop-notice')
    rules.push([sql`${sent(sql`o.store_id = ${storeId}`)} >= ${MESSAGE_CAPS.perShop}`, 'shop-cap'])
  const sameTemplate = sql`o.recipient = ${m.to} and o.template = ${m.template}`
  if (audience.kind === 'shopper') {
    rules.push([
      sql`${sent(sql`${sameTemplate} and o.related_id = ${audience.orderId}`)} >= ${MESSAGE_CAPS.perOrder}`,
      'order-cap',
    ])
    rules.push([sql`${sent(sameTemplate)} >= ${MESSAGE_CAPS.perShopper}`, 'recipient-cap'])
  }
  if (audience.kind === 'contact-code')
    rules.push([sql`${sent(sameTemplate)} >= ${MESSAGE_CAPS.codesPerRecipient}`, 'recipient-cap'])
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
 */
export function queueShopMessage(
  ctx: RequestCtx,
  storeId: string,
  m: OutgoingMessage,
  audience: Audience,
  opts: { onlyIf?: SQL } = {},
) {
  return queueMessage(ctx, m, {
    ...opts,
    storeId,
    relatedId: audience.kind === 'shopper' ? audience.orderId : undefined,
    blockedBy: blockedBy(ctx, storeId, m, audience),
  })
}
