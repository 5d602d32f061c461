import { eq } from 'drizzle-orm'
import { platformSettings } from '../db/schema'
import type { RequestCtx, UserCtx } from '../env'
import { iso } from '../lib/dates'
import { fieldError } from '../lib/errors'
import { DEFAULT_COUNTRY_CODE, internationalPhone } from '../schemas/phone'
import {
  type PlatformChannel,
  type PlatformPaymentSettings,
  type PlatformPaymentSettingsInput,
  platformFeeMsg,
} from '../schemas/platform-settings'
import { platformAccount } from './payments/platform-account'

const PAYMENTS_KEY = 'payments'

/** Written only by the validated PUT below, so read as it was saved. */
const storedChannels = (value: unknown) =>
  (value as { channels?: PlatformChannel[] } | undefined)?.channels ?? []

/** Platform settings are the directory's, whoever asks (a merchant paying a plan, ADR 036). */
async function readPayments(ctx: RequestCtx) {
  return ctx.directory
    .select()
    .from(platformSettings)
    .where(eq(platformSettings.key, PAYMENTS_KEY))
    .get()
}

/** The platform's receiving channels, in the administrator's order (none until set). */
export async function listPlatformChannels(ctx: RequestCtx): Promise<PlatformChannel[]> {
  return storedChannels((await readPayments(ctx))?.value)
}

/** GET /api/admin/settings/payments. */
export async function getPlatformPaymentSettings(
  ctx: RequestCtx,
): Promise<PlatformPaymentSettings> {
  const row = await readPayments(ctx)
  const account = platformAccount(ctx.env)
  return {
    channels: storedChannels(row?.value),
    online: account ? { provider: account.provider, mode: account.mode } : null,
    updatedAt: iso(row?.updatedAt ?? null),
  }
}

/** PUT /api/admin/settings/payments: replaces the list; the same number twice is refused (422). */
export async function updatePlatformPaymentSettings(
  ctx: UserCtx,
  input: PlatformPaymentSettingsInput,
): Promise<PlatformPaymentSettings> {
  const seen = new Set<string>()
  const channels = input.channels.map((c, i): PlatformChannel => {
    const number = internationalPhone(c.phoneCountryCode ?? DEFAULT_COUNTRY_CODE, c.number)
    const key = `${c.operator}:${number}`
    if (seen.has(key))
      throw fieldError('UNPROCESSABLE', `channels.${i}.number`, platformFeeMsg.channelDuplicate)
    seen.add(key)
    return {
      operator: c.operator,
      number,
      holderName: c.holderName,
      merchantCode: c.merchantCode || null,
      ussdCode: c.ussdCode || null,
      note: c.note || null,
    }
  })
  const value = { channels }
  await ctx.directory
    .insert(platformSettings)
    .values({ key: PAYMENTS_KEY, value, updatedBy: ctx.user.id, updatedAt: ctx.now })
    .onConflictDoUpdate({
      target: platformSettings.key,
      set: { value, updatedBy: ctx.user.id, updatedAt: ctx.now },
    })
  return getPlatformPaymentSettings(ctx)
}
