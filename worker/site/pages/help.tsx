import { siteWords } from '../fr'
import { SiteLayout, type SitePage } from '../layout'

const w = siteWords.help

/** /aide: the footer's "Centre d'aide" and "FAQ", real answers about the product. */
export function HelpPage({ page }: { page: SitePage }) {
  return (
    <SiteLayout page={page} title={w.title} description={w.description}>
      <section className="block wrap prose">
        <h1>{w.heading}</h1>
        <p className="lead">{w.lead}</p>
        <h2 id="faq">{w.faqHeading}</h2>
        {w.faq.map(([question, answer]) => (
          <div key={question}>
            <h3>{question}</h3>
            <p>{answer}</p>
          </div>
        ))}
        <h2>{w.moreHeading}</h2>
        <p>
          {w.more}
          <a href="/contact">{w.contactForm}</a>
          {w.moreEnd}
        </p>
      </section>
    </SiteLayout>
  )
}
