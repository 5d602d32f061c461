import { formatPhone } from '#worker/schemas/phone.ts'
import { t } from '../../fr'
import { shopNameOf, whatsappLink } from '../../links'
import type { ContactData, ThemeContext } from '../../types'
import { type FieldSpec, Fields, FormAlert } from '../fields'

/**
 * "Enquiry": a name and a message, and a phone or an e-mail (at least one, the server says so:
 * a browser cannot require "one of two" without a script). The phone first: many shoppers have
 * WhatsApp and no e-mail (issue 27).
 */
const NAME: FieldSpec[] = [{ name: 'fullName', label: t.fullName, props: { autoComplete: 'name' } }]
const REACH: FieldSpec[] = [
  {
    name: 'phone',
    label: t.phone,
    props: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', required: false },
  },
  {
    name: 'email',
    label: t.email,
    props: { type: 'email', autoComplete: 'email', required: false },
  },
]
const MESSAGE: FieldSpec[] = [
  { name: 'message', label: t.message, multiline: true, props: { maxLength: 2000 } },
]

/** The shop's details, then the enquiry form (full name, phone or e-mail, message). */
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
            <Fields form={form} specs={NAME} />
            <p className="hint">{t.reachHint}</p>
            <Fields form={form} specs={REACH} />
            <Fields form={form} specs={MESSAGE} />
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
