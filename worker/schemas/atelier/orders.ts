import * as z from 'zod/mini'
import { moneyAmount, optionalMoneyAmount, optionalText, pageQuery } from '../fields'
import { msg } from '../messages'
import { isoDate, PaymentMethod } from './cashbook'
import { metersToCm } from './fabrics'
import type { GarmentType } from './measurements'

export { cmToMeters, metersToCm } from './fabrics'

/**
 * The tailoring order contract of L'Atelier (issue 8): the form the dashboard fills, the
 * stage moves and payments, and what the list, the detail and the calendar answer.
 */
export const TAILORING_STAGES = [
  'received',
  'cutting',
  'sewing',
  'fitting',
  'alteration',
  'ready',
  'delivered',
  'canceled',
] as const
export const TailoringStage = z.enum(TAILORING_STAGES, {
  error: 'Choisissez une étape de la liste',
})
export type TailoringStage = z.infer<typeof TailoringStage>

export const STAGE_LABEL: Record<TailoringStage, string> = {
  received: 'Reçue',
  cutting: 'Coupe',
  sewing: 'Couture',
  fitting: 'Essayage',
  alteration: 'Retouche',
  ready: 'Prête',
  delivered: 'Livrée',
  canceled: 'Annulée',
}

/** Once there, the order no longer moves nor changes. */
export const FINAL_STAGES: readonly TailoringStage[] = ['delivered', 'canceled']

/**
 * An order is late when its promised date has passed and it is not ready yet: a garment that
 * is ready waits for its customer, the workshop kept its promise. The same everywhere (list,
 * calendar, dashboard, reminders).
 */
export const NEVER_LATE_STAGES: readonly TailoringStage[] = ['ready', ...FINAL_STAGES]

export const tailoringMsg = {
  notFound: 'Commande introuvable',
  customerNotFound: 'Client introuvable',
  garmentTypeRequired: 'Choisissez un type de vêtement',
  garmentTypeNotFound: 'Type de vêtement introuvable',
  measurementNotFound: 'Mesure introuvable pour ce client et ce type de vêtement',
  atLeastOneGarment: 'Ajoutez au moins un vêtement',
  quantity: 'Quantité invalide (1 à 99)',
  serviceNotFound: 'Service introuvable',
  fabricRequired: 'Choisissez un tissu du stock',
  fabricNotFound: 'Tissu introuvable',
  fabricLength: 'Longueur invalide : en mètres, 2 décimales au plus (ex. 2.5)',
  staffNotFound: 'Membre du personnel introuvable',
  photoNotFound: 'Photo introuvable',
  tooManyPhotos: '6 photos au maximum',
  promisedInPast: 'La date promise ne peut pas être déjà passée',
  advanceAbovePrice: "L'avance ne peut pas dépasser le prix",
  priceBelowPaid: 'Le prix ne peut pas être inférieur au montant déjà payé',
  finalNoEdit: 'Cette commande est livrée ou annulée : elle ne peut plus être modifiée',
  canceledFinal: 'Cette commande est annulée : son étape ne peut plus changer',
  deliveredFinal: 'Cette commande est livrée : son étape ne peut plus changer',
  sameStage: 'La commande est déjà à cette étape',
  balanceDue: (balance: string) => `Le solde de ${balance} doit être payé avant la livraison`,
  nothingDue: 'Cette commande est déjà entièrement payée',
  amountAboveBalance: (balance: string) => `Le montant dépasse le reste à payer (${balance})`,
  amountPositive: 'Le montant doit être supérieur à zéro',
  paidInFuture: 'La date du paiement ne peut pas être dans le futur',
  deleteOnlyReceived:
    'Seule une commande reçue et sans paiement peut être supprimée : annulez-la plutôt',
  deleteNotAllowed: 'Seuls le propriétaire et les gérants peuvent supprimer une commande',
  changedMeanwhile: 'La commande a été modifiée entre-temps, veuillez réessayer',
  paymentMethod: 'Choisissez un moyen de paiement',
  rangeOrder: 'La date de fin doit suivre la date de début',
  rangeTooLong: 'Choisissez une période de 62 jours au plus',
} as const

