import { describe, expect, it } from 'vitest'
import {
  addDays,
  formatLongDay,
  monthGrid,
  monthOf,
  shiftMonth,
  weekdayOf,
} from '#dashboard/features/atelier/orders/calendar-days.ts'

// A browser far from UTC, with summer time: the days must not move (the shops' own zone,
// Africa/Ouagadougou, is UTC all year and would hide such a slip).
process.env.TZ = 'Europe/Paris'

describe('addDays', () => {
  it('crosses the end of a month, of a year and of February in a leap year', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01')
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01')
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28')
  })

  it('keeps whole days across daylight-saving changes of the browser zone', () => {
    // Europe and North America change their clocks on these nights.
    expect(addDays('2025-03-29', 2)).toBe('2025-03-31')
    expect(addDays('2025-11-01', 2)).toBe('2025-11-03')
    expect(addDays('2025-03-08', 365)).toBe('2026-03-08')
  })
})

describe('weekdayOf', () => {
  it('counts from Monday (0) to Sunday (6)', () => {
    expect(weekdayOf('2025-03-03')).toBe(0) // a Monday
    expect(weekdayOf('2025-03-08')).toBe(5)
    expect(weekdayOf('2025-03-09')).toBe(6) // a Sunday
  })
})

describe('months', () => {
  it('reads the month of a day', () => {
    expect(monthOf('2025-03-07')).toBe('2025-03')
  })

  it('moves to the month before or after across a year', () => {
    expect(shiftMonth('2025-12', 1)).toBe('2026-01')
    expect(shiftMonth('2025-01', -1)).toBe('2024-12')
    expect(shiftMonth('2025-03', 12)).toBe('2026-03')
  })
})

describe('monthGrid', () => {
  it('shows whole weeks from the Monday before the 1st to the Sunday after the last day', () => {
    // March 2025 starts on a Saturday and ends on a Monday.
    const grid = monthGrid('2025-03')
    expect(grid.from).toBe('2025-02-24')
    expect(grid.to).toBe('2025-04-06')
    expect(grid.days).toHaveLength(42)
    expect(grid.days.slice(5, 7)).toEqual(['2025-03-01', '2025-03-02'])
  })

  it('holds exactly four weeks for a February that starts on a Monday', () => {
    const grid = monthGrid('2021-02')
    expect(grid.from).toBe('2021-02-01')
    expect(grid.to).toBe('2021-02-28')
    expect(grid.days).toHaveLength(28)
  })

  it('lists each day once, in order, every row starting on a Monday', () => {
    for (const month of ['2024-02', '2024-12', '2025-10', '2026-01']) {
      const { days } = monthGrid(month)
      expect(days.length % 7).toBe(0)
      expect(new Set(days).size).toBe(days.length)
      for (let i = 1; i < days.length; i++) expect(days[i]).toBe(addDays(days[i - 1]!, 1))
      for (let row = 0; row < days.length; row += 7) expect(weekdayOf(days[row]!)).toBe(0)
      expect(days).toContain(`${month}-01`)
    }
  })

  it('crosses into the next year for December', () => {
    const { days, to } = monthGrid('2025-12')
    expect(days).toContain('2025-12-31')
    expect(to).toBe('2026-01-04')
  })
})

describe('formatLongDay', () => {
  it('names the same calendar day in French, whatever the browser zone', () => {
    expect(formatLongDay('2025-03-03')).toBe('lundi 3 mars')
    expect(formatLongDay('2026-01-01')).toBe('jeudi 1 janvier')
  })
})
