import { and, asc, eq } from 'drizzle-orm'
import { type AtelierServiceRow, atelierServices } from '../../db/schema'
import type { AtelierCtx } from '../../env'
import { ApiError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { type Service, type ServiceInput, serviceMsg } from '../../schemas/atelier/services'
import { shopAmount } from './money'
import { nameTakenAs } from './name-taken'

const toService = (row: AtelierServiceRow): Service => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: row.price,
})

const nameTaken = nameTakenAs(serviceMsg.nameTaken)

const scope = (ctx: AtelierCtx, id: string) =>
  and(eq(atelierServices.id, id), eq(atelierServices.storeId, ctx.store.id))

/** Every service of the shop, by name: the order form shows them all. */
export async function listServices(ctx: AtelierCtx): Promise<Service[]> {
  const rows = await ctx.db
    .select()
    .from(atelierServices)
    .where(eq(atelierServices.storeId, ctx.store.id))
    .orderBy(asc(atelierServices.name))
  return rows.map(toService)
}

/** Returns NOT_FOUND for another shop's service. */
async function getService(ctx: AtelierCtx, id: string): Promise<Service> {
  const row = await ctx.db.select().from(atelierServices).where(scope(ctx, id)).get()
  if (!row) throw new ApiError('NOT_FOUND', serviceMsg.notFound)
  return toService(row)
}

const toValues = (ctx: AtelierCtx, input: ServiceInput) => ({
  name: input.name,
  description: input.description || null,
  price: shopAmount(ctx, 'price', input.price),
})

export async function createService(ctx: AtelierCtx, input: ServiceInput): Promise<Service> {
  const id = newId('svc')
  await ctx.db
    .insert(atelierServices)
    .values({ id, storeId: ctx.store.id, ...toValues(ctx, input) })
    .catch((err: unknown) => {
      throw nameTaken(err)
    })
  return getService(ctx, id)
}

/** Orders keep the price they were made at (their own snapshot): a new price is for new orders. */
export async function updateService(
  ctx: AtelierCtx,
  id: string,
  input: ServiceInput,
): Promise<Service> {
  await getService(ctx, id)
  await ctx.db
    .update(atelierServices)
    .set({ ...toValues(ctx, input), updatedAt: ctx.now })
    .where(scope(ctx, id))
    .catch((err: unknown) => {
      throw nameTaken(err)
    })
  return getService(ctx, id)
}

export async function deleteService(ctx: AtelierCtx, id: string): Promise<void> {
  await getService(ctx, id)
  await ctx.db.delete(atelierServices).where(scope(ctx, id))
}
