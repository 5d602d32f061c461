import * as z from 'zod/mini'
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

/** "Simple named record": clothing types and measurement parts. */
export const NamedInput = z.object({
  name: requiredText(80),
  description: optionalText(300),
})

export const GarmentTypeInput = z.extend(NamedInput, {
  /** The parts measured for this type, in the order the tailor takes them. */
  partIds: z._default(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(40)), []),
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
const centimetres = z.pipe(
  z.coerce
    .number({ error: measurementMsg.valueRange })
    .check(z.gte(1, measurementMsg.valueRange), z.lte(400, measurementMsg.valueRange)),
  z.transform((v) => Math.round(v * 10) / 10),
)

export const MeasurementInput = z.object({
  garmentTypeId: z.string().check(z.minLength(1), z.maxLength(40)),
  values: z
    .array(
      z.object({ partId: z.string().check(z.minLength(1), z.maxLength(40)), value: centimetres }),
    )
    .check(z.minLength(1, measurementMsg.atLeastOneValue), z.maxLength(40)),
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
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
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
  garmentTypeId: z.optional(z.string().check(z.trim(), z.maxLength(40))),
})
export type CustomerMeasurementQuery = z.infer<typeof CustomerMeasurementQuery>

/** GET /api/atelier/measurements: `q` searches the customer's name and phone. */
export const MeasurementListQuery = z.object({
  customerId: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  garmentTypeId: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ...pageQuery,
})
export type MeasurementListQuery = z.infer<typeof MeasurementListQuery>
export type MeasurementListItem = Measurement & { customerName: string }

/** GET /api/atelier/measurements/:id: with the one taken before it, to show what changed. */
export type MeasurementDetail = Measurement & {
  customer: { id: string; firstName: string; lastName: string; phone: string }
  previous: Measurement | null
}
