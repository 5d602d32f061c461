import { describe, expect, it } from 'vitest'
import { searchMatch } from '#worker/lib/search.ts'

describe('the storefront search query (ADR 025)', () => {
  it('asks for whole words, never a prefix: a prefix merges every shop’s entries before the shop filter', () => {
    // bench:scale: `"pagne"*` cost 6× more at 100 000 shops than at 1 000; whole terms do not grow.
    const match = searchMatch('sto_1', 'Robes pagne')!
    expect(match).not.toContain('*')
    expect(match).toBe(
      'store_id:"sto_1" AND {name category description}:(("robes" OR "robe" OR "robex") AND ("pagne" OR "pagnes" OR "pagnex"))',
    )
  })

  it('finds singular and plural forms either way, accents and case folded', () => {
    expect(searchMatch('sto_1', 'BIJOU')).toContain('("bijou" OR "bijous" OR "bijoux")')
    expect(searchMatch('sto_1', 'tressés')).toContain('("tresses" OR "tresse" OR "tressex")')
    expect(searchMatch('sto_1', 'sac')).toContain('("sac" OR "sacs" OR "sacx")')
  })

  it('keeps nothing typed as FTS5 syntax, and nothing at all when no word is left', () => {
    expect(searchMatch('sto_1', '"robe*) NEAR(')).toContain(
      '("robe" OR "robes" OR "robex") AND ("near"',
    )
    expect(searchMatch('sto_1', '*')).toBeNull()
  })
})
