import { siteWords } from '../fr'
import { SiteLayout, type SitePage } from '../layout'

export const FEATURES = siteWords.features.list

export function FeaturesPage({ page }: { page: SitePage }) {
  return (
    <SiteLayout
      page={page}
      title={siteWords.features.title}
      description={siteWords.features.description}
    >
      <section className="block wrap">
        <h1>{siteWords.features.heading}</h1>
        <p className="lead">{siteWords.features.lead}</p>
        <div className="cards">
          {FEATURES.map((f) => (
            <div className="card" key={f.title}>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </div>
          ))}
        </div>
        <p className="cta">
          <a className="btn" href="/auth/signup">
            {siteWords.features.createShop}
          </a>
        </p>
      </section>
    </SiteLayout>
  )
}
