import { t } from '../../fr'
import type { HomeData, ThemeContext } from '../../types'
import { ProductGrid } from '../components/product-card'
import { Layout } from '../layout'

export function HomePage({ ctx, data }: { ctx: ThemeContext; data: HomeData }) {
  const { shop, basePath } = ctx
  return (
    <Layout ctx={ctx} title={shop.name || t.defaultTitle} path="/home">
      <div className="hero">
        <div className="wrap">
          <h1>{shop.name || t.defaultTitle}</h1>
          <p>{shop.aboutTitle ?? t.defaultDescription}</p>
          <a className="btn alt" href={`${basePath}/products`}>
            {t.heroCta}
          </a>
        </div>
      </div>
      {data.categories.length ? (
        <section className="wrap" aria-labelledby="h-cat">
          <h2 id="h-cat">{t.categories}</h2>
          <ul className="chips">
            {data.categories.map((c) => (
              <li key={c.id}>
                <a href={`${basePath}/products?category=${encodeURIComponent(c.id)}`}>{c.name}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="wrap" aria-labelledby="h-feat">
        <h2 id="h-feat">{t.featured}</h2>
        <ProductGrid products={data.featured} basePath={basePath} currency={shop.currency} />
      </section>
    </Layout>
  )
}
