import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { asDirectoryDb, batch, type Db } from '../../db/client'
import { databaseOfShop, shopDatabase } from '../../db/databases'
import {
  atelierStaff,
  authTokens,
  stores,
  subscriptions,
  type UserRow,
  users,
} from '../../db/schema'
import { mirrorUser, shopIsOnDirectory } from '../../db/shop-copies'
import type { RequestCtx } from '../../env'
import { passwordPepper } from '../../lib/config'
import { ApiError, fieldError, isConstraintError } from '../../lib/errors'
import { newId, newReferralCode } from '../../lib/ids'
import { hashPassword, sha256 } from '../../lib/passwords'
import { refuseWriteForStoppedShop, type ShopStanding } from '../../lib/shop-standing'
import {
  type InvitationAccepted,
  type InvitationAcceptInput,
  type InvitationPreview,
  type InvitationTokenInput,
  invitationMsg,
} from '../../schemas/atelier/invitations'
import { revokeAllSessions } from '../sessions'
import { findUserByIdentifier, normalizeIdentifier } from '../users'
import { invitationDatabase, readInvitationLinkToken } from './invitation-links'

const invalid = () => fieldError('UNPROCESSABLE', 'token', invitationMsg.invalid)

const unavailable = () => new ApiError('CONFLICT', invitationMsg.unavailable)

/**
 * The invitation of a link, still open: not used, not expired, its profile active and free.
 * Read in the database of the shop the link names (invitation-links.ts).
 */
async function openInvitation(ctx: RequestCtx, token: string) {
  const link = readInvitationLinkToken(token)
  const database = await invitationDatabase(ctx, link.storeId)
  if (!database) throw invalid()
  const shop = shopDatabase(ctx, database)
  const row = await shop
    .select({ invite: authTokens, staff: atelierStaff, shopName: stores.name })
    .from(authTokens)
    .innerJoin(atelierStaff, eq(atelierStaff.id, authTokens.staffId))
    .innerJoin(stores, eq(stores.id, atelierStaff.storeId))
    .where(
      and(
        eq(authTokens.tokenHash, await sha256(link.secret)),
        eq(authTokens.purpose, 'invite'),
        link.storeId === null ? undefined : eq(atelierStaff.storeId, link.storeId),
      ),
    )
    .get()
  if (
    !row?.invite.identifier ||
    row.invite.usedAt ||
    row.invite.expiresAt.getTime() <= ctx.now.getTime() ||
    !row.staff.active ||
    row.staff.userId
  )
    throw invalid()
  return { ...row, shop, database, id: normalizeIdentifier(row.invite.identifier) }
}

/**
 * Who the identifier belongs to decides whether it may join: nobody yet (a new sign-in), or a
 * staff sign-in that no profile links any more (freed by a shop). A merchant's or an
 * administrator's account, or another atelier's member, cannot (ADR 009: one role per account).
 * The directory names the shop a staff sign-in works for (`staff_store_id`); whether that
 * shop's profile still links it is that shop's database's to say.
 */
async function joinableAccount(ctx: RequestCtx, user: UserRow | null) {
  if (!user) return { ok: true as const, user: null }
  if (user.role !== 'staff') return { ok: false as const }
  const shopId = user.staffStoreId
  const database = shopId ? await databaseOfShop(ctx, shopId) : null
  const linked =
    shopId && database
      ? await shopDatabase(ctx, database)
          .select({ id: atelierStaff.id })
          .from(atelierStaff)
          .where(and(eq(atelierStaff.userId, user.id), eq(atelierStaff.storeId, shopId)))
          .get()
      : undefined
  return linked ? { ok: false as const } : { ok: true as const, user }
}

const accountOf = async (ctx: RequestCtx, found: Awaited<ReturnType<typeof openInvitation>>) =>
  joinableAccount(ctx, await findUserByIdentifier(ctx.directory, found.id))

/**
 * POST /api/invitation/check (public): what the invitation page shows. Only the person who
 * received the link at that identifier holds it, so telling them that their identifier
 * already has an account that cannot join tells nobody else anything (ADR 016).
 */
