import { splitInternational } from '#worker/schemas/phone.ts'
import { COUNTRIES, DEFAULT_COUNTRY } from './countries.ts'

/**
 * The dashboard's one phone module: the worker's numbering plans (worker/schemas/phone.ts) read
 * with the country picker's ISO codes. Display goes through `formatPhone` everywhere.
 */
export { formatPhone } from '#worker/schemas/phone.ts'

/**
 * "22670112233" → Burkina Faso + "70112233": how a stored number is shown back in a form. A
 * dial code shared by several countries (+1, +7, +262) picks the default country, then the
 * first listed; a number that fits no plan stays whole, on the default country.
 */
export function splitPhone(digits: string): { country: string; phone: string } {
  const split = splitInternational(digits)
  const country =
    split &&
    (COUNTRIES.find((c) => c.dial === split.code && c.code === DEFAULT_COUNTRY) ??
      COUNTRIES.find((c) => c.dial === split.code))
  return split && country
    ? { country: country.code, phone: split.national }
    : { country: DEFAULT_COUNTRY, phone: digits }
}
