import type { RequestCtx } from '../env'
import { ApiError } from '../lib/errors'
import { msg } from '../schemas/messages'

/** What a refused shopper is told to wait, in seconds: the limiters' window (wrangler.toml). */
export const PACE_WINDOW_SECONDS = 60

/** Each public form counts apart: an enquiry never uses up what an order may send. */
export type PacedForm = 'order' | 'enquiry' | 'contact' | 'review'

/**
 * Counts one submission of a public form against the client's address and, when the form
 * carries one, the phone number typed into it; 429 with Retry-After once either is over its
 * limit (Workers rate-limiting bindings, ADR 015). The counters are per shop (`scope`): many
 * shoppers share one carrier-NAT address, few of them write to the same shop in one minute.
 */
export async function assertShopperPace(
  ctx: RequestCtx,
  form: PacedForm,
  who: { scope: string; address: string; phone?: string },
): Promise<void> {
  const key = `${form}:${who.scope}`
  const byAddress = await ctx.env.FORMS_BY_ADDRESS?.limit({ key: `${key}:${who.address}` })
  if (byAddress && !byAddress.success) throw refusal(msg.tooManyFromAddress)
  if (!who.phone) return
  const byPhone = await ctx.env.FORMS_BY_PHONE?.limit({ key: `${key}:${who.phone}` })
  if (byPhone && !byPhone.success) throw refusal(msg.tooManyForPhone)
}

const refusal = (message: string) =>
  new ApiError('RATE_LIMITED', message, undefined, PACE_WINDOW_SECONDS)
