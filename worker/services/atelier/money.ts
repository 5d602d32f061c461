import type { AtelierCtx } from '../../env'
import { type ErrorIssue, fieldError } from '../../lib/errors'
import { cashbookMsg } from '../../schemas/atelier/cashbook'
import { toMinorUnits } from '../../schemas/money'

/**
 * Form amounts ("2 500", "2.500", "12,50") → integers in the minor unit of the shop's currency. The zod
 * schemas only check the shape: whether the decimals exist depends on the shop (1500,50 F CFA
 * does not), so the services parse here and answer a French 422 on the field.
 */

type Parsed = { amount: number; problem: null } | { amount: 0; problem: string }

function parse(ctx: AtelierCtx, path: string, value: string): Parsed {
  try {
    // The message names the field: "items.0.amount" is an amount, "advance" an advance.
    const field = path.slice(path.lastIndexOf('.') + 1)
    return { amount: toMinorUnits(value, ctx.store.currency, field), problem: null }
  } catch (err) {
    return { amount: 0, problem: (err as Error).message }
  }
}

const refuse = (path: string, message: string) => fieldError('UNPROCESSABLE', path, message)

/** The amount, or a 422 on `path`. */
export function shopAmount(ctx: AtelierCtx, path: string, value: string): number {
  const { amount, problem } = parse(ctx, path, value)
  if (problem !== null) throw refuse(path, problem)
  return amount
}

/** The amount, above zero (a payment, a cash-book line), or a 422 on `path`. */
export function positiveShopAmount(ctx: AtelierCtx, path: string, value: string): number {
  const amount = shopAmount(ctx, path, value)
  if (amount <= 0) throw refuse(path, cashbookMsg.amountPositive)
  return amount
}

/** The amount, or 0 with an issue on `path` added to `issues` (forms that report all at once). */
export function collectShopAmount(
  ctx: AtelierCtx,
  path: string,
  value: string,
  issues: ErrorIssue[],
): number {
  const { amount, problem } = parse(ctx, path, value)
  if (problem !== null) issues.push({ path, message: problem })
  return amount
}
