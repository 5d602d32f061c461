import * as z from 'zod/mini'
import { moneyAmount, optionalText, requiredText } from '../fields'

/** What the atelier sells besides the garment itself (broderie, retouche…), with its price. */
export const serviceMsg = {
  notFound: 'Service introuvable',
  nameTaken: 'Un service porte déjà ce nom',
} as const

export const ServiceInput = z.object({
  name: requiredText(120),
  description: optionalText(500),
  /** In the shop currency ("2500", "12,50"); stored in its minor unit. */
  price: moneyAmount('price'),
})
export type ServiceInput = z.infer<typeof ServiceInput>

export type Service = {
  id: string
  name: string
  description: string | null
  /** Minor unit of the shop currency. */
  price: number
}
