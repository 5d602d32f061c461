import { t } from '../../fr'
import { whatsappLink } from '../../links'
import type { ThemeContext } from '../../types'
import { Layout } from '../layout'

export function ContactPage({ ctx }: { ctx: ThemeContext }) {
  const { shop } = ctx
  return (
    <Layout ctx={ctx} title={t.contactTitle} path="/contact">
      <section className="wrap">
        <h1>{t.contactTitle}</h1>
        <p>{t.contactText}</p>
        <dl>
          <dt>{t.phone}</dt>
          <dd>
            <a href={`tel:+${shop.phone}`}>+{shop.phone}</a>
          </dd>
          <dt>{t.email}</dt>
          <dd>
            <a href={`mailto:${shop.email}`}>{shop.email}</a>
          </dd>
          {shop.address ? (
            <>
              <dt>{t.address}</dt>
              <dd>{shop.address}</dd>
            </>
          ) : null}
        </dl>
        <a
          className="btn wa"
          href={whatsappLink(shop.phone, `Bonjour ${shop.name}, `)}
          rel="noopener noreferrer"
        >
          {t.whatsapp}
        </a>
      </section>
    </Layout>
  )
}
