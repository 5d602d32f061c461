import { and, eq } from 'drizzle-orm'
import { readBatch } from '../../db/client'
import { type PaymentAccountRow, paymentAccounts, stores } from '../../db/schema'
import type { RequestCtx, ShopDatabaseCtx, StoreCtx } from '../../env'
import { appUrl } from '../../lib/config'
import { iso } from '../../lib/dates'
import { ApiError, fieldError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { lastFour, openSecret, sealedWith, sealSecret } from '../../lib/secret-box'
import { msg } from '../../schemas/messages'
import {
  type PaymentAccount,
  type PaymentAccountInput,
  type PaymentConnectionResult,
  type PaymentSettings,
  type PaymentSettingsInput,
  PROVIDER_IDS,
  type ProviderId,
  paymentMsg,
} from '../../schemas/payments'
import { writeShop } from '../shops/directory-copies'
import { bumpStoreVersion } from '../stores'
import { anotherMethodRemains, noMethodLeft } from './methods-left'
import { ProviderError } from './provider'
import { getProvider, providerEndpoints } from './providers/index'
import { listShopWallets, toWallet } from './wallets'

/** Online payment is in francs CFA only: the providers' XOF rails are what Boutiko speaks. */
export const ONLINE_CURRENCY = 'XOF'

/** The provider a path names, or 404: an unknown provider is no resource of the shop. */
export function parseProvider(id: string): ProviderId {
  if (!(PROVIDER_IDS as readonly string[]).includes(id))
    throw new ApiError('NOT_FOUND', msg.notFound)
  return id as ProviderId
}

const accountOf = (ctx: ShopDatabaseCtx, storeId: string, provider: ProviderId) =>
  ctx.db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.storeId, storeId), eq(paymentAccounts.provider, provider)))
    .get()

async function openCredentials(ctx: RequestCtx, row: PaymentAccountRow) {
  return JSON.parse(await openSecret(ctx.env, row.credentials)) as Record<string, string>
}

/**
 * The stored keys for the settings screen; none when the platform key that sealed them is
 * gone (a rotation that dropped it too soon): the merchant retypes them instead of facing a 500.
 */
async function storedKeysOrNone(ctx: RequestCtx, row: PaymentAccountRow | undefined) {
  if (!row) return {}
  try {
    return await openCredentials(ctx, row)
  } catch {
    console.error(
      `[${ctx.requestId}] payment account ${row.id}: keys sealed with "${row.keyId}" no longer open`,
    )
    return {}
  }
}

/** Every key of the provider is stored (hints hold one entry per stored key). */
const isComplete = (provider: ProviderId, hints: Record<string, string>) =>
  getProvider(provider).credentialFields.every((field) => Boolean(hints[field]))

type AccountState = Pick<PaymentAccountRow, 'mode' | 'enabled' | 'hints' | 'verifiedAt'>

function toAccount(provider: ProviderId, row: AccountState | undefined): PaymentAccount {
  const fields = [...getProvider(provider).credentialFields]
  const hints = row?.hints ?? {}
  return {
    provider,
    fields,
    mode: row?.mode ?? 'test',
    enabled: row?.enabled ?? false,
    configured: isComplete(provider, hints),
    hints: Object.fromEntries(fields.flatMap((f) => (hints[f] ? [[f, hints[f]]] : []))),
    verifiedAt: iso(row?.verifiedAt),
  }
}

const shopReads = (ctx: ShopDatabaseCtx, storeId: string) =>
  readBatch(ctx.db, [
    ctx.db
      .select({
        cashOnDelivery: stores.cashOnDelivery,
        paymentDelayMinutes: stores.paymentDelayMinutes,
        currency: stores.currency,
      })
      .from(stores)
      .where(eq(stores.id, storeId)),
    ctx.db.select().from(paymentAccounts).where(eq(paymentAccounts.storeId, storeId)),
    listShopWallets(ctx, storeId),
  ])

/** GET /api/store/payments: the methods, each provider account (keys as hints only), wallets. */
export async function getPaymentSettings(ctx: StoreCtx): Promise<PaymentSettings> {
  const [[store], accounts, wallets] = await shopReads(ctx, ctx.store.id)
  if (!store) throw new ApiError('NOT_FOUND', msg.storeNotFound)
  const notifyUrls = Object.fromEntries(
    PROVIDER_IDS.map((id) => [id, appUrl(ctx.env, `/api/payments/notify/${id}`)]),
  ) as Record<ProviderId, string>
  return {
    ...store,
    notifyUrls,
    accounts: PROVIDER_IDS.map((id) =>
      toAccount(
        id,
        accounts.find((a) => a.provider === id),
      ),
    ),
    wallets: wallets.map(toWallet),
  }
}

/** PATCH /api/store/payments/settings: cash on delivery, never the shop's last method. */
export async function updatePaymentSettings(
  ctx: StoreCtx,
  input: PaymentSettingsInput,
): Promise<PaymentSettings> {
  const storeId = ctx.store.id
  await writeShop(ctx, ctx.store, { store: true }, async () => {
    const updated = await ctx.db
      .update(stores)
      .set({ cashOnDelivery: input.cashOnDelivery, paymentDelayMinutes: input.paymentDelayMinutes })
      .where(
        and(
          eq(stores.id, storeId),
          input.cashOnDelivery
            ? undefined
            : anotherMethodRemains(storeId, { cashOnDelivery: true }),
        ),
      )
      .returning({ id: stores.id })
    if (updated.length === 0) throw noMethodLeft('cashOnDelivery')
    await bumpStoreVersion(ctx, storeId)
  })
  return getPaymentSettings(ctx)
}

