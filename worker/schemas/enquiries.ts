import * as z from 'zod/mini'
import { optionalEmail, pageQuery, requiredText } from './fields'
import { msg } from './messages'

export const enquiryMsg = {
  notFound: 'Message introuvable',
  /** Neither a phone nor an e-mail: the merchant could not answer (issue 27). */
  noWayToAnswer: "Indiquez un téléphone ou un e-mail pour qu'on puisse vous répondre",
} as const

/**
 * A phone the shopper may leave empty; a number given is 8 to 15 digits here, and must fit the
 * shop's country's plan when typed without its code (checked where the shop is known).
 */
const optionalPhone = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(40, msg.invalidPhone),
    z.refine((v) => v === '' || /^\d{8,15}$/.test(v.replace(/\D/g, '')), {
      message: msg.invalidPhone,
    }),
  ),
)

const isBlank = (v: unknown) => typeof v !== 'string' || v.trim() === ''

/**
 * "Enquiry": a shopper's message from a storefront's contact page (or the public API). A name,
 * a message, and a way to answer: a phone or an e-mail, at least one (issue 27: many shoppers
 * have WhatsApp and no e-mail). The missing one is ''.
 */
export const EnquiryInput = z
  .object({
    fullName: requiredText(120),
    email: z.pipe(
      optionalEmail,
      z.transform((v) => v ?? ''),
    ),
    phone: z.pipe(
      optionalPhone,
      z.transform((v) => v ?? ''),
    ),
    message: requiredText(2000),
  })
  .check(
    z.superRefine(
      (v, ctx) => {
        const o = v as Record<string, unknown>
        if (isBlank(o.email) && isBlank(o.phone))
          ctx.addIssue({ code: 'custom', path: ['phone'], message: enquiryMsg.noWayToAnswer })
      },
      // Also beside an empty name or message: every mistake of the form is said at once.
      { when: (p) => typeof p.value === 'object' && p.value !== null },
    ),
  )
export type EnquiryInput = z.infer<typeof EnquiryInput>

export const EnquiryListQuery = z.object({
  /** "1": only the messages not read yet. */
  unread: z.optional(z.enum(['1', '0'])),
  ...pageQuery,
})
export type EnquiryListQuery = z.infer<typeof EnquiryListQuery>

export type Enquiry = {
  id: string
  fullName: string
  /** Null when the shopper left only a phone. */
  email: string | null
  /** International digits (the shop's country code added when typed without one); null when only an e-mail was left. */
  phone: string | null
  message: string
  read: boolean
  createdAt: string
}

/** GET /api/enquiries: a page of messages, newest first, and how many are unread overall. */
export type EnquiryPage = {
  items: Enquiry[]
  page: number
  pageSize: number
  total: number
  unread: number
}
