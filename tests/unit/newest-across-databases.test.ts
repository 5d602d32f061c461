import { describe, expect, it } from 'vitest'
import { newestOf } from '#worker/services/shops/databases.ts'

type Row = { id: string; at: Date }
const row = (id: string, seconds: number): Row => ({ id, at: new Date(seconds * 1000) })
const ids = (rows: Row[]) => rows.map((r) => r.id)

describe('newestOf: one page over lists each newest first (one per database)', () => {
  it('merges newest first and stops at the page', () => {
    const a = [row('a3', 30), row('a1', 10)]
    const b = [row('b4', 40), row('b2', 20), row('b0', 0)]
    expect(ids(newestOf([a, b], (r) => r.at, 4))).toEqual(['b4', 'a3', 'b2', 'a1'])
  })

  it('keeps each list’s own order on a tie, the first database first', () => {
    // Same second: each database's order (its rowid) stands, lists do not interleave on ties.
    const a = [row('a-late', 5), row('a-early', 5)]
    const b = [row('b-only', 5)]
    expect(ids(newestOf([a, b], (r) => r.at, 3))).toEqual(['a-late', 'a-early', 'b-only'])
  })

  it('needs no more than `take` rows of each list for the first `take` of the merge', () => {
    const a = [row('a9', 9), row('a8', 8), row('a7', 7), row('a1', 1)]
    const b = [row('b6', 6), row('b5', 5), row('b4', 4), row('b3', 3)]
    const whole = newestOf([a, b], (r) => r.at, 3)
    expect(newestOf([a.slice(0, 3), b.slice(0, 3)], (r) => r.at, 3)).toEqual(whole)
    expect(ids(whole)).toEqual(['a9', 'a8', 'a7'])
  })

  it('returns what there is when the lists hold fewer rows, none for no database', () => {
    expect(ids(newestOf([[row('x', 1)], []], (r) => r.at, 20))).toEqual(['x'])
    expect(newestOf([], (r: Row) => r.at, 20)).toEqual([])
  })
})
