import * as z from 'zod/mini'
import { digits, moneyAmount, optionalMoneyAmount, pageQuery, requiredText } from './fields'
import type { Media } from './media'
import { msg } from './messages'

const tag = z.string().check(z.trim(), z.minLength(1), z.maxLength(40))

/** Messages of products, their variants and extra images (messages.ts holds the shared ones). */
export const productMsg = {
  notFound: 'Produit introuvable',
  variantNeedsOption: 'Indiquez une taille ou une couleur',
  variantDuplicate: 'Cette combinaison taille / couleur existe déjà',
  variantSizeMissing: 'Indiquez une taille : les autres variantes en ont une',
  variantColorMissing: 'Indiquez une couleur : les autres variantes en ont une',
  tooManyVariants: (max: number) => `${max} variantes au maximum`,
  tooManyImages: (max: number) => `${max} images supplémentaires au maximum`,
  imageNotFound: 'Image introuvable',
  variantInOpenOrder: (combination: string, order: string) =>
    `La combinaison « ${combination} » figure dans la commande en cours ${order} : mettez son stock à 0 pour ne plus la vendre, et supprimez-la une fois la commande livrée ou annulée`,
} as const

export const MAX_VARIANTS = 100
export const MAX_EXTRA_IMAGES = 8
/** At or below this, a variant's stock is shown as running low. */
export const LOW_STOCK = 3

const option = z.string().check(z.trim(), z.maxLength(40, msg.tooLong(40)))

export const VariantInput = z.object({ size: option, color: option, stock: digits })
export type VariantInput = z.infer<typeof VariantInput>

// `option` trims, so rows arrive here trimmed.
const comboKey = (v: { size: string; color: string }) =>
  `${v.size.toLocaleLowerCase('fr')}|${v.color.toLocaleLowerCase('fr')}`

/**
 * A product's "sous-produits". Every row names a size or a colour; when one row has a size,
 * all must (same for colours), so every variant reads "M / Bleu" alike in the storefront's list;
 * a combination appears once (case aside, "bleu" and "Bleu" are the same colour to a shopper).
 */
const VariantsInput = z.array(VariantInput).check(
  z.maxLength(MAX_VARIANTS, productMsg.tooManyVariants(MAX_VARIANTS)),
  z.superRefine((rows, ctx) => {
    const anySize = rows.some((r) => r.size)
    const anyColor = rows.some((r) => r.color)
    const seen = new Set<string>()
    rows.forEach((r, i) => {
      const problem: ['size' | 'color', string] | null =
        !r.size && !r.color
          ? ['size', productMsg.variantNeedsOption]
          : anySize && !r.size
            ? ['size', productMsg.variantSizeMissing]
            : anyColor && !r.color
              ? ['color', productMsg.variantColorMissing]
              : seen.has(comboKey(r))
                ? [r.size ? 'size' : 'color', productMsg.variantDuplicate]
                : null
      seen.add(comboKey(r))
      if (problem) ctx.addIssue({ code: 'custom', path: [i, problem[0]], message: problem[1] })
    })
  }),
)

export const ProductInput = z.object({
  name: requiredText(150),
  description: requiredText(5000),
  categoryId: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
  price: moneyAmount('price'),
  discountPrice: optionalMoneyAmount('discountPrice'),
  /** Days the discount runs from now; empty means until the merchant removes it. */
  discountPeriod: z.optional(z.string().check(z.trim(), z.regex(/^\d{0,4}$/, msg.digitsOnly))),
  stock: digits,
  sizes: z.optional(z.array(tag).check(z.maxLength(30))),
  colors: z.optional(z.array(tag).check(z.maxLength(30))),
  /** An image uploaded first through POST /api/media (required when creating). */
  imageId: z.optional(z.string().check(z.maxLength(40))),
  /**
   * The whole list of variants: it replaces the product's variants on save, which is what
   * the form edits (rows added, changed, removed at once) and needs no diffing by the client.
   * With variants, `stock`, `sizes` and `colors` are derived from them and the sent values
   * are ignored. Left out, the variants stay as they are; `[]` removes them all.
   */
  variants: z.optional(VariantsInput),
  /** Extra pictures (uploaded through POST /api/media), in display order; same replace rule. */
  extraImageIds: z.optional(
    z
      .array(z.string().check(z.minLength(1), z.maxLength(40)))
      .check(z.maxLength(MAX_EXTRA_IMAGES, productMsg.tooManyImages(MAX_EXTRA_IMAGES))),
  ),
})
export type ProductInput = z.infer<typeof ProductInput>

export const ProductSort = z.enum(['newest', 'oldest', 'price_asc', 'price_desc', 'name', 'stock'])
export type ProductSort = z.infer<typeof ProductSort>

export const ProductListQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  categoryId: z.optional(z.string().check(z.maxLength(40))),
  sort: z.optional(ProductSort),
  ...pageQuery,
})
export type ProductListQuery = z.infer<typeof ProductListQuery>

export type Product = {
  id: string
  name: string
  description: string
  categoryId: string | null
  categoryName: string | null
  /** Minor units of the shop's currency. */
  price: number
  discountPrice: number | null
  discountEndsAt: string | null
  /** The price a shopper pays right now (discount applied while it runs). */
  currentPrice: number
  stock: number
  sizes: string[]
  colors: string[]
  imageId: string | null
  imageUrl: string | null
  status: 'active' | 'unpublished'
  /** Why the Boutiko team unpublished it (issue 27); null while it is published. */
  moderationReason?: string | null
  createdAt: string
  updatedAt: string
  /** Detail reads only (GET /api/products/:id, writes, storefront product page). */
  variants?: ProductVariant[]
  /** Detail reads only: the extra pictures in order (the main one is `imageUrl`). */
  images?: Media[]
}

export type ProductVariant = { id: string; size: string; color: string; stock: number }

/** One row of the shop-wide "Sous-produits" table. */
export type VariantListItem = ProductVariant & {
  productId: string
  productName: string
  imageUrl: string | null
}

export const VariantListQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** "1": only variants at or below LOW_STOCK. */
  lowStock: z.optional(z.enum(['1', '0'])),
  ...pageQuery,
})
export type VariantListQuery = z.infer<typeof VariantListQuery>

export type { Media } from './media'