export async function previewInvitation(
  ctx: RequestCtx,
  input: InvitationTokenInput,
): Promise<InvitationPreview> {
  const found = await openInvitation(ctx, input.token)
  const account = await accountOf(ctx, found)
  return {
    shopName: found.shopName,
    firstName: found.staff.firstName,
    lastName: found.staff.lastName,
    identifier: found.id.value,
    identifierType: found.id.type,
    canAccept: account.ok,
  }
}

/**
 * POST /api/invitation/accept (public): the person, proven to hold the identifier by the link
 * it received, chooses a password; the sign-in is created (or a freed staff sign-in comes
 * back with this password) and linked to the inviting profile.
 *
 * Two databases, two ordered batches (ADR 036). First the shop's: the account's mirror row,
 * the profile's link and the spent invitation, together, so two accepts of one link cannot
 * both link (the spent token or the profile already linked stops the second). Then the
 * directory's, which publishes the sign-in: the account (created, or the freed one with its
 * new password) and its shop. A failure between the two leaves the profile linked to an
 * account that cannot sign in yet (a new one does not exist, a freed one stays blocked): no
 * shop's data is lost, and the owner removes that access and invites again. A sign-up that
 * took the identifier meanwhile fails the directory's insert: the link just made is undone.
 * A shop still on the directory's database has no mirror: one batch, account first.
 */
export async function acceptInvitation(
  ctx: RequestCtx,
  input: InvitationAcceptInput,
): Promise<InvitationAccepted> {
  const found = await openInvitation(ctx, input.token)
  // Joining links an account to the shop: a write for it, refused like the shop's own people's.
  refuseWriteForStoppedShop('POST', 'staff', await standingOfShop(ctx, found.staff.storeId))
  const account = await accountOf(ctx, found)
  if (!account.ok) throw unavailable()
  const passwordHash = await hashPassword(input.password, passwordPepper(ctx.env))
  const person = account.user ?? {
    id: newId('usr'),
    firstName: found.staff.firstName,
    lastName: found.staff.lastName,
    email: found.id.type === 'email' ? found.id.value : null,
    phone: found.id.type === 'phone' ? found.id.value : null,
    role: 'staff' as const,
    status: 'active' as const,
    referralCode: newReferralCode(),
  }
  const join = { ...found, person, freed: account.user, passwordHash }
  try {
    if (shopIsOnDirectory(found.database)) {
      // One database: the freed sign-in's new password too waits for an open invitation.
      const accountWrites = writeAccount(ctx, found.shop, join, unused(join))
      const results = await batch(found.shop, [...accountWrites, ...linkWrites(ctx, join)])
      joinedOrThrow(join, results.slice(accountWrites.length))
    } else {
      const [, ...linked] = await batch(found.shop, [mirrorWrite(join), ...linkWrites(ctx, join)])
      joinedOrThrow(join, linked)
      await publishAccount(ctx, join)
    }
  } catch (err) {
    // A second click racing the first, or a sign-up taking the identifier: one of them is refused.
    if (isConstraintError(err, 'UNIQUE')) throw invalid()
    throw err
  }
  return {
    message: invitationMsg.accepted,
    identifier: found.id.value,
    identifierType: found.id.type,
  }
}

/** The shop's standing, from the directory (its routing row, subscription and owner). */
async function standingOfShop(ctx: RequestCtx, storeId: string): Promise<ShopStanding> {
  const row = await ctx.directory
    .select({
      movingTo: stores.movingTo,
      subscription: subscriptions.status,
      ownerStatus: users.status,
    })
    .from(stores)
    .leftJoin(subscriptions, eq(subscriptions.storeId, stores.id))
    .leftJoin(users, eq(users.id, stores.ownerId))
    .where(eq(stores.id, storeId))
    .get()
  return {
    movingTo: row?.movingTo ?? null,
    subscription: row?.subscription ?? null,
    ownerBlocked: row?.ownerStatus === 'blocked',
  }
}

type Join = Awaited<ReturnType<typeof openInvitation>> & {
  person: Pick<
    UserRow,
    'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'role' | 'status' | 'referralCode'
  >
  /** The freed staff sign-in coming back, or null: a new one. */
  freed: UserRow | null
  passwordHash: string
}

