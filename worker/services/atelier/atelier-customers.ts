import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { atelierMeasurements, tailoringOrders } from '../../db/schema'
import type { AtelierCtx } from '../../env'
import { iso } from '../../lib/dates'
import type {
  AtelierCustomer,
  AtelierCustomerDetail,
  AtelierCustomerListQuery,
} from '../../schemas/atelier/measurements'
import type { Customer, CustomerInput } from '../../schemas/customers'
import type { Paged } from '../../schemas/fields'
import { createCustomer, getCustomer, listCustomers, updateCustomer } from '../customers'
import { listCustomerMeasurements } from './measurements'

/*
 * The atelier's customers ARE the shop's customers: the shop's services read and write them,
 * and the atelier only adds what it knows (measurements, tailoring orders).
 */

type AtelierTotals = Pick<
  AtelierCustomer,
  'measurementCount' | 'lastMeasuredAt' | 'tailoringOrderCount'
>

async function atelierTotals(ctx: AtelierCtx, ids: string[]): Promise<Map<string, AtelierTotals>> {
  const totals = new Map<string, AtelierTotals>(
    ids.map((id) => [id, { measurementCount: 0, lastMeasuredAt: null, tailoringOrderCount: 0 }]),
  )
  if (ids.length === 0) return totals
  const [measured, ordered] = await Promise.all([
    ctx.db
      .select({
        customerId: atelierMeasurements.customerId,
        n: count(),
        last: sql<number>`max(${atelierMeasurements.createdAt})`,
      })
      .from(atelierMeasurements)
      .where(
        and(
          eq(atelierMeasurements.storeId, ctx.store.id),
          inArray(atelierMeasurements.customerId, ids),
        ),
      )
      .groupBy(atelierMeasurements.customerId),
    ctx.db
      .select({ customerId: tailoringOrders.customerId, n: count() })
      .from(tailoringOrders)
      .where(
        and(eq(tailoringOrders.storeId, ctx.store.id), inArray(tailoringOrders.customerId, ids)),
      )
      .groupBy(tailoringOrders.customerId),
  ])
  for (const r of measured) {
    const t = totals.get(r.customerId)
    if (!t) continue
    t.measurementCount = r.n
    t.lastMeasuredAt = iso(new Date(r.last * 1000))
  }
  for (const r of ordered) {
    const t = totals.get(r.customerId)
    if (t) t.tailoringOrderCount = r.n
  }
  return totals
}

async function withTotals(ctx: AtelierCtx, items: Customer[]): Promise<AtelierCustomer[]> {
  const totals = await atelierTotals(
    ctx,
    items.map((c) => c.id),
  )
  return items.map((c) => ({ ...c, ...totals.get(c.id)! }))
}

/** The shop's customers (search on name and phone, as in Clients), with their atelier totals. */
export async function listAtelierCustomers(
  ctx: AtelierCtx,
  query: AtelierCustomerListQuery,
): Promise<Paged<AtelierCustomer>> {
  const page = await listCustomers(ctx, query)
  return { ...page, items: await withTotals(ctx, page.items) }
}

/** Returns NOT_FOUND for another shop's customer. Measurements come newest first. */
export async function getAtelierCustomer(
  ctx: AtelierCtx,
  id: string,
): Promise<AtelierCustomerDetail> {
  const { orders: _shopOrders, ...customer } = await getCustomer(ctx, id)
  const [[withAtelier], measurements] = await Promise.all([
    withTotals(ctx, [customer]),
    listCustomerMeasurements(ctx, id),
  ])
  return { ...withAtelier!, measurements }
}

export async function createAtelierCustomer(
  ctx: AtelierCtx,
  input: CustomerInput,
): Promise<AtelierCustomer> {
  const [created] = await withTotals(ctx, [await createCustomer(ctx, input)])
  return created!
}

export async function updateAtelierCustomer(
  ctx: AtelierCtx,
  id: string,
  input: CustomerInput,
): Promise<AtelierCustomerDetail> {
  await updateCustomer(ctx, id, input)
  return getAtelierCustomer(ctx, id)
}
