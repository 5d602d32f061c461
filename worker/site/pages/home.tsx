import type { ShopCard } from '../../schemas/site'
import { siteWords } from '../fr'
import { SiteLayout, type SitePage } from '../layout'
import { FEATURES } from './features'
import { ShopList } from './stores'

/** Welcome, a shop in a few clicks with the essential tools, thanks for the trust. */
export function HomePage({ page, shops }: { page: SitePage; shops: ShopCard[] }) {
  return (
    <SiteLayout page={page} title={siteWords.home.title} description={siteWords.home.description}>
      <div className="hero">
        <div className="wrap">
          <h1>{siteWords.home.heading}</h1>
          <p className="lead">{siteWords.home.lead}</p>
          <div className="cta">
            <a className="btn" href="/auth/signup">
              {siteWords.home.startFree}
            </a>
            <a className="btn ghost" href="/stores">
              {siteWords.home.seeShops}
            </a>
          </div>
        </div>
      </div>
      <section className="block wrap" aria-labelledby="why">
        <h2 id="why">{siteWords.home.toolsHeading}</h2>
        <div className="cards">
          {FEATURES.slice(0, 6).map((f) => (
            <div className="card" key={f.title}>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </div>
          ))}
        </div>
        <p>
          <a href="/features">{siteWords.home.allFeatures}</a>
        </p>
      </section>
      {shops.length ? (
        <section className="block wrap" aria-labelledby="shops">
          <h2 id="shops">{siteWords.home.shopsHeading}</h2>
          <ShopList shops={shops} />
        </section>
      ) : null}
      <section className="block wrap">
        <div className="card highlight">
          <h2>{siteWords.home.thanksHeading}</h2>
          <p>{siteWords.home.thanks}</p>
        </div>
      </section>
    </SiteLayout>
  )
}
