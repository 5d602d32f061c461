import { t } from '../../fr'
import type { HomeData, ThemeContext } from '../../types'
import { About } from '../about'
import { CallToAction } from '../call-to-action'
import { Hero } from '../hero'
import { ProductGrid } from '../product-card'
import { ShopFactsBlock } from '../shop-facts'
import { Testimonials } from '../testimonials'

export type HomeSection = 'hero' | 'categories' | 'featured' | 'about' | 'testimonials' | 'cta'

function Categories({ ctx, data }: { ctx: ThemeContext; data: HomeData }) {
  if (data.categories.length === 0) return null
  return (
    <section className="wrap" aria-labelledby="h-cat">
      <h2 id="h-cat">{t.categories}</h2>
      <ul className="chips cats">
        {data.categories.map((c) => (
          <li key={c.id}>
            <a href={`${ctx.basePath}/products?category=${encodeURIComponent(c.id)}`}>{c.name}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Featured({
  ctx,
  data,
  cardSizes,
}: {
  ctx: ThemeContext
  data: HomeData
  cardSizes: string
}) {
  return (
    <section className="wrap" aria-labelledby="h-feat">
      <h2 id="h-feat">{t.featured}</h2>
      <ProductGrid
        products={data.featured}
        basePath={ctx.basePath}
        currency={ctx.shop.currency}
        sizes={cardSizes}
      />
      {data.featured.length ? (
        <p className="more">
          <a href={`${ctx.basePath}/products`}>{t.seeAll} →</a>
        </p>
      ) : null}
    </section>
  )
}

/** The home page's sections, in the order the theme lists them. */
export function HomeBody({
  ctx,
  data,
  sections,
  cardSizes,
}: {
  ctx: ThemeContext
  data: HomeData
  sections: readonly HomeSection[]
  cardSizes: string
}) {
  const render = (s: HomeSection) => {
    if (s === 'hero') return <Hero ctx={ctx} />
    if (s === 'categories') return <Categories ctx={ctx} data={data} />
    if (s === 'featured') return <Featured ctx={ctx} data={data} cardSizes={cardSizes} />
    if (s === 'about') return <About ctx={ctx} />
    if (s === 'cta') return <CallToAction ctx={ctx} />
    return <Testimonials items={data.testimonials} basePath={ctx.basePath} scope="shop" />
  }
  return (
    <>
      {sections.map((s) => (
        <div key={s} className={`sec sec-${s}`}>
          {render(s)}
        </div>
      ))}
      {/* Every theme's home ends with the platform's facts: not a section a theme may drop. */}
      <ShopFactsBlock facts={ctx.facts ?? null} />
    </>
  )
}
