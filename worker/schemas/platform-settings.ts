import * as z from 'zod/mini'
import {
  countryCode,
  nationalPhone,
  optionalText,
  pageQuery,
  phonePlan,
  requiredText,
} from './fields'
import { msg } from './messages'
import { PAYMENT_ROW_STATUSES, type PaymentRowStatus, WalletOperator } from './payments'
import { DEFAULT_COUNTRY_CODE } from './phone'
import type { BillingCycle, ShopRef } from './plans'

/**
 * The platform's own fees (issue 14): where merchants pay Boutiko for a plan, by hand (the
 * administrator's receiving numbers) or online (the platform's provider account).
 */

export const platformFeeMsg = {
  channelLimit: 'Dix moyens de réception au maximum',
  codeFormat: 'Code invalide : chiffres, lettres, * et # uniquement',
  channelDuplicate: 'Ce numéro est déjà listé pour cet opérateur',
  freePlan: 'L’offre gratuite ne se paie pas',
  onlineUnavailable:
    'Le paiement en ligne des offres n’est pas disponible : payez par transfert puis envoyez votre demande.',
  providerUnavailable:
    'Le service de paiement ne répond pas. Réessayez dans quelques minutes ou payez par transfert.',
  statusInvalid: 'Statut de paiement invalide',
} as const

/** A USSD string or a merchant code as operators print them: "*144*4*6#", "BOUTIKO01". */
const shortCode = z.optional(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(40, msg.tooLong(40)),
      z.regex(/^[0-9A-Za-z*#\- ]*$/, platformFeeMsg.codeFormat),
    ),
)

/** One way to send money to the platform: an operator, the receiving number, whose name shows. */
export const PlatformChannelInput = z
  .object({
    operator: WalletOperator,
    phoneCountryCode: z.optional(countryCode),
    number: nationalPhone,
    holderName: requiredText(80),
    merchantCode: shortCode,
    ussdCode: shortCode,
    note: optionalText(200),
  })
  .check(phonePlan(DEFAULT_COUNTRY_CODE, 'number'))
export type PlatformChannelInput = z.infer<typeof PlatformChannelInput>

/** PUT /api/admin/settings/payments: the whole list, in the order merchants see it. */
export const PlatformPaymentSettingsInput = z.object({
  channels: z.array(PlatformChannelInput).check(z.maxLength(10, platformFeeMsg.channelLimit)),
})
export type PlatformPaymentSettingsInput = z.infer<typeof PlatformPaymentSettingsInput>

/** A receiving channel as stored and shown: `number` is international digits ("22670123456"). */
export type PlatformChannel = {
  operator: WalletOperator
  number: string
  holderName: string
  merchantCode: string | null
  ussdCode: string | null
  note: string | null
}

export type PlatformPaymentSettings = {
  channels: PlatformChannel[]
  /** The platform's provider account (env), for the administrator to see what is live. */
  online: { provider: string; mode: 'test' | 'live' } | null
  updatedAt: string | null
}

/** GET /api/plans/payment?planId=: what to pay for one period of a plan, and where. */
export type PlanPaymentOptions = {
  planId: string
  planName: string
  billingCycle: BillingCycle
  /** The plan's price after its discount, minor units of `currency`. */
  amount: number
  currency: string
  channels: PlatformChannel[]
  /** True when the merchant can pay this plan online (the platform's provider account is set). */
  online: boolean
}

/** POST /api/plans/payments (body) and GET /api/plans/payment (query): one plan. */
export const PlanPaymentInput = z.object({
  planId: z
    .string({ error: msg.required })
    .check(z.trim(), z.minLength(1, msg.required), z.maxLength(40)),
})
export type PlanPaymentInput = z.infer<typeof PlanPaymentInput>

export type PlanPaymentStart = { paymentId: string; checkoutUrl: string }

export const AdminPaymentListQuery = z.object({
  ...pageQuery,
  status: z.optional(z.enum(PAYMENT_ROW_STATUSES, { error: platformFeeMsg.statusInvalid })),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
})
export type AdminPaymentListQuery = z.infer<typeof AdminPaymentListQuery>

/** GET /api/admin/payments: one payment the platform received, with its reference. */
export type AdminPlatformPayment = {
  id: string
  /** An online payment to the platform's account, or a mobile-money claim an admin approved. */
  source: 'online' | 'claim'
  shop: ShopRef
  plan: { id: string; code: string; name: string } | null
  amount: number
  currency: string
  status: PaymentRowStatus
  provider: string
  mode: 'test' | 'live' | null
  providerRef: string | null
  rawStatus: string | null
  confirmedBy: string | null
  createdAt: string
  confirmedAt: string | null
}
