import { and, eq, inArray } from 'drizzle-orm'
import {
  atelierFabrics,
  atelierGarmentTypes,
  atelierMeasurements,
  atelierServices,
  atelierStaff,
  customers,
  type MeasurementValue,
  type TailoringGarment,
  type TailoringOrderRow,
  type TailoringService,
} from '../../../db/schema'
import type { AtelierCtx } from '../../../env'
import { ApiError, type ErrorIssue } from '../../../lib/errors'
import {
  metersToCm,
  type TailoringOrderUpdateInput,
  tailoringMsg,
} from '../../../schemas/atelier/orders'
import { msg } from '../../../schemas/messages'
import { shopMedia } from '../../media'
import { shopHasRow } from '../../shops/rows'
import { todayOf } from '../days'
import { collectShopAmount } from '../money'

/** The columns an order form sets, checked against the shop and turned into stored values. */
export type OrderValues = {
  garments: TailoringGarment[]
  services: TailoringService[]
  fabricSource: 'customer' | 'stock'
  fabricId: string | null
  fabricCm: number | null
  fabricNote: string | null
  price: number
  promisedOn: string
  assignedStaffId: string | null
  photoIds: string[]
  note: string | null
}

type Issues = ErrorIssue[]
const fail = (issues: Issues) => new ApiError('UNPROCESSABLE', msg.checkFields, issues)

async function garmentsOf(
  ctx: AtelierCtx,
  customerId: string,
  input: TailoringOrderUpdateInput,
  issues: Issues,
  existing?: TailoringOrderRow,
): Promise<TailoringGarment[]> {
  const storeId = ctx.store.id
  // An edit keeps the snapshots it already holds, even if that measurement was deleted since.
  const kept = new Map(
    (existing?.garments ?? []).flatMap((g) => (g.measurementId ? [[g.measurementId, g]] : [])),
  )
  const typeIds = [...new Set(input.garments.map((g) => g.garmentTypeId))]
  const measurementIds = input.garments.flatMap((g) =>
    g.measurementId && !kept.has(g.measurementId) ? [g.measurementId] : [],
  )
  const [types, measurements] = await Promise.all([
    ctx.db
      .select({ id: atelierGarmentTypes.id, name: atelierGarmentTypes.name })
      .from(atelierGarmentTypes)
      .where(
        and(eq(atelierGarmentTypes.storeId, storeId), inArray(atelierGarmentTypes.id, typeIds)),
      ),
    measurementIds.length === 0
      ? []
      : ctx.db
          .select()
          .from(atelierMeasurements)
          .where(
            and(
              eq(atelierMeasurements.storeId, storeId),
              eq(atelierMeasurements.customerId, customerId),
              inArray(atelierMeasurements.id, measurementIds),
            ),
          ),
  ])
  const typeName = new Map(types.map((t) => [t.id, t.name]))
  const measurement = new Map<
    string,
    { id: string; garmentTypeId: string | null; values: MeasurementValue[] }
  >(measurements.map((m) => [m.id, m]))
  for (const [id, g] of kept)
    measurement.set(id, { id, garmentTypeId: g.garmentTypeId, values: g.measurements })
  return input.garments.map((g, i) => {
    const name = typeName.get(g.garmentTypeId)
    if (!name)
      issues.push({
        path: `garments.${i}.garmentTypeId`,
        message: tailoringMsg.garmentTypeNotFound,
      })
    const m = g.measurementId ? measurement.get(g.measurementId) : undefined
    if (g.measurementId && m?.garmentTypeId !== g.garmentTypeId)
      issues.push({
        path: `garments.${i}.measurementId`,
        message: tailoringMsg.measurementNotFound,
      })
    // The values are copied: a measurement taken later never changes this order.
    return {
      garmentTypeId: g.garmentTypeId,
      garmentTypeName: name ?? '',
      quantity: g.quantity,
      measurementId: m ? m.id : null,
      measurements: m ? m.values : [],
    }
  })
}

async function servicesOf(ctx: AtelierCtx, ids: string[], issues: Issues) {
  if (ids.length === 0) return []
  const s = atelierServices
  const rows = await ctx.db
    .select({ id: s.id, name: s.name, price: s.price })
    .from(s)
    .where(and(eq(s.storeId, ctx.store.id), inArray(s.id, ids)))
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id, i): TailoringService[] => {
    const row = byId.get(id)
    if (!row) issues.push({ path: `serviceIds.${i}`, message: tailoringMsg.serviceNotFound })
    return row ? [{ serviceId: row.id, name: row.name, price: row.price }] : []
  })
}

async function photosOf(ctx: AtelierCtx, ids: string[], issues: Issues) {
  const unique = [...new Set(ids)]
  const found = await shopMedia(ctx, unique)
  unique.forEach((id, i) => {
    if (!found.has(id)) issues.push({ path: `photoIds.${i}`, message: tailoringMsg.photoNotFound })
  })
  return unique
}

/**
 * Checks every reference of the form against the caller's shop (another shop's customer,
 * type, measurement, service, fabric, staff or photo is "introuvable", a 422 on its field)
 * and returns the values to store, with the measurements and service prices copied in.
 * `existing`: the order being edited (its unchanged past date and staff stay accepted).
 */
export async function orderValuesOf(
  ctx: AtelierCtx,
  customerId: string,
  input: TailoringOrderUpdateInput,
  existing?: TailoringOrderRow,
): Promise<OrderValues> {
  const issues: Issues = []
  const stock = input.fabricSource === 'stock'
  const staffId = input.assignedStaffId || null
  const [garments, services, photoIds, fabricOk, staffOk] = await Promise.all([
    garmentsOf(ctx, customerId, input, issues, existing),
    servicesOf(ctx, [...new Set(input.serviceIds)], issues),
    photosOf(ctx, input.photoIds, issues),
    stock && input.fabricId ? shopHasRow(ctx, atelierFabrics, input.fabricId) : true,
    // Someone newly assigned must be on the active staff; the one already assigned may stay.
    staffId && staffId !== existing?.assignedStaffId
      ? shopHasRow(ctx, atelierStaff, staffId, eq(atelierStaff.active, true))
      : true,
  ])
  if (!fabricOk) issues.push({ path: 'fabricId', message: tailoringMsg.fabricNotFound })
  if (!staffOk) issues.push({ path: 'assignedStaffId', message: tailoringMsg.staffNotFound })
  const price = collectShopAmount(ctx, 'price', input.price, issues)
  if (input.promisedOn < todayOf(ctx) && input.promisedOn !== existing?.promisedOn)
    issues.push({ path: 'promisedOn', message: tailoringMsg.promisedInPast })
  if (issues.length > 0) throw fail(issues)
  return {
    garments,
    services,
    fabricSource: input.fabricSource,
    fabricId: stock ? (input.fabricId ?? null) : null,
    fabricCm: stock ? metersToCm(input.fabricMeters ?? '0') : null,
    fabricNote: input.fabricNote || null,
    price,
    promisedOn: input.promisedOn,
    assignedStaffId: staffId,
    photoIds,
    note: input.note || null,
  }
}

/** The customer of a new order must be one of the shop's. */
export async function assertCustomer(ctx: AtelierCtx, customerId: string) {
  if (!(await shopHasRow(ctx, customers, customerId)))
    throw fail([{ path: 'customerId', message: tailoringMsg.customerNotFound }])
}
