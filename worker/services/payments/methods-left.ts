import { type SQL, sql } from 'drizzle-orm'
import { ApiError, fieldError } from '../../lib/errors'
import { paymentMsg } from '../../schemas/payments'

/**
 * A shop must always keep one way to be paid: cash on delivery, an enabled provider account or
 * a transfer wallet. Each write that takes one away carries this condition in its own WHERE,
 * so two removals racing each other cannot both succeed and leave the checkout empty.
 */
export function anotherMethodRemains(
  storeId: string,
  removing: { cashOnDelivery?: true; provider?: string; walletId?: string },
): SQL {
  const cod = removing.cashOnDelivery
    ? sql`0`
    : sql`exists (select 1 from stores s where s.id = ${storeId} and s.cash_on_delivery = 1)`
  const account = sql`exists (select 1 from payment_accounts pa where pa.store_id = ${storeId} and pa.enabled = 1${
    removing.provider ? sql` and pa.provider <> ${removing.provider}` : sql``
  })`
  const wallet = sql`exists (select 1 from transfer_wallets tw where tw.store_id = ${storeId}${
    removing.walletId ? sql` and tw.id <> ${removing.walletId}` : sql``
  })`
  return sql`(${cod} or ${account} or ${wallet})`
}

/** The refusal when a write would leave the shop without any payment method. */
export const noMethodLeft = (field?: string) =>
  field
    ? fieldError('UNPROCESSABLE', field, paymentMsg.noMethodLeft)
    : new ApiError('UNPROCESSABLE', paymentMsg.noMethodLeft)
