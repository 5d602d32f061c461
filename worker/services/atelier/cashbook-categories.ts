import { and, count, eq } from 'drizzle-orm'
import { type CashbookCategoryRow, cashbookCategories, cashbookEntries } from '../../db/schema'
import type { AtelierCtx } from '../../env'
import { ApiError, fieldError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import {
  type CashbookCategory,
  type CashbookCategoryInput,
  cashbookMsg,
} from '../../schemas/atelier/cashbook'
import { nameTakenAs } from './name-taken'

const toCategory = (row: CashbookCategoryRow, entryCount: number): CashbookCategory => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  description: row.description,
  systemKey: row.systemKey,
  entryCount,
})

const withCounts = (ctx: AtelierCtx) =>
  ctx.db
    .select({ category: cashbookCategories, entryCount: count(cashbookEntries.id) })
    .from(cashbookCategories)
    .leftJoin(
      cashbookEntries,
      and(
        eq(cashbookEntries.categoryId, cashbookCategories.id),
        eq(cashbookEntries.storeId, ctx.store.id),
      ),
    )
    .groupBy(cashbookCategories.id)

export async function listCashbookCategories(ctx: AtelierCtx): Promise<CashbookCategory[]> {
  const rows = await withCounts(ctx).where(eq(cashbookCategories.storeId, ctx.store.id))
  // Income first, then by name as a French reader sorts (SQLite would put "Électricité" last).
  return rows
    .map((r) => toCategory(r.category, r.entryCount))
    .sort((a, b) => b.kind.localeCompare(a.kind) || a.name.localeCompare(b.name, 'fr'))
}

async function findCategory(ctx: AtelierCtx, id: string): Promise<CashbookCategory> {
  const row = await withCounts(ctx)
    .where(and(eq(cashbookCategories.id, id), eq(cashbookCategories.storeId, ctx.store.id)))
    .get()
  if (!row) throw new ApiError('NOT_FOUND', cashbookMsg.categoryNotFound)
  return toCategory(row.category, row.entryCount)
}

/** Another shop's category is NOT_FOUND (on `categoryId`, for the entry form). */
export async function getCashbookCategory(
  ctx: AtelierCtx,
  id: string,
): Promise<CashbookCategoryRow> {
  const row = await ctx.db
    .select()
    .from(cashbookCategories)
    .where(and(eq(cashbookCategories.id, id), eq(cashbookCategories.storeId, ctx.store.id)))
    .get()
  if (!row) throw fieldError('NOT_FOUND', 'categoryId', cashbookMsg.categoryNotFound)
  return row
}

const nameTaken = nameTakenAs(cashbookMsg.categoryExists)

export async function createCashbookCategory(
  ctx: AtelierCtx,
  input: CashbookCategoryInput,
): Promise<CashbookCategory> {
  const id = newId('tcat')
  await ctx.db
    .insert(cashbookCategories)
    .values({
      id,
      storeId: ctx.store.id,
      name: input.name,
      kind: input.kind,
      description: input.description || null,
    })
    .catch((err: unknown) => {
      throw nameTaken(err)
    })
  return findCategory(ctx, id)
}

/**
 * The built-in categories keep their kind (automatic lines are filed under them), and so does
 * a category with entries: its lines would otherwise sit under the wrong side of the book.
 */
export async function updateCashbookCategory(
  ctx: AtelierCtx,
  id: string,
  input: CashbookCategoryInput,
): Promise<CashbookCategory> {
  const current = await findCategory(ctx, id)
  if (input.kind !== current.kind) {
    if (current.systemKey) throw new ApiError('CONFLICT', cashbookMsg.systemCategoryKind)
    if (current.entryCount > 0) throw new ApiError('CONFLICT', cashbookMsg.categoryKindInUse)
  }
  await ctx.db
    .update(cashbookCategories)
    .set({
      name: input.name,
      kind: input.kind,
      description: input.description || null,
      updatedAt: ctx.now,
    })
    .where(and(eq(cashbookCategories.id, id), eq(cashbookCategories.storeId, ctx.store.id)))
    .catch((err: unknown) => {
      throw nameTaken(err)
    })
  return findCategory(ctx, id)
}

export async function deleteCashbookCategory(ctx: AtelierCtx, id: string): Promise<void> {
  const current = await findCategory(ctx, id)
  if (current.systemKey) throw new ApiError('CONFLICT', cashbookMsg.systemCategoryDelete)
  if (current.entryCount > 0) throw new ApiError('CONFLICT', cashbookMsg.categoryInUse)
  await ctx.db
    .delete(cashbookCategories)
    .where(and(eq(cashbookCategories.id, id), eq(cashbookCategories.storeId, ctx.store.id)))
}
