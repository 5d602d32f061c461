import type { StoreCtx } from '../../worker/env.ts'
import { toDecimalString } from '../../worker/schemas/money.ts'
import type { Product, ProductInput, VariantInput } from '../../worker/schemas/products.ts'
import { uploadStoreImage } from '../../worker/services/media.ts'
import { getProduct, updateProduct } from '../../worker/services/products.ts'
import { productPicture } from './png.ts'

const DAY = 86_400_000

/** Stock per combination, by product name (demo-products.ts); a 0 shows "Rupture" per variant. */
const VARIANTS: Record<string, [size: string, color: string, stock: number][]> = {
  'Boubou brodé homme': [
    ['M', 'Blanc', 4],
    ['M', 'Bleu', 1],
    ['L', 'Blanc', 6],
    ['L', 'Bleu', 0],
    ['XL', 'Blanc', 3],
  ],
  'Robe en pagne wax': [
    ['S', 'Orange', 5],
    ['M', 'Orange', 6],
    ['M', 'Vert', 2],
    ['L', 'Vert', 4],
  ],
  'Chemise Faso Dan Fani': [
    ['M', '', 6],
    ['L', '', 8],
    ['XL', '', 3],
    ['XXL', '', 1],
  ],
  'Sandales en cuir': [
    ['39', 'Marron', 4],
    ['40', 'Marron', 5],
    ['41', 'Noir', 6],
    ['42', 'Noir', 0],
    ['43', 'Marron', 2],
  ],
}

/** Extra photos (other angles) for these products: gradient colours of each shot. */
const EXTRA_PHOTOS: Record<string, [from: string, to: string, accent: string][]> = {
  'Boubou brodé homme': [
    ['#e0f2fe', '#1e3a8a', '#f8fafc'],
    ['#f8fafc', '#94a3b8', '#1e3a8a'],
    ['#fef3c7', '#1e40af', '#f59e0b'],
  ],
  'Robe en pagne wax': [
    ['#fed7aa', '#c2410c', '#15803d'],
    ['#dcfce7', '#15803d', '#f97316'],
  ],
  'Sac en cuir de Kaya': [
    ['#fde68a', '#78350f', '#1c1917'],
    ['#e7e5e4', '#44403c', '#b45309'],
  ],
}

/** The product as its edit form would send it back: nothing changes unless overridden. */
function asInput(p: Product, currency: string, now: Date): ProductInput {
  const daysLeft = p.discountEndsAt
    ? Math.max(1, Math.ceil((Date.parse(p.discountEndsAt) - now.getTime()) / DAY))
    : null
  return {
    name: p.name,
    description: p.description,
    categoryId: p.categoryId,
    price: toDecimalString(p.price, currency),
    discountPrice:
      p.discountPrice === null ? undefined : toDecimalString(p.discountPrice, currency),
    discountPeriod: daysLeft === null ? undefined : String(daysLeft),
    stock: String(p.stock),
    sizes: p.sizes,
    colors: p.colors,
  }
}

const png = (colors: [string, string, string], i: number) =>
  new File([new Uint8Array(productPicture(480, ...colors, i))], `photo-${i}.png`, {
    type: 'image/png',
  })

/**
 * "Sous-produits" for four clothing products (stock per size and colour, some sold out)
 * and extra photos for three, through the same service the dashboard's form uses.
 */
export async function seedProducts(
  ctx: StoreCtx,
  ids: { productIds: string[]; categoryIds: string[] },
) {
  for (const id of ids.productIds) {
    const product = await getProduct(ctx, id)
    const variants = VARIANTS[product.name]
    const photos = EXTRA_PHOTOS[product.name]
    if (!variants && !photos) continue
    const extraImageIds: string[] = []
    for (const [i, colors] of (photos ?? []).entries())
      extraImageIds.push((await uploadStoreImage(ctx, png(colors, i + 1))).id)
    await updateProduct(ctx, id, {
      ...asInput(product, ctx.store.currency, ctx.now),
      ...(variants && {
        variants: variants.map(
          ([size, color, stock]): VariantInput => ({ size, color, stock: String(stock) }),
        ),
      }),
      ...(photos && { extraImageIds }),
    })
  }
}
