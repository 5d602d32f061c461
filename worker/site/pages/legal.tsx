import { siteWords } from '../fr'
import { SiteLayout, type SitePage } from '../layout'

const UPDATED = siteWords.legal.updated

/** /terme-condition: written for what the platform actually does. */
export function TermsPage({ page }: { page: SitePage }) {
  return (
    <SiteLayout
      page={page}
      title={siteWords.legal.termsTitle}
      description={siteWords.legal.termsDescription}
    >
      <section className="block wrap prose">
        <h1>{siteWords.legal.termsHeading}</h1>
        <p>
          {siteWords.legal.lastUpdate}
          {UPDATED}.
        </p>
        <h2>{siteWords.legal.serviceHeading}</h2>
        <p>{siteWords.legal.service}</p>
        <h2>{siteWords.legal.accountHeading}</h2>
        <p>{siteWords.legal.account}</p>
        <h2>{siteWords.legal.sellingHeading}</h2>
        <p>{siteWords.legal.selling}</p>
        <h2>{siteWords.legal.plansHeading}</h2>
        <p>{siteWords.legal.plans}</p>
        <h2>{siteWords.legal.suspensionHeading}</h2>
        <p>{siteWords.legal.suspension}</p>
        <h2>{siteWords.legal.liabilityHeading}</h2>
        <p>{siteWords.legal.liability}</p>
        <h2>{siteWords.legal.contactHeading}</h2>
        <p>
          {siteWords.legal.contactLead}
          <a href="/contact">{siteWords.legal.contactForm}</a>.
        </p>
      </section>
    </SiteLayout>
  )
}

/** /privacy: exactly the data the product keeps, why, and for how long. */
export function PrivacyPage({ page }: { page: SitePage }) {
  return (
    <SiteLayout
      page={page}
      title={siteWords.legal.privacyTitle}
      description={siteWords.legal.privacyDescription}
    >
      <section className="block wrap prose">
        <h1>{siteWords.legal.privacyHeading}</h1>
        <p>
          {siteWords.legal.lastUpdate}
          {UPDATED}.
        </p>
        <h2>{siteWords.legal.keptHeading}</h2>
        <ul>
          <li>
            <strong>{siteWords.legal.merchantsLabel}</strong>
            {siteWords.legal.merchants}
          </li>
          <li>
            <strong>{siteWords.legal.shopsLabel}</strong>
            {siteWords.legal.shops}
          </li>
          <li>
            <strong>{siteWords.legal.customersLabel}</strong>
            {siteWords.legal.customers}
          </li>
          <li>
            <strong>{siteWords.legal.messagesLabel}</strong>
            {siteWords.legal.messages}
          </li>
          <li id="cookies">
            <strong>{siteWords.legal.sessionsLabel}</strong>
            {siteWords.legal.sessions}
          </li>
        </ul>
        <h2>{siteWords.legal.notDoneHeading}</h2>
        <p>{siteWords.legal.notDone}</p>
        <h2>{siteWords.legal.localHeading}</h2>
        <p>{siteWords.legal.local}</p>
        <h2>{siteWords.legal.hostingHeading}</h2>
        <p>{siteWords.legal.hosting}</p>
        <h2>{siteWords.legal.rightsHeading}</h2>
        <p>
          {siteWords.legal.rights} <a href="/contact">{siteWords.legal.contactForm}</a>
          {siteWords.legal.rightsEnd}
        </p>
      </section>
    </SiteLayout>
  )
}
