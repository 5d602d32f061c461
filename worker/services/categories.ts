import { and, asc, count, eq } from 'drizzle-orm'
import { batch } from '../db/client'
import { type CategoryRow, categories, products } from '../db/schema'
import type { StoreCtx } from '../env'
import { fieldError, isConstraintError } from '../lib/errors'
import { newId } from '../lib/ids'
import type { Category, CategoryInput } from '../schemas/categories'
import { msg } from '../schemas/messages'
import { bumpStoreVersion } from './stores'

const toCategory = (row: CategoryRow, productCount = 0): Category => ({
  id: row.id,
  name: row.name,
  description: row.description,
  productCount,
})

const nameTaken = () => fieldError('CONFLICT', 'name', msg.categoryExists)

export async function listCategories(ctx: StoreCtx): Promise<Category[]> {
  const rows = await ctx.db
    .select({ category: categories, productCount: count(products.id) })
    .from(categories)
    .leftJoin(
      products,
      and(eq(products.categoryId, categories.id), eq(products.storeId, ctx.store.id)),
    )
    .where(eq(categories.storeId, ctx.store.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.name))
  return rows.map((r) => toCategory(r.category, r.productCount))
}

/** Returns NOT_FOUND for another shop's category. */
/** A category of the caller's shop, by id: the query, to await or send beside other reads. */
export const categoryQuery = (ctx: StoreCtx, id: string) =>
  ctx.db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.storeId, ctx.store.id)))
    .get()

/** Another shop's category, or none: NOT_FOUND on the form's field. */
export const unknownCategory = () => fieldError('NOT_FOUND', 'categoryId', msg.unknownCategory)

export async function getCategory(ctx: StoreCtx, id: string): Promise<CategoryRow> {
  const row = await categoryQuery(ctx, id)
  if (!row) throw unknownCategory()
  return row
}

export async function createCategory(ctx: StoreCtx, input: CategoryInput): Promise<Category> {
  const id = newId('cat')
  try {
    await batch(ctx.db, [
      ctx.db.insert(categories).values({
        id,
        storeId: ctx.store.id,
        name: input.name,
        description: input.description || null,
      }),
      bumpStoreVersion(ctx, ctx.store.id),
    ])
  } catch (err) {
    if (isConstraintError(err, 'UNIQUE')) throw nameTaken()
    throw err
  }
  return toCategory(await getCategory(ctx, id))
}

export async function updateCategory(
  ctx: StoreCtx,
  id: string,
  input: CategoryInput,
): Promise<Category> {
  await getCategory(ctx, id)
  try {
    await batch(ctx.db, [
      ctx.db
        .update(categories)
        .set({ name: input.name, description: input.description || null, updatedAt: ctx.now })
        .where(and(eq(categories.id, id), eq(categories.storeId, ctx.store.id))),
      bumpStoreVersion(ctx, ctx.store.id),
    ])
  } catch (err) {
    if (isConstraintError(err, 'UNIQUE')) throw nameTaken()
    throw err
  }
  return toCategory(await getCategory(ctx, id))
}

/** Products of a deleted category stay, without a category. */
export async function deleteCategory(ctx: StoreCtx, id: string): Promise<void> {
  await getCategory(ctx, id)
  await batch(ctx.db, [
    ctx.db
      .delete(categories)
      .where(and(eq(categories.id, id), eq(categories.storeId, ctx.store.id))),
    bumpStoreVersion(ctx, ctx.store.id),
  ])
}
