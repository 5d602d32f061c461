import type { PaymentRow } from '../../db/schema'
import type { RequestCtx } from '../../env'

/**
 * Placeholder until the platform-fees slice lands (same branch of issue 14): the statements
 * that activate the plan a verified platform payment pays for.
 */
export function activatePaidSubscription(_ctx: RequestCtx, _payment: PaymentRow): unknown[] {
  return []
}
