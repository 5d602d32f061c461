import { sql } from 'drizzle-orm'
import { cashbookCategories, cashbookEntries } from '../../db/schema'
import type { AtelierCtx } from '../../env'
import { newId } from '../../lib/ids'

type AutomaticEntry = {
  kind: 'income' | 'expense'
  /** The built-in category it is filed under. */
  category: 'orders' | 'fabrics' | 'salaries'
  source: 'order_payment' | 'fabric_purchase' | 'salary'
  amount: number
  label: string
  occurredOn: string
  paymentMethod?: 'cash' | 'mobile_money' | 'bank' | 'other'
  orderId?: string
  fabricMovementId?: string
  salaryPaymentId?: string
  note?: string | null
}

/**
 * The cash-book line an atelier action writes (order payment, fabric purchase, salary),
 * returned unexecuted so the caller puts it in the same batch as its cause: money never
 * moves in one place without the other. The category is looked up inside the statement.
 */
export function automaticEntryInsert(ctx: AtelierCtx, entry: AutomaticEntry) {
  const { category, ...values } = entry
  return ctx.db.insert(cashbookEntries).values({
    id: newId('txn'),
    storeId: ctx.store.id,
    categoryId: sql`(select ${cashbookCategories.id} from ${cashbookCategories} where ${cashbookCategories.storeId} = ${ctx.store.id} and ${cashbookCategories.systemKey} = ${category})`,
    createdBy: ctx.user.id,
    ...values,
  })
}
