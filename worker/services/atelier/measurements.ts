import { and, count, desc, eq, isNull, like, or, type SQL, sql } from 'drizzle-orm'
import { type AtelierMeasurementRow, atelierMeasurements, customers } from '../../db/schema'
import type { AtelierCtx } from '../../env'
import { iso } from '../../lib/dates'
import { ApiError, type ErrorIssue, fieldError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { containsPattern } from '../../lib/search'
import {
  type CustomerMeasurementQuery,
  type GarmentType,
  type Measurement,
  type MeasurementDetail,
  type MeasurementInput,
  type MeasurementListItem,
  type MeasurementListQuery,
  measurementMsg,
  measurementRouteMsg,
} from '../../schemas/atelier/measurements'
import { customerMsg } from '../../schemas/customers'
import type { Paged } from '../../schemas/fields'
import { msg } from '../../schemas/messages'
import { findGarmentType } from './garment-types'
import { partsOfShop } from './measurement-parts'

/*
 * Measurements are history: there is deliberately no update or delete. A new measurement is a
 * new row, so an order keeps pointing at the values it was cut with and the tailor sees how a
 * customer's measurements changed.
 */

const m = atelierMeasurements
// created_at has one-second precision: the rowid (insertion order) breaks ties.
const rowid = sql<number>`${m}.rowid`
const newestFirst = [desc(m.createdAt), desc(rowid)] as const

const toMeasurement = (row: AtelierMeasurementRow): Measurement => ({
  id: row.id,
  customerId: row.customerId,
  garmentTypeId: row.garmentTypeId,
  garmentTypeName: row.garmentTypeName,
  values: row.values,
  note: row.note,
  createdAt: iso(row.createdAt)!,
})

/** The shop's customer, or NOT_FOUND (another shop's id included). */
async function customerOfShop(ctx: AtelierCtx, id: string) {
  const row = await ctx.db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      phone: customers.phone,
    })
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.storeId, ctx.store.id)))
    .get()
  if (!row) throw new ApiError('NOT_FOUND', customerMsg.notFound)
  return row
}

/** A customer's measurements, newest first, optionally of one garment type. */
export async function listCustomerMeasurements(
  ctx: AtelierCtx,
  customerId: string,
  query: CustomerMeasurementQuery = {},
): Promise<Measurement[]> {
  await customerOfShop(ctx, customerId)
  const rows = await ctx.db
    .select()
    .from(m)
    .where(
      and(
        eq(m.storeId, ctx.store.id),
        eq(m.customerId, customerId),
        query.garmentTypeId ? eq(m.garmentTypeId, query.garmentTypeId) : undefined,
      ),
    )
    .orderBy(...newestFirst)
  return rows.map(toMeasurement)
}

/** 422 issues of `values`: each part once, and measured for this garment type. */
async function valueIssues(ctx: AtelierCtx, type: GarmentType, input: MeasurementInput) {
  const ofType = new Set(type.parts.map((p) => p.id))
  const strangers = input.values.map((v) => v.partId).filter((id) => !ofType.has(id))
  const shopParts = await partsOfShop(ctx, strangers)
  const seen = new Set<string>()
  const issues: ErrorIssue[] = []
  input.values.forEach(({ partId }, i) => {
    const message = seen.has(partId)
      ? measurementRouteMsg.partTwice
      : ofType.has(partId)
        ? null
        : shopParts.has(partId)
          ? measurementMsg.partUnknownForType
          : measurementMsg.partNotFound
    seen.add(partId)
    if (message) issues.push({ path: `values.${i}.partId`, message })
  })
  return issues
}

/**
 * Records a new measurement of `customerId` (never replacing an older one). Values are kept in
 * the type's order, each with the part's current name: renaming a part later changes nothing here.
 */
