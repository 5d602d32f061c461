import { eq } from 'drizzle-orm'
import { paymentAccounts, transferWallets } from '../../worker/db/schema/index.ts'
import type { StoreCtx } from '../../worker/env.ts'
import { newId } from '../../worker/lib/ids.ts'
import { lastFour, sealedWith, sealSecret } from '../../worker/lib/secret-box.ts'

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
  const sealed = await sealSecret(ctx.env, JSON.stringify(DEMO_FEDAPAY))
  await ctx.db.insert(paymentAccounts).values({
    id: newId('pac'),
    storeId,
    provider: 'fedapay',
    mode: 'test',
    enabled: true,
    credentials: sealed,
    keyId: sealedWith(sealed),
    hints: {
      secretKey: lastFour(DEMO_FEDAPAY.secretKey),
      webhookSecret: lastFour(DEMO_FEDAPAY.webhookSecret),
    },
  })
  await ctx.db.insert(transferWallets).values([
    {
      id: newId('wal'),
      storeId,
      operator: 'orange',
      number: '22670123456',
      holderName: 'Awa Sawadogo',
    },
    {
      id: newId('wal'),
      storeId,
      operator: 'moov',
      number: '22660123456',
      holderName: 'Awa Style',
      position: 1,
    },
  ])
  return true
}
