import { and, asc, eq, type SQLWrapper, sql } from 'drizzle-orm'
import { batch, readBatch } from '../../db/client'
import { insertWhere } from '../../db/conditional'
import {
  ateliers,
  type CashHandoverRow,
  cashbookCategories,
  cashbookEntries,
  cashHandovers,
  courierRuns,
  couriers,
  deliveries,
} from '../../db/schema/index'
import type { StoreCtx } from '../../env'
import { iso } from '../../lib/dates'
import { ApiError, fieldError, isConstraintError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { typedAmount } from '../../lib/money-field'
import { type CashClosingInput, type CashCorrectionInput, courierMsg } from '../../schemas/couriers'
import {
  type CashHandover,
  type CourierDayCash,
  cashMsg,
  type DayCash,
} from '../../schemas/day-cash'
import { dayLabel, localDay } from '../../schemas/shop-clock'

/**
 * "Caisse des livraisons" (issue 25, ADR 052): per courier and shop-local day, the parcels
 * taken and what came of them, the cash collected at the door, and what the courier handed
 * back. Everything is read from `deliveries` (the day and fee copied onto each parcel) and
 * `cash_handovers` (a closing, then signed corrections): a closed day only gains lines.
 */

const delivered = sql`${deliveries.outcome} in ('delivered_cash', 'delivered_paid')`
const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`

/**
 * A Vendeur's day's cash covers the couriers they handed parcels to that day (ADR 055): the
 * whole day of each (the cash is handed in per courier, not per seller); the owner and a
 * Gestionnaire see every courier. `column` is the courier id to filter.
 */
function dispatchedByCaller(ctx: StoreCtx, day: string, column: SQLWrapper) {
  if (ctx.member?.role !== 'seller') return undefined
  return sql`${column} in (select d.courier_id from ${deliveries} d
    where d.store_id = ${ctx.store.id} and d.day = ${day} and d.handed_by_user_id = ${ctx.user.id})`
}

/** One courier's parcels of the day, counted by outcome, with the cash and the fees they add up to. */
function dayParcels(ctx: StoreCtx, day: string, courierId?: string) {
  return ctx.db
    .select({
      courierId: deliveries.courierId,
      courierName: couriers.name,
      courierPhone: couriers.phone,
      taken: sql<number>`count(*)`,
      delivered: countWhere(delivered),
      refused: countWhere(sql`${deliveries.outcome} = 'refused'`),
      absent: countWhere(sql`${deliveries.outcome} = 'absent'`),
      open: countWhere(sql`${deliveries.outcome} is null`),
      collected: sql<number>`coalesce(sum(${deliveries.cashCollected}), 0)`,
      fees: sql<number>`coalesce(sum(case when ${delivered} then coalesce(${deliveries.fee}, 0) else 0 end), 0)`,
    })
    .from(deliveries)
    .innerJoin(
      couriers,
      and(eq(couriers.id, deliveries.courierId), eq(couriers.storeId, ctx.store.id)),
    )
    .where(
      and(
        eq(deliveries.storeId, ctx.store.id),
        eq(deliveries.day, day),
        courierId ? eq(deliveries.courierId, courierId) : undefined,
        dispatchedByCaller(ctx, day, deliveries.courierId),
      ),
    )
    .groupBy(deliveries.courierId)
    .orderBy(asc(couriers.name))
}

/** The day's handover lines, oldest first (rowid breaks ties within a second). */
function dayHandovers(ctx: StoreCtx, day: string, courierId?: string) {
  return ctx.db
    .select()
    .from(cashHandovers)
    .where(
      and(
        eq(cashHandovers.storeId, ctx.store.id),
        eq(cashHandovers.day, day),
        courierId ? eq(cashHandovers.courierId, courierId) : undefined,
        dispatchedByCaller(ctx, day, cashHandovers.courierId),
      ),
    )
    .orderBy(asc(cashHandovers.createdAt), asc(sql`rowid`))
}

const toHandover = (row: CashHandoverRow): CashHandover => ({
  id: row.id,
  kind: row.kind,
  amount: row.amount,
  expected: row.expected,
  note: row.note,
  recordedByUserId: row.recordedByUserId,
  recordedByName: row.recordedByName,
  createdAt: iso(row.createdAt)!,
})

type ParcelFigures = Awaited<ReturnType<typeof dayParcels>>[number]

function courierDay(parcels: ParcelFigures, lines: CashHandoverRow[]): CourierDayCash {
  const closing = lines.find((l) => l.kind === 'closing')
  const collected = Number(parcels.collected)
  // Once closed, the day's cash is what the closing saw: it never shifts silently.
  const expected = closing ? (closing.expected ?? collected) : collected
  const handedIn = lines.reduce((sum, l) => sum + l.amount, 0)
  return {
    courierId: parcels.courierId,
    courierName: parcels.courierName,
    courierPhone: parcels.courierPhone,
    taken: Number(parcels.taken),
    delivered: Number(parcels.delivered),
    refused: Number(parcels.refused),
    absent: Number(parcels.absent),
    open: Number(parcels.open),
    expected,
    collected,
    handedIn,
    difference: closing ? handedIn - expected : null,
    fees: Number(parcels.fees),
    closed: Boolean(closing),
    closedAt: closing ? iso(closing.createdAt) : null,
    lines: lines.map(toHandover),
  }
}

/** GET /api/delivery-cash: every courier who had parcels that day, and the day's totals. */
export async function getDayCash(ctx: StoreCtx, day?: string): Promise<DayCash> {
  const today = localDay(ctx.now, ctx.store.timeZone)
  const shown = day ?? today
  const [parcels, lines] = await readBatch(ctx.db, [
    dayParcels(ctx, shown),
    dayHandovers(ctx, shown),
  ])
  const days = parcels.map((p) =>
    courierDay(
      p,
      lines.filter((l) => l.courierId === p.courierId),
    ),
  )
  const sum = (pick: (c: CourierDayCash) => number) => days.reduce((s, c) => s + pick(c), 0)
  return {
    day: shown,
    today,
    currency: ctx.store.currency,
    couriers: days,
    totals: {
      taken: sum((c) => c.taken),
      delivered: sum((c) => c.delivered),
      refused: sum((c) => c.refused),
      absent: sum((c) => c.absent),
      open: sum((c) => c.open),
      expected: sum((c) => c.expected),
      handedIn: sum((c) => c.handedIn),
      fees: sum((c) => c.fees),
      toReceive: sum((c) => (c.closed ? 0 : c.expected)),
    },
  }
}

/** The courier (in the caller's shop) and their day as it stands: NOT_FOUND for anyone else's. */
async function courierAndDay(ctx: StoreCtx, courierId: string, day: string) {
  const [found, parcels, lines] = await readBatch(ctx.db, [
    ctx.db
      .select()
      .from(couriers)
      .where(
        and(
          eq(couriers.id, courierId),
          eq(couriers.storeId, ctx.store.id),
          dispatchedByCaller(ctx, day, couriers.id),
        ),
      )
      .limit(1),
    dayParcels(ctx, day, courierId),
    dayHandovers(ctx, day, courierId),
  ])
  const courier = found[0]
  if (!courier) throw fieldError('NOT_FOUND', 'courierId', courierMsg.notFound)
  return { courier, parcels: parcels[0], closing: lines.find((l) => l.kind === 'closing') }
}

/** The atelier's cash book gets the line only when the shop uses L'Atelier (switched on). */
const usesAtelier = (ctx: StoreCtx) =>
  sql`exists (select 1 from ${ateliers} where ${ateliers.storeId} = ${ctx.store.id} and ${ateliers.enabled} = 1)`

/**
 * The cash-book line a closing or a correction writes in L'Atelier, in the same batch as the
 * handover it mirrors: it goes in only if that handover did, and only for a shop using the
 * atelier. Money in is filed under the built-in "orders" category; money out has none (no
 * built-in expense category fits a courier's shortfall).
 */
function cashbookLine(
  ctx: StoreCtx,
  handoverId: string,
  entry: { kind: 'income' | 'expense'; amount: number; label: string; day: string; note?: string },
) {
  const category =
    entry.kind === 'income'
      ? sql`(select ${cashbookCategories.id} from ${cashbookCategories} where ${cashbookCategories.storeId} = ${ctx.store.id} and ${cashbookCategories.systemKey} = 'orders')`
      : null
  return insertWhere(
    ctx.db,
    cashbookEntries,
    {
      id: newId('txn'),
      storeId: ctx.store.id,
      kind: entry.kind,
      categoryId: category,
      amount: entry.amount,
      label: entry.label,
      occurredOn: entry.day,
      paymentMethod: 'cash',
      source: 'delivery_cash',
      note: entry.note ?? null,
      createdBy: ctx.user.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    },
    sql`${usesAtelier(ctx)} and exists (select 1 from ${cashHandovers} where ${cashHandovers.id} = ${handoverId})`,
  )
}

/**
 * "Clôturer la journée": what the courier handed in. One closing per courier and day (the
 * partial unique index answers a second one, even racing), keeping beside it the cash expected
 * at that very moment, and closing the courier's run (its link records nothing more), in one
 * batch with L'Atelier's cash-book line.
 */
export async function closeCourierDay(ctx: StoreCtx, input: CashClosingInput): Promise<DayCash> {
  const { courier, parcels, closing } = await courierAndDay(ctx, input.courierId, input.day)
  if (!parcels) throw fieldError('UNPROCESSABLE', 'day', cashMsg.noParcels)
  if (closing) throw new ApiError('CONFLICT', courierMsg.alreadyClosed)
  const amount = typedAmount('amount', input.amount, ctx.store.currency)
  const id = newId('cho')
  const expected = sql`(select coalesce(sum(${deliveries.cashCollected}), 0) from ${deliveries}
    where ${deliveries.storeId} = ${ctx.store.id} and ${deliveries.courierId} = ${courier.id} and ${deliveries.day} = ${input.day})`
  const statements: unknown[] = [
    // The unique index on (shop, courier, day) of closings refuses a second one, even racing.
    ctx.db.insert(cashHandovers).values({
      id,
      storeId: ctx.store.id,
      courierId: courier.id,
      day: input.day,
      kind: 'closing',
      amount,
      expected,
      note: null,
      currency: ctx.store.currency,
      recordedByUserId: ctx.user.id,
      recordedByName: ctx.member?.staffName ?? null,
      createdAt: ctx.now,
    }),
    ctx.db
      .update(courierRuns)
      .set({ closedAt: ctx.now })
      .where(
        and(
          eq(courierRuns.storeId, ctx.store.id),
          eq(courierRuns.courierId, courier.id),
          eq(courierRuns.day, input.day),
          sql`${courierRuns.closedAt} is null`,
        ),
      ),
  ]
  if (amount > 0)
    statements.push(
      cashbookLine(ctx, id, {
        kind: 'income',
        amount,
        label: `Livraisons du ${dayLabel(input.day)} — ${courier.name}`,
        day: input.day,
      }),
    )
  try {
    await batch(ctx.db, statements)
  } catch (err) {
    if (isConstraintError(err, 'UNIQUE')) throw new ApiError('CONFLICT', courierMsg.alreadyClosed)
    throw err
  }
  return getDayCash(ctx, input.day)
}

/**
 * "Ajouter une correction": more (or less) cash than the closing said, with why. Only on a
 * closed day; a new signed line, never an edit, and its mirror in L'Atelier's cash book.
 */
export async function addCashCorrection(
  ctx: StoreCtx,
  input: CashCorrectionInput,
): Promise<DayCash> {
  const { courier, closing } = await courierAndDay(ctx, input.courierId, input.day)
  if (!closing) throw new ApiError('CONFLICT', courierMsg.notClosed)
  const amount = typedAmount('amount', input.amount, ctx.store.currency)
  if (amount <= 0) throw fieldError('UNPROCESSABLE', 'amount', cashMsg.aboveZero)
  const id = newId('cho')
  const more = input.direction === 'more'
  await batch(ctx.db, [
    insertWhere(
      ctx.db,
      cashHandovers,
      {
        id,
        storeId: ctx.store.id,
        courierId: courier.id,
        day: input.day,
        kind: 'correction',
        amount: more ? amount : -amount,
        expected: null,
        note: input.note,
        currency: ctx.store.currency,
        recordedByUserId: ctx.user.id,
        recordedByName: ctx.member?.staffName ?? null,
        createdAt: ctx.now,
      },
      sql`exists (select 1 from ${cashHandovers} where ${cashHandovers.id} = ${closing.id})`,
    ),
    cashbookLine(ctx, id, {
      kind: more ? 'income' : 'expense',
      amount,
      label: `Correction des livraisons du ${dayLabel(input.day)} — ${courier.name}`,
      day: input.day,
      note: input.note,
    }),
  ])
  return getDayCash(ctx, input.day)
}
