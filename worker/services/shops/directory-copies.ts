import { eq, sql } from 'drizzle-orm'
import { batch } from '../../db/client'
import { type MediaRow, type ProductRow, productFeed, stores } from '../../db/schema'
import {
  copyProductWriteToDirectory,
  copyStoreToDirectory,
  shopIsOnDirectory,
} from '../../db/shop-copies'
import type { ShopDatabaseCtx } from '../../env'

/** The shop whose rows are written: its id and the database holding it. */
type Shop = { id: string; database: string }

/**
 * What a write changes of the rows the directory copies (ADR 036), declared by the service:
 * the shop's row (`store`: its name, contacts, logo, settings), or one product (its place in
 * `product_feed` and the shop's row with it: count, date). A product save that knows what it
 * writes gives it (`saving`): its copies then go beside the shop's batch (ADR 044).
 */
export type Copied =
  | { store: true }
  | {
      product: {
        id: string
        write: 'created' | 'changed'
        saving?: {
          product: Pick<ProductRow, 'name' | 'status'>
          image: MediaRow | null | undefined
        }
      }
    }

/**
 * The one way a service writes what the directory copies: `write` (its writes to the shop's
 * database), then the copies of what it declared, as the shop's database now holds them. A
 * write that throws changed nothing: nothing is copied. A product save's copies start beside its
 * batch instead, in the same round trip, and are put back from the shop's database when the
 * save fails (ADR 044). Every service writing a shop's copied rows comes through here: the
 * `directory-copies` unit test fails on a write of `stores` or `products` outside it.
 */
export async function writeShop<T>(
  ctx: ShopDatabaseCtx,
  shop: Shop,
  copied: Copied,
  write: () => Promise<T>,
): Promise<T> {
  if ('product' in copied && copied.product.saving) {
    const { id, write: kind, saving } = copied.product
    return saveBeside(
      copyAlongside(ctx, shop, kind, { id, ...saving.product }, saving.image),
      write,
    )
  }
  const result = await write()
  await ('store' in copied
    ? copyStoreToDirectory(ctx, shop.id, shop.database)
    : copyProductWriteToDirectory(ctx, shop, copied.product.id, copied.product.write))
  return result
}

/**
 * The directory's copies a product save moves (`product_feed`, and the shop's row for its
 * product count and date), written from what the save is about to write, beside the shop's
 * batch rather than after it: the save's third round trip is then both (ADR 044). A save that
 * fails or writes nothing puts the copies back from the shop's database (`undo`).
 */
function copyAlongside(
  ctx: ShopDatabaseCtx,
  shop: Shop,
  write: 'created' | 'changed',
  product: Pick<ProductRow, 'id' | 'name' | 'status'>,
  image: MediaRow | null | undefined,
) {
  const seen = {
    name: product.name,
    status: product.status,
    imageKey: image?.key ?? null,
    imageWidth: image?.width ?? null,
    imageHeight: image?.height ?? null,
  }
  const feed =
    write === 'created'
      ? ctx.directory
          .insert(productFeed)
          .values({ productId: product.id, storeId: shop.id, createdAt: ctx.now, ...seen })
          .onConflictDoUpdate({ target: productFeed.productId, set: seen })
      : ctx.directory.update(productFeed).set(seen).where(eq(productFeed.productId, product.id))
  // The shop's row: what a product write changes there (the trigger's count, bumpStoreVersion's
  // date); a shop still on the directory has had both from its own batch.
  const counted = write === 'created' && product.status === 'active'
  const shopRow = shopIsOnDirectory(shop.database)
    ? []
    : [
        ctx.directory
          .update(stores)
          .set({
            updatedAt: ctx.now,
            ...(counted ? { productCount: sql`${stores.productCount} + 1` } : {}),
          })
          .where(eq(stores.id, shop.id)),
      ]
  const copied = batch(ctx.directory, [feed, ...shopRow])
  return {
    done: copied,
    /** After a save that did not happen: the copies as the shop's database holds them. */
    undo: async () => {
      await copied.catch(() => undefined)
      await copyProductWriteToDirectory(ctx, shop, product.id, write)
    },
  }
}

/** Runs a save's batch beside its directory copy; its reads (the product as saved) come back. */
async function saveBeside<T>(
  copy: ReturnType<typeof copyAlongside>,
  run: () => Promise<T>,
): Promise<T> {
  let saved: T
  try {
    saved = await run()
  } catch (err) {
    await copy.undo()
    throw err
  }
  await copy.done
  return saved
}