/** Metres with 2 decimals at most, above zero ("2.5" → 250 cm). */
const fabricMeters = z.string().check(
  z.trim(),
  z.regex(/^\d{1,4}([.,]\d{1,2})?$/, tailoringMsg.fabricLength),
  z.refine((v) => metersToCm(v) > 0, tailoringMsg.fabricLength),
)

const id = z.string().check(z.maxLength(40))

export const TailoringGarmentInput = z.object({
  garmentTypeId: z
    .string()
    .check(z.minLength(1, tailoringMsg.garmentTypeRequired), z.maxLength(40)),
  quantity: z
    .number({ error: tailoringMsg.quantity })
    .check(
      z.int(tailoringMsg.quantity),
      z.gte(1, tailoringMsg.quantity),
      z.lte(99, tailoringMsg.quantity),
    ),
  /** The customer's measurement for this type; its values are copied into the order. */
  measurementId: z.optional(id),
})
export type TailoringGarmentInput = z.infer<typeof TailoringGarmentInput>

/** What the create and edit forms share. */
const OrderFields = z.object({
  garments: z
    .array(TailoringGarmentInput)
    .check(z.minLength(1, tailoringMsg.atLeastOneGarment), z.maxLength(20)),
  serviceIds: z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(30)),
  fabricSource: z.enum(['customer', 'stock'], { error: msg.required }),
  /** With 'customer': what the customer brought. */
  fabricNote: optionalText(300),
  /** With 'stock': the fabric and the metres taken. */
  fabricId: z.optional(id),
  fabricMeters: z.optional(z.string().check(z.trim(), z.maxLength(12))),
  price: moneyAmount('price'),
  promisedOn: isoDate,
  assignedStaffId: z.optional(id),
  photoIds: z
    .array(z.string().check(z.minLength(1), z.maxLength(40)))
    .check(z.maxLength(6, tailoringMsg.tooManyPhotos)),
  note: optionalText(1000),
})

type FabricFields = { fabricSource?: unknown; fabricId?: unknown; fabricMeters?: unknown }
function fabricRule(v: FabricFields, ctx: z.core.$RefinementCtx) {
  if (v.fabricSource !== 'stock') return
  if (!v.fabricId)
    ctx.addIssue({ code: 'custom', path: ['fabricId'], message: tailoringMsg.fabricRequired })
  if (!fabricMeters.safeParse(v.fabricMeters ?? '').success)
    ctx.addIssue({ code: 'custom', path: ['fabricMeters'], message: tailoringMsg.fabricLength })
}

type AdvanceFields = { advance?: unknown; paymentMethod?: unknown }
function advanceRule(v: AdvanceFields, ctx: z.core.$RefinementCtx) {
  const paid = typeof v.advance === 'string' && /[1-9]/.test(v.advance)
  if (paid && !v.paymentMethod)
    ctx.addIssue({ code: 'custom', path: ['paymentMethod'], message: tailoringMsg.paymentMethod })
}

/** Cross-field rules also run when another field failed: the form shows every mistake at once. */
const evenWithIssues = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
}

export const TailoringOrderCreateInput = z
  .extend(OrderFields, {
    customerId: z
      .string({ error: tailoringMsg.customerNotFound })
      .check(z.minLength(1, tailoringMsg.customerNotFound), z.maxLength(40)),
    /** Paid when the order is taken: written to the cash book. */
    /** Empty: no advance. */
    advance: optionalMoneyAmount('advance'),
    paymentMethod: z.optional(PaymentMethod),
  })
  .check(z.superRefine(fabricRule, evenWithIssues), z.superRefine(advanceRule, evenWithIssues))
export type TailoringOrderCreateInput = z.infer<typeof TailoringOrderCreateInput>

/** The customer stays; money already paid is recorded through payments, not here. */
export const TailoringOrderUpdateInput = OrderFields.check(
  z.superRefine(fabricRule, evenWithIssues),
)
export type TailoringOrderUpdateInput = z.infer<typeof TailoringOrderUpdateInput>

export const TailoringStageInput = z.object({
  stage: TailoringStage,
  note: optionalText(500),
  /** Moving to 'delivered' with a balance left: record it as paid in the same step. */
  payBalance: z.optional(z.boolean()),
  paymentMethod: z.optional(PaymentMethod),
})
export type TailoringStageInput = z.infer<typeof TailoringStageInput>

