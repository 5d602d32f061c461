import { formatMoney } from '../../schemas/money'
import { capabilityLines } from '../../schemas/plan-capabilities'
import type { Plan } from '../../schemas/plans'
import { siteWords } from '../fr'
import { SiteLayout, type SitePage } from '../layout'

/**
 * /pricing: the plans administrators manage, straight from the database. Each card lists the
 * plan's capabilities (generated, so the page promises exactly what is enforced), then its free
 * marketing lines.
 */
export function PricingPage({ page, plans }: { page: SitePage; plans: Plan[] }) {
  return (
    <SiteLayout
      page={page}
      title={siteWords.pricing.title}
      description={siteWords.pricing.description}
    >
      <section className="block wrap">
        <h1>{siteWords.pricing.heading}</h1>
        <p className="lead">{siteWords.pricing.lead}</p>
        <div className="cards">
          {plans.map((p) => (
            <div className={`card${p.code === 'premium' ? ' highlight' : ''}`} key={p.id}>
              <h2>{p.name}</h2>
              <p className="price">
                {formatMoney(p.price, p.currency)}
                <small>
                  {siteWords.pricing.per}
                  {siteWords.pricing.cycle[p.billingCycle]}
                </small>
              </p>
              {p.discountRate > 0 ? (
                <p>
                  {siteWords.pricing.discountBefore}
                  {p.discountRate}
                  {siteWords.pricing.discountAfter}
                </p>
              ) : null}
              {/* What the server enforces, from the plan's data; then its marketing words. */}
              <ul>
                {[...capabilityLines(p.limits), ...p.description].map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <a className="btn" href="/auth/signup">
                {siteWords.pricing.choose}
                {p.name}
              </a>
            </div>
          ))}
        </div>
      </section>
    </SiteLayout>
  )
}
