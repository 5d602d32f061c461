import { eq } from 'drizzle-orm'
import { paymentAccounts } from '../../worker/db/schema/index.ts'
import type { StoreCtx } from '../../worker/env.ts'
import { savePaymentAccount } from '../../worker/services/payments/accounts.ts'
import { addWallet } from '../../worker/services/payments/wallets.ts'

/**
 * The sandbox keys of the demo shop's FedaPay account and of the platform's own account. Only
 * the local payment sandbox (scripts/payment-sandbox) knows them: they open nothing anywhere else.
 */
export const DEMO_FEDAPAY = {
  secretKey: 'sk_sandbox_demo_awa_style',
  webhookSecret: 'wh_sandbox_demo_awa_style',
} as const
export const DEMO_PLATFORM_FEDAPAY = {
  secretKey: 'sk_sandbox_demo_platform',
  webhookSecret: 'wh_sandbox_demo_platform',
} as const

/**
 * Online payment (FedaPay, sandbox keys) and a direct-transfer number on the demo shop, so a
 * newcomer can pay an order in the browser right after `npm start`. Idempotent.
 */
export async function seedPayments(ctx: StoreCtx): Promise<boolean> {
  const storeId = ctx.store.id
  const has = await ctx.db
    .select({ id: paymentAccounts.id })
    .from(paymentAccounts)
    .where(eq(paymentAccounts.storeId, storeId))
    .get()
  if (has) return false
  await savePaymentAccount(ctx, 'fedapay', {
    mode: 'test',
    enabled: true,
    credentials: { ...DEMO_FEDAPAY },
  })
  await addWallet(ctx, {
    operator: 'orange',
    phoneCountryCode: '+226',
    number: '70123456',
    holderName: 'Awa Sawadogo',
  })
  await addWallet(ctx, {
    operator: 'moov',
    phoneCountryCode: '+226',
    number: '60123456',
    holderName: 'Awa Style',
  })
  return true
}
