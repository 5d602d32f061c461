import { COUNTRIES, DEFAULT_COUNTRY } from '#worker/schemas/countries.ts'
import { splitInternational } from '#worker/schemas/phone.ts'

// The table moved to the worker's schemas when the worker started rendering the sign-in page
// (ADR 038): one list of countries for both sides.
export {
  COUNTRIES,
  type Country,
  DEFAULT_COUNTRY,
  dialCodeOf,
  internationalNumber,
} from '#worker/schemas/countries.ts'

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
