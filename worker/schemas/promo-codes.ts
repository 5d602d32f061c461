import * as z from 'zod/mini'
import { moneyAmount, optionalMoneyAmount } from './fields'
import { msg } from './messages'
import { formatMoney } from './money'
import { dayLabel } from './shop-clock'

/**
 * Marketing › Codes promo (issue 26): the merchant's codes, and what a code takes off an order.
 * Shared by the worker, the dashboard and the themes.
 */

/** A percentage of the eligible lines, or a fixed amount in the shop's currency. */
export const PROMO_KINDS = ['percent', 'amount'] as const
export type PromoKind = (typeof PROMO_KINDS)[number]

/** How many codes a shop keeps: a list the merchant can still read. */
export const MAX_PROMO_CODES = 200

export const promoMsg = {
  notFound: 'Code promo introuvable',
  codeFormat:
    'Le code promo doit compter 3 à 30 caractères : lettres sans accent, chiffres, « - » ou « _ »',
  codeExists: 'Un code promo s’écrit déjà ainsi',
  limit: `Vous avez atteint la limite de ${MAX_PROMO_CODES} codes promo : supprimez-en un avant d’en ajouter`,
  percentRange: 'Le pourcentage doit être un nombre entier entre 1 et 100',
  amountPositive: 'Le montant de la remise doit être supérieur à zéro',
  dayFormat: 'Date invalide (AAAA-MM-JJ)',
  datesOrder: 'La date de fin ne peut pas précéder la date de début',
  countRange: 'Indiquez un nombre entier entre 1 et 1 000 000',
  maxBelowUses:
    'Ce code a déjà servi plus de fois : indiquez un maximum au moins égal à ses utilisations',
  // What the shopper reads beside the "Code promo" field; the cart is kept.
  unknown: 'Ce code promo n’existe pas : vérifiez son orthographe',
  off: 'Ce code promo n’est pas actif',
  // A code the shop's plan pauses: nothing about the plan is said to the shopper.
  notValid: 'Ce code n’est pas valable',
  notYet: (day: string) => `Ce code promo n’est valable qu’à partir du ${dayLabel(day)}`,
  expired: (day: string) => `Ce code promo a expiré le ${dayLabel(day)}`,
  usedUp: 'Ce code promo a déjà été utilisé autant de fois que prévu',
  phoneUsedUp: 'Vous avez déjà utilisé ce code promo autant de fois que permis',
  minOrder: (amount: string) => `Ce code promo s’applique à partir de ${amount} d’achats`,
  noEligible: 'Ce code promo ne s’applique à aucun article de votre panier',
  codeLocked: 'Ce code a déjà servi à des commandes : son texte ne peut plus changer',
} as const

/** Typed in any case and with spaces ("tabaski 10"): stored and compared as "TABASKI10". */
export const normalizePromoCode = (typed: string) => typed.replace(/\s+/g, '').toUpperCase()

const PROMO_CODE = /^[A-Z0-9_-]{3,30}$/

/** The shopper's "Code promo" field: normalised; '' or absent = no code. */
export const PromoCodeField = z.optional(
  z.string().check(z.maxLength(60, promoMsg.unknown), z.overwrite(normalizePromoCode)),
)

const day = z.optional(
  z.string().check(
    z.trim(),
    z.refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), promoMsg.dayFormat),
  ),
)
const count = z.optional(
  z.nullable(
    z
      .number()
      .check(
        z.int(promoMsg.countRange),
        z.gte(1, promoMsg.countRange),
        z.lte(1_000_000, promoMsg.countRange),
      ),
  ),
)

/** The merchant's code, as typed: the value as people type it (a percentage or an amount). */
export const PromoCodeInput = z
  .object({
    code: z
      .string({ error: msg.required })
      .check(z.overwrite(normalizePromoCode), z.regex(PROMO_CODE, promoMsg.codeFormat)),
    kind: z.enum(PROMO_KINDS, { error: msg.required }),
    value: moneyAmount('value'),
    minOrder: optionalMoneyAmount('minOrder'),
    startsOn: day,
    endsOn: day,
    maxUses: count,
    maxUsesPerPhone: count,
    /** None or empty: every product. */
    categoryIds: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(100))),
    freeDelivery: z.optional(z.boolean()),
    active: z.optional(z.boolean()),
  })
  .check(
    z.refine((v) => !v.startsOn || !v.endsOn || v.startsOn <= v.endsOn, {
      message: promoMsg.datesOrder,
      path: ['endsOn'],
    }),
  )
export type PromoCodeInput = z.infer<typeof PromoCodeInput>

export type PromoCode = {
  id: string
  code: string
  kind: PromoKind
  /** percent: 1–100; amount: minor units. */
  value: number
  minOrder: number | null
  startsOn: string | null
  endsOn: string | null
  maxUses: number | null
  maxUsesPerPhone: number | null
  categoryIds: string[]
  freeDelivery: boolean
  active: boolean
  /** Orders holding a use now. */
  uses: number
  /** What the orders placed with it brought (their totals, cancelled ones left out). */
  revenue: number
  /** What it took off those orders. */
  discountGiven: number
}

export type PromoCodeList = { currency: string; items: PromoCode[] }

/** What a code needs to be judged on an order (a row of the table, or a test's). */
export type PromoRule = Pick<
  PromoCode,
  'kind' | 'value' | 'minOrder' | 'startsOn' | 'endsOn' | 'maxUses' | 'active' | 'categoryIds'
> & { uses: number }

/**
 * What a code takes off lines, on the shop-local `today`, or the French reason it does not apply.
 * Pure. The minimum is on the whole subtotal; the discount on the eligible lines only (chosen
 * categories), never more than them; the delivery fee is never discounted here.
 */
export function promoDiscount(
  rule: PromoRule,
  lines: readonly { lineTotal: number; categoryId: string | null }[],
  today: string,
  currency: string,
): { discount: number } | { problem: string } {
  if (!rule.active) return { problem: promoMsg.off }
  if (rule.startsOn && today < rule.startsOn) return { problem: promoMsg.notYet(rule.startsOn) }
  if (rule.endsOn && today > rule.endsOn) return { problem: promoMsg.expired(rule.endsOn) }
  if (rule.maxUses !== null && rule.uses >= rule.maxUses) return { problem: promoMsg.usedUp }
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0)
  if (rule.minOrder !== null && subtotal < rule.minOrder)
    return { problem: promoMsg.minOrder(formatMoney(rule.minOrder, currency)) }
  const chosen = rule.categoryIds.length > 0 ? new Set(rule.categoryIds) : null
  const eligible = lines
    .filter((l) => !chosen || (l.categoryId !== null && chosen.has(l.categoryId)))
    .reduce((sum, l) => sum + l.lineTotal, 0)
  if (eligible === 0) return { problem: promoMsg.noEligible }
  const off = rule.kind === 'percent' ? Math.floor((eligible * rule.value) / 100) : rule.value
  return { discount: Math.min(off, eligible) }
}

/**
 * The order's money once a code applied: the discount comes off the lines, the delivery fee stays
 * whole unless the code offers delivery ("livraison offerte"; an "other zone" fee still to set
 * stays to set). One rule for the checkout's preview and the order written (ADR 054).
 */
export function promoTotals(
  subtotal: number,
  deliveryFee: number | null,
  promo: { discount: number; freeDelivery: boolean } | null,
) {
  const fee = promo?.freeDelivery && deliveryFee !== null ? 0 : deliveryFee
  const discount = promo?.discount ?? 0
  return { discount, deliveryFee: fee, total: subtotal - discount + (fee ?? 0) }
}
