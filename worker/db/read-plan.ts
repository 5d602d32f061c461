import type { BatchItem } from 'drizzle-orm/batch'
import { batch, type Db } from './client'

/**
 * Reads a request needs from one database, not yet sent, and how to read their answers: so that
 * they can travel in one batch with other reads of the same database (the shop's row, when the
 * shop is looked up in the same request) instead of after them. On D1 each batch is one round
 * trip from the Worker to the database, tens of milliseconds from Abidjan or Dakar.
 */
export type ReadPlan<T> = {
  queries: readonly BatchItem<'sqlite'>[]
  /** The answers of `queries`, in their order. */
  decode: (results: unknown[]) => T
}

/**
 * Builds a plan once the shop (its database and id) is known: the one way the storefront's
 * pages, forms and the public API name their first reads, so the shop lookup can send them in
 * the batch that reads the shop's row (ADR 043). It may be called twice in a request (a wrong
 * route hint, then the shop the directory names); only the plan whose answers are used is
 * decoded.
 */
export type PlanOf<T> = (db: Db, storeId: string) => ReadPlan<T>

/** Runs a plan on its own: one round trip (none when it has nothing to read). */
export async function runPlan<T>(db: Db, plan: ReadPlan<T>): Promise<T> {
  if (plan.queries.length === 0) return plan.decode([])
  return plan.decode(await batch(db, plan.queries))
}

/** Two plans as one: their queries in one batch, each decoding its own answers. */
export function bothPlans<A, B>(a: ReadPlan<A>, b: ReadPlan<B>): ReadPlan<[A, B]> {
  const n = a.queries.length
  return {
    queries: [...a.queries, ...b.queries],
    decode: (results) => [a.decode(results.slice(0, n)), b.decode(results.slice(n))],
  }
}
