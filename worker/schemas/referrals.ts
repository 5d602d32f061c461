import * as z from 'zod/mini'
import { IdentifierType } from './auth'
import { email } from './fields'
import { msg } from './messages'
import { phoneIssue, typedInternational } from './phone'

export const referralMsg = {
  unknownCode: 'Code de parrainage inconnu',
  duplicate: 'Vous avez déjà invité ce contact',
  self: 'Vous ne pouvez pas vous inviter vous-même',
  saved: 'Invitation enregistrée',
} as const

/** "E-mail ou téléphone": the kind is inferred from an @ when the client does not say. */
export const ReferralInput = z
  .object({
    contact: z
      .string({ error: msg.required })
      .check(z.trim(), z.minLength(1, msg.required), z.maxLength(190)),
    contactType: z.optional(IdentifierType),
  })
  .check(
    z.superRefine((v, ctx) => {
      const type = v.contactType ?? (v.contact.includes('@') ? 'email' : 'phone')
      if (!v.contact.trim()) return
      const issue =
        type === 'email'
          ? email.safeParse(v.contact).error?.issues[0]?.message
          : phoneIssue(typedInternational(v.contact))
      if (issue) ctx.addIssue({ code: 'custom', path: ['contact'], message: issue })
    }),
  )
export type ReferralInput = z.infer<typeof ReferralInput>

/** A merchant's progress after using the code: signed up, then opened a shop. */
type ReferredState = 'registered' | 'shop_created'

type ReferredMerchant = {
  name: string
  joinedAt: string
  hasShop: boolean
  shopName: string | null
  state: ReferredState
}

export type ReferralInvitation = {
  id: string
  contact: string
  contactType: IdentifierType
  /** 'registered' only once the invited person signed up with this merchant's code. */
  status: 'invited' | 'registered'
  createdAt: string
}

export type ReferralOverview = {
  code: string
  /** Relative to the platform's origin: the dashboard makes it absolute. */
  link: string
  referred: ReferredMerchant[]
  invitations: ReferralInvitation[]
}

export type ReferralCreated = { message: string; invitation: ReferralInvitation }
