import * as z from 'zod/mini'
import { pageQuery, requiredText } from './fields'

/** Stars as the tracking page's radio buttons send them: "1" to "5". */
const stars = z
  .string({ error: 'Choisissez une note de 1 à 5 étoiles' })
  .check(z.trim(), z.regex(/^[1-5]$/, 'Choisissez une note de 1 à 5 étoiles'))

/** A buyer's review of one product of a delivered order (issue 26), from the tracking page. */
export const ReviewInput = z.object({
  productId: requiredText(40),
  rating: stars,
  text: requiredText(1000),
})
export type ReviewInput = z.infer<typeof ReviewInput>

/** PUT /api/reviews/:id/answer: the merchant's public answer (an empty one removes it). */
export const ReviewAnswerInput = z.object({
  answer: z
    .string()
    .check(z.trim(), z.maxLength(1000, 'Réponse trop longue (1000 caractères au plus)')),
})
export type ReviewAnswerInput = z.infer<typeof ReviewAnswerInput>

/** POST /api/reviews/:id/hide: hiding always says why (shoppers still see it counted). */
export const ReviewHideInput = z.object({
  reason: z
    .string({ error: 'Expliquez pourquoi vous masquez cet avis' })
    .check(
      z.trim(),
      z.minLength(1, 'Expliquez pourquoi vous masquez cet avis'),
      z.maxLength(300, 'Raison trop longue (300 caractères au plus)'),
    ),
})
export type ReviewHideInput = z.infer<typeof ReviewHideInput>

export const ReviewListQuery = z.object({
  /** "1": only the hidden ones; "0": only the visible ones. */
  hidden: z.optional(z.enum(['1', '0'])),
  ...pageQuery,
})
export type ReviewListQuery = z.infer<typeof ReviewListQuery>

/** A review as the merchant's "Avis" page shows it. */
export type Review = {
  id: string
  orderId: string
  productId: string
  productName: string | null
  authorName: string
  rating: number
  text: string
  answer: string | null
  answeredAt: string | null
  hidden: boolean
  hiddenReason: string | null
  /** The buyer's photo (`/media/…`), shown to the merchant even once the review is hidden. */
  photoUrl: string | null
  createdAt: string
}
export type ReviewPage = { items: Review[]; page: number; pageSize: number; total: number }

/** A visible review as the product page shows it: "Achat vérifié", first name and initial. */
export type PublicReview = {
  id: string
  authorName: string
  rating: number
  text: string
  answer: string | null
  /** The buyer's photo (`/media/…`): themes load its copy that fits a thumbnail. */
  photoUrl: string | null
  createdAt: string
}

/** A product's (or shop's) figures, read from the kept counters, never counted per page. */
export type ReviewSummary = {
  count: number
  /** Stars out of 5, one decimal; null without a visible review. */
  average: number | null
  /** Reviews the merchant hid: still shown as a figure ("avis masqués"). */
  hidden: number
}

export const reviewSummary = (count: number, sum: number, hidden = 0): ReviewSummary => ({
  count,
  average: count > 0 ? Math.round((sum / count) * 10) / 10 : null,
  hidden,
})

/** "Awa D.": what shoppers see of the buyer's name. */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? ''
  const initial = lastName.trim().charAt(0).toUpperCase()
  return initial ? `${first} ${initial}.` : first
}

export const reviewMsg = {
  notFound: 'Avis introuvable',
  notDelivered: 'Vous pourrez donner votre avis une fois la commande livrée',
  notBought: 'Ce produit ne fait pas partie de cette commande',
  already: 'Vous avez déjà donné votre avis sur ce produit pour cette commande',
  alreadyHidden: 'Cet avis est déjà masqué',
  photoType: 'La photo doit être une image JPG, PNG ou GIF',
  // A shop whose plan has no reviews: the buyer is not told about the shop's plan.
  closed: 'Cette boutique ne recueille pas d’avis pour le moment',
} as const
