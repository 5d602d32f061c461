import { type SQL, sql } from 'drizzle-orm'
import { products } from '../../db/schema/index'

/**
 * The stock write of an order: a decrement relative to the row as it is when the batch runs,
 * never from the stock read before it (`_readStock`, stale as soon as another order lands in
 * between), so concurrent orders never overwrite each other and the CHECK refuses the one too many.
 *
 * Its own module, imported as `#worker/services/orders/stock-write.ts`, so that the race test's
 * negative control can build a bundle with a naive twin in its place (tests/helpers/naive-stock).
 */
export function stockAfterOrder(_readStock: number, quantity: number): SQL {
  return sql`${products.stock} - ${quantity}`
}
