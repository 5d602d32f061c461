import { describe, expect, it } from 'vitest'
import { firstFreeSlug, RESERVED_SLUGS, slugify } from '#worker/lib/slug.ts'

describe('slugify', () => {
  it.each([
    ['Épicerie Chez Awa !', 'epicerie-chez-awa'],
    ['Boutique Awa', 'boutique-awa'],
    ['  Ça coûte où ?  ', 'ca-coute-ou'],
    ['Mode & Beauté — Dakar', 'mode-beaute-dakar'],
    ['ÀÂÄÉÈÊËÎÏÔÖÙÛÜÇ', 'aaaeeeeiioouuuc'],
    ['Pagnes2000', 'pagnes2000'],
  ])('turns %j into %j', (name, slug) => {
    expect(slugify(name)).toBe(slug)
  })

  it.each([[''], ['   '], ['!!!'], ['—'], ['日本']])('falls back to "boutique" for %j', (name) => {
    expect(slugify(name)).toBe('boutique')
  })

  it.each([['api'], ['Admin'], ['MEDIA'], ['forbidden'], ['Contact Us'], ['Boutiko'], ['WWW']])(
    'suffixes the reserved word %j with -shop',
    (name) => {
      const slug = slugify(name)
      expect(slug).toMatch(/-shop$/)
      expect(RESERVED_SLUGS.has(slug)).toBe(false)
    },
  )

  it('keeps at most 40 characters and never ends with a hyphen', () => {
    const slug = slugify(`${'a'.repeat(39)} bcd`)
    expect(slug).toBe('a'.repeat(39))
    expect(slugify('x'.repeat(100))).toHaveLength(40)
  })

  it('only ever produces lower-case letters, digits and inner hyphens', () => {
    for (const name of ['L’Atelier d’Aïcha', 'Chez "Moussa"', 'a--b__c', '#1 Shop!']) {
      expect(slugify(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
  })
})

describe('firstFreeSlug', () => {
  it('returns the base when it is free', () => {
    expect(firstFreeSlug('awa', new Set(['awa-2']))).toBe('awa')
  })

  it('returns the first free numbered suffix, starting at 2', () => {
    expect(firstFreeSlug('awa', new Set(['awa']))).toBe('awa-2')
    expect(firstFreeSlug('awa', new Set(['awa', 'awa-2', 'awa-3']))).toBe('awa-4')
    expect(firstFreeSlug('awa', new Set(['awa', 'awa-3']))).toBe('awa-2')
  })
})
