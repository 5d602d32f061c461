import { describe, expect, it } from 'vitest'
import {
  formatDay,
  formatMetres,
  formatMonth,
} from '../../dashboard/src/features/atelier/shell/format.ts'

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
})
