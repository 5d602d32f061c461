import type { Role } from '../schemas/auth'
import { msg } from '../schemas/messages'
import { ApiError } from './errors'
import { refuseWriteWhileMoving } from './shop-moving'

/** Whether the shop someone acts for may still be written to (owner or staff alike). */
export type ShopStanding = {
  subscription: string | null
  ownerBlocked: boolean
  /** Set while the shop is moved to another database (`shop:move`): writes wait. */
  movingTo: string | null
}

/**
 * A suspended shop's people may read but not write; so may the staff of a merchant the
 * platform blocked (the merchant, blocked, cannot even sign in). The owner keeps the words
 * about their own account; staff, and people joining as staff, are told it is the shop.
 */
export function refuseWriteForStoppedShop(
  method: string,
  role: Role,
  { subscription, ownerBlocked, movingTo }: ShopStanding,
) {
  refuseWriteWhileMoving(method, movingTo)
  if (ownerBlocked) throw new ApiError('FORBIDDEN', msg.shopBlocked)
  if (subscription === 'suspended')
    throw new ApiError('FORBIDDEN', role === 'staff' ? msg.shopSuspended : msg.accountSuspended)
}
