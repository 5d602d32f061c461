import * as z from 'zod'
import type { Customer } from '../customers'
import { optionalText, pageQuery, requiredText } from '../fields'

/**
 * The measurement contract of L'Atelier, fixed first because orders use it: a measurement
 * is a customer's values for one garment type on one day; a new one never replaces the old.
 */
export const measurementMsg = {
  notFound: 'Mesure introuvable',
  garmentTypeNotFound: 'Type de vêtement introuvable',
  partNotFound: 'Partie de mesure introuvable',
  valueRange: 'Indiquez une mesure entre 1 et 400 cm',
  atLeastOneValue: 'Indiquez au moins une mesure',
  partUnknownForType: "Cette partie n'est pas mesurée pour ce type de vêtement",
  nameTaken: 'Ce nom existe déjà',
} as const

/** "Simple named record" of §3: clothing types and measurement parts. */
export const NamedInput = z.object({
  name: requiredText(80),
  description: optionalText(300),
})

export const GarmentTypeInput = NamedInput.extend({
  /** The parts measured for this type, in the order the tailor takes them. */
  partIds: z.array(z.string().max(40)).max(40).default([]),
})
export type GarmentTypeInput = z.infer<typeof GarmentTypeInput>
export const MeasurementPartInput = NamedInput
export type MeasurementPartInput = z.infer<typeof MeasurementPartInput>

export type MeasurementPart = { id: string; name: string; description: string | null }
export type GarmentType = {
  id: string
  name: string
  description: string | null
  parts: MeasurementPart[]
}

/** Centimetres, one decimal at most ("92.5"); the dashboard sends numbers. */
const centimetres = z.coerce
  .number({ error: measurementMsg.valueRange })
  .min(1, measurementMsg.valueRange)
  .max(400, measurementMsg.valueRange)
  .transform((v) => Math.round(v * 10) / 10)

export const MeasurementInput = z.object({
  garmentTypeId: z.string().min(1).max(40),
  values: z
    .array(z.object({ partId: z.string().min(1).max(40), value: centimetres }))
    .min(1, measurementMsg.atLeastOneValue)
    .max(40),
  note: optionalText(500),
})
export type MeasurementInput = z.infer<typeof MeasurementInput>

export type Measurement = {
  id: string
  customerId: string
  garmentTypeId: string | null
  garmentTypeName: string
  /** Part names as they were when measured. */
  values: { partId: string; name: string; value: number }[]
  note: string | null
  createdAt: string
}

/** GET /api/atelier/customers: the shop's customers with their measurement history size. */
export type AtelierCustomer = Customer & {
  measurementCount: number
  lastMeasuredAt: string | null
  tailoringOrderCount: number
}
export const AtelierCustomerListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  ...pageQuery,
})
export type AtelierCustomerListQuery = z.infer<typeof AtelierCustomerListQuery>

// ─── Added with the routes (issue 8): queries and read shapes of the measurement screens ───

/** Messages of the measurement routes beyond the fixed contract. */
export const measurementRouteMsg = {
  partTwice: 'Cette partie est mesurée deux fois',
} as const

/** GET /api/atelier/customers/:id: the customer and every measurement, newest first. */
export type AtelierCustomerDetail = AtelierCustomer & { measurements: Measurement[] }

/** GET /api/atelier/customers/:id/measurements */
export const CustomerMeasurementQuery = z.object({
  garmentTypeId: z.string().trim().max(40).optional(),
})
export type CustomerMeasurementQuery = z.infer<typeof CustomerMeasurementQuery>

/** GET /api/atelier/measurements: `q` searches the customer's name and phone. */
export const MeasurementListQuery = z.object({
  customerId: z.string().trim().max(40).optional(),
  garmentTypeId: z.string().trim().max(40).optional(),
  q: z.string().trim().max(100).optional(),
  ...pageQuery,
})
export type MeasurementListQuery = z.infer<typeof MeasurementListQuery>
export type MeasurementListItem = Measurement & { customerName: string }

/** GET /api/atelier/measurements/:id: with the one taken before it, to show what changed. */
export type MeasurementDetail = Measurement & {
  customer: { id: string; firstName: string; lastName: string; phone: string }
  previous: Measurement | null
}
