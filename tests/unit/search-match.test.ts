import { describe, expect, it } from 'vitest'
import { correctedSearch, searchMatch } from '#worker/lib/search.ts'

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

describe('what the shopper meant, from the shop’s own words (issue 27)', () => {
  const words = new Set(['sandales', 'cuir', 'calebasse', 'decoree', 'pagne', 'pagnes'])

  it('finds the word begun or mistyped: « sand », « sandal », « calebase »', () => {
    expect(correctedSearch('sand', words)).toBe('sandales')
    expect(correctedSearch('Sandal', words)).toBe('sandales')
    expect(correctedSearch('calebase', words)).toBe('calebasse')
    expect(correctedSearch('calebase en cuire', words)).toBe('calebasse en cuir')
  })

  it('leaves the search as typed when every word is known, too short, or too far', () => {
    expect(correctedSearch('sandales cuir', words)).toBeNull()
    expect(correctedSearch('pagne', words)).toBeNull()
    expect(correctedSearch('sa', words)).toBeNull()
    expect(correctedSearch('pantalon', words)).toBeNull()
    // One slip for a short word, not two: « cuxx » is no « cuir ».
    expect(correctedSearch('cuxx', words)).toBeNull()
  })

  it('finds « Boubou » for « bubu »: a sound spelt another way is one slip for a four-letter word', () => {
    const names = new Set(['boubou', 'bazin', 'pagne', 'robe', 'sac', 'sous', 'bonnet'])
    expect(correctedSearch('bubu', names)).toBe('boubou')
    expect(correctedSearch('Bubus brodés', names)).toBe('boubou brodes')
    expect(correctedSearch('bonet', names)).toBe('bonnet')
  })

  it('keeps three-letter words and other first letters as typed: sound-alikes there are guesses', () => {
    const names = new Set(['boubou', 'boull'])
    // « bul » sounds like « boull », two slips away: three letters stay at one typing slip.
    expect(correctedSearch('bul', names)).toBeNull()
    // Another first letter is another word: « pubu » is no « boubou ».
    expect(correctedSearch('pubu', names)).toBeNull()
  })
})
