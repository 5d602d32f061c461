import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type ReadPlan, runPlan } from '../../db/read-plan'
import {
  type PaymentAccountRow,
  type PaymentRow,
  paymentAccounts,
  type StoreRow,
  type TransferWalletRow,
  transferWallets,
} from '../../db/schema'
import type { OnDatabaseCtx, ShopDatabaseCtx } from '../../env'
import { ApiError, fieldError } from '../../lib/errors'
import { openSecret } from '../../lib/secret-box'
import { type CheckoutMethod, type ProviderId, paymentMsg } from '../../schemas/payments'
import { platformAccount } from './platform-account'
import type { ProviderAccount } from './provider'

/** What a shopper may choose at this shop's checkout. */
export type ShopPaymentOptions = {
  cashOnDelivery: boolean
  /** The shop's first enabled provider account (online payment is XOF only, ADR 021). */
  online: { provider: ProviderId; mode: ProviderAccount['mode'] } | null
  wallets: TransferWalletRow[]
  delayMinutes: number
}

export async function shopPaymentOptions(
  ctx: ShopDatabaseCtx,
  store: StoreRow,
): Promise<ShopPaymentOptions> {
  return (await runPlan(ctx.db, paymentOptionsPlan(ctx.db, store.id)))(store)
}

/**
 * The same, as reads that can join a batch: an order's intake reads them with its products,
 * before the shop's row is in hand (it may come in the same batch), hence a function of it.
 */
export function paymentOptionsPlan(
  db: Db,
  storeId: string,
): ReadPlan<(store: StoreRow) => ShopPaymentOptions> {
  return {
    queries: [
      db
        .select({ provider: paymentAccounts.provider, mode: paymentAccounts.mode })
        .from(paymentAccounts)
        .where(and(eq(paymentAccounts.storeId, storeId), eq(paymentAccounts.enabled, true)))
        .orderBy(asc(paymentAccounts.createdAt)),
      db
        .select()
        .from(transferWallets)
        .where(eq(transferWallets.storeId, storeId))
        .orderBy(asc(transferWallets.position), asc(transferWallets.createdAt)),
    ],
    decode:
      ([accounts, wallets]) =>
      (store) => {
        const first = (accounts as ShopPaymentOptions['online'][])[0]
        return {
          cashOnDelivery: store.cashOnDelivery,
          online: store.currency === 'XOF' ? (first ?? null) : null,
          wallets: wallets as TransferWalletRow[],
          delayMinutes: store.paymentDelayMinutes,
        }
      },
  }
}

export const offeredMethods = (o: ShopPaymentOptions): CheckoutMethod[] => [
  ...(o.cashOnDelivery ? (['cash_on_delivery'] as const) : []),
  ...(o.online ? (['online'] as const) : []),
  ...(o.wallets.length > 0 ? (['transfer'] as const) : []),
]

/**
 * The method an order is placed with: the shopper's choice when the shop offers it; with no
 * choice (the product page's direct order, the JSON API), the first the shop offers; a shop
 * that offers nothing still takes orders to settle by phone, as before payments existed.
 */
export function chosenMethod(
  options: ShopPaymentOptions,
  requested: CheckoutMethod | undefined,
): CheckoutMethod {
  const offered = offeredMethods(options)
  if (!requested) return offered[0] ?? 'cash_on_delivery'
  if (!offered.includes(requested))
    throw fieldError('UNPROCESSABLE', 'paymentMethod', paymentMsg.methodUnavailable)
  return requested
}

/**
 * The account an online payment of this shop goes through (the first enabled, as
 * `ShopPaymentOptions.online` names it), its keys still sealed: a read that joins a batch, so
 * an order paid online has its account from the intake's reads, not from a read after them.
 */
export function onlineAccountPlan(
  db: Db,
  storeId: string,
): ReadPlan<(store: StoreRow) => PaymentAccountRow | null> {
  return {
    queries: [
      db
        .select()
        .from(paymentAccounts)
        .where(and(eq(paymentAccounts.storeId, storeId), eq(paymentAccounts.enabled, true)))
        .orderBy(asc(paymentAccounts.createdAt))
        .limit(1),
    ],
    decode:
      ([rows]) =>
      (store) =>
        store.currency === 'XOF' ? ((rows as PaymentAccountRow[])[0] ?? null) : null,
  }
}

/** A provider account's row with its keys opened (decryption only: no database). */
export async function openAccount(
  ctx: Pick<OnDatabaseCtx, 'env'>,
  row: PaymentAccountRow,
): Promise<ProviderAccount> {
  const credentials = JSON.parse(await openSecret(ctx.env, row.credentials))
  return { provider: row.provider, mode: row.mode, credentials }
}

/** A shop's provider account with its keys opened, or null when it has none for `provider`. */
export async function openShopAccount(
  ctx: OnDatabaseCtx,
  storeId: string,
  provider: ProviderId,
): Promise<ProviderAccount | null> {
  const row = await ctx.db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.storeId, storeId), eq(paymentAccounts.provider, provider)))
    .get()
  return row ? openAccount(ctx, row) : null
}

/** The keys a payment was made with: the platform's for its own fees, else its shop's. */
export async function accountOfPayment(
  ctx: OnDatabaseCtx,
  payment: PaymentRow,
): Promise<ProviderAccount | null> {
  const provider = payment.method as ProviderId
  if (payment.account === 'platform') {
    const account = platformAccount(ctx.env)
    return account?.provider === provider ? account : null
  }
  const account = await openShopAccount(ctx, payment.storeId, provider)
  // The payment was made in one mode; keys since switched to the other cannot speak for it.
  return account && (!payment.mode || account.mode === payment.mode) ? account : null
}

export const notOffered = () => new ApiError('UNPROCESSABLE', paymentMsg.methodUnavailable)
