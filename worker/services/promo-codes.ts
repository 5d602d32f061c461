import {
  and,
  asc,
  eq,
  isNotNull,
  isNull,
  notExists,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import { batch, type Db } from '../db/client'
import { changesOf, insertWhere } from '../db/conditional'
import { type ReadPlan, runPlan } from '../db/read-plan'
import { orders, type PromoCodeRow, promoCodePhones, promoCodes } from '../db/schema/index'
import type { ShopDatabaseCtx, StoreCtx } from '../env'
import { ApiError, fieldError, isConstraintError } from '../lib/errors'
import { newId } from '../lib/ids'
import { typedAmount } from '../lib/money-field'
import {
  MAX_PROMO_CODES,
  type PromoCode,
  type PromoCodeInput,
  type PromoCodeList,
  promoMsg,
} from '../schemas/promo-codes'
import { countedLimit } from './plan-limits'

/**
 * Marketing › Codes promo (issue 26): the merchant's codes and their figures, the intake's read
 * of a typed code, its use counted in the order's batch, and the use given back once.
 */

type Figures = { revenue: number; discountGiven: number }

const toPromoCode = (row: PromoCodeRow, figures?: Figures): PromoCode => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  minOrder: row.minOrder,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  maxUses: row.maxUses,
  maxUsesPerPhone: row.maxUsesPerPhone,
  categoryIds: row.categoryIds ?? [],
  freeDelivery: row.freeDelivery,
  active: row.active,
  uses: row.uses,
  revenue: figures?.revenue ?? 0,
  discountGiven: figures?.discountGiven ?? 0,
})

/** Orders that count in a code's figures: a cancelled or refused one brought nothing. */
const counted = notInArray(orders.status, ['canceled', 'refused'])

/** GET /api/promo-codes: every code, newest first, with what it brought and cost. */
export async function listPromoCodes(ctx: StoreCtx): Promise<PromoCodeList> {
  const storeId = ctx.store.id
  const [rows, figures] = (await batch(ctx.db, [
    ctx.db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.storeId, storeId))
      .orderBy(asc(promoCodes.code)),
    ctx.db
      .select({
        id: orders.promoCodeId,
        revenue: sql<number>`coalesce(sum(${orders.total}), 0)`,
        discountGiven: sql<number>`coalesce(sum(${orders.discount}), 0)`,
      })
      .from(orders)
      .where(and(eq(orders.storeId, storeId), isNotNull(orders.promoCodeId), counted))
      .groupBy(orders.promoCodeId),
  ])) as [PromoCodeRow[], ({ id: string } & Figures)[]]
  const byId = new Map(figures.map((f) => [f.id, f]))
  return { currency: ctx.store.currency, items: rows.map((r) => toPromoCode(r, byId.get(r.id))) }
}

/** The row's values from what the merchant typed, or a French 422 beside the field. */
function promoValues(ctx: StoreCtx, input: PromoCodeInput) {
  const currency = ctx.store.currency
  let value: number
  if (input.kind === 'percent') {
    value = Number(input.value.replace(/\s|%/g, '').replace(',', '.'))
    if (!Number.isInteger(value) || value < 1 || value > 100)
      throw fieldError('UNPROCESSABLE', 'value', promoMsg.percentRange)
  } else {
    value = typedAmount('value', input.value, currency)
    if (value <= 0) throw fieldError('UNPROCESSABLE', 'value', promoMsg.amountPositive)
  }
  return {
    code: input.code,
    kind: input.kind,
    value,
    minOrder: input.minOrder ? typedAmount('minOrder', input.minOrder, currency) || null : null,
    startsOn: input.startsOn || null,
    endsOn: input.endsOn || null,
    maxUses: input.maxUses ?? null,
    maxUsesPerPhone: input.maxUsesPerPhone ?? null,
    categoryIds: input.categoryIds?.length ? [...new Set(input.categoryIds)] : null,
    freeDelivery: input.freeDelivery ?? false,
    active: input.active ?? true,
  }
}

/** Two codes that read the same are one: the unique index answers, said beside the code. */
async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (err) {
    if (isConstraintError(err, 'UNIQUE')) throw fieldError('CONFLICT', 'code', promoMsg.codeExists)
    throw err
  }
}

