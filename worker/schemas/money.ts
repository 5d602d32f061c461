import { FIELD_REQUIRED } from './basic-messages'
import { MONEY_LABELS, MONEY_PROBLEMS } from './money-words'

/** ISO 4217 codes a shop may sell in (about 80, default XOF). African currencies first. */
export const CURRENCIES = [
  'XOF',
  'XAF',
  'NGN',
  'GHS',
  'GNF',
  'CDF',
  'MAD',
  'DZD',
  'TND',
  'EGP',
  'KES',
  'TZS',
  'UGX',
  'RWF',
  'BIF',
  'ETB',
  'ZAR',
  'MGA',
  'MUR',
  'SCR',
  'CVE',
  'GMD',
  'SLE',
  'LRD',
  'MRU',
  'KMF',
  'DJF',
  'SOS',
  'SDG',
  'SSP',
  'LYD',
  'AOA',
  'MZN',
  'ZMW',
  'MWK',
  'BWP',
  'NAD',
  'SZL',
  'LSL',
  'ZWG',
  'ERN',
  'STN',
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'CAD',
  'AUD',
  'NZD',
  'JPY',
  'CNY',
  'HKD',
  'SGD',
  'INR',
  'PKR',
  'BDT',
  'LKR',
  'NPR',
  'IDR',
  'MYR',
  'THB',
  'VND',
  'PHP',
  'KRW',
  'AED',
  'SAR',
  'QAR',
  'KWD',
  'BHD',
  'OMR',
  'JOD',
  'LBP',
  'TRY',
  'ILS',
  'RUB',
  'UAH',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'SEK',
  'NOK',
  'DKK',
  'BRL',
  'MXN',
  'ARS',
  'CLP',
  'COP',
  'PEN',
  'HTG',
  'DOP',
] as const
export type Currency = (typeof CURRENCIES)[number]
export const DEFAULT_CURRENCY: Currency = 'XOF'

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value)
}

const exponents = new Map<string, number>()
/** Minor-unit exponent (XOF 0, EUR 2, KWD 3), from the platform's ICU data. */
export function currencyExponent(currency: string): number {
  let e = exponents.get(currency)
  if (e === undefined) {
    e =
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    exponents.set(currency, e)
  }
  return e
}

/** Why a typed amount is not one; each becomes a message naming its field (`moneyMsg`). */
export type MoneyProblem = 'required' | 'invalid' | 'negative' | 'decimals' | 'tooLarge'

/**
 * An amount as people type it → integer minor units, or what is wrong with it. Spaces of any
 * kind ("15 000", U+00A0, U+202F, U+2009), dots and commas group thousands: "15 000", "15.000",
 * "15,000" and "1.500.000" are whole numbers. A lone dot or comma is the decimal mark, except
 * before exactly three digits in a currency with fewer decimals than that (XOF, EUR: "15.000"
 * is fifteen thousand; KWD: 15). "1.500,50" and "1,500.50" take the last mark as the decimal.
 */
export function parseMoney(text: string, exponent: number): number | MoneyProblem {
  const t = text.trim().replace(/\s+/g, ' ')
  if (!t) return 'required'
  if (/^[-−]\s*\d/.test(t)) return 'negative'
  if (!/^\d([\d .,]*\d)?$/.test(t)) return 'invalid'
  const marks = t.replace(/[^.,]/g, '')
  const last = marks.at(-1) ?? ''
  const at = t.lastIndexOf(last)
  const lone = marks.indexOf(last) === marks.length - 1
  const tail = t.slice(at + 1)
  const isDecimal =
    lone && /^\d+$/.test(tail) && !(marks.length === 1 && exponent < 3 && tail.length === 3)
  const [whole, frac] = isDecimal ? [t.slice(0, at), tail] : [t, '']
  const groups = whole.split(/[ .,]/)
  const thousands = new Set(whole.replace(/[\d ]/g, ''))
  if (
    thousands.size > 1 ||
    (groups.length > 1 && !groups.every((g, i) => (i ? /^\d{3}$/ : /^\d{1,3}$/).test(g)))
  )
    return 'invalid'
  const digits = groups.join('').replace(/^0+(?=\d)/, '')
  if (digits.length > 12) return 'tooLarge'
  const decimals = frac.replace(/0+$/, '')
  if (decimals.length > exponent) return 'decimals'
  return Number(digits) * 10 ** exponent + Number(decimals.padEnd(exponent, '0') || '0')
}

/** The French message of a money problem, naming the field ("Avance : …", not "Prix"). */
export function moneyMsg(field: string, problem: MoneyProblem, exponent?: number): string {
  const label = MONEY_LABELS[field as keyof typeof MONEY_LABELS] ?? MONEY_LABELS.amount
  if (problem === 'required') return FIELD_REQUIRED
  return MONEY_PROBLEMS[problem](label, exponent ?? 0)
}

/**
 * An amount typed in `field` ("15 000", "12,5") → integer minor units of `currency`. Throws
 * a RangeError whose message names the field, e.g. decimals in a currency that has none (a
 * price of 1500,50 F CFA does not exist).
 */
export function toMinorUnits(amount: string, currency: string, field = 'price'): number {
  const exponent = currencyExponent(currency)
  const minor = parseMoney(amount, exponent)
  if (typeof minor === 'string') throw new RangeError(moneyMsg(field, minor, exponent))
  return minor
}

/** Integer minor units → the plain decimal string a price field shows ("12.50", "1500"). */
export function toDecimalString(minor: number, currency: string): string {
  const exp = currencyExponent(currency)
  if (exp === 0) return String(minor)
  const s = String(Math.abs(minor)).padStart(exp + 1, '0')
  return `${minor < 0 ? '-' : ''}${s.slice(0, -exp)}.${s.slice(-exp)}`
}

const formatters = new Map<string, { format: Intl.NumberFormat; shown: Map<number, string> }>()
/**
 * "1 500 F CFA", "12,50 €": how a price is shown to a French-speaking shopper. The strings are
 * kept per currency and amount (a bounded few thousand): a storefront page shows the same
 * prices request after request, and `Intl.NumberFormat#format` is a measurable part of its CPU.
 */
export function formatMoney(minor: number, currency: string): string {
  let f = formatters.get(currency)
  if (!f) {
    f = {
      format: new Intl.NumberFormat('fr-FR', { style: 'currency', currency }),
      shown: new Map(),
    }
    formatters.set(currency, f)
  }
  let text = f.shown.get(minor)
  if (text === undefined) {
    text = f.format.format(minor / 10 ** currencyExponent(currency))
    if (f.shown.size >= 5000) f.shown.clear()
    f.shown.set(minor, text)
  }
  return text
}
