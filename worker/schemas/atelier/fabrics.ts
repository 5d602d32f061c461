import * as z from 'zod/mini'
import { moneyAmount, optionalText, pageQuery, requiredText } from '../fields'
import { msg } from '../messages'

/**
 * Fabrics in stock (issue 8). Lengths travel as metre strings in forms ("12,5") and as whole
 * centimetres everywhere else (`stockCm`), so stock arithmetic never meets a float.
 */
export const fabricMsg = {
  notFound: 'Tissu introuvable',
  nameRequired: 'Indiquez le nom du tissu ou choisissez-le dans la liste',
  nameNotFound: 'Nom de tissu introuvable',
  typeNotFound: 'Type de tissu introuvable',
  supplierNotFound: 'Fournisseur introuvable',
  imageNotFound: 'Image introuvable',
  tooManyImages: (max: number) => `${max} images au maximum`,
  meters: 'Longueur invalide : des mètres, avec 2 décimales au plus (ex. 12,5)',
  metersPositive: 'Indiquez une longueur supérieure à 0',
  metersNotZero: 'Indiquez de combien de mètres le stock change (+ pour ajouter, − pour retirer)',
  reasonRequired: 'Indiquez la raison de cet ajustement',
  movementRefused:
    'Seuls les achats et les ajustements se saisissent ici : les sorties et retours passent par les commandes',
  amountWithoutMeters: 'Indiquez les mètres achetés pour ce montant',
  usedByOrders: 'Ce tissu a servi à des commandes : il ne peut pas être supprimé',
} as const

export const MAX_FABRIC_IMAGES = 6

const METERS = /^\d{1,5}([.,]\d{1,2})?$/
const SIGNED_METERS = /^[-+−]?\s?\d{1,5}([.,]\d{1,2})?$/

/** "12,5" → 1250. Exact: string arithmetic, never a float. Expects a string the schema accepted. */
export function metersToCm(meters: string): number {
  const text = meters.replace(/\s/g, '').replace('−', '-').replace(',', '.')
  const negative = text.startsWith('-')
  const [whole = '0', frac = ''] = text.replace(/^[-+]/, '').split('.')
  const cm = Number(whole) * 100 + Number(frac.padEnd(2, '0'))
  return negative ? -cm : cm
}

/** 1250 → "12.50": how a length is shown and prefilled. */
export function cmToMeters(cm: number): string {
  const sign = cm < 0 ? '-' : ''
  const abs = Math.abs(cm)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

const meters = z
  .string({ error: msg.required })
  .check(z.trim(), z.minLength(1, msg.required), z.regex(METERS, fabricMsg.meters))
// Each rule only speaks when the text is a length at all: one message per mistake.
const positiveMeters = meters.check(
  z.refine((v) => !METERS.test(v) || metersToCm(v) > 0, fabricMsg.metersPositive),
)
const signedMeters = z.string({ error: msg.required }).check(
  z.trim(),
  z.minLength(1, msg.required),
  z.regex(SIGNED_METERS, fabricMsg.meters),
  z.refine((v) => !SIGNED_METERS.test(v) || metersToCm(v) !== 0, fabricMsg.metersNotZero),
)
const optionalId = z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(40))))

/** What an edit may change: everything but the stock, which only movements change. */
const FabricFields = z.object({
  /** Free text, or left empty when `nameId` picks one from the fabric names. */
  name: optionalText(120),
  nameId: optionalId,
  typeId: optionalId,
  supplierId: optionalId,
  color: optionalText(60),
  pricePerMeter: moneyAmount('pricePerMeter'),
  /** Below this length the fabric is "stock bas" (3 m when left empty). */
  lowStockMeters: z.optional(meters),
  imageIds: z.optional(
    z
      .array(z.string().check(z.maxLength(40)))
      .check(z.maxLength(MAX_FABRIC_IMAGES, fabricMsg.tooManyImages(MAX_FABRIC_IMAGES))),
  ),
  description: optionalText(1000),
})

const nameOrPicked = (
  v: { name?: string | undefined; nameId?: string | null | undefined },
  ctx: z.core.$RefinementCtx,
) => {
  if (!v.name && !v.nameId)
    ctx.addIssue({ code: 'custom', path: ['name'], message: fabricMsg.nameRequired })
}

export const FabricUpdateInput = FabricFields.check(z.superRefine(nameOrPicked))
export type FabricUpdateInput = z.infer<typeof FabricUpdateInput>

export const FabricCreateInput = z
  .extend(FabricFields, {
    /** What is in the shop today: recorded as a first purchase. */
    initialMeters: z.optional(meters),
    /** What that first purchase cost: written to the cash book as an expense. */
    purchaseAmount: z.optional(moneyAmount('purchaseAmount')),
  })
  .check(
    z.superRefine((v, ctx) => {
      nameOrPicked(v, ctx)
      if (v.purchaseAmount && !v.initialMeters)
        ctx.addIssue({
          code: 'custom',
          path: ['initialMeters'],
          message: fabricMsg.amountWithoutMeters,
        })
    }),
  )
export type FabricCreateInput = z.infer<typeof FabricCreateInput>

export const FabricListQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  typeId: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  supplierId: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  /** Only fabrics under their threshold. */
  low: z.optional(z.enum(['true', 'false'])),
  ...pageQuery,
})
export type FabricListQuery = z.infer<typeof FabricListQuery>

/** A purchase (stock in, its cost to the cash book). */
export const FabricPurchaseInput = z.object({
  kind: z.literal('purchase'),
  meters: positiveMeters,
  amount: z.optional(moneyAmount('amount')),
  supplierId: optionalId,
  note: optionalText(300),
})
export type FabricPurchaseInput = z.infer<typeof FabricPurchaseInput>

/** A correction (a count, a loss, an offcut): signed, and always with its reason. */
export const FabricAdjustmentInput = z.object({
  kind: z.literal('adjustment'),
  meters: signedMeters,
  note: requiredText(300),
})
export type FabricAdjustmentInput = z.infer<typeof FabricAdjustmentInput>

/** 'use' and 'return' are written by tailoring orders only: refused here with a 422 on `kind`. */
export const FabricMovementInput = z.discriminatedUnion(
  'kind',
  [FabricPurchaseInput, FabricAdjustmentInput],
  { error: fabricMsg.movementRefused },
)
export type FabricMovementInput = z.infer<typeof FabricMovementInput>

const FABRIC_MOVEMENT_KINDS = ['purchase', 'use', 'return', 'adjustment'] as const
type FabricMovementKind = (typeof FABRIC_MOVEMENT_KINDS)[number]

export type Fabric = {
  id: string
  name: string
  nameId: string | null
  typeId: string | null
  typeName: string | null
  supplierId: string | null
  supplierName: string | null
  color: string | null
  /** Price of one metre, minor unit of the shop currency. */
  pricePerMeter: number
  stockCm: number
  lowStockCm: number
  /** Under its threshold ("Stock bas"). */
  low: boolean
  images: { id: string; url: string }[]
  imageUrls: string[]
  description: string | null
  createdAt: string
  updatedAt: string
}

export type FabricMovement = {
  id: string
  kind: FabricMovementKind
  /** Signed: + into stock, − out of it. */
  deltaCm: number
  /** What a purchase cost (minor unit), when given. */
  amount: number | null
  orderId: string | null
  orderNumber: string | null
  note: string | null
  /** Who recorded it (first and last name), when the account still exists. */
  createdByName: string | null
  createdAt: string
}

/** GET /fabrics/:id, and the answer to a movement (its new stock, the movement first). */
export type FabricDetail = Fabric & { movements: FabricMovement[] }
