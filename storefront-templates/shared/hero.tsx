import { t } from '../fr'
import { shopNameOf } from '../links'
import type { ThemeContext } from '../types'
import { Img } from './image'

/**
 * The home banner: the merchant's hero when set, else the shop name and about title. The
 * background is the page's largest picture, so it loads first (fetchpriority) with its size
 * set. Each theme lays it out its own way (full band, split, colour block) from its CSS.
 */
export function Hero({ ctx, sizes = '100vw' }: { ctx: ThemeContext; sizes?: string }) {
  const { shop, basePath } = ctx
  const hero = shop.hero
  const bg = hero?.background ?? null
  return (
    <div className={bg ? 'hero has-bg' : 'hero'}>
      {bg ? (
        <Img
          className="hero-bg"
          src={bg.url}
          alt=""
          width={bg.width}
          height={bg.height}
          originalWidth={bg.width}
          sizes={sizes}
          priority
        />
      ) : null}
      <div className="wrap hero-text">
        <h1>{hero?.title || shopNameOf(shop)}</h1>
        <p>{hero?.subtitle || shop.aboutTitle || t.defaultDescription}</p>
        <a className="btn alt" href={`${basePath}/products`}>
          {hero?.btntext || t.heroCta}
        </a>
      </div>
    </div>
  )
}
