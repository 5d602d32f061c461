import { describe, expect, it } from 'vitest'
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  dialCodeOf,
  internationalNumber,
} from '#dashboard/lib/countries.ts'

describe('countries', () => {
  it('lists Africa first, Burkina Faso by default, then the world in French order', () => {
    expect(COUNTRIES[0]).toEqual({ code: 'BF', name: 'Burkina Faso', dial: '226' })
    expect(DEFAULT_COUNTRY).toBe('BF')
    const world = COUNTRIES.slice(COUNTRIES.findIndex((c) => c.code === 'YT') + 1).map(
      (c) => c.name,
    )
    expect(world.slice(0, 3)).toEqual(['Afghanistan', 'Albanie', 'Allemagne'])
    expect(world.indexOf('Égypte')).toBe(-1) // Africa, listed earlier
    expect(world.indexOf('Émirats arabes unis')).toBeLessThan(world.indexOf('Équateur'))
  })

  it('gives each country code once', () => {
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length)
  })

  it('falls back to Burkina Faso’s dial code for an unknown country', () => {
    expect(dialCodeOf('SN')).toBe('221')
    expect(dialCodeOf('??')).toBe('226')
  })

  it('puts the dial code in front of a national number, not twice', () => {
    expect(internationalNumber('BF', '70112233')).toBe('22670112233')
    expect(internationalNumber('BF', '22670112233')).toBe('22670112233')
    expect(internationalNumber('CI', '0701020304')).toBe('2250701020304')
    expect(internationalNumber('BF', '')).toBe('')
  })
})
