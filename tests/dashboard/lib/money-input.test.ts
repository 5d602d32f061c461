import { describe, expect, it } from 'vitest'
import { moneyInputProps } from '#dashboard/lib/money-input.ts'

describe('moneyInputProps', () => {
  it('asks for digits only in a currency without decimals (XOF, XAF)', () => {
    expect(moneyInputProps('XOF')).toEqual({ inputMode: 'numeric', autoComplete: 'off' })
    expect(moneyInputProps('XAF').inputMode).toBe('numeric')
  })

  it('offers a decimal keypad where cents exist (EUR)', () => {
    expect(moneyInputProps('EUR').inputMode).toBe('decimal')
  })
})
