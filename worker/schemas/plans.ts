import * as z from 'zod/mini'
import {
  countryCode,
  digits,
  moneyAmount,
  nationalPhone,
  optionalText,
  pageQuery,
  phonePlan,
  requiredText,
} from './fields'
import { msg } from './messages'
import { DEFAULT_COUNTRY_CODE } from './phone'
import { MAX_COURIERS_CEILING, type PlanLimits } from './plan-capabilities'
import { SubscriptionStatus } from './stores'

export const BillingCycle = z.enum(['month', 'year'], { error: 'Cycle de facturation invalide' })
export type BillingCycle = z.infer<typeof BillingCycle>
export const BILLING_CYCLE_SUFFIX: Record<BillingCycle, string> = { month: '/mois', year: '/an' }

export const SUBSCRIPTION_STATUS_LABEL: Record<SubscriptionStatus, string> = {
  active: 'Actif',
  expired: 'Expiré',
  suspended: 'Suspendu',
}

export const planMsg = {
  /** A plan's limit reached; `upgradePath` is the dashboard page where the plan is changed. */
  productLimit: (plan: string, max: number, upgradePath: string) =>
    `Votre offre ${plan} permet ${max} produit${max > 1 ? 's' : ''}. Passez à une offre supérieure : ${upgradePath}`,
  imageLimit: (plan: string, max: number, upgradePath: string) =>
    `Votre offre ${plan} permet ${max} image${max > 1 ? 's' : ''} par produit. Passez à une offre supérieure : ${upgradePath}`,
  planNotFound: "Cette offre n'existe pas ou n'est plus proposée",
  samePlan: 'Vous êtes déjà sur cette offre',
  pendingExists: 'Vous avez déjà une demande en attente de validation',
  invalidTransactionId: 'ID de transaction invalide (lettres, chiffres, . - _ uniquement)',
} as const

/** Payment claim: who paid, from which number, and the mobile-money reference if any. */
export const PlanRequestInput = z
  .object({
    planId: z
      .string({ error: msg.required })
      .check(z.trim(), z.minLength(1, msg.required), z.maxLength(40)),
    fullName: requiredText(120),
    phone: nationalPhone,
    phoneCountryCode: z.optional(countryCode),
    transactionId: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(60, msg.tooLong(60)),
          z.regex(/^[A-Za-z0-9.\-_ ]*$/, planMsg.invalidTransactionId),
        ),
    ),
  })
  .check(phonePlan(DEFAULT_COUNTRY_CODE))
export type PlanRequestInput = z.infer<typeof PlanRequestInput>

export type { PlanLimits } from './plan-capabilities'

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

export const PlanRequestStatus = z.enum(['pending', 'approved', 'rejected'])
export type PlanRequestStatus = z.infer<typeof PlanRequestStatus>

/** What a period of the plan costs: its price after its discount rate (minor units). */
export const discountedPrice = (plan: Pick<Plan, 'price' | 'discountRate'>) =>
  Math.round((plan.price * (100 - plan.discountRate)) / 100)

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
  /** The limits in force now: the free plan's once a paid period is over (nothing is deleted). */
  limits: PlanLimits
  /** The name of the plan whose `limits` these are ("1 image avec l'offre Gratuit"). */
  limitsPlanName: string
  usage: SubscriptionUsage
}

// ─── administration: plans, subscriptions, requests ─────────────────────────────────────────

export const planAdminMsg = {
  discountRange: 'Le taux de remise doit être compris entre 0 et 100',
  descriptionRequired: 'Ajoutez au moins une ligne de description',
  tooManyLines: (max: number) => `${max} lignes au maximum`,
  imagesRange: 'Entre 1 et 99 images par produit',
  productsMax: '1 000 000 produits au maximum (laissez vide pour illimité)',
  staffSeatsRange: 'Entre 0 et 100 membres d’équipe',
  couriersRange: `Entre 0 et ${MAX_COURIERS_CEILING} livreurs`,
  promoCodesMax: '10 000 codes promo au maximum (laissez vide pour illimité)',
  nameTaken: 'Une offre porte déjà ce nom',
  planNotFound: 'Offre introuvable',
  planInUse:
    'Cette offre est utilisée par des boutiques : désactivez-la plutôt que de la supprimer',
  freePlanLocked: "L'offre gratuite reste gratuite et toujours proposée",
  subscriptionNotFound: 'Abonnement introuvable',
  requestNotFound: 'Demande introuvable',
  alreadyDecided: 'Cette demande a déjà été traitée',
  shopSuspended: "Cette boutique est suspendue : réactivez-la avant d'approuver une offre",
  reasonRequired: 'Veuillez indiquer le motif',
  invalidStatus: 'Statut invalide',
  sameStatus: 'Choisissez un autre statut que le statut actuel',
  periodOver:
    "La période payée est terminée : seule une nouvelle demande approuvée peut réactiver l'offre",
} as const

/** Judged only once the value is digits: a non-number gets the digits message alone. */
const within = (min: number, max: number) => (v: string) =>
  !/^\d+$/.test(v) || (Number(v) >= min && Number(v) <= max)