/**
 * POST /api/promo-codes: 409 past the plan's codes (with the way up), 422 past MAX_PROMO_CODES
 * whatever the plan, 409 for a code that reads as another. A shop that went down a plan keeps
 * its codes (listed, editable, switched off at will): only adding one is refused.
 */
export async function createPromoCode(ctx: StoreCtx, input: PromoCodeInput): Promise<PromoCode> {
  const storeId = ctx.store.id
  const row: PromoCodeRow = {
    id: newId('prm'),
    storeId,
    ...promoValues(ctx, input),
    uses: 0,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  }
  const codes = sql`select count(*) from ${promoCodes} where ${promoCodes.storeId} = ${storeId}`
  const limit = await countedLimit(ctx, 'maxPromoCodes', codes, MAX_PROMO_CODES)
  // Counting and inserting in one statement: parallel additions cannot all pass the cap. An
  // unlimited plan still stops at MAX_PROMO_CODES.
  const inserted = await uniqueCode(() =>
    insertWhere(ctx.db, promoCodes, row, limit.condition ?? sql`(${codes}) < ${MAX_PROMO_CODES}`),
  )
  if (changesOf(inserted) === 0) {
    if (limit.max !== null && limit.max < MAX_PROMO_CODES) throw limit.refusal()
    throw new ApiError('UNPROCESSABLE', promoMsg.limit)
  }
  return toPromoCode(row)
}

/**
 * PUT /api/promo-codes/<id>: 404 for another shop's. Orders keep the discount they got; a
 * maximum below the uses already counted is refused (its CHECK) rather than silently broken.
 * Once an order carries the code its text is fixed (ADR 054): the shopper's receipt, the CSV
 * and the figures all name it; the condition is in the UPDATE itself, so no order slips between
 * a check and the write.
 */
export async function updatePromoCode(
  ctx: StoreCtx,
  id: string,
  input: PromoCodeInput,
): Promise<PromoCode> {
  const values = promoValues(ctx, input)
  let rows: PromoCodeRow[]
  try {
    rows = await uniqueCode(() =>
      ctx.db
        .update(promoCodes)
        .set({ ...values, updatedAt: ctx.now })
        .where(
          and(
            eq(promoCodes.id, id),
            eq(promoCodes.storeId, ctx.store.id),
            or(eq(promoCodes.code, values.code), notExists(ordersWithCode(ctx, id))),
          ),
        )
        .returning(),
    )
  } catch (err) {
    if (isConstraintError(err, 'CHECK'))
      throw fieldError('UNPROCESSABLE', 'maxUses', promoMsg.maxBelowUses)
    throw err
  }
  const row = rows[0]
  if (row) return toPromoCode(row)
  const [kept] = await ctx.db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(and(eq(promoCodes.id, id), eq(promoCodes.storeId, ctx.store.id)))
  if (kept) throw fieldError('UNPROCESSABLE', 'code', promoMsg.codeLocked)
  throw new ApiError('NOT_FOUND', promoMsg.notFound)
}

/** The shop's orders placed with the code, cancelled ones too: they all name it. */
const ordersWithCode = (ctx: StoreCtx, id: string) =>
  ctx.db
    .select({ one: sql`1` })
    .from(orders)
    .where(and(eq(orders.storeId, ctx.store.id), eq(orders.promoCodeId, id)))

/** DELETE /api/promo-codes/<id>: its orders keep the code and discount they copied. */
export async function deletePromoCode(ctx: StoreCtx, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(promoCodes)
    .where(and(eq(promoCodes.id, id), eq(promoCodes.storeId, ctx.store.id)))
    .returning({ id: promoCodes.id })
  if (deleted.length === 0) throw new ApiError('NOT_FOUND', promoMsg.notFound)
}

/**
 * The intake's read of a typed code and of the shopper's uses of it, for its read batch (one
 * trip with the products and payment options). No code typed: nothing read.
 */
