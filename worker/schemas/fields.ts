import * as z from 'zod'
import { msg } from './messages'

/** Building blocks of the §5 rules, reused by every form schema. */
export const requiredText = (max = 200) =>
  z.string({ error: msg.required }).trim().min(1, msg.required).max(max, msg.tooLong(max))

export const optionalText = (max = 500) => z.string().trim().max(max, msg.tooLong(max)).optional()

export const email = z
  .string({ error: msg.required })
  .trim()
  .min(1, msg.required)
  .email(msg.invalidEmail)
  .max(190)

/** Optional, but a real address when given (an empty form field means "none"). */
export const optionalEmail = z
  .string()
  .trim()
  .max(190, msg.tooLong(190))
  .refine((v) => v === '' || z.email().safeParse(v).success, msg.invalidEmail)
  .optional()

/** §5: non-digits are stripped, then 8 to 15 digits must remain. */
export const phone = z
  .string({ error: msg.required })
  .trim()
  .min(1, msg.required)
  .refine((v) => /^\d{8,15}$/.test(v.replace(/\D/g, '')), msg.invalidPhone)

export const countryCode = z.string().regex(/^\+?\d{1,4}$/, msg.invalidCountryCode)

export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, msg.invalidColor)

/** §5: digits with optional 1 or 2 decimals. Kept as a string: the shop's currency decides the unit. */
export const decimalAmount = z
  .string({ error: msg.required })
  .trim()
  .min(1, msg.required)
  .regex(/^\d{1,12}([.,]\d{1,2})?$/, msg.invalidPrice)

export const digits = z
  .string({ error: msg.required })
  .trim()
  .min(1, msg.required)
  .regex(/^\d{1,9}$/, msg.digitsOnly)

export const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
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