const upTo = (max: number, message: string) =>
  z
    .string()
    .check(z.trim(), z.regex(/^\d{0,9}$/, msg.digitsOnly), z.refine(within(0, max), message))

/**
 * Plan form. Amounts stay strings like the catalogue's (digits with 1 or 2 decimals,
 * checked against the plan's currency by the service); an empty "Produits maximum" means
 * unlimited. `active: false` withdraws the plan from sale without touching its subscribers.
 */
export const PlanInput = z.object({
  name: requiredText(60),
  price: moneyAmount('price'),
  discountRate: digits.check(z.refine(within(0, 100), planAdminMsg.discountRange)),
  billingCycle: BillingCycle,
  description: z
    .array(requiredText(200))
    .check(
      z.minLength(1, planAdminMsg.descriptionRequired),
      z.maxLength(12, planAdminMsg.tooManyLines(12)),
    ),
  maxProducts: upTo(1_000_000, planAdminMsg.productsMax),
  maxImagesPerProduct: digits.check(z.refine(within(1, 99), planAdminMsg.imagesRange)),
  customDomain: z.boolean(),
  // Issue 26. Optional: a form or client from before them leaves the plan's values as they are
  // (a new plan then gets the free plan's).
  maxStaffSeats: z.optional(digits.check(z.refine(within(0, 100), planAdminMsg.staffSeatsRange))),
  maxCouriers: z.optional(
    digits.check(z.refine(within(0, MAX_COURIERS_CEILING), planAdminMsg.couriersRange)),
  ),
  maxPromoCodes: z.optional(upTo(10_000, planAdminMsg.promoCodesMax)),
  facebookPixel: z.optional(z.boolean()),
  reviews: z.optional(z.boolean()),
  audienceStats: z.optional(z.boolean()),
  removeBranding: z.optional(z.boolean()),
  active: z.optional(z.boolean()),
})
export type PlanInput = z.infer<typeof PlanInput>

/** A plan as administrators see it: withdrawn ones included, with how many shops it serves. */
export type AdminPlan = Plan & {
  active: boolean
  /** Shops whose subscription to this plan is running now (effective status active). */
  subscribers: number
  /** Every subscription row on this plan, whatever its status: a plan with any can't be deleted. */
  subscriptions: number
  createdAt: string
  updatedAt: string
}

export const AdminSubscriptionListQuery = z.object({
  status: z.optional(SubscriptionStatus),
  planCode: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ...pageQuery,
})
export type AdminSubscriptionListQuery = z.infer<typeof AdminSubscriptionListQuery>

/** "Subscription update": a status and a message the merchant receives. */
export const SubscriptionStatusInput = z.object({
  status: z.enum(SubscriptionStatus.options, { error: planAdminMsg.invalidStatus }),
  message: optionalText(500),
})
export type SubscriptionStatusInput = z.infer<typeof SubscriptionStatusInput>

export const AdminRequestListQuery = z.object({
  status: z.optional(PlanRequestStatus),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ...pageQuery,
})
export type AdminRequestListQuery = z.infer<typeof AdminRequestListQuery>

export const RequestRejectInput = z.object({
  message: z
    .string({ error: planAdminMsg.reasonRequired })
    .check(
      z.trim(),
      z.minLength(1, planAdminMsg.reasonRequired),
      z.maxLength(500, msg.tooLong(500)),
    ),
})
export type RequestRejectInput = z.infer<typeof RequestRejectInput>

export const PLAN_REQUEST_STATUS_LABEL: Record<PlanRequestStatus, string> = {
  pending: 'En attente',
  approved: 'Approuvée',
  rejected: 'Refusée',
}

export type ShopRef = { id: string; name: string; slug: string; email: string; phone: string }
export type PlanRef = Pick<Plan, 'id' | 'code' | 'name' | 'billingCycle'>

export type AdminSubscription = {
  id: string
  shop: ShopRef
  plan: PlanRef
  /** What the merchant lives under now: a paid period past its end reads expired. */
  status: SubscriptionStatus
  startedAt: string
  endDate: string | null
  reason: string | null
  hasPendingRequest: boolean
  updatedAt: string
}

export type AdminPlanRequest = {
  id: string
  shop: ShopRef
  plan: Pick<Plan, 'id' | 'code' | 'name' | 'price' | 'currency' | 'discountRate' | 'billingCycle'>
  currentPlan: PlanRef | null
  currentStatus: SubscriptionStatus | null
  subscriptionId: string | null
  fullName: string
  phone: string
  transactionId: string | null
  status: PlanRequestStatus
  message: string | null
  createdAt: string
  decidedAt: string | null
  /** What was paid, fixed at approval (minor units of `currency`). */
  amount: number | null
  currency: string | null
}

type SubscriptionUsage = { products: number }

export type AdminSubscriptionDetail = AdminSubscription & {
  owner: { id: string; firstName: string; lastName: string; email: string | null } | null
  remindedWeekAt: string | null
  remindedDayAt: string | null
  /** The limits in force now (the free plan's once a paid period is over). */
  limits: PlanLimits
  usage: SubscriptionUsage
  requests: AdminPlanRequest[]
}
