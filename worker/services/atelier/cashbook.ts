import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm'
import {
  atelierFabricMovements,
  atelierStaff,
  type CashbookEntryRow,
  cashbookCategories,
  cashbookEntries,
  salaryPayments,
  tailoringOrders,
} from '../../db/schema'
import type { AtelierCtx } from '../../env'
import { iso } from '../../lib/dates'
import { ApiError, fieldError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import {
  type CashbookEntry,
  type CashbookEntryInput,
  type CashbookListQuery,
  type CashbookPage,
  cashbookMsg,
} from '../../schemas/atelier/cashbook'
import { getCashbookCategory } from './cashbook-categories'
import { positiveShopAmount } from './money'

/** An entry with the names of what it is filed under and linked to. */
const joined = (ctx: AtelierCtx, where: SQL | undefined) =>
  ctx.db
    .select({
      entry: cashbookEntries,
      categoryName: cashbookCategories.name,
      orderNumber: tailoringOrders.number,
      staffId: atelierStaff.id,
      staffFirst: atelierStaff.firstName,
      staffLast: atelierStaff.lastName,
      fabricId: atelierFabricMovements.fabricId,
    })
    .from(cashbookEntries)
    .leftJoin(
      cashbookCategories,
      and(
        eq(cashbookCategories.id, cashbookEntries.categoryId),
        eq(cashbookCategories.storeId, ctx.store.id),
      ),
    )
    .leftJoin(
      tailoringOrders,
      and(
        eq(tailoringOrders.id, cashbookEntries.orderId),
        eq(tailoringOrders.storeId, ctx.store.id),
      ),
    )
    .leftJoin(
      salaryPayments,
      and(
        eq(salaryPayments.id, cashbookEntries.salaryPaymentId),
        eq(salaryPayments.storeId, ctx.store.id),
      ),
    )
    .leftJoin(
      atelierStaff,
      and(eq(atelierStaff.id, salaryPayments.staffId), eq(atelierStaff.storeId, ctx.store.id)),
    )
    .leftJoin(
      atelierFabricMovements,
      and(
        eq(atelierFabricMovements.id, cashbookEntries.fabricMovementId),
        eq(atelierFabricMovements.storeId, ctx.store.id),
      ),
    )
    .where(and(eq(cashbookEntries.storeId, ctx.store.id), where))

type Row = Awaited<ReturnType<ReturnType<typeof joined>['get']>> & {}

function toEntry({ entry: e, ...links }: Row): CashbookEntry {
  return {
    id: e.id,
    kind: e.kind,
    categoryId: e.categoryId,
    categoryName: links.categoryName,
    amount: e.amount,
    label: e.label,
    occurredOn: e.occurredOn,
    paymentMethod: e.paymentMethod,
    source: e.source,
    automatic: e.source !== 'manual',
    orderId: e.orderId,
    orderNumber: links.orderNumber,
    salaryPaymentId: e.salaryPaymentId,
    staffId: links.staffId,
    staffName: links.staffId ? `${links.staffFirst} ${links.staffLast}` : null,
    fabricMovementId: e.fabricMovementId,
    fabricId: links.fabricId,
    note: e.note,
    createdAt: iso(e.createdAt)!,
  }
}

const filterOf = (q: CashbookListQuery) =>
  and(
    q.from ? gte(cashbookEntries.occurredOn, q.from) : undefined,
    q.to ? lte(cashbookEntries.occurredOn, q.to) : undefined,
    q.kind ? eq(cashbookEntries.kind, q.kind) : undefined,
    q.categoryId ? eq(cashbookEntries.categoryId, q.categoryId) : undefined,
    q.source ? eq(cashbookEntries.source, q.source) : undefined,
  )

/** Sums in SQL: what came in and went out over the whole filter, every page included. */
export const sums = {
  income: sql<number>`coalesce(sum(case when ${cashbookEntries.kind} = 'income' then ${cashbookEntries.amount} else 0 end), 0)`,
  expense: sql<number>`coalesce(sum(case when ${cashbookEntries.kind} = 'expense' then ${cashbookEntries.amount} else 0 end), 0)`,
}

export async function listCashbook(
  ctx: AtelierCtx,
  query: CashbookListQuery,
): Promise<CashbookPage> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  const filter = filterOf(query)
  const [rows, totals] = await Promise.all([
    joined(ctx, filter)
      .orderBy(
        desc(cashbookEntries.occurredOn),
        desc(cashbookEntries.createdAt),
        desc(cashbookEntries.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db
      .select({ n: count(), ...sums })
      .from(cashbookEntries)
      .where(and(eq(cashbookEntries.storeId, ctx.store.id), filter))
      .get(),
  ])
  const income = totals?.income ?? 0
  const expense = totals?.expense ?? 0
  return {
    items: rows.map(toEntry),
    page,
    pageSize,
    total: totals?.n ?? 0,
    totals: { income, expense, balance: income - expense },
  }
}

export async function getCashbookEntry(ctx: AtelierCtx, id: string): Promise<CashbookEntry> {
  const row = await joined(ctx, eq(cashbookEntries.id, id)).get()
  if (!row) throw new ApiError('NOT_FOUND', cashbookMsg.notFound)
  return toEntry(row)
}

async function toValues(ctx: AtelierCtx, input: CashbookEntryInput) {
  const category = await getCashbookCategory(ctx, input.categoryId)
  if (category.kind !== input.kind) {
    const message = cashbookMsg.categoryKind(input.kind)
    throw fieldError('UNPROCESSABLE', 'categoryId', message)
  }
  return {
    kind: input.kind,
    categoryId: category.id,
    amount: positiveShopAmount(ctx, 'amount', input.amount),
    label: input.label,
    occurredOn: input.occurredOn,
    paymentMethod: input.paymentMethod,
    note: input.note || null,
  }
}

export async function createCashbookEntry(
  ctx: AtelierCtx,
  input: CashbookEntryInput,
): Promise<CashbookEntry> {
  const id = newId('txn')
  const values = await toValues(ctx, input)
  await ctx.db.insert(cashbookEntries).values({
    id,
    storeId: ctx.store.id,
    ...values,
    source: 'manual',
    createdBy: ctx.user.id,
  })
  return getCashbookEntry(ctx, id)
}

/** Automatic lines follow their cause (order, fabric purchase, salary): never edited here. */
async function manualEntry(ctx: AtelierCtx, id: string): Promise<CashbookEntryRow> {
  const row = await ctx.db
    .select()
    .from(cashbookEntries)
    .where(and(eq(cashbookEntries.id, id), eq(cashbookEntries.storeId, ctx.store.id)))
    .get()
  if (!row) throw new ApiError('NOT_FOUND', cashbookMsg.notFound)
  if (row.source !== 'manual') throw new ApiError('CONFLICT', cashbookMsg.automatic)
  return row
}

export async function updateCashbookEntry(
  ctx: AtelierCtx,
  id: string,
  input: CashbookEntryInput,
): Promise<CashbookEntry> {
  await manualEntry(ctx, id)
  const values = await toValues(ctx, input)
  await ctx.db
    .update(cashbookEntries)
    .set({ ...values, updatedAt: ctx.now })
    .where(
      and(
        eq(cashbookEntries.id, id),
        eq(cashbookEntries.storeId, ctx.store.id),
        eq(cashbookEntries.source, 'manual'),
      ),
    )
  return getCashbookEntry(ctx, id)
}

export async function deleteCashbookEntry(ctx: AtelierCtx, id: string): Promise<void> {
  await manualEntry(ctx, id)
  await ctx.db
    .delete(cashbookEntries)
    .where(
      and(
        eq(cashbookEntries.id, id),
        eq(cashbookEntries.storeId, ctx.store.id),
        eq(cashbookEntries.source, 'manual'),
      ),
    )
}
