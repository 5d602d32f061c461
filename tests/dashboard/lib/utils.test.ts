import { describe, expect, it } from 'vitest'
import {
  cn,
  formatDate,
  formatDateTime,
  initials,
  onlyDigits,
  setDisplayTimeZone,
} from '#dashboard/lib/utils.ts'

describe('utils', () => {
  it('keeps the last of two conflicting Tailwind classes', () => {
    expect(cn('p-2 text-sm', false, 'p-4')).toBe('text-sm p-4')
  })

  it('makes initials, or a question mark when there is no name', () => {
    expect(initials('awa', 'sana')).toBe('AS')
    expect(initials('', '')).toBe('?')
  })

  it('keeps only the digits of a typed phone', () => {
    expect(onlyDigits('+226 70-11.22 33')).toBe('22670112233')
  })

  it("shows an order's date on the shop's clock, whatever the phone's zone", () => {
    // 22:30 UTC: 23:30 the same day in Cotonou, still 22:30 in Ouagadougou.
    const placed = '2026-11-27T22:30:00.000Z'
    setDisplayTimeZone('Africa/Porto-Novo')
    expect(formatDateTime(placed)).toContain('23:30')
    expect(formatDate('2026-11-27T23:30:00.000Z')).toBe('28 nov. 2026')
    setDisplayTimeZone('Africa/Ouagadougou')
    expect(formatDateTime(placed)).toContain('22:30')
    expect(formatDate('2026-11-27T23:30:00.000Z')).toBe('27 nov. 2026')
    setDisplayTimeZone(undefined)
  })
})
