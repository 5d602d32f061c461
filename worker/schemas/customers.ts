import * as z from 'zod/mini'
import {
  countryCode,
  nationalPhone,
  optionalEmail,
  optionalText,
  pageQuery,
  phonePlan,
  requiredText,
} from './fields'
import type { Order } from './orders'

export const customerMsg = {
  phoneTaken: 'Un client de votre boutique a déjà ce numéro',
  notFound: 'Client introuvable',
  hasTailoringOrders:
    "Ce client a des commandes à l'atelier : elles gardent son nom et ses mesures, il ne peut pas être supprimé",
} as const

/**
 * Customer: name and phone required; e-mail, address and city optional. "Adresse" and
 * "Ville" follow the rule of every other merchant form (the shop's address, a staff member's,
 * a counter sale's city): what the merchant knows, not a wall (ADR 032). A customer from the
 * storefront has no address at all.
 */
export const CustomerInput = z
  .object({
    firstName: requiredText(80),
    lastName: requiredText(80),
    phoneCountryCode: z.optional(countryCode),
    phone: nationalPhone,
    email: optionalEmail,
    address: optionalText(200),
    city: optionalText(80),
  })
  .check(phonePlan())
export type CustomerInput = z.infer<typeof CustomerInput>

export const CustomerListQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ...pageQuery,
})
export type CustomerListQuery = z.infer<typeof CustomerListQuery>

export type Customer = {
  id: string
  firstName: string
  lastName: string
  /** International digits ("22670123456"), ready for tel: and WhatsApp links. */
  phone: string
  email: string | null
  /** Null for customers created by a storefront order (the order form asks for a city only). */
  address: string | null
  city: string | null
  createdAt: string
  /** Every order of the customer, canceled ones included. */
  orderCount: number
  /** Minor units of the shop's currency, canceled orders excluded. */
  totalSpent: number
  lastOrderAt: string | null
}

export type CustomerDetail = Customer & { orders: Order[] }
