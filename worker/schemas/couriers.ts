import * as z from 'zod/mini'
import {
  countryCode,
  moneyAmount,
  nationalPhone,
  optionalMoneyAmount,
  phonePlan,
  requiredText,
} from './fields'
import { msg } from './messages'

/**
 * Couriers, the door and the day's cash (issue 25, ADR 052): who carries a shop's parcels, what
 * happened at the door, and the cash they hand back. Shared by the worker, the dashboard and
 * the courier's page.
 */

/** What happened at the door, as the courier's four buttons say it. */
export const DOOR_OUTCOMES = ['delivered_cash', 'delivered_paid', 'refused', 'absent'] as const
export const DoorOutcome = z.enum(DOOR_OUTCOMES)
export type DoorOutcome = (typeof DOOR_OUTCOMES)[number]

export const DOOR_OUTCOME_LABEL: Record<DoorOutcome, string> = {
  delivered_cash: 'Livré – encaissé',
  delivered_paid: 'Livré – déjà payé',
  refused: 'Refusé par le client',
  absent: 'Absent – à reprogrammer',
}

/** A day's cash: the one closing line, then corrections (new lines, never edits). */
export const HANDOVER_KINDS = ['closing', 'correction'] as const
export type HandoverKind = (typeof HANDOVER_KINDS)[number]

/** At most this many parcels are assigned in one go ("Tournée du jour"). */
export const MAX_RUN_ASSIGN = 50
/** A shop keeps at most this many couriers: the assign picker must stay readable on a phone. */
export const MAX_COURIERS = 30

export const courierMsg = {
  notFound: 'Livreur introuvable',
  limit: `Vous avez atteint la limite de ${MAX_COURIERS} livreurs : désactivez ou supprimez-en un avant d’en ajouter`,
  phoneTaken: 'Un livreur a déjà ce numéro',
  inactive: 'Ce livreur est désactivé : réactivez-le ou choisissez-en un autre',
  hasDays: 'Ce livreur a déjà des journées de livraison : désactivez-le plutôt que de le supprimer',
  chooseOrders: 'Choisissez au moins une commande à confier',
  tooManyOrders: `Confiez au plus ${MAX_RUN_ASSIGN} commandes à la fois`,
  orderClosed: (number: string) =>
    `La commande ${number} est close (livrée, refusée ou annulée) : elle ne peut plus partir en livraison`,
  pickupOrder: (number: string) =>
    `La commande ${number} est à retirer en boutique : elle ne part pas en livraison`,
  linkGone: 'Ce lien de livraison n’est plus valable. Demandez un nouveau lien à la boutique.',
  linkRevoked: 'Lien révoqué : le livreur ne peut plus l’ouvrir',
  dayClosed: 'La caisse de cette journée est close : le résultat ne peut plus être changé ici',
  outcomeRecorded: 'Ce colis a déjà un résultat enregistré',
  notOnRun: 'Ce colis ne fait pas partie de cette tournée',
  alreadyClosed:
    'La caisse de ce livreur est déjà close pour cette journée : ajoutez une correction',
  notClosed: 'Clôturez d’abord la caisse de cette journée',
  correctionNote: 'Expliquez la correction',
  refusals: (n: number) => `${n} refus précédent${n > 1 ? 's' : ''}`,
} as const

const optionalCountryCode = z.optional(countryCode)

export const CourierInput = z
  .object({
    name: requiredText(80),
    phone: nationalPhone,
    phoneCountryCode: optionalCountryCode,
    /** "" or absent: no fee tracked. */
    feePerDrop: optionalMoneyAmount('feePerDrop'),
    active: z.optional(z.boolean()),
  })
  .check(phonePlan())
export type CourierInput = z.infer<typeof CourierInput>

export type Courier = {
  id: string
  name: string
  phone: string
  feePerDrop: number | null
  active: boolean
}

/** Hand one order or a batch to a courier: today's run (created if needed) holds them. */
export const AssignInput = z.object({
  courierId: requiredText(40),
  orderIds: z
    .array(requiredText(40))
    .check(
      z.minLength(1, courierMsg.chooseOrders),
      z.maxLength(MAX_RUN_ASSIGN, courierMsg.tooManyOrders),
    ),
})
export type AssignInput = z.infer<typeof AssignInput>

/** A door outcome recorded by the courier's page (form post) or by the merchant. */
export const DoorOutcomeInput = z.object({
  outcome: DoorOutcome,
})
export type DoorOutcomeInput = z.infer<typeof DoorOutcomeInput>

/** "Encaisser" / "Acompte": cash (or money) the merchant received for an unpaid order. */
export const CASH_RECEIVED_METHODS = ['cash', 'mobile_money', 'other'] as const
export const CashReceivedInput = z.object({
  amount: moneyAmount('amount'),
  method: z.enum(CASH_RECEIVED_METHODS),
})
export type CashReceivedInput = z.infer<typeof CashReceivedInput>

/** Closing a courier's day: the cash they handed in. */
export const CashClosingInput = z.object({
  courierId: requiredText(40),
  day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date invalide')),
  amount: moneyAmount('amount'),
})
export type CashClosingInput = z.infer<typeof CashClosingInput>

/** A correction to a closed day: more or less cash than the closing said, with why. */
export const CashCorrectionInput = z.object({
  courierId: requiredText(40),
  day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date invalide')),
  amount: moneyAmount('amount'),
  direction: z.enum(['more', 'less']),
  /** Why the cash changed: a correction without its reason is refused in plain words. */
  note: z
    .string({ error: courierMsg.correctionNote })
    .check(z.trim(), z.minLength(1, courierMsg.correctionNote), z.maxLength(200, msg.tooLong(200))),
})
export type CashCorrectionInput = z.infer<typeof CashCorrectionInput>