export async function takeMeasurement(
  ctx: AtelierCtx,
  customerId: string,
  input: MeasurementInput,
): Promise<Measurement> {
  await customerOfShop(ctx, customerId)
  const type = await findGarmentType(ctx, input.garmentTypeId)
  if (!type) throw fieldError('NOT_FOUND', 'garmentTypeId', measurementMsg.garmentTypeNotFound)
  const issues = await valueIssues(ctx, type, input)
  if (issues.length > 0) throw new ApiError('UNPROCESSABLE', msg.checkFields, issues)
  const given = new Map(input.values.map((v) => [v.partId, v.value]))
  const values = type.parts
    .filter((p) => given.has(p.id))
    .map((p) => ({ partId: p.id, name: p.name, value: given.get(p.id)! }))
  const row = await ctx.db
    .insert(m)
    .values({
      id: newId('msr'),
      storeId: ctx.store.id,
      customerId,
      garmentTypeId: type.id,
      garmentTypeName: type.name,
      values,
      note: input.note || null,
      takenBy: ctx.user.id,
    })
    .returning()
    .get()
  return toMeasurement(row)
}

/** The customer's name and phone, the full name included ("Awa Traoré"). */
function customerSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  const digits = q.replace(/\D/g, '')
  return or(
    like(sql`${customers.firstName} || ' ' || ${customers.lastName}`, containsPattern(q)),
    like(sql`${customers.lastName} || ' ' || ${customers.firstName}`, containsPattern(q)),
    digits ? like(customers.phone, containsPattern(digits)) : undefined,
  )
}

/** Every measurement of the shop, newest first, with the customer's name. */
export async function listMeasurements(
  ctx: AtelierCtx,
  query: MeasurementListQuery,
): Promise<Paged<MeasurementListItem>> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  const where = and(
    eq(m.storeId, ctx.store.id),
    query.customerId ? eq(m.customerId, query.customerId) : undefined,
    query.garmentTypeId ? eq(m.garmentTypeId, query.garmentTypeId) : undefined,
    customerSearch(query.q),
  )
  const joined = and(eq(customers.id, m.customerId), eq(customers.storeId, ctx.store.id))
  const [rows, counted] = await Promise.all([
    ctx.db
      .select({ measurement: m, firstName: customers.firstName, lastName: customers.lastName })
      .from(m)
      .innerJoin(customers, joined)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ n: count() }).from(m).innerJoin(customers, joined).where(where),
  ])
  return {
    items: rows.map((r) => ({
      ...toMeasurement(r.measurement),
      customerName: `${r.firstName} ${r.lastName}`,
    })),
    page,
    pageSize,
    total: counted[0]?.n ?? 0,
  }
}

/** One measurement, its customer, and the one taken just before it for the same garment type. */
export async function getMeasurementDetail(
  ctx: AtelierCtx,
  id: string,
): Promise<MeasurementDetail> {
  const found = await ctx.db
    .select({ measurement: m, rowid })
    .from(m)
    .where(and(eq(m.id, id), eq(m.storeId, ctx.store.id)))
    .get()
  if (!found) throw new ApiError('NOT_FOUND', measurementMsg.notFound)
  const { measurement: row } = found
  const seconds = Math.floor(row.createdAt.getTime() / 1000)
  const [customer, previous] = await Promise.all([
    customerOfShop(ctx, row.customerId),
    ctx.db
      .select()
      .from(m)
      .where(
        and(
          eq(m.storeId, ctx.store.id),
          eq(m.customerId, row.customerId),
          // A type deleted since: its measurements share the name they were taken under.
          row.garmentTypeId
            ? eq(m.garmentTypeId, row.garmentTypeId)
            : and(isNull(m.garmentTypeId), eq(m.garmentTypeName, row.garmentTypeName)),
          sql`(${m.createdAt}, ${rowid}) < (${seconds}, ${found.rowid})`,
        ),
      )
      .orderBy(...newestFirst)
      .get(),
  ])
  return { ...toMeasurement(row), customer, previous: previous ? toMeasurement(previous) : null }
}
