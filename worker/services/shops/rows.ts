import { and, eq, type SQL } from 'drizzle-orm'
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { StoreCtx } from '../../env'

/** Any table whose rows belong to one shop. */
type ShopTable = SQLiteTable & { id: AnySQLiteColumn; storeId: AnySQLiteColumn }

/**
 * Whether the caller's shop has the row `id` in `table` (and it meets `also`): one indexed
 * column read, no record loaded. The check before a write, or before linking a row to another.
 */
export async function shopHasRow(
  ctx: Pick<StoreCtx, 'db' | 'store'>,
  table: ShopTable,
  id: string,
  also?: SQL,
): Promise<boolean> {
  const row = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.storeId, ctx.store.id), also))
    .get()
  return row !== undefined
}
