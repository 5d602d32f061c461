import { siteWords } from '../fr'
import { SiteLayout, type SitePage } from '../layout'

export function AboutPage({ page }: { page: SitePage }) {
  return (
    <SiteLayout page={page} title={siteWords.about.title} description={siteWords.about.description}>
      <section className="block wrap prose">
        <h1>{siteWords.about.heading}</h1>
        <p className="lead">{siteWords.about.lead}</p>
        <p>{siteWords.about.intro}</p>
        <h2>{siteWords.about.commitmentHeading}</h2>
        <ul>
          <li>{siteWords.about.lightShops}</li>
          <li>{siteWords.about.simpleOrders}</li>
          <li>{siteWords.about.security}</li>
          <li>{siteWords.about.openSource}</li>
        </ul>
        <p>
          <a className="btn" href="/auth/signup">
            {siteWords.about.createShop}
          </a>
        </p>
      </section>
    </SiteLayout>
  )
}
