import type { ShopCard } from '../../schemas/site'
import { siteWords } from '../fr'
import { SiteLayout, type SitePage } from '../layout'

export function ShopList({ shops }: { shops: ShopCard[] }) {
  return (
    <div className="cards">
      {shops.map((s) => (
        <a className="card shop" key={s.slug} href={`/${s.slug}/home`}>
          {s.logoUrl ? (
            <img src={s.logoUrl} alt="" width={48} height={48} loading="lazy" />
          ) : (
            <span className="dot" style={{ background: s.color }} />
          )}
          <span>
            <strong>{s.name}</strong>
            <br />
            <small>
              {s.productCount}
              {siteWords.stores.product}
              {siteWords.stores.plural(s.productCount)}
            </small>
          </span>
        </a>
      ))}
    </div>
  )
}

type Props = {
  page: SitePage
  q: string
  shops: { items: ShopCard[]; page: number; pageSize: number; total: number }
}

/** /stores: the real active shops, searchable, each linking to its storefront. */
export function StoresPage({ page, q, shops }: Props) {
  const pages = Math.max(1, Math.ceil(shops.total / shops.pageSize))
  const link = (n: number) =>
    `/stores?${new URLSearchParams({ ...(q ? { q } : {}), ...(n > 1 ? { page: String(n) } : {}) })}`
  return (
    <SiteLayout
      page={page}
      title={siteWords.stores.title}
      description={siteWords.stores.description}
    >
      <section className="block wrap">
        <h1>{siteWords.stores.heading}</h1>
        <form className="stack" method="get" action="/stores">
          <div>
            <label htmlFor="q">{siteWords.stores.searchLabel}</label>
            <input id="q" name="q" type="search" defaultValue={q} />
          </div>
          <button className="btn" type="submit">
            {siteWords.stores.search}
          </button>
        </form>
        <p>
          {shops.total}
          {siteWords.stores.shop}
          {siteWords.stores.plural(shops.total)}
        </p>
        {shops.items.length ? <ShopList shops={shops.items} /> : <p>{siteWords.stores.noMatch}</p>}
        {pages > 1 ? (
          <nav className="pager" aria-label={siteWords.stores.pagination}>
            {shops.page > 1 ? <a href={link(shops.page - 1)}>{siteWords.stores.previous}</a> : null}
            <span>
              {siteWords.stores.pageBefore}
              {shops.page}
              {siteWords.stores.pageOf}
              {pages}
            </span>
            {shops.page < pages ? <a href={link(shops.page + 1)}>{siteWords.stores.next}</a> : null}
          </nav>
        ) : null}
      </section>
    </SiteLayout>
  )
}
