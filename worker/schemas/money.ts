import { msg } from './messages'

/** ISO 4217 codes a shop may sell in (§9: about 80, default XOF). African currencies first. */
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

/**
 * "1500" or "12,5" → integer minor units. Throws a French message when the amount has more
 * decimals than the currency allows (a price of 1500,50 F CFA does not exist).
 */
export function toMinorUnits(amount: string, currency: string): number {
  const [whole = '0', frac = ''] = amount.trim().replace(',', '.').split('.')
  const exp = currencyExponent(currency)
  if (frac.replace(/0+$/, '').length > exp) throw new RangeError(msg.noDecimalsForCurrency)
  const minor = Number(whole) * 10 ** exp + Number((frac + '0'.repeat(exp)).slice(0, exp) || '0')
  if (!Number.isSafeInteger(minor)) throw new RangeError(msg.invalidPrice)
  return minor
}

/** Integer minor units → the plain decimal string a price field shows ("12.50", "1500"). */
export function toDecimalString(minor: number, currency: string): string {
  const exp = currencyExponent(currency)
  if (exp === 0) return String(minor)
  const s = String(Math.abs(minor)).padStart(exp + 1, '0')
  return `${minor < 0 ? '-' : ''}${s.slice(0, -exp)}.${s.slice(-exp)}`
}

const formatters = new Map<string, Intl.NumberFormat>()
/** "1 500 F CFA", "12,50 €": how a price is shown to a French-speaking shopper. */
export function formatMoney(minor: number, currency: string): string {
  let f = formatters.get(currency)
  if (!f) {
    f = new Intl.NumberFormat('fr-FR', { style: 'currency', currency })
    formatters.set(currency, f)
  }
  return f.format(minor / 10 ** currencyExponent(currency))
}