/** The keys the merchant typed now (blank = keep), merged over the stored ones. */
function mergeKeys(
  fields: readonly string[],
  stored: Record<string, string>,
  typed: Record<string, string> = {},
) {
  const merged: Record<string, string> = {}
  let changed = false
  for (const field of fields) {
    const fresh = typed[field]?.trim()
    if (fresh && fresh !== stored[field]) changed = true
    const value = fresh || stored[field]
    if (value) merged[field] = value
  }
  return { merged, changed }
}

function refuseIncomplete(fields: readonly string[], keys: Record<string, string>, why: string) {
  const missing = fields.filter((f) => !keys[f])
  if (missing.length === 0) return
  throw new ApiError(
    'UNPROCESSABLE',
    why,
    missing.map((f) => ({ path: `credentials.${f}`, message: paymentMsg.keyRequired })),
  )
}

/**
 * PUT /api/store/payments/accounts/<provider>. Keys are sealed at rest (lib/secret-box) and
 * only their last 4 characters come back. New keys or another mode make the last "Tester la
 * connexion" void: it proved other keys, or another of the provider's environments.
 */
export async function savePaymentAccount(
  ctx: StoreCtx,
  providerId: string,
  input: PaymentAccountInput,
): Promise<PaymentAccount> {
  const provider = parseProvider(providerId)
  const storeId = ctx.store.id
  const fields = getProvider(provider).credentialFields
  const existing = await accountOf(ctx, storeId, provider)
  const stored = await storedKeysOrNone(ctx, existing)
  const { merged, changed } = mergeKeys(fields, stored, input.credentials)
  if (input.enabled && ctx.store.currency !== ONLINE_CURRENCY)
    throw fieldError('UNPROCESSABLE', 'enabled', paymentMsg.onlineNeedsXof)
  if (input.enabled) refuseIncomplete(fields, merged, paymentMsg.keysIncomplete)
  // A new account starts with keys: a row holding none would only clutter the shop.
  if (!existing && Object.keys(merged).length === 0)
    refuseIncomplete(fields, merged, paymentMsg.keyRequired)
  const sealed = await sealSecret(ctx.env, JSON.stringify(merged))
  const keep = existing && !changed && existing.mode === input.mode
  const values = {
    mode: input.mode,
    enabled: input.enabled,
    credentials: sealed,
    keyId: sealedWith(sealed),
    hints: Object.fromEntries(Object.entries(merged).map(([f, v]) => [f, lastFour(v)])),
    verifiedAt: keep ? existing.verifiedAt : null,
    updatedAt: ctx.now,
  }
  if (!existing) {
    await ctx.db
      .insert(paymentAccounts)
      .values({ id: newId('pac'), storeId, provider, createdAt: ctx.now, ...values })
  } else {
    const switchingOff = existing.enabled && !input.enabled
    const saved = await ctx.db
      .update(paymentAccounts)
      .set(values)
      .where(
        and(
          eq(paymentAccounts.id, existing.id),
          switchingOff ? anotherMethodRemains(storeId, { provider }) : undefined,
        ),
      )
      .returning({ id: paymentAccounts.id })
    if (saved.length === 0) throw noMethodLeft('enabled')
  }
  await bumpStoreVersion(ctx, storeId)
  return toAccount(provider, values)
}

/**
 * POST /api/store/payments/accounts/<provider>/test: a real authenticated call to the provider
 * with the stored keys. Refused keys → 422 (and the account is no longer marked verified), a
 * provider that does not answer → 424. The provider's own words never reach the merchant:
 * they could echo a key.
 */
export async function testPaymentAccount(
  ctx: StoreCtx,
  providerId: string,
): Promise<PaymentConnectionResult> {
  const provider = parseProvider(providerId)
  const row = await accountOf(ctx, ctx.store.id, provider)
  if (!row) throw new ApiError('NOT_FOUND', msg.notFound)
  const credentials = await storedKeysOrNone(ctx, row)
  refuseIncomplete(getProvider(provider).credentialFields, credentials, paymentMsg.keysIncomplete)
  const sameKeys = and(
    eq(paymentAccounts.id, row.id),
    eq(paymentAccounts.credentials, row.credentials),
    eq(paymentAccounts.mode, row.mode),
  )
  try {
    await getProvider(provider).testConnection(providerEndpoints(ctx.env, provider, row.mode), {
      provider,
      mode: row.mode,
      credentials,
    })
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err
    if (err.kind === 'unreachable')
      throw new ApiError('PROVIDER_UNAVAILABLE', paymentMsg.connectionUnreachable)
    await ctx.db.update(paymentAccounts).set({ verifiedAt: null }).where(sameKeys)
    throw new ApiError('UNPROCESSABLE', paymentMsg.connectionRefused)
  }
  // Only the keys just tested are marked: a save that raced this call keeps its null.
  await ctx.db.update(paymentAccounts).set({ verifiedAt: ctx.now }).where(sameKeys)
  return { ok: true, message: paymentMsg.connectionOk, verifiedAt: ctx.now.toISOString() }
}

/** DELETE /api/store/payments/accounts/<provider>: the keys go; never the shop's last method. */
export async function deletePaymentAccount(ctx: StoreCtx, providerId: string): Promise<void> {
  const provider = parseProvider(providerId)
  const storeId = ctx.store.id
  const row = await accountOf(ctx, storeId, provider)
  if (!row) throw new ApiError('NOT_FOUND', msg.notFound)
  const deleted = await ctx.db
    .delete(paymentAccounts)
    .where(
      and(
        eq(paymentAccounts.id, row.id),
        row.enabled ? anotherMethodRemains(storeId, { provider }) : undefined,
      ),
    )
    .returning({ id: paymentAccounts.id })
  if (deleted.length === 0) throw noMethodLeft()
  await bumpStoreVersion(ctx, storeId)
}
