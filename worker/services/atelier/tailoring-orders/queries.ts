import { and, count, desc, eq, gte, like, lt, lte, notInArray, or, type SQL } from 'drizzle-orm'
import { customers, type TailoringOrderRow, tailoringOrders } from '../../../db/schema'
import type { AtelierCtx } from '../../../env'
import { iso } from '../../../lib/dates'
import { ApiError } from '../../../lib/errors'
import { containsPattern } from '../../../lib/search'
import {
  FINAL_STAGES,
  NEVER_LATE_STAGES,
  type TailoringOrderListQuery,
  type TailoringOrderSummary,
  tailoringMsg,
} from '../../../schemas/atelier/orders'
import type { Paged } from '../../../schemas/fields'
import { todayOf } from '../days'
import { paidSql } from './guard'

type CustomerBits = { firstName: string; lastName: string; phone: string }
export type OrderWithPaid = TailoringOrderRow & { paid: number; customer: CustomerBits }

/** Neither delivered nor canceled: still the atelier's work. */
export const isOpen = notInArray(tailoringOrders.stage, [...FINAL_STAGES])
/** Promised before `today` and not ready yet (NEVER_LATE_STAGES). */
export const isLate = (today: string) =>
  and(
    lt(tailoringOrders.promisedOn, today),
    notInArray(tailoringOrders.stage, [...NEVER_LATE_STAGES]),
  )

export const garmentsSummary = (row: Pick<TailoringOrderRow, 'garments'>) =>
  row.garments.map((g) => `${g.quantity} × ${g.garmentTypeName}`).join(', ')

export function toSummary(row: OrderWithPaid, today: string): TailoringOrderSummary {
  return {
    id: row.id,
    number: row.number,
    stage: row.stage,
    customerId: row.customerId,
    customerName: `${row.customer.firstName} ${row.customer.lastName}`.trim(),
    customerPhone: row.customer.phone,
    garmentsSummary: garmentsSummary(row),
    promisedOn: row.promisedOn,
    currency: row.currency,
    price: row.price,
    paid: row.paid,
    balance: Math.max(0, row.price - row.paid),
    late: !NEVER_LATE_STAGES.includes(row.stage) && row.promisedOn < today,
    createdAt: iso(row.createdAt)!,
  }
}

/** Orders of the shop with their customer and what they were paid; `where` narrows them. */
export function selectOrders(ctx: AtelierCtx, where?: SQL) {
  return ctx.db
    .select({
      order: tailoringOrders,
      customer: {
        firstName: customers.firstName,
        lastName: customers.lastName,
        phone: customers.phone,
      },
      paid: paidSql,
    })
    .from(tailoringOrders)
    .innerJoin(customers, eq(customers.id, tailoringOrders.customerId))
    .where(and(eq(tailoringOrders.storeId, ctx.store.id), where))
}

type Selected = { order: TailoringOrderRow; customer: CustomerBits; paid: number }
export const flatten = ({ order, customer, paid }: Selected): OrderWithPaid => ({
  ...order,
  customer,
  paid: Number(paid),
})

/** The order with what it was paid. Returns NOT_FOUND for another shop's order. */
export async function findOrder(ctx: AtelierCtx, id: string): Promise<OrderWithPaid> {
  const row = await selectOrders(ctx, eq(tailoringOrders.id, id)).get()
  if (!row) throw new ApiError('NOT_FOUND', tailoringMsg.notFound)
  return flatten(row)
}

function listFilter(ctx: AtelierCtx, query: TailoringOrderListQuery) {
  const o = tailoringOrders
  const q = query.q?.replace(/[%_]/g, '')
  return and(
    query.stage ? eq(o.stage, query.stage) : undefined,
    query.late ? isLate(todayOf(ctx)) : undefined,
    query.customerId ? eq(o.customerId, query.customerId) : undefined,
    query.from ? gte(o.promisedOn, query.from) : undefined,
    query.to ? lte(o.promisedOn, query.to) : undefined,
    q
      ? or(
          like(o.number, containsPattern(q)),
          like(customers.firstName, containsPattern(q)),
          like(customers.lastName, containsPattern(q)),
          like(customers.phone, containsPattern(q.replace(/\D/g, '') || q)),
        )
      : undefined,
  )
}

export async function listTailoringOrders(
  ctx: AtelierCtx,
  query: TailoringOrderListQuery,
): Promise<Paged<TailoringOrderSummary>> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  const where = listFilter(ctx, query)
  const [rows, totals] = await Promise.all([
    selectOrders(ctx, where)
      .orderBy(desc(tailoringOrders.createdAt), desc(tailoringOrders.number))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db
      .select({ n: count() })
      .from(tailoringOrders)
      .innerJoin(customers, eq(customers.id, tailoringOrders.customerId))
      .where(and(eq(tailoringOrders.storeId, ctx.store.id), where)),
  ])
  const today = todayOf(ctx)
  return {
    items: rows.map((r) => toSummary(flatten(r), today)),
    page,
    pageSize,
    total: totals[0]?.n ?? 0,
  }
}
