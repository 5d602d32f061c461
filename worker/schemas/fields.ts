import * as z from 'zod/mini'
import { msg } from './messages'
import { moneyMsg, parseMoney } from './money'

/** Building blocks of the §5 rules, reused by every form schema. */
export const requiredText = (max = 200) =>
  z
    .string({ error: msg.required })
    .check(z.trim(), z.minLength(1, msg.required), z.maxLength(max, msg.tooLong(max)))

export const optionalText = (max = 500) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, msg.tooLong(max))))

export const email = z
  .string({ error: msg.required })
  .check(z.trim(), z.minLength(1, msg.required), z.email(msg.invalidEmail), z.maxLength(190))

/** Optional, but a real address when given (an empty form field means "none"). */
export const optionalEmail = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(190, msg.tooLong(190)),
    z.refine((v) => v === '' || z.email().safeParse(v).success, msg.invalidEmail),
  ),
)

/** §5: non-digits are stripped, then 8 to 15 digits must remain. */
export const phone = z.string({ error: msg.required }).check(
  z.trim(),
  z.minLength(1, msg.required),
  z.refine((v) => /^\d{8,15}$/.test(v.replace(/\D/g, '')), msg.invalidPhone),
)

export const countryCode = z.string().check(z.regex(/^\+?\d{1,4}$/, msg.invalidCountryCode))

export const hexColor = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, msg.invalidColor))

/** The shape of an amount whatever the currency; its decimals are the service's to check. */
const moneyShape = (field: string) =>
  z.superRefine((v: string, ctx) => {
    const parsed = v === '' ? 0 : parseMoney(v, 3)
    if (typeof parsed === 'string' && parsed !== 'decimals')
      ctx.addIssue({ code: 'custom', message: moneyMsg(field, parsed), input: v })
  })

/**
 * §5: an amount as people type it ("15 000", "15.000", "12,50"), named by its field in errors.
 * Kept as a string: the shop's currency decides the unit (services call toMinorUnits).
 */
export const moneyAmount = (field: string) =>
  z.string({ error: msg.required }).check(z.trim(), z.minLength(1, msg.required), moneyShape(field))

/** An amount that may be left empty ('' or absent). */
export const optionalMoneyAmount = (field: string) =>
  z.optional(z.string().check(z.trim(), moneyShape(field)))

export const digits = z
  .string({ error: msg.required })
  .check(z.trim(), z.minLength(1, msg.required), z.regex(/^\d{1,9}$/, msg.digitsOnly))

export const pageQuery = {
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
  pageSize: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
}

export type Paged<T> = { items: T[]; page: number; pageSize: number; total: number }

/** Strips everything but digits: how phones are stored and compared. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '')
}

/**
 * Countries whose leading 0 is part of the number itself (Côte d'Ivoire since 2021, Benin
 * since 2024, Italy): elsewhere a leading 0 is the national trunk prefix and is dropped.
 */
/** §9: the phone code a form starts on (Burkina Faso), used when none was given. */
export const DEFAULT_COUNTRY_CODE = '226'

const LEADING_ZERO_KEPT = new Set(['225', '229', '39'])

/**
 * "+226" and "70 12 34 56" → "22670123456": the international digits used for calls and
 * WhatsApp links. A number already written with its country code is not prefixed twice.
 */
export function internationalPhone(countryCode: string | undefined, phone: string): string {
  const code = phoneDigits(countryCode ?? '')
  const digits = phoneDigits(phone)
  if (!code) return digits
  if (digits.startsWith(code) && digits.length > code.length + 7 && !phone.trim().startsWith('0'))
    return digits
  const national = LEADING_ZERO_KEPT.has(code) ? digits : digits.replace(/^0/, '')
  return `${code}${national}`
}
