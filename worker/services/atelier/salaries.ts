import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import { batch } from '../../db/client'
import { atelierStaff, cashbookEntries, salaryPayments } from '../../db/schema'
import type { AtelierCtx } from '../../env'
import { iso } from '../../lib/dates'
import { ApiError, fieldError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import {
  type SalaryPayment,
  type SalaryPaymentInput,
  type SalaryPaymentListQuery,
  staffMsg,
} from '../../schemas/atelier/staff'
import type { Paged } from '../../schemas/fields'
import { automaticEntryInsert } from './ledger'
import { positiveShopAmount } from './money'

const monthName = new Intl.DateTimeFormat('fr-FR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
/** '2025-03' → 'mars 2025'. */
const monthLabel = (period: string) => monthName.format(new Date(`${period}-01T00:00:00Z`))

const joined = (ctx: AtelierCtx, where: SQL | undefined) =>
  ctx.db
    .select({
      payment: salaryPayments,
      firstName: atelierStaff.firstName,
      lastName: atelierStaff.lastName,
      entryId: cashbookEntries.id,
      paymentMethod: cashbookEntries.paymentMethod,
    })
    .from(salaryPayments)
    .innerJoin(
      atelierStaff,
      and(eq(atelierStaff.id, salaryPayments.staffId), eq(atelierStaff.storeId, ctx.store.id)),
    )
    .leftJoin(
      cashbookEntries,
      and(
        eq(cashbookEntries.salaryPaymentId, salaryPayments.id),
        eq(cashbookEntries.storeId, ctx.store.id),
      ),
    )
    .where(and(eq(salaryPayments.storeId, ctx.store.id), where))

type Row = Awaited<ReturnType<ReturnType<typeof joined>['get']>> & {}

const toPayment = ({ payment: p, firstName, lastName, entryId, paymentMethod }: Row) =>
  ({
    id: p.id,
    staffId: p.staffId,
    staffName: `${firstName} ${lastName}`,
    amount: p.amount,
    period: p.period,
    paidOn: p.paidOn,
    paymentMethod: paymentMethod ?? 'cash',
    note: p.note,
    cashbookEntryId: entryId,
    createdAt: iso(p.createdAt)!,
  }) satisfies SalaryPayment

export async function listSalaryPayments(
  ctx: AtelierCtx,
  query: SalaryPaymentListQuery,
): Promise<Paged<SalaryPayment>> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  const filter = and(
    query.staffId ? eq(salaryPayments.staffId, query.staffId) : undefined,
    query.period ? eq(salaryPayments.period, query.period) : undefined,
  )
  const [rows, counted] = await Promise.all([
    joined(ctx, filter)
      .orderBy(desc(salaryPayments.paidOn), desc(salaryPayments.createdAt), desc(salaryPayments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db
      .select({ n: count() })
      .from(salaryPayments)
      .where(and(eq(salaryPayments.storeId, ctx.store.id), filter)),
  ])
  return { items: rows.map(toPayment), page, pageSize, total: counted[0]?.n ?? 0 }
}

async function getSalaryPayment(ctx: AtelierCtx, id: string): Promise<SalaryPayment> {
  const row = await joined(ctx, eq(salaryPayments.id, id)).get()
  if (!row) throw new ApiError('NOT_FOUND', staffMsg.paymentNotFound)
  return toPayment(row)
}

/**
 * The payment and its cash-book expense in one batch. A second payment for the same month is
 * refused unless asked for: it is usually a mistake, sometimes an advance on salary.
 */
export async function paySalary(
  ctx: AtelierCtx,
  input: SalaryPaymentInput,
): Promise<SalaryPayment> {
  const staff = await ctx.db
    .select()
    .from(atelierStaff)
    .where(and(eq(atelierStaff.id, input.staffId), eq(atelierStaff.storeId, ctx.store.id)))
    .get()
  if (!staff) throw fieldError('NOT_FOUND', 'staffId', staffMsg.notFound)
  const amount = positiveShopAmount(ctx, 'amount', input.amount)
  const name = `${staff.firstName} ${staff.lastName}`
  if (!input.allowSecond) {
    const paid = await ctx.db
      .select({ id: salaryPayments.id })
      .from(salaryPayments)
      .where(
        and(
          eq(salaryPayments.storeId, ctx.store.id),
          eq(salaryPayments.staffId, staff.id),
          eq(salaryPayments.period, input.period),
        ),
      )
      .get()
    if (paid) {
      const message = staffMsg.alreadyPaid(name, monthLabel(input.period))
      throw fieldError('CONFLICT', 'period', message)
    }
  }
  const id = newId('sal')
  await batch(ctx.db, [
    ctx.db.insert(salaryPayments).values({
      id,
      storeId: ctx.store.id,
      staffId: staff.id,
      amount,
      period: input.period,
      paidOn: input.paidOn,
      note: input.note || null,
      createdBy: ctx.user.id,
    }),
    automaticEntryInsert(ctx, {
      kind: 'expense',
      category: 'salaries',
      source: 'salary',
      amount,
      label: `Salaire de ${monthLabel(input.period)} · ${name}`,
      occurredOn: input.paidOn,
      paymentMethod: input.paymentMethod,
      salaryPaymentId: id,
      note: input.note || null,
    }),
  ])
  return getSalaryPayment(ctx, id)
}

/** A payment recorded by mistake goes with its cash-book line. */
export async function deleteSalaryPayment(ctx: AtelierCtx, id: string): Promise<void> {
  await getSalaryPayment(ctx, id)
  await batch(ctx.db, [
    ctx.db
      .delete(cashbookEntries)
      .where(
        and(eq(cashbookEntries.salaryPaymentId, id), eq(cashbookEntries.storeId, ctx.store.id)),
      ),
    ctx.db
      .delete(salaryPayments)
      .where(and(eq(salaryPayments.id, id), eq(salaryPayments.storeId, ctx.store.id))),
  ])
}
