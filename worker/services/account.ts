import { and, eq } from 'drizzle-orm'
import { batch, type Db } from '../db/client'
import { shopDatabase } from '../db/databases'
import { refreshTokens, stores, users } from '../db/schema'
import { shopIsOnDirectory } from '../db/shop-copies'
import type { UserCtx } from '../env'
import { passwordPepper } from '../lib/config'
import { ApiError, fieldError } from '../lib/errors'
import { hashPassword, sha256, verifyPassword } from '../lib/passwords'
import { accountMsg, type PasswordChangeInput, type ProfileInput } from '../schemas/account'
import type { Me } from '../schemas/auth'
import { msg } from '../schemas/messages'
import { onDirectory } from './context'
import { type ImageRules, inspectImage, MB, putImage } from './media'
import { type IssuedSession, issueSession, revokeAllSessions } from './sessions'
import { getMe } from './users'

export const PROFILE_PHOTO: ImageRules = {
  maxBytes: 2 * MB,
  kinds: ['jpeg', 'png'],
  typeMessage: accountMsg.photoType,
  field: 'file',
}

/**
 * A photo belongs to the person, not to a shop (admins have none, a merchant may not yet),
 * so every profile photo lives under this reserved prefix of the `s/<storeId>/` key space
 * that /media serves. It never collides with a real shop: ids are Crockford base32, no `l`.
 */
export const PLATFORM_MEDIA_PREFIX = 'sto_platform'

async function loadUser(ctx: UserCtx) {
  const user = await ctx.directory.select().from(users).where(eq(users.id, ctx.user.id)).get()
  if (user?.status !== 'active') throw new ApiError('UNAUTHORIZED', msg.unauthorized)
  return user
}

export const getProfile = (ctx: UserCtx): Promise<Me> => getMe(ctx)

/**
 * The shop database keeping the person's mirror row (ADR 036), or null: the owner's shop's
 * (the request already acts for it), or the shop a staff account works for, found where
 * accounts live. A shop still on the directory has no mirror: its row is the account.
 */
async function mirrorDatabase(ctx: UserCtx): Promise<Db | null> {
  if (ctx.store)
    return shopIsOnDirectory(ctx.store.database) ? null : shopDatabase(ctx, ctx.store.database)
  if (ctx.user.role !== 'staff') return null
  const shop = await ctx.directory
    .select({ database: stores.database })
    .from(users)
    .innerJoin(stores, eq(stores.id, users.staffStoreId))
    .where(eq(users.id, ctx.user.id))
    .get()
  return shop && !shopIsOnDirectory(shop.database) ? shopDatabase(ctx, shop.database) : null
}

/**
 * The account's names, in the directory, then in its mirror row, which the shop's screens
 * show beside what the person recorded (an order's steps, a fabric's movements). Two
 * databases: should the mirror's write fail, those screens show the old name until the next
 * change, while the account is already right.
 */
export async function updateProfile(ctx: UserCtx, input: ProfileInput): Promise<Me> {
  const names = { firstName: input.firstName, lastName: input.lastName, updatedAt: ctx.now }
  await ctx.directory.update(users).set(names).where(eq(users.id, ctx.user.id))
  await (await mirrorDatabase(ctx))?.update(users).set(names).where(eq(users.id, ctx.user.id))
  return getMe(ctx)
}

/** POST /api/account/photo: JPG or PNG up to 2 MB, checked by its bytes; replaces the old one. */
export async function uploadProfilePhoto(caller: UserCtx, file: File): Promise<Me> {
  // The account's rows are the platform's: the directory, whatever shop the caller has.
  const ctx = onDirectory(caller)
  const image = await inspectImage(file, PROFILE_PHOTO)
  const previous = (await loadUser(ctx)).profileImageKey
  const { key } = await putImage(ctx, PLATFORM_MEDIA_PREFIX, image)
  await ctx.directory
    .update(users)
    .set({ profileImageKey: key, updatedAt: ctx.now })
    .where(eq(users.id, ctx.user.id))
  if (previous?.startsWith(`s/${PLATFORM_MEDIA_PREFIX}/`)) {
    // Best effort: a leftover file costs a few kilobytes, failing the upload for it would not.
    await ctx.env.FILES.delete(previous).catch(() => undefined)
  }
  return getMe(ctx)
}

/**
 * PUT /api/account/password. Every session of the person ends (a thief holding a refresh
 * token is out), then a fresh one is issued so the tab that asked stays signed in; it keeps
 * the "Se souvenir de moi" choice of the session it replaces.
 */
export async function changePassword(
  caller: UserCtx,
  input: PasswordChangeInput,
  presentedRefresh: string | undefined,
): Promise<IssuedSession> {
  // The account's rows are the platform's: the directory, whatever shop the caller has.
  const ctx = onDirectory(caller)
  const user = await loadUser(ctx)
  const pepper = passwordPepper(ctx.env)
  if (!(await verifyPassword(input.currentPassword, user.passwordHash, pepper)))
    throw fieldError('UNPROCESSABLE', 'currentPassword', accountMsg.wrongPassword)
  const current = presentedRefresh
    ? await ctx.directory
        .select({ remember: refreshTokens.remember })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.tokenHash, await sha256(presentedRefresh)),
            eq(refreshTokens.userId, user.id),
          ),
        )
        .get()
    : undefined
  const passwordHash = await hashPassword(input.password, pepper)
  await batch(ctx.directory, [
    ctx.directory
      .update(users)
      .set({ passwordHash, updatedAt: ctx.now })
      .where(eq(users.id, user.id)),
    ...revokeAllSessions(ctx, user.id),
  ])
  return issueSession(ctx, { ...user, passwordHash }, { remember: current?.remember ?? false })
}