export function promoPlan(
  db: Db,
  storeId: string,
  code: string | undefined,
  phone: string | null,
): ReadPlan<{ row: PromoCodeRow; phoneUses: number } | null> {
  if (!code) return { queries: [], decode: () => null }
  return {
    queries: [
      db
        .select({
          row: promoCodes,
          phoneUses: sql<number>`coalesce((select ${promoCodePhones.uses} from ${promoCodePhones}
            where ${promoCodePhones.promoCodeId} = ${promoCodes.id}
            and ${promoCodePhones.phone} = ${phone ?? ''}), 0)`,
        })
        .from(promoCodes)
        .where(and(eq(promoCodes.storeId, storeId), eq(promoCodes.code, code)))
        .limit(1),
    ],
    decode: ([rows]) => (rows as { row: PromoCodeRow; phoneUses: number }[])[0] ?? null,
  }
}

/**
 * The use, counted in the order's own write batch: each counter's CHECK refuses a use past its
 * maximum, which fails the batch, so the order is not written either (the caller says why).
 */
export function promoUseWrites(ctx: ShopDatabaseCtx, code: PromoCodeRow, phone: string) {
  return [
    ctx.db
      .update(promoCodes)
      .set({ uses: sql`${promoCodes.uses} + 1` })
      .where(and(eq(promoCodes.id, code.id), eq(promoCodes.storeId, code.storeId))),
    ctx.db
      .insert(promoCodePhones)
      .values({
        storeId: code.storeId,
        promoCodeId: code.id,
        phone,
        uses: 1,
        cap: code.maxUsesPerPhone,
      })
      .onConflictDoUpdate({
        target: [promoCodePhones.promoCodeId, promoCodePhones.phone],
        set: { uses: sql`${promoCodePhones.uses} + 1`, cap: code.maxUsesPerPhone },
      }),
  ]
}

/** Which counter refused a use, read after the batch failed: the French 409 the shopper reads. */
export async function explainPromoConflict(
  ctx: ShopDatabaseCtx,
  code: PromoCodeRow,
  phone: string,
) {
  const fresh = await runPlan(ctx.db, promoPlan(ctx.db, code.storeId, code.code, phone))
  if (!fresh) return null
  if (fresh.row.maxUses !== null && fresh.row.uses >= fresh.row.maxUses)
    return fieldError('CONFLICT', 'promoCode', promoMsg.usedUp)
  if (fresh.row.maxUsesPerPhone !== null && fresh.phoneUses >= fresh.row.maxUsesPerPhone)
    return fieldError('CONFLICT', 'promoCode', promoMsg.phoneUsedUp)
  return null
}

/**
 * A cancelled, expired or refused order gives its code's use back, once: the counters go down
 * only while `promoReleasedAt` is unset (and `applied`, the caller's own guard, holds), then it
 * is set. Runs inside the caller's batch, beside its stock given back.
 */
export function promoReleaseWrites(
  ctx: ShopDatabaseCtx,
  storeId: string,
  orderId: string,
  applied: SQL,
) {
  const held = sql`exists (select 1 from ${orders} where ${orders.id} = ${orderId}
    and ${orders.storeId} = ${storeId} and ${orders.promoReleasedAt} is null)`
  const codeOf = sql`(select ${orders.promoCodeId} from ${orders} where ${orders.id} = ${orderId})`
  const phoneOf = sql`(select ${orders.phone} from ${orders} where ${orders.id} = ${orderId})`
  return [
    ctx.db
      .update(promoCodes)
      .set({ uses: sql`max(${promoCodes.uses} - 1, 0)` })
      .where(and(eq(promoCodes.id, codeOf), eq(promoCodes.storeId, storeId), held, applied)),
    ctx.db
      .update(promoCodePhones)
      .set({ uses: sql`max(${promoCodePhones.uses} - 1, 0)` })
      .where(
        and(
          eq(promoCodePhones.promoCodeId, codeOf),
          eq(promoCodePhones.phone, phoneOf),
          eq(promoCodePhones.storeId, storeId),
          held,
          applied,
        ),
      ),
    ctx.db
      .update(orders)
      .set({ promoReleasedAt: ctx.now })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.storeId, storeId),
          isNotNull(orders.promoCodeId),
          isNull(orders.promoReleasedAt),
          applied,
        ),
      ),
  ]
}
