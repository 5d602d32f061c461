import { and, count, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm'
import { batch } from '../../db/client'
import { changesOf, insertWhere } from '../../db/conditional'
import {
  authTokens,
  outbox,
  type StoreRow,
  stores,
  type UserRow,
  users,
} from '../../db/schema/index'
import type { RequestCtx, ShopDatabaseCtx, StoreCtx } from '../../env'
import { addSeconds } from '../../lib/dates'
import { ApiError, type ErrorIssue, fieldError } from '../../lib/errors'
import { newId, newSecretToken } from '../../lib/ids'
import { sha256 } from '../../lib/passwords'
import { msg } from '../../schemas/messages'
import {
  BLOCKED_REASON_LABEL,
  type BlockedReason,
  type ContactChannel,
  type ContactCodeInput,
  type ShopContacts,
  shopContactMsg,
} from '../../schemas/shop-contacts'
import { storeProfileMsg } from '../../schemas/stores'
import { codeHash, newCode, RESET_MAX_TRIES } from '../auth-tokens'
import { getAlertPreferences } from '../merchant-alerts'
import { queueShopMessage, releaseHeldForOwner, shopOwnerOf, takeCrossShop } from '../message-gate'
import { shopContactCodeMessage } from '../message-templates'
import { writeShop } from './directory-copies'

/**
 * A shop's e-mail and WhatsApp number are proven by a 6-digit code sent there, with the
 * machinery of password-reset codes (auth_tokens, keyed hash, 5 tries). ADR 014.
 */
const CONTACT_CODE_TTL_SECONDS = 30 * 60
/** Codes one shop may ask per contact in 15 minutes (the daily caps come on top). */
const CONTACT_CODE_SENDS = { limit: 3, windowSeconds: 15 * 60 } as const

const PURPOSE = { email: 'shop-email', whatsapp: 'shop-phone' } as const
const contactValue = (store: StoreRow, channel: ContactChannel) =>
  channel === 'email' ? store.email : store.phone

type Owner = Pick<UserRow, 'verifiedAt' | 'email' | 'phone'>

/** Proven by its own code, or because it is the owner's verified sign-in (same as message-gate). */
function isVerified(store: StoreRow, owner: Owner, channel: ContactChannel): boolean {
  const ownerProves =
    owner.verifiedAt !== null &&
    (channel === 'email' ? owner.email === store.email : owner.phone === store.phone)
  const proven = channel === 'email' ? store.emailVerifiedAt : store.phoneVerifiedAt
  return contactValue(store, channel) !== '' && (proven !== null || ownerProves)
}

/** The owner's sign-in as the directory holds the account (ADR 036: never the shop's mirror). */
const ownerAccount = (ctx: RequestCtx, ownerId: string) =>
  ctx.directory
    .select({ verifiedAt: users.verifiedAt, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, ownerId))
    .get()

async function loadShop(ctx: StoreCtx) {
  const store = await ctx.db.select().from(stores).where(eq(stores.id, ctx.store.id)).get()
  const owner = store && (await ownerAccount(ctx, store.ownerId))
  if (!store || !owner) throw new ApiError('NOT_FOUND', msg.storeNotFound)
  return { store, owner }
}

/**
 * A shop may go without an e-mail only when its alerts have a WhatsApp number to go to
 * (issue 15): the owner signed up with one (proven by the link sent there; before that the
 * shop sends nothing at all), or the shop's own number is already proven.
 */
export async function shopEmailIssues(
  ctx: RequestCtx,
  ownerId: string,
  email: string,
  shopPhoneProven = false,
): Promise<ErrorIssue[]> {
  if (email.trim() !== '' || shopPhoneProven) return []
  const owner = await ownerAccount(ctx, ownerId)
  return owner?.phone ? [] : [{ path: 'email', message: storeProfileMsg.emailRequired }]
}

/** GET /api/store/contacts. */
export async function getShopContacts(ctx: StoreCtx): Promise<ShopContacts> {
  const [{ store, owner }, held, alerts] = await Promise.all([
    loadShop(ctx),
    ctx.db
      .select({ reason: outbox.blockedReason, count: count() })
      .from(outbox)
      .where(
        and(
          eq(outbox.storeId, ctx.store.id),
          gt(outbox.createdAt, addSeconds(ctx.now, -86_400)),
          eq(outbox.status, 'blocked'),
        ),
      )
      .groupBy(outbox.blockedReason),
    getAlertPreferences(ctx, ctx.store.id),
  ])
  return {
    accountVerified: owner.verifiedAt !== null,
    email: { value: store.email, verified: isVerified(store, owner, 'email') },
    whatsapp: { value: store.phone, verified: isVerified(store, owner, 'whatsapp') },
    alerts,
    blocked: held
      .filter((h): h is { reason: BlockedReason; count: number } => h.reason !== null)
      .map((h) => ({ ...h, label: BLOCKED_REASON_LABEL[h.reason] })),
  }
}

/** This shop's codes for one contact asked within the quota's window. */
const recentCodes = (ctx: RequestCtx, storeId: string, channel: ContactChannel) =>
  and(
    eq(authTokens.storeId, storeId),
    eq(authTokens.purpose, PURPOSE[channel]),
    gt(authTokens.createdAt, addSeconds(ctx.now, -CONTACT_CODE_SENDS.windowSeconds)),
  )

async function codesAskedRecently(ctx: ShopDatabaseCtx, storeId: string, channel: ContactChannel) {
  const row = await ctx.db
    .select({ n: count() })
    .from(authTokens)
    .where(recentCodes(ctx, storeId, channel))
    .get()
  return row?.n ?? 0
}

type CodeFor = {
  shop: { id: string; ownerId: string }
  channel: ContactChannel
  target: string
  code: string
  tokenId: string
  tokenHash: string
  codeHash: string
}

async function newCodeFor(
  ctx: RequestCtx,
  shop: CodeFor['shop'],
  channel: ContactChannel,
  target: string,
): Promise<CodeFor> {
  const code = newCode()
  const tokenId = newId('atk')
  // Never sent: the code is the secret, the row is found by shop and purpose.
  const tokenHash = await sha256(newSecretToken())
  return {
    shop,
    channel,
    target,
    code,
    tokenId,
    tokenHash,
    codeHash: await codeHash(ctx, tokenId, code),
  }
}

/**
 * The new code's row, inserted only while the shop is under its 15-minute quota for this
 * contact: counting and inserting are one statement, so parallel requests cannot all pass a
 * count made before any of them wrote. Unexecuted (and sync: an async function would run it).
 */
function codeInsert(ctx: ShopDatabaseCtx, { shop, channel, target, tokenId, ...hashes }: CodeFor) {
  const recent = sql`(select count(*) from ${authTokens} where ${recentCodes(ctx, shop.id, channel)})`
  return insertWhere(
    ctx.db,
    authTokens,
    {
      id: tokenId,
      purpose: PURPOSE[channel],
      userId: shop.ownerId,
      storeId: shop.id,
      target,
      tokenHash: hashes.tokenHash,
      codeHash: hashes.codeHash,
      expiresAt: addSeconds(ctx.now, CONTACT_CODE_TTL_SECONDS),
    },
    sql`${recent} < ${CONTACT_CODE_SENDS.limit}`,
  )
}

/**
 * What follows a new code, only if its row went in: the older codes spent, the message
 * queued. Unexecuted, for a batch after (or with, placed after) the code's insert.
 */
async function codeFollowUps(
  ctx: ShopDatabaseCtx,
  { shop, channel, target, code, tokenId }: CodeFor,
) {
  const message = shopContactCodeMessage({ channel, to: target }, { code })
  const inserted = sql`exists (select 1 from auth_tokens where id = ${tokenId})`
  return [
    ctx.db
      .update(authTokens)
      .set({ usedAt: ctx.now })
      .where(
        and(
          eq(authTokens.storeId, shop.id),
          eq(authTokens.purpose, PURPOSE[channel]),
          isNull(authTokens.usedAt),
          ne(authTokens.id, tokenId),
          inserted,
        ),
      ),
    queueShopMessage(
      ctx,
      shop.id,
      await shopOwnerOf(ctx, shop.id, shop.ownerId),
      message,
      { kind: 'contact-code', crossShop: await takeCrossShop(ctx, message) },
      { onlyIf: inserted },
    ),
  ] as const
}

/**
 * The codes to send when a shop's e-mail or number is set or changed, to join the batch that
 * writes it: none while the owner is unverified (an unverified account sends nothing), none
 * for a value the owner's verified sign-in already proves, none past the 15-minute quota.
 */
export async function contactCodesOnChange(
  ctx: ShopDatabaseCtx,
  shop: { id: string; ownerId: string; isNew: boolean },
  changed: { channel: ContactChannel; value: string }[],
) {
  if (changed.length === 0) return []
  const owner = await ownerAccount(ctx, shop.ownerId)
  if (!owner?.verifiedAt) return []
  const out = []
  for (const { channel, value } of changed) {
    // A shop may go without an e-mail (issue 15): nothing to prove.
    if (value === '') continue
    if ((channel === 'email' ? owner.email : owner.phone) === value) continue
    if (
      !shop.isNew &&
      (await codesAskedRecently(ctx, shop.id, channel)) >= CONTACT_CODE_SENDS.limit
    )
      continue
    const code = await newCodeFor(ctx, shop, channel, value)
    out.push(codeInsert(ctx, code), ...(await codeFollowUps(ctx, code)))
  }
  return out
}

/** POST /api/store/contacts/code: a code to the shop's current e-mail or number. */
export async function sendContactCode(
  ctx: StoreCtx,
  channel: ContactChannel,
): Promise<{ message: string }> {
  const { store, owner } = await loadShop(ctx)
  if (!owner.verifiedAt) throw new ApiError('CONFLICT', shopContactMsg.accountFirst)
  if (contactValue(store, channel) === '') throw new ApiError('CONFLICT', shopContactMsg.noContact)
  if (isVerified(store, owner, channel)) return { message: shopContactMsg.alreadyVerified }
  const tooMany = () =>
    new ApiError('RATE_LIMITED', shopContactMsg.tooManyCodes(CONTACT_CODE_SENDS.windowSeconds / 60))
  if ((await codesAskedRecently(ctx, store.id, channel)) >= CONTACT_CODE_SENDS.limit)
    throw tooMany()
  const target = contactValue(store, channel)
  const code = await newCodeFor(ctx, store, channel, target)
  // The quota decides in the code's own insert; only a code that went in takes a place in the
  // recipient's cross-shop count and is sent.
  if (changesOf(await codeInsert(ctx, code)) === 0) throw tooMany()
  await batch(ctx.db, [...(await codeFollowUps(ctx, code))])
  // The daily caps decide in the insert: say so rather than "sent" when the code was held.
  const last = await ctx.db
    .select({ reason: outbox.blockedReason })
    .from(outbox)
    .where(
      and(
        eq(outbox.storeId, store.id),
        eq(outbox.recipient, target),
        eq(outbox.template, 'shop-contact-code'),
      ),
    )
    .orderBy(sql`${outbox.createdAt} desc, rowid desc`)
    .get()
  if (last?.reason)
    throw new ApiError('RATE_LIMITED', shopContactMsg.codeHeld(BLOCKED_REASON_LABEL[last.reason]))
  return { message: shopContactMsg.codeSent(channel) }
}

const codeIssue = (message: string) => fieldError('UNPROCESSABLE', 'code', message)

/**
 * POST /api/store/contacts/verify. Each call spends one of the code's 5 tries before it is
 * compared; a code proves only the value it was sent to, so changing the e-mail or number in
 * between leaves the new one unverified.
 */
export async function verifyContactCode(
  ctx: StoreCtx,
  input: ContactCodeInput,
): Promise<ShopContacts> {
  const purpose = PURPOSE[input.channel]
  const live = and(
    eq(authTokens.storeId, ctx.store.id),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
  )
  const rows = await ctx.db
    .update(authTokens)
    .set({ tries: sql`${authTokens.tries} + 1` })
    .where(and(live, gt(authTokens.expiresAt, ctx.now), lt(authTokens.tries, RESET_MAX_TRIES)))
    .returning()
  if (rows.length === 0) throw codeIssue(shopContactMsg.codeExpired)
  let match: (typeof rows)[number] | undefined
  for (const row of rows)
    if (row.codeHash === (await codeHash(ctx, row.id, input.code))) match = row
  if (!match?.target) throw codeIssue(shopContactMsg.codeWrong)
  const target = match.target
  const unused = sql`exists (select 1 from auth_tokens where id = ${match.id} and used_at is null)`
  const proven = {
    [input.channel === 'email' ? 'emailVerifiedAt' : 'phoneVerifiedAt']: ctx.now,
    // The storefront's "À propos de cette boutique" says it (issue 26): its cached pages renew.
    version: sql`${stores.version} + 1`,
  }
  const owner = await shopOwnerOf(ctx, ctx.store.id)
  // The proof is written with the shop's row, its copy follows; no row proven, nothing copied.
  await writeShop(ctx, ctx.store, { store: true }, async () => {
    const [updated] = await batch(ctx.db, [
      ctx.db
        .update(stores)
        .set(proven)
        .where(
          and(
            eq(stores.id, ctx.store.id),
            eq(input.channel === 'email' ? stores.email : stores.phone, target),
            unused,
          ),
        )
        .returning({ id: stores.id }),
      // What was held for this contact leaves with its proof, in the same write.
      ...releaseHeldForOwner(ctx, ctx.store.id, owner),
      ctx.db.update(authTokens).set({ usedAt: ctx.now }).where(live),
    ])
    if ((updated as { id: string }[]).length === 0) throw codeIssue(shopContactMsg.codeExpired)
  })
  return getShopContacts(ctx)
}
