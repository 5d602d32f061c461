import { t } from '../../fr'
import type { ThemeContext } from '../../types'

/**
 * The home banner: the merchant's hero when set, else the shop name and about title. The
 * background is the page's largest picture, so it loads first (fetchpriority) with its size set.
 */
export function Hero({ ctx }: { ctx: ThemeContext }) {
  const { shop, basePath } = ctx
  const hero = shop.hero
  const bg = hero?.background ?? null
  return (
    <div className={bg ? 'hero has-bg' : 'hero'}>
      {bg ? (
        <img
          className="hero-bg"
          src={bg.url}
          alt=""
          width={bg.width}
          height={bg.height}
          fetchPriority="high"
          decoding="async"
        />
      ) : null}
      <div className="wrap">
        <h1>{hero?.title || shop.name || t.defaultTitle}</h1>
        <p>{hero?.subtitle || shop.aboutTitle || t.defaultDescription}</p>
        <a className="btn alt" href={`${basePath}/products`}>
          {hero?.btntext || t.heroCta}
        </a>
      </div>
    </div>
  )
}
