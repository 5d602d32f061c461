import { msg } from '../schemas/messages'
import { ApiError } from './errors'

/**
 * Writes for a shop that `npm run shop:move` is copying to another database (ADR 036, "Moving a
 * shop"). The directory's row says so (`stores.moving_to`), and every request acting for a shop
 * already reads that row (the account query, the storefront's shop lookup): a write then waits,
 * reads go on from the source. A copy that saw no write is the one the move can verify.
 */

/** A typical shop moves in well under a minute: sooner retries would be refused again. */
export const MOVE_RETRY_AFTER_SECONDS = 60

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Whether this request would write for a shop being moved. */
export const isWriteDuringMove = (method: string, movingTo: string | null | undefined): boolean =>
  Boolean(movingTo) && !READ_METHODS.has(method)

/** The API's answer: a French 503 with `Retry-After`, through the one error envelope. */
export function refuseWriteWhileMoving(method: string, movingTo: string | null | undefined) {
  if (isWriteDuringMove(method, movingTo))
    throw new ApiError('UNAVAILABLE', msg.shopMoving, undefined, MOVE_RETRY_AFTER_SECONDS)
}
