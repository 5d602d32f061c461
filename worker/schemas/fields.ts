import * as z from 'zod/mini'
import { msg } from './messages'
import { moneyMsg, parseMoney } from './money'
import { internationalPhone, phoneIssue, typedPhoneIssue } from './phone'

/** Building blocks of the validation rules, reused by every form schema. */
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

/** Non-digits are stripped, then 8 to 15 digits must remain. */
export const phone = z.string({ error: msg.required }).check(
  z.trim(),
  z.minLength(1, msg.required),
  z.refine((v) => /^\d{8,15}$/.test(v.replace(/\D/g, '')), msg.invalidPhone),
)

/**
 * A number typed beside a country picker: required here; whether it fits the country's numbering
 * plan is checked on the object, where the code is known (`phonePlan`).
 */
export const nationalPhone = z
  .string({ error: msg.required })
  .check(z.trim(), z.minLength(1, msg.required), z.maxLength(40, msg.invalidPhone))

/** A whole international number (sign-up, invitations): it must fit its country's plan. */
export const fullPhone = z.string({ error: msg.required }).check(
  z.trim(),
  z.minLength(1, msg.required),
  z.superRefine((v, ctx) => {
    const issue = phoneIssue(internationalPhone(undefined, v))
    if (issue) ctx.addIssue({ code: 'custom', message: issue })
  }),
)

const COUNTRY_CODE = /^\+?\d{1,4}$/

export const countryCode = z.string().check(z.regex(COUNTRY_CODE, msg.invalidCountryCode))

/**
 * The object's phone (`number`, "phone" by default) read with its `phoneCountryCode`, or with
 * `fallback` when the service applies one, must fit that country's numbering plan ("+226": 8
 * digits). Without any code the rule stays: 8 to 15 digits. An empty optional phone passes.
 */
export const phonePlan = (fallback?: string, number = 'phone') =>
  z.superRefine(
    (v: object, ctx) => {
      const o = v as Record<string, unknown>
      const value = o[number]
      const given = o.phoneCountryCode
      if (typeof value !== 'string' || value.trim() === '' || value.length > 40) return
      if (typeof given === 'string' && !COUNTRY_CODE.test(given)) return
      const issue = typedPhoneIssue(value, typeof given === 'string' ? given : fallback)
      if (issue) ctx.addIssue({ code: 'custom', path: [number], message: issue })
    },
    // Also beside other fields' mistakes (an unknown role…), as a field's own check would be.
    { when: (p) => typeof p.value === 'object' && p.value !== null },
  )

export const hexColor = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, msg.invalidColor))

/** The shape of an amount whatever the currency; its decimals are the service's to check. */
const moneyShape = (field: string) =>
  z.superRefine((v: string, ctx) => {
    const parsed = v === '' ? 0 : parseMoney(v, 3)
    if (typeof parsed === 'string' && parsed !== 'decimals')
      ctx.addIssue({ code: 'custom', message: moneyMsg(field, parsed), input: v })
  })

/**
 * An amount as people type it ("15 000", "15.000", "12,50"), named by its field in errors.
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
