import { msg } from './messages'

/**
 * The numbering plans of the countries the phone pickers offer, from libphonenumber's metadata
 * (fixed and mobile lengths): "calling code:national lengths[/grouping]". Lengths are hex digits
 * ("78" = 7 or 8, "5-f" = 5 to 15); the grouping is how the nation writes its numbers when it is
 * not pairs (a single digit first when the length is odd). Kept as one string, not the library:
 * the worker bundle has no room for it, and the dashboard shares this module.
 */
const PLANS =
  '1:a/334 7:a/3322 20:8-a/28 27:5-9/234 30:a 31:9b 32:89/3222 33:9 34:9 36:89 39:6-c 40:69 41:9/2322 43:4-d 44:9a 45:8 46:7-9 47:8 48:79 49:5-f 51:89 52:a 53:678a 54:ab 55:ab 56:9 57:8a 58:a 60:8-a 61:9 62:7-c 63:689a 64:8-a 65:8 66:89 81:9a 82:5689a 84:9a 86:7-b 90:a 91:a 92:9a 93:9 94:9 95:6-a 98:67a 211:9/333 212:9 213:89/3222 216:8/233 218:9/27 220:7/34 221:9/2322 222:8 223:8 224:89/3222 225:a 226:8 227:8 228:8 229:a 230:78/44 231:7-9/234 232:8/26 233:9/234 234:a/334 235:8 236:8 237:9 238:7/322 239:7/34 240:9/333 241:78 242:9/234 243:7-a/333 244:9/333 245:9/333 248:7/133 249:9/234 250:89/333 251:9/234 252:6-9/17 253:8 254:7-9/36 255:9/333 256:9/36 257:8 258:89/234 260:9/27 261:9/2232 262:9/3222 263:5-a/234 264:89/234 265:79/3222 266:8/44 267:78/233 268:8/44 269:7/322 291:7/133 351:9 352:4-b/333 353:7-a 354:79 355:89 356:8 357:8 358:5-a 359:6-9 370:8 371:8 372:78 373:8 374:8 375:9 376:69 377:89 378:8a 380:9 381:7-c 382:8 383:8-c 385:89 386:8 387:89 389:8 420:9 421:679 423:79 501:7 502:8 503:8 504:8 505:8 506:8 507:78 508:69 509:8 590:9/3222 591:8 592:7 593:89 594:9/3222 595:7-9 596:9/3222 597:67 598:8 670:78 673:7 675:78 678:57 679:7 685:567a 687:6 689:8 852:8 853:8 855:89 856:8-a 880:6-a 886:89 960:7 961:78 962:89 963:89 964:8-a 965:8 966:9 967:7-9 968:8 970:89 971:89 972:89bc 973:8 974:8 975:78 976:8-a 977:8a 992:9 993:8 994:9 995:9 996:9 998:9'

type Plan = { lengths: number[]; groups?: number[] }

let table: Map<string, Plan> | undefined

function plans(): Map<string, Plan> {
  if (table) return table
  table = new Map()
  for (const entry of PLANS.split(' ')) {
    const [head = '', groups] = entry.split('/')
    const [code = '', spec = ''] = head.split(':')
    const [from = 0, to] = spec.split('-').map((c) => Number.parseInt(c, 16))
    const lengths = to
      ? Array.from({ length: to - from + 1 }, (_, i) => from + i)
      : [...spec].map((c) => Number.parseInt(c, 16))
    table.set(code, { lengths, groups: groups ? [...groups].map(Number) : undefined })
  }
  return table
}

/** Strips everything but digits: how phones are stored and compared. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '')
}

/** The phone code a form starts on (Burkina Faso), used when none was given. */
export const DEFAULT_COUNTRY_CODE = '226'

/**
 * Countries without a trunk prefix whose numbers may start with 0 (Côte d'Ivoire since 2021,
 * Benin since 2024, Burkina, Niger, Gabon, Congo, Italy): there the 0 is part of the number.
 * Elsewhere a leading 0 is the national trunk prefix and is dropped.
 */
const LEADING_ZERO_KEPT = new Set(['225', '226', '227', '229', '241', '242', '39'])

