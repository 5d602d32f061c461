import { sizedUrl } from '#worker/schemas/image-sizes.ts'
import { toDecimalString } from '#worker/schemas/money.ts'
import { safeHref, safeImageUrl, shopNameOf } from '../links'
import type { Product, ProductReviews, ThemeContext } from '../types'

type Ld = Record<string, unknown>

/**
 * JSON for a <script type="application/ld+json">: `<`, `>` and `&` become \u escapes so no
 * shop text can close the script element ("</script>") or open a comment, and U+2028/2029
 * are escaped for the old parsers that treat them as line ends. Still valid JSON.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * Only the escaped JSON above ever goes into the script's inner HTML. A data block, never run:
 * the CSP does not apply to it, so it carries no nonce or hash.
 */
export function JsonLd({ data }: { data: Ld }) {
  return <JsonLdText json={serializeJsonLd(data)} />
}

/** The same element for JSON already escaped by `serializeJsonLd` (kept, e.g. the shop's). */
export function JsonLdText({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}

const absolute = (ctx: ThemeContext, url: string) => new URL(url, ctx.baseUrl).toString()

/**
 * The logo as crawlers fetch it (og:image, the organisation's `logo`): its largest small copy
 * (ADR 058). `/media` answers a copy never drawn (an older or narrower logo) with the original.
 */
export const sharedLogoUrl = (logo: string) => sizedUrl(logo, 1280) ?? logo

/**
 * The shop's organisation JSON-LD, serialized, kept per shop object and base address: the
 * worker hands the themes one frozen `ctx.shop` per shop version (worker/storefront/
 * public-store.ts), so a merchant's change is a new object and shows at once; the entries go
 * with the object. Every page carries it.
 */
export function organizationLdJson(ctx: ThemeContext): string {
  let byBase = organizationJson.get(ctx.shop)
  if (!byBase) {
    byBase = new Map()
    organizationJson.set(ctx.shop, byBase)
  }
  let json = byBase.get(ctx.baseUrl)
  if (json === undefined) {
    json = serializeJsonLd(organizationLd(ctx))
    // A shop is served at its slug and at most a domain or two: a guard, not an eviction policy.
    if (byBase.size >= 8) byBase.clear()
    byBase.set(ctx.baseUrl, json)
  }
  return json
}
const organizationJson = new WeakMap<ThemeContext['shop'], Map<string, string>>()

export function organizationLd(ctx: ThemeContext): Ld {
  const { shop } = ctx
  const sameAs = Object.values(shop.socialMedia)
    .map((u) => safeHref(u))
    .filter((u) => u !== '#')
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shopNameOf(shop),
    url: `${ctx.baseUrl}/home`,
    ...(safeImageUrl(shop.logoUrl) ? { logo: absolute(ctx, sharedLogoUrl(shop.logoUrl!)) } : {}),
    telephone: `+${shop.phone}`,
    ...(shop.email ? { email: shop.email } : {}),
    ...(shop.address ? { address: shop.address } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  }
}

/**
 * A product's buyer reviews as schema.org (issue 26): the rating from the product's kept
 * figures and the reviews shown on the page (with the buyer's photo, the original); nothing
 * without a visible review.
 */
function reviewsLd(ctx: ThemeContext, reviews: ProductReviews | undefined): Ld {
  if (!reviews || reviews.summary.average === null || reviews.summary.count === 0) return {}
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.summary.average,
      reviewCount: reviews.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.items.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.authorName },
      datePublished: r.createdAt.slice(0, 10),
      reviewBody: r.text,
      ...(r.photoUrl ? { image: absolute(ctx, r.photoUrl) } : {}),
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  }
}

export function productLd(ctx: ThemeContext, product: Product, reviews?: ProductReviews): Ld {
  const images = [product.imageUrl, ...(product.images ?? []).map((i) => i.url)].filter(
    (u): u is string => Boolean(u),
  )
  const url = `${ctx.baseUrl}/products/${encodeURIComponent(product.id)}`
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.id,
    url,
    ...(images.length ? { image: images.map((u) => absolute(ctx, u)) } : {}),
    ...(product.categoryName ? { category: product.categoryName } : {}),
    brand: { '@type': 'Brand', name: ctx.shop.brand || shopNameOf(ctx.shop) },
    offers: {
      '@type': 'Offer',
      url,
      price: toDecimalString(product.currentPrice, ctx.shop.currency),
      priceCurrency: ctx.shop.currency,
      availability:
        product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(product.discountEndsAt ? { priceValidUntil: product.discountEndsAt.slice(0, 10) } : {}),
      seller: { '@type': 'Organization', name: shopNameOf(ctx.shop) },
    },
    ...reviewsLd(ctx, reviews),
  }
}

/** Accueil › Collections (› product): the same trail the page shows. */
export function breadcrumbLd(ctx: ThemeContext, items: { name: string; path: string }[]): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: `${ctx.baseUrl}${item.path}`,
    })),
  }
}
