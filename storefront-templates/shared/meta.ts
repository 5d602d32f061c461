import { t } from '../fr'
import { shopNameOf } from '../links'
import type { PageSeo, Product, ProductReviews, ProductsData, ThemeContext } from '../types'
import { breadcrumbLd, productLd } from './json-ld'

/** Meta descriptions stay short: search engines cut them around 160 characters. */
const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > 160 ? `${flat.slice(0, 157)}…` : flat
}

const crumbs = (ctx: ThemeContext, product?: Product) =>
  breadcrumbLd(ctx, [
    { name: t.home, path: '/home' },
    { name: t.products, path: '/products' },
    ...(product
      ? [{ name: product.name, path: `/products/${encodeURIComponent(product.id)}` }]
      : []),
  ])

/** The home page's title is the shop name; its description the about title. */
export const homeSeo = (ctx: ThemeContext): PageSeo => ({
  title: shopNameOf(ctx.shop),
  path: '/home',
  image: ctx.shop.hero?.background?.url ?? null,
})

/** Category pages and their pages are canonical; search results are not indexed. */
export function productsSeo(ctx: ThemeContext, data: ProductsData): PageSeo {
  const params = new URLSearchParams()
  if (data.categoryId) params.set('category', data.categoryId)
  if (data.products.page > 1) params.set('page', String(data.products.page))
  const query = params.toString()
  const category = data.categories.find((c) => c.id === data.categoryId)
  return {
    title: category ? `${category.name} · ${t.products}` : t.products,
    description: category?.description ? excerpt(category.description) : undefined,
    path: `/products${query ? `?${query}` : ''}`,
    noindex: Boolean(data.q),
    jsonLd: [crumbs(ctx)],
  }
}

export const productSeo = (
  ctx: ThemeContext,
  product: Product,
  reviews?: ProductReviews,
): PageSeo => ({
  title: product.name,
  description: excerpt(product.description) || undefined,
  path: `/products/${encodeURIComponent(product.id)}`,
  image: product.imageUrl ?? product.images?.[0]?.url ?? null,
  ogType: 'product',
  jsonLd: [productLd(ctx, product, reviews), crumbs(ctx, product)],
})

export const simpleSeo = (title: string, path: string, noindex = false): PageSeo => ({
  title,
  path,
  noindex,
})
