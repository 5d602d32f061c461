import { countOf } from './plural'

/**
 * What a plan gives, as data (issue 26): the limits (how many) and the switches (whether). The
 * admin edits them per plan; /pricing, the upgrade dialogs and every server check read them.
 * A plan's free text (`description`) is marketing words only: it promises nothing.
 */

/** Counted limits; null = unlimited (within the hard ceilings below). */
export const PLAN_LIMIT_KEYS = [
  'maxProducts',
  'maxImagesPerProduct',
  'maxStaffSeats',
  'maxCouriers',
  'maxPromoCodes',
] as const
export type PlanLimitKey = (typeof PLAN_LIMIT_KEYS)[number]

/** On/off capabilities. */
export const PLAN_SWITCH_KEYS = [
  'customDomain',
  'facebookPixel',
  'reviews',
  'audienceStats',
  'removeBranding',
] as const
export type PlanSwitch = (typeof PLAN_SWITCH_KEYS)[number]

export type PlanLimits = {
  maxProducts: number | null
  maxImagesPerProduct: number
  /** Team members besides the owner (staff accounts: built later, checked by limitCheck). */
  maxStaffSeats: number
  /** Couriers the shop keeps, never more than MAX_COURIERS_CEILING. */
  maxCouriers: number
  /** Promo codes the shop keeps at once; null = unlimited. */
  maxPromoCodes: number | null
} & Record<PlanSwitch, boolean>

/**
 * The assign picker must stay readable on a phone whatever the plan says: no plan gives more
 * couriers than this (the admin form refuses more).
 */
export const MAX_COURIERS_CEILING = 30

/**
 * The seeded free plan's capabilities: the fallback for a missing free plan row and for any
 * key a plan's stored JSON lacks (a plan written before issue 26 promises nothing new).
 */
export const FREE_CAPABILITIES: PlanLimits = {
  maxProducts: 10,
  maxImagesPerProduct: 1,
  maxStaffSeats: 0,
  maxCouriers: 3,
  maxPromoCodes: 0,
  customDomain: false,
  facebookPixel: false,
  reviews: false,
  audienceStats: false,
  removeBranding: false,
}

const count = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null

/** `plans.limits` as stored, read defensively: a missing or broken key takes the free value. */
export function readPlanLimits(raw: unknown): PlanLimits {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  const orFree = <K extends 'maxImagesPerProduct' | 'maxStaffSeats' | 'maxCouriers'>(k: K) =>
    count(r[k]) ?? FREE_CAPABILITIES[k]
  const orUnlimited = (k: 'maxProducts' | 'maxPromoCodes') =>
    r[k] === null ? null : (count(r[k]) ?? FREE_CAPABILITIES[k])
  const switches = Object.fromEntries(
    PLAN_SWITCH_KEYS.map((k) => [k, typeof r[k] === 'boolean' ? r[k] : FREE_CAPABILITIES[k]]),
  ) as Record<PlanSwitch, boolean>
  return {
    maxProducts: orUnlimited('maxProducts'),
    maxImagesPerProduct: orFree('maxImagesPerProduct'),
    maxStaffSeats: orFree('maxStaffSeats'),
    maxCouriers: Math.min(orFree('maxCouriers'), MAX_COURIERS_CEILING),
    maxPromoCodes: orUnlimited('maxPromoCodes'),
    ...switches,
  }
}

/** What each switch is called, on /pricing, in the admin form and in refusals. */
export const SWITCH_LABEL: Record<PlanSwitch, string> = {
  customDomain: 'Nom de domaine personnalisé',
  facebookPixel: 'Pixel Facebook',
  reviews: 'Avis clients',
  audienceStats: 'Statistiques d’audience',
  removeBranding: 'Sans la mention « Propulsé par Boutiko »',
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('fr-FR')} ${n > 1 ? many : one}`

/**
 * The plan's promises, generated from its capabilities: /pricing and the upgrade dialogs show
 * exactly what the server enforces. Zero-valued limits and switched-off capabilities are left
 * out (a plan is not sold by what it lacks).
 */
export function capabilityLines(l: PlanLimits): string[] {
  const lines = [
    l.maxProducts === null
      ? 'Produits illimités'
      : `Jusqu’à ${plural(l.maxProducts, 'produit', 'produits')}`,
    `${plural(l.maxImagesPerProduct, 'image', 'images')} par produit`,
  ]
  if (l.maxStaffSeats > 0)
    lines.push(plural(l.maxStaffSeats, 'membre d’équipe', 'membres d’équipe'))
  if (l.maxCouriers > 0) lines.push(plural(l.maxCouriers, 'livreur', 'livreurs'))
  if (l.maxPromoCodes === null) lines.push('Codes promo illimités')
  else if (l.maxPromoCodes > 0) lines.push(plural(l.maxPromoCodes, 'code promo', 'codes promo'))
  for (const k of PLAN_SWITCH_KEYS) if (l[k]) lines.push(SWITCH_LABEL[k])
  return lines
}

/** Refusals, with the way up (`upgradePath`: the dashboard page where the plan is changed). */
export const capabilityMsg = {
  notIncluded: (what: PlanSwitch, plan: string, upgradePath: string) =>
    `${SWITCH_LABEL[what]} : non inclus dans votre offre ${plan}. Passez à une offre supérieure : ${upgradePath}`,
  limitReached: (what: string, plan: string, max: number, upgradePath: string) =>
    `Votre offre ${plan} permet ${countOf(max, what)}. Vos données sont conservées ; pour en ajouter, passez à une offre supérieure : ${upgradePath}`,
} as const

/** The nouns of counted limits in refusals ("permet 2 livreurs"). */
export const LIMIT_NOUN: Record<'maxStaffSeats' | 'maxCouriers' | 'maxPromoCodes', string> = {
  maxStaffSeats: 'membre d’équipe',
  maxCouriers: 'livreur',
  maxPromoCodes: 'code promo',
}
