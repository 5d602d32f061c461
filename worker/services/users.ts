import { eq } from 'drizzle-orm'
import type { DirectoryDb } from '../db/client'
import { stores, type UserRow, users } from '../db/schema'
import type { UserCtx } from '../env'
import { ApiError } from '../lib/errors'
import type { IdentifierType, Me } from '../schemas/auth'
import { msg } from '../schemas/messages'
import { phoneDigits } from '../schemas/phone'
import { mediaUrl } from './media'

/** How an identifier is stored: e-mails lower-cased, phones as digits only. */
export function normalizeIdentifier(
  value: string,
  type?: IdentifierType,
): { type: IdentifierType; value: string } {
  const kind = type ?? (value.includes('@') ? 'email' : 'phone')
  return kind === 'email'
    ? { type: kind, value: value.trim().toLowerCase() }
    : { type: kind, value: phoneDigits(value) }
}

export async function findUserByIdentifier(
  db: DirectoryDb,
  id: { type: IdentifierType; value: string },
) {
  const where = id.type === 'email' ? eq(users.email, id.value) : eq(users.phone, id.value)
  return (await db.select().from(users).where(where).get()) ?? null
}

export function toMe(row: UserRow, storeId: string | null): Me {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    profileImage: row.profileImageKey ? mediaUrl(row.profileImageKey) : null,
    storeId,
    verified: row.verifiedAt !== null,
  }
}

export async function findStoreIdOfOwner(db: DirectoryDb, ownerId: string): Promise<string | null> {
  const row = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.ownerId, ownerId))
    .get()
  return row?.id ?? null
}

/** GET /api/verifyToken: the caller, with the id of their shop if they have one. */
export async function getMe(ctx: UserCtx): Promise<Me> {
  const row = await ctx.directory
    .select({ user: users, storeId: stores.id })
    .from(users)
    .leftJoin(stores, eq(stores.ownerId, users.id))
    .where(eq(users.id, ctx.user.id))
    .get()
  if (row?.user.status !== 'active') throw new ApiError('UNAUTHORIZED', msg.unauthorized)
  return toMe(row.user, row.storeId)
}
