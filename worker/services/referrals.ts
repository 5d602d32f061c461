import { and, desc, eq, sql } from 'drizzle-orm'
import { referrals, stores, users } from '../db/schema'
import type { RequestCtx, UserCtx } from '../env'
import { iso } from '../lib/dates'
import { ApiError, fieldError, isConstraintError } from '../lib/errors'
import { newId } from '../lib/ids'
import type { IdentifierType } from '../schemas/auth'
import { msg } from '../schemas/messages'
import { typedInternational } from '../schemas/phone'
import {
  type ReferralCreated,
  type ReferralInput,
  type ReferralInvitation,
  type ReferralOverview,
  referralMsg,
} from '../schemas/referrals'

/** Enough for any real referral network; the screen is a single table. */
const MAX_ROWS = 500

/**
 * How a contact is stored, so that it compares equal to the identifier of the account the
 * person later opens: e-mails lower-cased, phones as international digits (a number typed
 * without its country code is taken as Burkinabè, the default +226).
 */
function normalizeContact(
  contact: string,
  type?: IdentifierType,
): { type: IdentifierType; value: string } {
  const kind = type ?? (contact.includes('@') ? 'email' : 'phone')
  if (kind === 'email') return { type: kind, value: contact.trim().toLowerCase() }
  return { type: kind, value: typedInternational(contact) }
}

const toInvitation = (row: typeof referrals.$inferSelect): ReferralInvitation => ({
  id: row.id,
  contact: row.contact,
  contactType: row.contactType,
  status: row.status,
  createdAt: iso(row.createdAt)!,
})

/** GET /api/referrals: the caller's code and link, who signed up with it, whom they invited. */
export async function getReferralOverview(ctx: UserCtx): Promise<ReferralOverview> {
  const [me, referred, invitations] = await Promise.all([
    ctx.directory
      .select({ code: users.referralCode })
      .from(users)
      .where(eq(users.id, ctx.user.id))
      .get(),
    ctx.directory
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        createdAt: users.createdAt,
        shopName: stores.name,
      })
      .from(users)
      .leftJoin(stores, eq(stores.ownerId, users.id))
      .where(eq(users.referredBy, ctx.user.id))
      .orderBy(desc(users.createdAt), desc(sql`${users}.rowid`))
      .limit(MAX_ROWS),
    ctx.directory
      .select()
      .from(referrals)
      .where(eq(referrals.referrerId, ctx.user.id))
      .orderBy(desc(referrals.createdAt), desc(sql`rowid`))
      .limit(MAX_ROWS),
  ])
  if (!me) throw new ApiError('UNAUTHORIZED', msg.unauthorized)
  return {
    code: me.code,
    link: `/auth/signup?ref=${encodeURIComponent(me.code)}`,
    referred: referred.map((r) => ({
      name: `${r.firstName} ${r.lastName}`,
      joinedAt: iso(r.createdAt)!,
      hasShop: r.shopName !== null,
      shopName: r.shopName,
      state: r.shopName !== null ? 'shop_created' : 'registered',
    })),
    invitations: invitations.map(toInvitation),
  }
}

/**
 * POST /api/referrals. The answer is the same whether or not the contact already has an
 * account: a merchant must not be able to probe who uses the platform.
 */
export async function createReferral(ctx: UserCtx, input: ReferralInput): Promise<ReferralCreated> {
  const contact = normalizeContact(input.contact, input.contactType)
  const issue = (message: string) => [{ path: 'contact', message }]
  const me = await ctx.directory
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, ctx.user.id))
    .get()
  if (me && (me.email === contact.value || me.phone === contact.value))
    throw new ApiError('UNPROCESSABLE', referralMsg.self, issue(referralMsg.self))
  const existing = await ctx.directory
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(eq(referrals.referrerId, ctx.user.id), eq(referrals.contact, contact.value)))
    .get()
  if (existing) throw new ApiError('CONFLICT', referralMsg.duplicate, issue(referralMsg.duplicate))
  const row = {
    id: newId('ref'),
    referrerId: ctx.user.id,
    contact: contact.value,
    contactType: contact.type,
    status: 'invited' as const,
    referredUserId: null,
    createdAt: ctx.now,
  }
  await ctx.directory
    .insert(referrals)
    .values(row)
    .catch((err: unknown) => {
      // Two submits racing past the check above: the unique index decides.
      if (isConstraintError(err, 'UNIQUE'))
        throw new ApiError('CONFLICT', referralMsg.duplicate, issue(referralMsg.duplicate))
      throw err
    })
  return { message: referralMsg.saved, invitation: toInvitation(row) }
}

/** Sign-up: the id of the merchant owning `code` (codes are read case-insensitively). */
export async function findReferrerId(ctx: RequestCtx, code: string): Promise<string> {
  const row = await ctx.directory
    .select({ id: users.id })
    .from(users)
    .where(eq(users.referralCode, code.trim().toUpperCase()))
    .get()
  if (!row) throw fieldError('UNPROCESSABLE', 'referralCode', referralMsg.unknownCode)
  return row.id
}

/** Sign-up with a code: the referrer's invitation of that contact, if any, becomes 'registered'. */
export function acceptInvitation(
  ctx: RequestCtx,
  referrerId: string,
  contact: string,
  userId: string,
) {
  return ctx.directory
    .update(referrals)
    .set({ status: 'registered', referredUserId: userId })
    .where(
      and(
        eq(referrals.referrerId, referrerId),
        eq(referrals.contact, contact),
        eq(referrals.status, 'invited'),
      ),
    )
}