/** The account's mirror row in the shop's database, for the profile's foreign key. */
const mirrorWrite = ({ shop, person }: Join) =>
  mirrorUser(shop, { ...person, role: 'staff', status: 'active' })

/** The invitation is still open, in the shop's database (part of a statement there). */
const unused = ({ invite }: Join) =>
  sql`exists (select 1 from auth_tokens where id = ${invite.id} and used_at is null)`

/**
 * The profile's link and the spent invitation (both returning their ids), and, for a new
 * account, the removal of its mirror when nothing got linked: nothing else names that id.
 */
function linkWrites(ctx: RequestCtx, join: Join) {
  const { shop, staff, person, freed, database } = join
  return [
    shop
      .update(atelierStaff)
      .set({ userId: person.id, updatedAt: ctx.now })
      .where(
        and(
          eq(atelierStaff.id, staff.id),
          eq(atelierStaff.active, true),
          isNull(atelierStaff.userId),
          unused(join),
        ),
      )
      .returning({ id: atelierStaff.id }),
    shop
      .update(authTokens)
      .set({ usedAt: ctx.now })
      .where(
        and(
          eq(authTokens.staffId, staff.id),
          eq(authTokens.purpose, 'invite'),
          isNull(authTokens.usedAt),
        ),
      )
      .returning({ id: authTokens.id }),
    ...(freed || shopIsOnDirectory(database)
      ? []
      : [
          shop
            .delete(users)
            .where(
              and(
                eq(users.id, person.id),
                sql`not exists (select 1 from atelier_staff where user_id = ${person.id})`,
              ),
            ),
        ]),
  ] as const
}

/** The profile was switched off or the link spent meanwhile: nothing was joined. */
function joinedOrThrow({ invite }: Join, [linked, spent]: unknown[]) {
  const ids = (rows: unknown) => ((rows ?? []) as { id: string }[]).map((r) => r.id)
  if (ids(linked).length === 0 || !ids(spent).includes(invite.id)) throw invalid()
}

/**
 * The sign-in, written to `directory` (the shop's own database when the shop is still on the
 * directory's, so that one batch holds everything): created, or the freed one with its new
 * password; its shop.
 */
function writeAccount(
  ctx: RequestCtx,
  directory: Db,
  { person, freed, passwordHash, staff }: Join,
  onlyIf?: SQL,
) {
  if (!freed)
    return [
      directory.insert(users).values({
        ...person,
        passwordHash,
        role: 'staff',
        staffStoreId: staff.storeId,
        // The link reached this identifier: it is proven, as by a verification link.
        verifiedAt: ctx.now,
      }),
    ] as const
  const now = Math.floor(ctx.now.getTime() / 1000)
  return [
    directory
      .update(users)
      .set({
        passwordHash,
        status: 'active',
        verifiedAt: sql`coalesce(verified_at, ${now})`,
        staffStoreId: staff.storeId,
        updatedAt: ctx.now,
      })
      .where(and(eq(users.id, freed.id), onlyIf)),
    // A freed sign-in's old sessions stay ended; the new password opens a new one. Through the
    // same handle as the account's row, so that one batch holds both (the directory binding).
    ...revokeAllSessions({ ...ctx, directory: asDirectoryDb(directory) }, freed.id),
  ] as const
}

/** The directory's half, once the shop's is done; a sign-up that won the race undoes the link. */
async function publishAccount(ctx: RequestCtx, join: Join) {
  try {
    await batch(ctx.directory, writeAccount(ctx, ctx.directory, join))
  } catch (err) {
    if (join.freed || !isConstraintError(err, 'UNIQUE')) throw err
    // The profile goes back to having no sign-in; the owner invites again if they still want.
    const { shop, staff, person } = join
    await batch(shop, [
      shop
        .update(atelierStaff)
        .set({ userId: null, updatedAt: ctx.now })
        .where(and(eq(atelierStaff.id, staff.id), eq(atelierStaff.userId, person.id))),
      shop.delete(users).where(eq(users.id, person.id)),
    ])
    throw err
  }
}
