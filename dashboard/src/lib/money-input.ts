import { currencyExponent } from '#worker/schemas/money.ts'

/**
 * What a money field asks the phone for: a digits keypad where the currency has no decimals
 * (XOF: "15000", nothing after a comma to type), a decimal one elsewhere (EUR: "12,50"). What
 * is typed, spaces and dots between thousands included, is read by parseMoney.
 */
export function moneyInputProps(currency: string) {
  const inputMode = currencyExponent(currency) === 0 ? 'numeric' : 'decimal'
  return { inputMode, autoComplete: 'off' } as const
}
