import { t } from '../../fr'
import type { ProductsData, ThemeContext } from '../../types'
import { ProductGrid } from '../product-card'

/** Collections: search, category filter, grid and pagination, all plain links and GET forms. */
export function ProductsBody({
  ctx,
  data,
  cardSizes,
}: {
  ctx: ThemeContext
  data: ProductsData
  cardSizes: string
}) {
  const { shop, basePath } = ctx
  const { products, categories, q, categoryId, meant } = data
  const pages = Math.max(1, Math.ceil(products.total / products.pageSize))
  const link = (page: number, category = categoryId) => {
    const params = new URLSearchParams()
    if (q) params.set('q', q)
    if (category) params.set('category', category)
    if (page > 1) params.set('page', String(page))
    const s = params.toString()
    return `${basePath}/products${s ? `?${s}` : ''}`
  }
  return (
    <section className="wrap listing">
      <h1>{q ? t.searchResults(meant ?? q) : t.products}</h1>
      {meant ? <p className="meant">{t.searchedFor(q)}</p> : null}
      <form className="search" method="get" action={`${basePath}/products`}>
        <label className="sr" htmlFor="q">
          {t.search}
        </label>
        <input id="q" name="q" type="search" defaultValue={q} placeholder={t.search} />
        {categoryId ? <input type="hidden" name="category" value={categoryId} /> : null}
        {/* A magnifier, its word for screen readers: the field keeps the width on a phone. */}
        <button className="btn" type="submit">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle
              cx="10.5"
              cy="10.5"
              r="6.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            />
            <path
              d="m15.5 15.5 5 5"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
          <span className="sr">{t.searchButton}</span>
        </button>
      </form>
      {categories.length ? (
        <ul className="chips" aria-label={t.categories}>
          <li>
            <a href={link(1, '')} aria-current={categoryId ? undefined : 'page'}>
              {t.allCategories}
            </a>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <a href={link(1, c.id)} aria-current={c.id === categoryId ? 'page' : undefined}>
                {c.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <ProductGrid
        products={products.items}
        basePath={basePath}
        currency={shop.currency}
        sizes={cardSizes}
        empty={q || categoryId ? t.noResults : t.noProducts}
      />
      {pages > 1 ? (
        <nav className="pager" aria-label={t.pagination}>
          {products.page > 1 ? (
            <a className="btn" href={link(products.page - 1)} rel="prev">
              {t.previous}
            </a>
          ) : null}
          <span>{t.page(products.page, pages)}</span>
          {products.page < pages ? (
            <a className="btn" href={link(products.page + 1)} rel="next">
              {t.next}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  )
}
