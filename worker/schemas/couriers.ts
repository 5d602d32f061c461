import * as z from 'zod/mini'
import { courierMsg, DOOR_OUTCOMES, MAX_RUN_ASSIGN } from './courier-words'
import {
  countryCode,
  moneyAmount,
  nationalPhone,
  optionalMoneyAmount,
  phonePlan,
  requiredText,
} from './fields'
import { msg } from './messages'
import { DEFAULT_COUNTRY_CODE } from './phone'

export {
  courierMsg,
  DOOR_OUTCOME_LABEL,
  DOOR_OUTCOMES,
  MAX_COURIERS,
  MAX_RUN_ASSIGN,
} from './courier-words'

/**
 * Couriers, the door and the day's cash (issue 25, ADR 052): who carries a shop's parcels, what
 * happened at the door, and the cash they hand back. Shared by the worker, the dashboard and
 * the courier's page.
 */

/** What happened at the door, as the courier's four buttons say it. */
export const DoorOutcome = z.enum(DOOR_OUTCOMES)
export type DoorOutcome = (typeof DOOR_OUTCOMES)[number]

/** A day's cash: the one closing line, then corrections (new lines, never edits). */
export const HANDOVER_KINDS = ['closing', 'correction'] as const
export type HandoverKind = (typeof HANDOVER_KINDS)[number]

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
  // Without a code, the orders' default country (a courier's number is read as an order's).
  .check(phonePlan(DEFAULT_COUNTRY_CODE))
export type CourierInput = z.infer<typeof CourierInput>

export type Courier = {
  id: string
  name: string
  phone: string
  feePerDrop: number | null
  active: boolean
}

/**
 * Hand one order or a batch to a courier (`POST /api/couriers/<id>/assign`: the courier is the
 * path's): today's run (created if needed) holds them.
 */
export const AssignInput = z.object({
  orderIds: z
    .array(requiredText(40))
    .check(
      z.minLength(1, courierMsg.chooseOrders),
      z.maxLength(MAX_RUN_ASSIGN, courierMsg.tooManyOrders),
    ),
})
export type AssignInput = z.infer<typeof AssignInput>

/** Where a run's link stands: the courier opens it, it was revoked, or the day's cash closed it. */
export type RunLinkState = 'active' | 'revoked' | 'closed'

/** One parcel of a run, as the "Tournées du jour" list shows it. */
export type RunParcel = {
  deliveryId: string
  orderId: string
  number: string
  customerName: string
  zoneName: string | null
  outcome: DoorOutcome | null
}

/** A courier's day as the merchant sees it: the link only while it opens. */
export type CourierRun = {
  id: string
  day: string
  courierId: string
  courierName: string
  linkState: RunLinkState
  /** `/<slug>/livraison/<token>`, to copy; null once revoked or closed. */
  link: string | null
  parcels: RunParcel[]
}

/** `GET /api/couriers/runs?day=`: the shop's runs of one day (today, shop-local, without). */
export const RunsQuery = z.object({
  day: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date invalide'))),
})
export type RunsQuery = z.infer<typeof RunsQuery>

/** The order's latest delivery, on the order's detail. */
export type OrderCourier = {
  deliveryId: string
  courierId: string
  courierName: string
  runId: string
  day: string
  outcome: DoorOutcome | null
  outcomeAt: string | null
  /** What "Livré – encaissé" collected (0 otherwise). */
  cashCollected: number
}

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
