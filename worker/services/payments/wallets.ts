import { and, asc, eq, sql } from 'drizzle-orm'
import { changesOf, insertWhere } from '../../db/conditional'
import { type TransferWalletRow, transferWallets } from '../../db/schema'
import type { ShopDatabaseCtx, StoreCtx } from '../../env'
import { ApiError, fieldError, isConstraintError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { msg } from '../../schemas/messages'
import { paymentMsg, type TransferWallet, type WalletInput } from '../../schemas/payments'
import { DEFAULT_COUNTRY_CODE, internationalPhone } from '../../schemas/phone'
import { bumpStoreVersion } from '../stores'
import { anotherMethodRemains, noMethodLeft } from './methods-left'

/** A shop lists at most this many numbers: the transfer page must stay readable. */
export const MAX_WALLETS = 10

export const toWallet = (row: TransferWalletRow): TransferWallet => ({
  id: row.id,
  operator: row.operator,
  number: row.number,
  holderName: row.holderName,
})

/** A shop's transfer wallets, in the order the merchant added them. */
export function listShopWallets(ctx: ShopDatabaseCtx, storeId: string) {
  return ctx.db
    .select()
    .from(transferWallets)
    .where(eq(transferWallets.storeId, storeId))
    .orderBy(asc(transferWallets.position), asc(transferWallets.createdAt))
}

/**
 * POST /api/store/payments/wallets: the number is kept as international digits, like every
 * phone. 422 past MAX_WALLETS, 409 when this operator already has this number.
 */
export async function addWallet(ctx: StoreCtx, input: WalletInput): Promise<TransferWallet> {
  const storeId = ctx.store.id
  const shopWallets = sql`from ${transferWallets} where ${transferWallets.storeId} = ${storeId}`
  const row: TransferWalletRow = {
    id: newId('wal'),
    storeId,
    operator: input.operator,
    number: internationalPhone(input.phoneCountryCode ?? DEFAULT_COUNTRY_CODE, input.number),
    holderName: input.holderName,
    position: 0,
    createdAt: ctx.now,
  }
  // Counting and inserting are one statement: parallel additions cannot all pass a count made
  // before any of them wrote. The position follows the last one, read in the same statement.
  const inserted = await insertWhere(
    ctx.db,
    transferWallets,
    {
      ...row,
      position: sql`(select coalesce(max(${transferWallets.position}) + 1, 0) ${shopWallets})`,
    },
    sql`(select count(*) ${shopWallets}) < ${MAX_WALLETS}`,
  ).catch((err) => {
    if (isConstraintError(err, 'UNIQUE'))
      throw fieldError('CONFLICT', 'number', paymentMsg.walletExists)
    throw err
  })
  if (changesOf(inserted) === 0) throw new ApiError('UNPROCESSABLE', paymentMsg.walletLimit)
  await bumpStoreVersion(ctx, storeId)
  return toWallet(row)
}

/** DELETE /api/store/payments/wallets/<id>: 404 for another shop's; never the last method. */
export async function deleteWallet(ctx: StoreCtx, id: string): Promise<void> {
  const storeId = ctx.store.id
  const mine = and(eq(transferWallets.id, id), eq(transferWallets.storeId, storeId))
  const deleted = await ctx.db
    .delete(transferWallets)
    .where(and(mine, anotherMethodRemains(storeId, { walletId: id })))
    .returning({ id: transferWallets.id })
  if (deleted.length === 0) {
    const exists = await ctx.db
      .select({ id: transferWallets.id })
      .from(transferWallets)
      .where(mine)
      .get()
    if (!exists) throw new ApiError('NOT_FOUND', msg.notFound)
    throw noMethodLeft()
  }
  await bumpStoreVersion(ctx, storeId)
}
