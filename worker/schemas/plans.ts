import { z } from 'zod'
import { countryCode, phone, requiredText } from './fields'
import { msg } from './messages'
import type { SubscriptionStatus } from './stores'

export const BillingCycle = z.enum(['month', 'year'], { error: 'Cycle de facturation invalide' })
export type BillingCycle = z.infer<typeof BillingCycle>
export const BILLING_CYCLE_SUFFIX: Record<BillingCycle, string> = { month: '/mois', year: '/an' }

export const SUBSCRIPTION_STATUS_LABEL: Record<SubscriptionStatus, string> = {
  active: 'Actif',
  expired: 'Expiré',
  suspended: 'Suspendu',
}

export const planMsg = {
  planNotFound: "Cette offre n'existe pas ou n'est plus proposée",
  samePlan: 'Vous êtes déjà sur cette offre',
  pendingExists: 'Vous avez déjà une demande en attente de validation',
  invalidTransactionId: 'ID de transaction invalide (lettres, chiffres, . - _ uniquement)',
} as const

/** §3 payment claim: who paid, from which number, and the mobile-money reference if any. */
export const PlanRequestInput = z.object({
  planId: z.string({ error: msg.required }).trim().min(1, msg.required).max(40),
  fullName: requiredText(120),
  phone,
  phoneCountryCode: countryCode.optional(),
  transactionId: z
    .string()
    .trim()
    .max(60, msg.tooLong(60))
    .regex(/^[A-Za-z0-9.\-_ ]*$/, planMsg.invalidTransactionId)
    .optional(),
})
export type PlanRequestInput = z.infer<typeof PlanRequestInput>

export type PlanLimits = {
  maxProducts: number | null
  maxImagesPerProduct: number
  customDomain: boolean
}

export type Plan = {
  id: string
  code: string
  name: string
  /** Minor units of `currency`. */
  price: number
  currency: string
  discountRate: number
  billingCycle: BillingCycle
  description: string[]
  limits: PlanLimits
}

export type PlanRequestStatus = 'pending' | 'approved' | 'rejected'

export type PlanRequest = {
  id: string
  planId: string
  planName: string
  fullName: string
  phone: string
  transactionId: string | null
  status: PlanRequestStatus
  createdAt: string
}

/** GET /api/plans/subscription: the shop's plan, its state and any request awaiting an admin. */
export type MySubscription = {
  plan: Plan
  status: SubscriptionStatus
  startedAt: string | null
  endDate: string | null
  pendingRequest: PlanRequest | null
}
