import { eq } from 'drizzle-orm'
import type { RequestCtx } from '../env'
import type { Db } from './client'
import { DIRECTORY, shopDatabase } from './databases'
import { stores, type UserRow, users } from './schema'

/**
 * The rows kept in two databases (ADR 036, "Where each row lives"): a shop's `stores` row,
 * authoritative in the shop's database and copied to the directory, and the mirror `users` row
 * of each of its people in the shop's database, for the foreign keys D1 enforces there.
 */

/** Whether the shop's database is the directory itself (a shop placed before the split). */
export const shopIsOnDirectory = (database: string) => database === DIRECTORY

type Person = Pick<
  UserRow,
  'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'role' | 'status' | 'referralCode'
> &
  Partial<Pick<UserRow, 'verifiedAt'>>

/**
 * The statement writing `person`'s mirror row into a shop's database: enough for the foreign
 * keys (and names shown beside the shop's rows), never an account: no password, so nobody can
 * sign in with it, and nothing reads it as one.
 */
export function mirrorUser(shopDb: Db, person: Person) {
  const values = {
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone,
    role: person.role,
    status: person.status,
    referralCode: person.referralCode,
    // The message gate checks the owner's proven sign-in inside the statement queuing a message.
    verifiedAt: person.verifiedAt ?? null,
    passwordHash: '',
  }
  const { id: _id, ...changed } = values
  return shopDb.insert(users).values(values).onConflictDoUpdate({ target: users.id, set: changed })
}

/** `mirrorUser` for an account read from the directory by id (staff accounts, owners). */
export async function mirrorUserById(ctx: RequestCtx, shopDb: Db, userId: string) {
  const person = await ctx.directory.select().from(users).where(eq(users.id, userId)).get()
  if (person) await mirrorUser(shopDb, person)
}

/**
 * Brings the mirror row of `userId` up to date in the database of the shop they own or work
 * for, after a change of their account that a shop's statements read (verified, e-mail, phone,
 * name). Nothing to do for an account without a shop, or a shop on the directory's database.
 */
export async function refreshMirrorOf(ctx: RequestCtx, userId: string) {
  const person = await ctx.directory.select().from(users).where(eq(users.id, userId)).get()
  if (!person) return
  const shop = await ctx.directory
    .select({ database: stores.database })
    .from(stores)
    .where(person.staffStoreId ? eq(stores.id, person.staffStoreId) : eq(stores.ownerId, person.id))
    .get()
  if (shop && !shopIsOnDirectory(shop.database))
    await mirrorUser(shopDatabase(ctx, shop.database), person)
}

/**
 * Copies the shop's row, as its database now holds it, to the directory (routing, the admin's
 * lists, `/stores`): called after every write to the row. Not in the shop's batch (two
 * databases): if this copy fails, the directory shows the old name or logo until the next
 * write, while the storefront, read from the shop's database, is already right. `version`
 * stays the shop database's business (the edge-cache key).
 */
export async function copyStoreToDirectory(ctx: RequestCtx, storeId: string, database: string) {
  if (shopIsOnDirectory(database)) return
  const row = await ctx.db.select().from(stores).where(eq(stores.id, storeId)).get()
  if (!row) return
  const { id: _id, version: _version, ...columns } = row
  await ctx.directory.update(stores).set(columns).where(eq(stores.id, storeId))
}
