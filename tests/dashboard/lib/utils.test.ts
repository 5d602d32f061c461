import { describe, expect, it } from 'vitest'
import { cn, initials, onlyDigits } from '#dashboard/lib/utils.ts'

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
})
