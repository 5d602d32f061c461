import { type ShopCard, STORES_SORTS, type StoresSort } from '../../schemas/site'
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
              {s.deliveredOrders > 0 ? ` · ${siteWords.stores.delivered(s.deliveredOrders)}` : null}
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
  sort: StoresSort
  shops: { items: ShopCard[]; page: number; pageSize: number; total: number }
}

/** /stores: the real active shops, searchable, each linking to its storefront. */
export function StoresPage({ page, q, sort, shops }: Props) {
  const pages = Math.max(1, Math.ceil(shops.total / shops.pageSize))
  const link = (n: number, tri: StoresSort = sort) =>
    `/stores?${new URLSearchParams({
      ...(q ? { q } : {}),
      ...(tri !== 'produits' ? { tri } : {}),
      ...(n > 1 ? { page: String(n) } : {}),
    })}`
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
          {sort !== 'produits' ? <input type="hidden" name="tri" value={sort} /> : null}
          <button className="btn" type="submit">
            {siteWords.stores.search}
          </button>
        </form>
        <nav className="pager" aria-label={siteWords.stores.sortLabel}>
          <span>{siteWords.stores.sortLabel}</span>
          {STORES_SORTS.map((tri) =>
            tri === sort ? (
              <strong key={tri}>{siteWords.stores.sorts[tri]}</strong>
            ) : (
              <a key={tri} href={link(1, tri)}>
                {siteWords.stores.sorts[tri]}
              </a>
            ),
          )}
        </nav>
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
