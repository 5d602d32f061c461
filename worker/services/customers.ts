import { and, count, desc, eq, like, or, type SQL, sql } from 'drizzle-orm'
import { batch } from '../db/client'
import { type CustomerRow, customers, orders } from '../db/schema'
import type { StoreCtx } from '../env'
import { iso } from '../lib/dates'
import { ApiError, fieldError, isConstraintError } from '../lib/errors'
import { newId } from '../lib/ids'
import { containsPattern } from '../lib/search'
import {
  type Customer,
  type CustomerDetail,
  type CustomerInput,
  type CustomerListQuery,
  customerMsg,
} from '../schemas/customers'
import type { Paged } from '../schemas/fields'
import { internationalPhone } from '../schemas/phone'
import { callingCodeOfZone } from '../schemas/time-zones'
import { toOrder } from './orders/orders'

type Totals = { orderCount: number; totalSpent: number; lastOrderAt: number | null }

function toCustomer(row: CustomerRow, totals: Totals): Customer {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    email: row.email,
    address: row.address,
    city: row.city,
    createdAt: iso(row.createdAt)!,
    orderCount: totals.orderCount,
    totalSpent: totals.totalSpent,
    lastOrderAt: totals.lastOrderAt === null ? null : iso(new Date(totals.lastOrderAt * 1000)),
  }
}

/** Per-customer aggregates over their orders: every order counts, canceled or refused ones are not spent. */
const totals = {
  orderCount: count(orders.id),
  totalSpent: sql<number>`coalesce(sum(case when ${orders.status} not in ('canceled', 'refused') then ${orders.total} else 0 end), 0)`,
  lastOrderAt: sql<number | null>`max(${orders.createdAt})`,
}

const withTotals = (ctx: StoreCtx, where: SQL | undefined) =>
  ctx.db
    .select({ customer: customers, ...totals })
    .from(customers)
    .leftJoin(orders, and(eq(orders.customerId, customers.id), eq(orders.storeId, ctx.store.id)))
    .where(and(eq(customers.storeId, ctx.store.id), where))
    .groupBy(customers.id)

export async function listCustomers(
  ctx: StoreCtx,
  query: CustomerListQuery,
): Promise<Paged<Customer>> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  const q = query.q?.replace(/[%_]/g, '')
  const search = q
    ? or(
        like(customers.firstName, containsPattern(q)),
        like(customers.lastName, containsPattern(q)),
        like(customers.phone, containsPattern(q.replace(/\D/g, '') || q)),
        like(customers.email, containsPattern(q)),
        like(customers.city, containsPattern(q)),
      )
    : undefined
  const [rows, counted] = await Promise.all([
    withTotals(ctx, search)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db
      .select({ n: count() })
      .from(customers)
      .where(and(eq(customers.storeId, ctx.store.id), search)),
  ])
  return {
    items: rows.map(({ customer, ...t }) => toCustomer(customer, t)),
    page,
    pageSize,
    total: counted[0]?.n ?? 0,
  }
}

/** Returns NOT_FOUND for another shop's customer. The detail lists their orders, newest first. */
export async function getCustomer(ctx: StoreCtx, id: string): Promise<CustomerDetail> {
  const row = await withTotals(ctx, eq(customers.id, id)).get()
  if (!row) throw new ApiError('NOT_FOUND', customerMsg.notFound)
  const orderRows = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, ctx.store.id), eq(orders.customerId, id)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
  const { customer, ...t } = row
  return { ...toCustomer(customer, t), orders: orderRows.map((o) => toOrder(o)) }
}

/**
 * Same normalisation as storefront orders, so a later order from this phone finds this customer;
 * a number typed without its code is of the shop's country.
 */
const toValues = (ctx: StoreCtx, input: CustomerInput) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  phone: internationalPhone(
    input.phoneCountryCode ?? callingCodeOfZone(ctx.store.timeZone),
    input.phone,
  ),
  email: input.email || null,
  address: input.address || null,
  city: input.city || null,
})

const phoneTaken = (err: unknown) =>
  isConstraintError(err, 'UNIQUE') ? fieldError('CONFLICT', 'phone', customerMsg.phoneTaken) : err

export async function createCustomer(ctx: StoreCtx, input: CustomerInput): Promise<Customer> {
  const id = newId('cus')
  await ctx.db
    .insert(customers)
    .values({ id, storeId: ctx.store.id, ...toValues(ctx, input) })
    .catch((err: unknown) => {
      throw phoneTaken(err)
    })
  const { orders: _orders, ...customer } = await getCustomer(ctx, id)
  return customer
}

/** Orders keep their own snapshot of the name and phone: editing a customer never rewrites them. */
export async function updateCustomer(
  ctx: StoreCtx,
  id: string,
  input: CustomerInput,
): Promise<CustomerDetail> {
  await getCustomer(ctx, id)
  await ctx.db
    .update(customers)
    .set({ ...toValues(ctx, input), updatedAt: ctx.now })
    .where(and(eq(customers.id, id), eq(customers.storeId, ctx.store.id)))
    .catch((err: unknown) => {
      throw phoneTaken(err)
    })
  return getCustomer(ctx, id)
}

/**
 * The customer's shop orders stay (with their snapshot), unlinked from the deleted customer. A
 * customer with tailoring orders (L'Atelier) stays: those orders are theirs (ON DELETE
 * restrict), and the whole batch is refused, nothing unlinked.
 */
export async function deleteCustomer(ctx: StoreCtx, id: string): Promise<void> {
  await getCustomer(ctx, id)
  // Spelled out rather than left to ON DELETE SET NULL: it holds whatever the foreign_keys pragma.
  await batch(ctx.db, [
    ctx.db
      .update(orders)
      .set({ customerId: null })
      .where(and(eq(orders.customerId, id), eq(orders.storeId, ctx.store.id))),
    ctx.db.delete(customers).where(and(eq(customers.id, id), eq(customers.storeId, ctx.store.id))),
  ]).catch((err: unknown) => {
    if (isConstraintError(err, 'FOREIGN KEY'))
      throw new ApiError('CONFLICT', customerMsg.hasTailoringOrders)
    throw err
  })
}
