import * as z from 'zod/mini'
import { isoDate } from './atelier/cashbook'
import { formatMoney } from './money'

/**
 * "Encaisser" and the day's cash ("Caisse des livraisons", issue 25, ADR 052): what a merchant
 * received for an order, and what each courier collected at the door and handed back. Shared
 * by the worker and the dashboard.
 */

export const cashMsg = {
  orderClosed: 'Cette commande est annulée, refusée ou expirée : aucun paiement ne peut être reçu',
  alreadyPaid: 'Cette commande est déjà entièrement payée',
  aboveZero: 'Le montant doit être supérieur à 0',
  moreThanDue: (left: string) =>
    `Il reste ${left} à payer : le montant reçu ne peut pas dépasser ce reste`,
  changedMeanwhile:
    'Un paiement vient d’être enregistré sur cette commande : vérifiez le reste à payer',
  noParcels: 'Ce livreur n’a eu aucun colis ce jour-là : il n’y a pas de caisse à clôturer',
} as const

/** GET /api/delivery-cash?day=YYYY-MM-DD: the shop's today when absent. */
export const DayCashQuery = z.object({ day: z.optional(isoDate) })
export type DayCashQuery = z.infer<typeof DayCashQuery>

/** One line of what a courier handed in: the closing, or a correction after it. */
export type CashHandover = {
  id: string
  kind: 'closing' | 'correction'
  /** Closing: handed in. Correction: the change, signed. */
  amount: number
  /** Closing only: the cash expected when the day was closed. */
  expected: number | null
  note: string | null
  recordedByUserId: string | null
  /** The staff member who recorded it (ADR 055); null for the owner. */
  recordedByName: string | null
  createdAt: string
}

/** One courier's day: their parcels, the cash they owe and what they handed in. */
export type CourierDayCash = {
  courierId: string
  courierName: string
  courierPhone: string
  taken: number
  delivered: number
  refused: number
  absent: number
  open: number
  /** Cash to hand in: collected at the door, or, once closed, what the closing kept. */
  expected: number
  /** Cash collected at the door as it stands now (equal to `expected` until the day closes). */
  collected: number
  /** The closing plus its corrections; 0 until closed. */
  handedIn: number
  /** handedIn − expected once closed (negative: missing); null while open. */
  difference: number | null
  /** What the merchant owes the courier: their fee for each parcel delivered. */
  fees: number
  closed: boolean
  closedAt: string | null
  lines: CashHandover[]
}

export type DayCash = {
  day: string
  /** The shop's today, so the picker can say "Aujourd'hui". */
  today: string
  currency: string
  couriers: CourierDayCash[]
  totals: {
    taken: number
    delivered: number
    refused: number
    absent: number
    open: number
    expected: number
    handedIn: number
    fees: number
    /** Cash still to receive: expected of the open days (closed ones are settled by their line). */
    toReceive: number
  }
}

/** The difference in plain words: "Manque 500 F CFA", "Excédent 200 F CFA", "Compte juste". */
export function differenceText(difference: number, currency: string): string {
  if (difference === 0) return 'Compte juste'
  const amount = formatMoney(Math.abs(difference), currency)
  return difference < 0 ? `Manque ${amount}` : `Excédent ${amount}`
}
