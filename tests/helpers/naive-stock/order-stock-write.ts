import { type SQL, sql } from 'drizzle-orm'

/**
 * The naive twin of worker/services/orders/stock-write.ts, only ever bundled into the race test's
 * negative control (naive-stock/build.ts): the stock read before the batch, minus the quantity.
 * Two orders that read the same stock both write it, and both get the last unit.
 */
export function stockAfterOrder(readStock: number, quantity: number): SQL {
  return sql`${Math.max(0, readStock - quantity)}`
}
