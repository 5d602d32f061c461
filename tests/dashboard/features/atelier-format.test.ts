import { describe, expect, it } from 'vitest'
import { formatDelta } from '#dashboard/features/atelier/fabrics/format.ts'
import { formatDay, formatMetres, formatMonth } from '#dashboard/features/atelier/shell/format.ts'

// West of UTC, a day read as local midnight would show as the day before.
process.env.TZ = 'America/New_York'

describe('atelier display formats', () => {
  it('shows a calendar day as that same day, whatever the clock zone', () => {
    expect(formatDay('2025-03-07')).toBe('7 mars 2025')
    expect(formatDay('2025-01-01')).toBe('1 janv. 2025')
  })

  it('shows a month in words', () => {
    expect(formatMonth('2025-03')).toBe('mars 2025')
  })

  it('shows centimetres as metres with a French decimal comma', () => {
    expect(formatMetres(250)).toBe('2,50 m')
    expect(formatMetres(0)).toBe('0,00 m')
  })

  it('signs a stock movement: plus for what comes in, a true minus for what goes out', () => {
    expect(formatDelta(1050)).toBe('+10,50 m')
    expect(formatDelta(-125)).toBe('−1,25 m')
    expect(formatDelta(0)).toBe('0,00 m')
  })
})
