import { formatPhone } from '#worker/schemas/phone.ts'
import { t } from '../../fr'
import { shopNameOf, whatsappLink } from '../../links'
import type { ContactData, ThemeContext } from '../../types'
import { type FieldSpec, Fields, FormAlert } from '../fields'

/** "Enquiry": full name, email, phone, message, all required. */
const ENQUIRY: FieldSpec[] = [
  { name: 'fullName', label: t.fullName, props: { autoComplete: 'name' } },
  { name: 'email', label: t.email, props: { type: 'email', autoComplete: 'email' } },
  { name: 'phone', label: t.phone, props: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' } },
  { name: 'message', label: t.message, multiline: true, props: { maxLength: 2000 } },
]

/** The shop's details, then the enquiry form (full name, email, phone, message). */
export function ContactBody({ ctx, data }: { ctx: ThemeContext; data?: ContactData }) {
  const { shop, basePath } = ctx
  const form = data?.form
  return (
    <section className="wrap contact">
      <h1>{t.contactTitle}</h1>
      <p className="lead">{t.contactText}</p>
      <div className="two">
        <div className="panel">
          <h2>{t.shopDetails}</h2>
          <dl>
            <dt>{t.phone}</dt>
            <dd>
              <a href={`tel:+${shop.phone}`}>{formatPhone(shop.phone)}</a>
            </dd>
            {/* A shop alerted by WhatsApp may have no e-mail (issue 15). */}
            {shop.email ? (
              <>
                <dt>{t.email}</dt>
                <dd>
                  <a href={`mailto:${shop.email}`}>{shop.email}</a>
                </dd>
              </>
            ) : null}
            {shop.address ? (
              <>
                <dt>{t.address}</dt>
                <dd>{shop.address}</dd>
              </>
            ) : null}
          </dl>
          <a
            className="btn wa"
            href={whatsappLink(shop.phone, `Bonjour ${shopNameOf(shop)}, `)}
            rel="noopener noreferrer"
          >
            {t.whatsapp}
          </a>
        </div>
        <div>
          <h2 id="h-enquiry">{t.enquiryTitle}</h2>
          {data?.sent ? (
            <p className="ok" role="status">
              {t.enquirySent(shopNameOf(shop))}
            </p>
          ) : null}
          <form method="post" action={`${basePath}/contact`} aria-labelledby="h-enquiry">
            <FormAlert message={form?.formError} form={form} />
            <Fields form={form} specs={ENQUIRY} />
            {/* A field people never see: robots that fill every input give themselves away. */}
            <div className="hp" aria-hidden="true">
              <label htmlFor="f-website">{t.honeypot}</label>
              <input id="f-website" name="website" tabIndex={-1} autoComplete="off" />
            </div>
            <button className="btn" type="submit">
              {t.sendMessage}
            </button>
          </form>
        </div>
      </div>
    </section>
  )
}