export const TailoringPaymentInput = z.object({
  amount: moneyAmount('amount'),
  paymentMethod: PaymentMethod,
  paidOn: z.optional(isoDate),
  note: optionalText(300),
})
export type TailoringPaymentInput = z.infer<typeof TailoringPaymentInput>

export const TailoringOrderListQuery = z.object({
  stage: z.optional(TailoringStage),
  /** "1": only the late ones (promised before today and not ready yet). */
  late: z.optional(z.enum(['1'])),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  customerId: z.optional(id),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  ...pageQuery,
})
export type TailoringOrderListQuery = z.infer<typeof TailoringOrderListQuery>

export const CalendarQuery = z.object({ from: isoDate, to: isoDate }).check(
  z.refine((v) => v.to >= v.from, { path: ['to'], message: tailoringMsg.rangeOrder }),
  z.refine((v) => daysBetween(v.from, v.to) <= 62, {
    path: ['to'],
    message: tailoringMsg.rangeTooLong,
  }),
)
export type CalendarQuery = z.infer<typeof CalendarQuery>

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

// ─── what the API answers ────────────────────────────────────────────────────

export type TailoringOrderSummary = {
  id: string
  number: string
  stage: TailoringStage
  customerId: string
  customerName: string
  customerPhone: string
  /** "2 × Boubou, 1 × Pantalon" */
  garmentsSummary: string
  promisedOn: string
  currency: string
  price: number
  paid: number
  balance: number
  /** Promised before today and neither delivered nor canceled. */
  late: boolean
  createdAt: string
}

type TailoringGarment = {
  garmentTypeId: string | null
  garmentTypeName: string
  quantity: number
  measurementId: string | null
  /** The values as they were when the order was taken. */
  measurements: { partId: string; name: string; value: number }[]
}

export type TailoringOrderEvent = {
  id: string
  stage: TailoringStage
  note: string | null
  /** Who moved it (name), null once the account is gone. */
  by: string | null
  createdAt: string
}

export type TailoringPayment = {
  id: string
  amount: number
  paymentMethod: PaymentMethod
  paidOn: string
  label: string
  note: string | null
  createdAt: string
}

export type TailoringOrder = TailoringOrderSummary & {
  customer: { id: string; firstName: string; lastName: string; phone: string }
  garments: TailoringGarment[]
  services: { serviceId: string | null; name: string; price: number }[]
  fabricSource: 'customer' | 'stock'
  fabricId: string | null
  fabricName: string | null
  fabricCm: number | null
  fabricNote: string | null
  assignedStaffId: string | null
  assignedStaffName: string | null
  photos: { id: string; url: string }[]
  note: string | null
  deliveredAt: string | null
  events: TailoringOrderEvent[]
  payments: TailoringPayment[]
  /** The customer's private tracking page. */
  trackingUrl: string
  /** wa.me link to the customer with the message of the current stage. */
  whatsappUrl: string
}

export type TailoringOrderFormOptions = {
  currency: string
  garmentTypes: GarmentType[]
  services: { id: string; name: string; price: number }[]
  fabrics: { id: string; name: string; stockCm: number; pricePerMeter: number }[]
  staff: { id: string; name: string; role: 'manager' | 'tailor' | 'cashier' }[]
}

export type TailoringCalendar = {
  from: string
  to: string
  today: string
  /** Monday and Sunday of the current week. */
  weekStart: string
  weekEnd: string
  orders: TailoringOrderSummary[]
  /** Every late order, whatever the range. */
  late: TailoringOrderSummary[]
  /** Due from today to Sunday. */
  dueThisWeek: TailoringOrderSummary[]
}

/** What the customer's public page shows: no phone, no order note, no price detail. */
export type TailoringTracking = {
  number: string
  stage: TailoringStage
  promisedOn: string
  garments: { name: string; quantity: number }[]
  currency: string
  balance: number
  /** With the note the atelier left at each step (the stage form says the customer sees it). */
  events: { stage: TailoringStage; note: string | null; createdAt: string }[]
}
