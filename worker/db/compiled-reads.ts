import type { BatchItem } from 'drizzle-orm/batch'
import type { Db } from './client'

/**
 * drizzle builds a query's SQL text anew at each call, and that was the largest single cost of
 * an uncached storefront page: about 1 ms of CPU for a page's three or four queries in node,
 * more than rendering the page (ADR 043). A query's SQL only changes with its shape (which
 * page, which filters, which page number), never with the shop, the product or the slug: so
 * each shape is built once per isolate with markers in place of those values, and each request
 * sends the kept SQL with its own values bound in the markers' places, mapped back to rows by
 * drizzle as before (its own `session.prepareQuery`, so batches and `.get()` work unchanged).
 */
type Plan = {
  sql: string
  params: unknown[]
  typings: unknown
  /** For each parameter, the name of the value it takes from the request, or null (kept). */
  slots: (string | null)[]
  fields: unknown
  joins: unknown
  meta: unknown
}
const plans = new Map<string, Plan[] | null>()
const MAX_PLANS = 5000
const MARKER = '\u0001boutiko-value:'

/**
 * The values a compiled query takes per request, by name. A number must reach the SQL as a
 * plain parameter (`sql\`… ${value}\``), not through a column's encoder, which would not
 * accept the string marker it is built with.
 */
export type CompiledValues = Record<string, string | number>

type Prepared = {
  getQuery(): { sql: string; params: unknown[]; typings?: unknown }
  get(): Promise<unknown>
  fields: unknown
  joinsNotNullableMap: unknown
  queryMetadata: unknown
}
type Session = {
  prepareQuery(
    query: { sql: string; params: unknown[]; typings?: unknown },
    fields: unknown,
    method: 'all',
    arrayMode: boolean,
    mapper: undefined,
    meta: unknown,
  ): Prepared
}
const prepareOf = (q: unknown) => (q as { _prepare(): Prepared })._prepare()
const sessionOf = (db: Db) => (db as unknown as { session: Session }).session

/** The shape's SQL and parameters, built with markers; null when a value does not stay a parameter. */
function planOf(
  db: Db,
  names: string[],
  build: (db: Db, v: CompiledValues) => readonly BatchItem<'sqlite'>[],
): Plan[] | null {
  const marked = Object.fromEntries(names.map((n) => [n, MARKER + n]))
  const byMarker = new Map(names.map((n) => [MARKER + n, n]))
  const out: Plan[] = []
  for (const query of build(db, marked)) {
    const prepared = prepareOf(query)
    const { sql, params, typings } = prepared.getQuery()
    const slots = params.map((v) => (typeof v === 'string' ? (byMarker.get(v) ?? null) : null))
    // A value written into the SQL, or into a larger parameter, cannot be swapped: build per request.
    const embedded = params.some(
      (v, i) => slots[i] === null && typeof v === 'string' && v.includes(MARKER),
    )
    if (embedded || sql.includes(MARKER)) return null
    out.push({
      sql,
      params,
      typings,
      slots,
      fields: prepared.fields,
      joins: prepared.joinsNotNullableMap,
      meta: prepared.queryMetadata,
    })
  }
  return out
}

/**
 * Queries of shape `shape` (any string naming everything that changes the SQL) on `db`, with
 * `values` bound as parameters: built by `build` the first time a shape is asked for in this
 * isolate, then only bound. What drizzle's batch asks of each item is `_prepare()`, as its own
 * query builders answer; `compiledGet` runs a one-row query.
 */
export function compiledQueries<
  D extends Db,
  V extends CompiledValues,
  Q extends readonly BatchItem<'sqlite'>[],
>(shape: string, db: D, values: V, build: (db: D, v: V) => Q): Q {
  let plan = plans.get(shape)
  if (plan === undefined) {
    plan = planOf(db, Object.keys(values), build as unknown as (db: Db, v: CompiledValues) => Q)
    if (plans.size >= MAX_PLANS) plans.clear()
    plans.set(shape, plan)
  }
  if (!plan) return build(db, values)
  const session = sessionOf(db)
  return plan.map((p) => ({
    _prepare: () => {
      const params = p.slots.map((slot, i) => (slot ? values[slot] : p.params[i]))
      const prepared = session.prepareQuery(
        { sql: p.sql, params, typings: p.typings },
        p.fields,
        'all',
        true,
        undefined,
        p.meta,
      )
      prepared.joinsNotNullableMap = p.joins
      return prepared
    },
  })) as unknown as Q
}

/** A compiled query's first row, mapped as drizzle's `.get()` maps it (undefined: none). */
export const compiledGet = (query: BatchItem<'sqlite'>) => prepareOf(query).get()
