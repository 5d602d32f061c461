import { and, gte, inArray, lte } from 'drizzle-orm'
import type { Db } from '../db/client'
import { platformCounters } from '../db/schema'

/**
 * Reads the counters kept on write (migration 0020, ADR 034). The triggers that move them run in
 * the database of the rows they count, in the same statement as the write, so whichever database
 * a batch writes to keeps its own counters right; a figure over several databases is the sum of
 * theirs. Every read here is a lookup on the counter's name (its primary key), never a count of
 * the counted rows.
 */

/** The counters called `names`; one never written yet reads 0. */
export async function readCounters<N extends string>(
  db: Db,
  names: readonly N[],
): Promise<Record<N, number>> {
  const rows = await db
    .select()
    .from(platformCounters)
    .where(inArray(platformCounters.name, [...names]))
  const byName = new Map(rows.map((r) => [r.name, r.value]))
  return Object.fromEntries(names.map((n) => [n, byName.get(n) ?? 0])) as Record<N, number>
}

/**
 * The counters named `prefix<key>` with `from <= key <= to` (all of them without bounds), by key:
 * e.g. `signups:` from one day to another. A range on the primary key.
 */
export async function readCounterRange(
  db: Db,
  prefix: string,
  from = '',
  to = '\uffff',
): Promise<Map<string, number>> {
  const rows = await db
    .select()
    .from(platformCounters)
    .where(
      and(
        gte(platformCounters.name, `${prefix}${from}`),
        // Keys that extend `to` (`revenue:2026-11:XOF` for the month `2026-11`) are in the range.
        lte(platformCounters.name, `${prefix}${to}\uffff`),
      ),
    )
  return new Map(rows.map((r) => [r.name.slice(prefix.length), r.value]))
}

/**
 * A list's total: its counter when the list is not filtered, else the count of its filtered rows
 * (an administrator's search, ADR 034). The counter is the sum of the counters under `counter`
 * when it ends in ':' (e.g. every `subscriptions:status:`).
 */
export async function listTotal(
  db: Db,
  counter: string,
  filtered: boolean,
  countFiltered: () => Promise<{ n: number }[]>,
): Promise<number> {
  if (filtered) return (await countFiltered())[0]?.n ?? 0
  if (!counter.endsWith(':')) return (await readCounters(db, [counter]))[counter] ?? 0
  return [...(await readCounterRange(db, counter)).values()].reduce((sum, n) => sum + n, 0)
}
