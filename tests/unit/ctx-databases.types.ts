/*
 * Type-level test, compiled by `npm run typecheck` (tsc -p tests), never run: which database a
 * ctx is on is in its type (ADR 045). Each `@ts-expect-error` line must fail to compile; should
 * a change to `worker/env.ts` or `worker/db/client.ts` let one through, tsc reports the unused
 * directive and the typecheck fails.
 */
import type { DirectoryDb, ShopDb } from '#worker/db/client.ts'
import { countShopOn } from '#worker/db/databases.ts'
import type { StoreRow } from '#worker/db/schema/index.ts'
import { copyStoreToDirectory } from '#worker/db/shop-copies.ts'
import type {
  AppEnv,
  DirectoryCtx,
  OnDatabaseCtx,
  RequestCtx,
  ShopCtx,
  ShopDatabaseCtx,
  StoreCtx,
} from '#worker/env.ts'
import { onDirectory } from '#worker/services/context.ts'
import { queueMessage } from '#worker/services/outbox.ts'
import { countProducts } from '#worker/services/plan-limits.ts'
import { createProduct } from '#worker/services/products.ts'
import { variantRows } from '#worker/services/variants.ts'
import { loadHome } from '#worker/storefront/loaders.ts'

export function aDirectoryCtxIsNoShopCtx(directory: DirectoryCtx, row: StoreRow) {
  // @ts-expect-error a shop's helper (its rows, placement.ts) refuses the directory's ctx
  variantRows(directory, 'sto_1', 'prd_1')
  // @ts-expect-error the same for a count of the shop's products
  countProducts(directory, 'sto_1')
  // @ts-expect-error and for a storefront loader
  loadHome(directory, row)
  // @ts-expect-error a merchant's service wants the shop's ctx, not the directory's
  createProduct({ ...directory, user: { id: 'usr_1', role: 'merchant' } }, {} as never)
  // @ts-expect-error the copy to the directory reads the shop's row from the shop's database
  copyStoreToDirectory(directory, 'sto_1', 'SHOP_DB_1')
}

export function aShopCtxIsNoDirectoryCtx(shop: ShopCtx, store: StoreCtx) {
  // @ts-expect-error the shop's database is not the directory
  const asDirectory: DirectoryCtx = shop
  // @ts-expect-error a directory handle's helper refuses the shop's handle
  countShopOn(shop.db, 'SHOP_DB_1')
  // @ts-expect-error the brands exclude each other: a ShopDb is no DirectoryDb
  const handle: DirectoryDb = store.db
  // @ts-expect-error pointed at the directory, the ctx is no longer a shop's
  variantRows(onDirectory(shop), shop.store.id, 'prd_1')
  return [asDirectory, handle]
}

export function aCtxWithoutItsDatabaseHasNone(ctx: RequestCtx, c: AppEnv['Variables']) {
  // @ts-expect-error a bare RequestCtx names no database: no table can be written through it
  ctx.db
  // @ts-expect-error the request's ctx before a shop is entered may be the directory's
  variantRows(c.ctx, 'sto_1', 'prd_1')
}

/** What does compile: each ctx where its database is expected, and the helpers run on either. */
export function eachWhereItBelongs(
  shop: ShopCtx,
  store: StoreCtx,
  directory: DirectoryCtx,
  row: StoreRow,
) {
  const onShopDatabase: ShopDatabaseCtx = shop
  const either: OnDatabaseCtx[] = [shop, directory]
  const shopHandle: ShopDb = store.db
  return [
    variantRows(shop, shop.store.id, 'prd_1'),
    loadHome(shop, row),
    countShopOn(directory.db, 'SHOP_DB_1'),
    queueMessage(directory, {
      channel: 'email',
      to: 'a@b.test',
      template: 't',
      subject: 's',
      body: 'b',
    }),
    queueMessage(shop, {
      channel: 'email',
      to: 'a@b.test',
      template: 't',
      subject: 's',
      body: 'b',
    }),
    onShopDatabase,
    either,
    shopHandle,
  ]
}
