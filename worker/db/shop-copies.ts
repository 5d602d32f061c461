import { and, eq } from 'drizzle-orm'
import type { ShopDatabaseCtx } from '../env'
import type { Db, ShopDb } from './client'
import { DIRECTORY } from './databases'
import { media, productFeed, products, stores, type UserRow, users } from './schema'

/**
 * The rows kept in two databases (ADR 036, "Where each row lives"): a shop's `stores` row,
 * authoritative in the shop's database and copied to the directory, the mirror `users` row of
 * each of its people in the shop's database, for the foreign keys D1 enforces there, and the
 * directory's list of the platform's newest products (`product_feed`).
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
export function mirrorUser(shopDb: ShopDb, person: Person) {
  const values = {
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone,
    role: person.role,
    status: person.status,
    referralCode: person.referralCode,
    passwordHash: '',
  }
  const { id: _id, ...changed } = values
  return shopDb.insert(users).values(values).onConflictDoUpdate({ target: users.id, set: changed })
}

/**
 * Copies the shop's row, as its database now holds it, to the directory (routing, the admin's
 * lists, `/stores`): called after every write to the row. Not in the shop's batch (two
 * databases): if this copy fails, the directory shows the old name or logo until the next
 * write, while the storefront, read from the shop's database, is already right. Every column
 * but two kinds: `version` stays the shop database's business (the edge-cache key), and the
 * routing columns are the directory's own (`npm run shop:move` writes them there; the shop's
 * copy holds them empty): copying them would clear a move's `moved_from` before its last step.
 * The directory's copy must carry the rest: a request's shop (`StoreRef`, with its time zone,
 * ADR 048) and the subscription messages are read from it.
 */
export async function copyStoreToDirectory(
  ctx: ShopDatabaseCtx,
  storeId: string,
  database: string,
) {
  if (shopIsOnDirectory(database)) return
  const row = await ctx.db.select().from(stores).where(eq(stores.id, storeId)).get()
  if (!row) return
  const {
    id: _id,
    version: _version,
    database: _database,
    movingTo: _movingTo,
    movingSince: _movingSince,
    movedFrom: _movedFrom,
    ...columns
  } = row
  await ctx.directory.update(stores).set(columns).where(eq(stores.id, storeId))
}

/**
 * Copies the shop's count of delivered orders (kept by migration 0040's triggers in the shop's
 * database, issue 26) to the directory after a write that moved an order to or from
 * `delivered`: /stores sorts on the directory's copy. Only that column: an order's write changes
 * nothing else of the row. Like the row's copy, not in the shop's batch (two databases): if it
 * fails, /stores ranks on the old count until the next copy, the storefront is already right.
 */
export async function copyDeliveredCountToDirectory(
  ctx: ShopDatabaseCtx,
  storeId: string,
  database: string,
) {
  if (shopIsOnDirectory(database)) return
  // The order's write is done: a failed copy must not answer it with a 500. Logged; the next
  // delivery (or any copy of the row) brings the count.
  try {
    const row = await ctx.db
      .select({ n: stores.deliveredOrders })
      .from(stores)
      .where(eq(stores.id, storeId))
      .get()
    if (!row) return
    await ctx.directory.update(stores).set({ deliveredOrders: row.n }).where(eq(stores.id, storeId))
  } catch (err) {
    console.error(`[${ctx.requestId}] copying the delivered count of ${storeId}`, err)
  }
}

/** A shop database's products as the directory's `product_feed` rows (main picture included). */
export const productFeedRows = (shopDb: Db) =>
  shopDb
    .select({
      productId: products.id,
      storeId: products.storeId,
      name: products.name,
      status: products.status,
      imageKey: media.key,
      imageWidth: media.width,
      imageHeight: media.height,
      createdAt: products.createdAt,
    })
    .from(products)
    .leftJoin(media, eq(media.id, products.imageId))

/**
 * Copies a product, as its shop's database now holds it, to the directory's list of new
 * products, after every write to it: a `created` product joins the list; a `changed` one is
 * updated where the list still has it (one the round trimmed away as old stays out); one no
 * longer there (deleted) leaves it. Not in the shop's batch, like the shop's row: if this copy
 * fails, the admin's list shows the old name until the next write.
 */
export async function copyProductToDirectory(
  ctx: ShopDatabaseCtx,
  storeId: string,
  productId: string,
  write: 'created' | 'changed',
) {
  const row = await productFeedRows(ctx.db)
    .where(and(eq(products.id, productId), eq(products.storeId, storeId)))
    .get()
  if (!row) {
    await ctx.directory.delete(productFeed).where(eq(productFeed.productId, productId))
    return
  }
  const { productId: _id, storeId: _store, createdAt: _at, ...changed } = row
  await (write === 'created'
    ? ctx.directory
        .insert(productFeed)
        .values(row)
        .onConflictDoUpdate({ target: productFeed.productId, set: changed })
    : ctx.directory.update(productFeed).set(changed).where(eq(productFeed.productId, productId)))
}

/**
 * After a write to a product, the directory's two copies it moves: the shop's row (its
 * product_count ranks /stores) and the product in the list of new products.
 */
export async function copyProductWriteToDirectory(
  ctx: ShopDatabaseCtx,
  shop: { id: string; database: string },
  productId: string,
  write: 'created' | 'changed',
) {
  await Promise.all([
    copyStoreToDirectory(ctx, shop.id, shop.database),
    copyProductToDirectory(ctx, shop.id, productId, write),
  ])
}
