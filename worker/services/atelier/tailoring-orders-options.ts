import { and, asc, eq, inArray } from 'drizzle-orm'
import {
  atelierFabrics,
  atelierGarmentTypeParts,
  atelierGarmentTypes,
  atelierMeasurementParts,
  atelierServices,
  atelierStaff,
} from '../../db/schema'
import type { AtelierCtx } from '../../env'
import type { GarmentType } from '../../schemas/atelier/measurements'
import type { TailoringOrderFormOptions } from '../../schemas/atelier/orders'

async function garmentTypesOf(ctx: AtelierCtx): Promise<GarmentType[]> {
  const types = await ctx.db
    .select()
    .from(atelierGarmentTypes)
    .where(eq(atelierGarmentTypes.storeId, ctx.store.id))
    .orderBy(asc(atelierGarmentTypes.name))
  if (types.length === 0) return []
  const p = atelierMeasurementParts
  const parts = await ctx.db
    .select({
      typeId: atelierGarmentTypeParts.garmentTypeId,
      id: p.id,
      name: p.name,
      description: p.description,
    })
    .from(atelierGarmentTypeParts)
    .innerJoin(p, eq(p.id, atelierGarmentTypeParts.partId))
    .where(
      and(
        eq(p.storeId, ctx.store.id),
        inArray(
          atelierGarmentTypeParts.garmentTypeId,
          types.map((t) => t.id),
        ),
      ),
    )
    .orderBy(asc(atelierGarmentTypeParts.position))
  return types.map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    parts: parts
      .filter((x) => x.typeId === t.id)
      .map(({ id, name, description }) => ({ id, name, description })),
  }))
}

/**
 * What the order form chooses from, read straight from the tables so the form works for a
 * tailor whose role opens neither the fabrics, the services nor the staff pages.
 */
export async function getOrderFormOptions(ctx: AtelierCtx): Promise<TailoringOrderFormOptions> {
  const storeId = ctx.store.id
  const [garmentTypes, services, fabrics, staff] = await Promise.all([
    garmentTypesOf(ctx),
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
    ctx.db
      .select({
        id: atelierStaff.id,
        firstName: atelierStaff.firstName,
        lastName: atelierStaff.lastName,
        role: atelierStaff.role,
      })
      .from(atelierStaff)
      .where(and(eq(atelierStaff.storeId, storeId), eq(atelierStaff.active, true)))
      .orderBy(asc(atelierStaff.firstName)),
  ])
  return {
    currency: ctx.store.currency,
    garmentTypes,
    services,
    fabrics,
    staff: staff.map((s) => ({ id: s.id, name: `${s.firstName} ${s.lastName}`, role: s.role })),
  }
}
