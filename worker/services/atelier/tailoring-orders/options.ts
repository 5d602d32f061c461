import { asc, eq } from 'drizzle-orm'
import { atelierFabrics, atelierServices } from '../../../db/schema'
import type { AtelierCtx } from '../../../env'
import type { TailoringOrderFormOptions } from '../../../schemas/atelier/orders'
import { listGarmentTypes } from '../garment-types'
import { listStaffOptions } from '../staff'

/**
 * What the order form chooses from, read here (not through the fabrics, services and staff
 * routes) so the form works for a tailor whose role opens none of those pages.
 */
export async function getOrderFormOptions(ctx: AtelierCtx): Promise<TailoringOrderFormOptions> {
  const storeId = ctx.store.id
  const [garmentTypes, services, fabrics, staff] = await Promise.all([
    listGarmentTypes(ctx),
    ctx.db
      .select({ id: atelierServices.id, name: atelierServices.name, price: atelierServices.price })
      .from(atelierServices)
      .where(eq(atelierServices.storeId, storeId))
      .orderBy(asc(atelierServices.name)),
    ctx.db
      .select({
        id: atelierFabrics.id,
        name: atelierFabrics.name,
        stockCm: atelierFabrics.stockCm,
        pricePerMeter: atelierFabrics.pricePerMeter,
      })
      .from(atelierFabrics)
      .where(eq(atelierFabrics.storeId, storeId))
      .orderBy(asc(atelierFabrics.name)),
    listStaffOptions(ctx),
  ])
  return {
    currency: ctx.store.currency,
    garmentTypes,
    services,
    fabrics,
    staff,
  }
}
