import * as z from 'zod/mini'
import { email, requiredText } from './fields'

/** Subjects of the public contact form ("Contact form: email, message, options"). */
export const CONTACT_SUBJECTS = [
  'Créer ma boutique',
  'Abonnements et paiements',
  'Problème technique',
  'Signaler une boutique',
  'Partenariat',
  'Autre',
] as const

export const ContactInput = z.object({
  email,
  subject: z.enum(CONTACT_SUBJECTS, { error: 'Veuillez choisir un sujet' }),
  message: requiredText(3000),
})
export type ContactInput = z.infer<typeof ContactInput>

/** The orders /stores offers, each on its index of the directory's shops. */
export const STORES_SORTS = ['produits', 'livraisons'] as const
export type StoresSort = (typeof STORES_SORTS)[number]

export const StoresQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(80))),
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000))),
  /** The order of the list (issue 26): most products (the default) or most delivered orders. */
  tri: z.optional(z.enum(STORES_SORTS)),
})

export type ShopCard = {
  name: string
  slug: string
  logoUrl: string | null
  color: string
  productCount: number
  deliveredOrders: number
}
export type GalleryImage = { url: string; width: number; height: number; alt: string; href: string }
