import { t } from '../../fr'
import type { HomeData, ThemeContext } from '../../types'
import { About } from '../components/about'
import { CallToAction } from '../components/call-to-action'
import { Hero } from '../components/hero'
import { ProductGrid } from '../components/product-card'
import { Testimonials } from '../components/testimonials'
import { Layout } from '../layout'

export function HomePage({ ctx, data }: { ctx: ThemeContext; data: HomeData }) {
  const { shop, basePath } = ctx
  return (
    <Layout ctx={ctx} title={shop.name || t.defaultTitle} path="/home">
      <Hero ctx={ctx} />
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
      <About ctx={ctx} />
      <Testimonials items={data.testimonials} basePath={basePath} scope="shop" />
      <CallToAction ctx={ctx} />
    </Layout>
  )
}