/**
 * "+226" and "70 12 34 56" → "22670123456": the international digits used for calls and
 * WhatsApp links. A number already written with its country code (or a "+") is not prefixed
 * twice.
 */
export function internationalPhone(countryCode: string | undefined, phone: string): string {
  const code = phoneDigits(countryCode ?? '')
  const digits = phoneDigits(phone)
  const typed = phone.trim()
  if (!code || typed.startsWith('+')) return digits
  if (digits.startsWith(code) && digits.length > code.length + 7 && !typed.startsWith('0'))
    return digits
  const national = LEADING_ZERO_KEPT.has(code) ? digits : digits.replace(/^0/, '')
  return `${code}${national}`
}

/** The calling code international digits start with, when the table knows it (codes are prefix-free). */
function callingCode(digits: string): string | undefined {
  for (let n = 1; n <= 3; n++) if (plans().has(digits.slice(0, n))) return digits.slice(0, n)
}

/** the rule for a number whose country is unknown: 8 to 15 digits. */
export const looseIssue = (digits: string) =>
  /^\d{8,15}$/.test(digits) ? undefined : msg.invalidPhone

/**
 * Why international digits ("22676123458") are not a number of their country, or undefined:
 * the national part must have one of its plan's lengths; a code outside the table falls back to
 * the 8-to-15-digit rule.
 */
export function phoneIssue(digits: string): string | undefined {
  const code = callingCode(digits)
  const plan = code && plans().get(code)
  if (!code || !plan) return looseIssue(digits)
  return plan.lengths.includes(digits.length - code.length)
    ? undefined
    : msg.phoneLength(code, plan.lengths)
}

/**
 * "22670112233" → "226" + "70112233": a stored number back as its country code and national
 * number; undefined when it does not start with a known code followed by a possible length.
 */
export function splitInternational(digits: string): { code: string; national: string } | undefined {
  const code = callingCode(digits)
  const national = code ? digits.slice(code.length) : ''
  return code && plans().get(code)?.lengths.includes(national.length)
    ? { code, national }
    : undefined
}

/**
 * The calling code of a shop's country, for numbers its shoppers type without one (the contact
 * form, an order sent without a code): the code of the shop's own number, stored international
 * since it was created ("22670…" → "226"); Burkina Faso's when that number fits no plan.
 */
export function shopCallingCode(shopPhone: string): string {
  return splitInternational(phoneDigits(shopPhone))?.code ?? DEFAULT_COUNTRY_CODE
}

/**
 * A number typed with its country `code` (or written with a "+") is checked against that
 * country's plan; one typed with no country at all only against the 8 to 15 digits.
 */
export function typedPhoneIssue(phone: string, code?: string): string | undefined {
  if (!code && !phone.trim().startsWith('+')) return looseIssue(phoneDigits(phone))
  return phoneIssue(internationalPhone(code, phone))
}

/**
 * A number typed with no country picker ("E-mail ou téléphone"): "+…" or "00…" carries its
 * code, anything else is a number of the default country.
 */
export function typedInternational(raw: string): string {
  const typed = raw.trim()
  if (typed.startsWith('00')) return phoneDigits(typed).slice(2)
  return internationalPhone(DEFAULT_COUNTRY_CODE, typed)
}

const pairs = (n: number) => [...(n % 2 ? [1] : []), ...Array<number>(n >> 1).fill(2)]

function grouped(digits: string, groups: number[]): string {
  const out: string[] = []
  let at = 0
  for (const g of groups) {
    out.push(digits.slice(at, at + g))
    at += g
  }
  return out.join(' ')
}

/**
 * Stored digits as people read them: "22676123458" → "+226 76 12 34 58". A number that does not
 * fit its plan (or was stored without its country code) is only grouped in pairs.
 */
export function formatPhone(value: string | null | undefined): string {
  const digits = phoneDigits(value ?? '')
  const split = splitInternational(digits)
  if (!split) return grouped(digits, pairs(digits.length))
  const { code, national } = split
  const groups = plans().get(code)?.groups
  const fits = groups?.reduce((a, b) => a + b) === national.length
  return `+${code} ${grouped(national, groups && fits ? groups : pairs(national.length))}`
}
