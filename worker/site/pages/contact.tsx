import { CONTACT_SUBJECTS } from '../../schemas/site'
import { siteWords } from '../fr'
import { SiteLayout, type SitePage } from '../layout'

export type ContactFormState = {
  values: Record<string, string>
  errors: Record<string, string>
  sent?: boolean
}

/** /contact: email, subject from a list, message — a plain form that works without JavaScript. */
export function ContactPage({ page, form }: { page: SitePage; form: ContactFormState }) {
  const { values: v, errors: e } = form
  const described = (name: string) =>
    e[name] ? { 'aria-invalid': true, 'aria-describedby': `e-${name}` } : {}
  return (
    <SiteLayout
      page={page}
      title={siteWords.contact.title}
      description={siteWords.contact.description}
    >
      <section className="block wrap">
        <h1>{siteWords.contact.heading}</h1>
        <p className="lead">{siteWords.contact.lead}</p>
        {form.sent ? (
          <p className="ok" role="status">
            {siteWords.contact.sent}
          </p>
        ) : null}
        <form className="stack" method="post" action="/contact">
          <div>
            <label htmlFor="email">{siteWords.contact.emailLabel}</label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={v.email ?? ''}
              required
              {...described('email')}
            />
            {e.email ? (
              <p className="err" id="e-email">
                {e.email}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="subject">{siteWords.contact.subjectLabel}</label>
            <select
              id="subject"
              name="subject"
              defaultValue={v.subject ?? ''}
              required
              {...described('subject')}
            >
              <option value="">{siteWords.contact.chooseSubject}</option>
              {CONTACT_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            {e.subject ? (
              <p className="err" id="e-subject">
                {e.subject}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="message">{siteWords.contact.messageLabel}</label>
            <textarea
              id="message"
              name="message"
              rows={6}
              defaultValue={v.message ?? ''}
              required
              {...described('message')}
            />
            {e.message ? (
              <p className="err" id="e-message">
                {e.message}
              </p>
            ) : null}
          </div>
          <button className="btn" type="submit">
            {siteWords.contact.send}
          </button>
        </form>
      </section>
    </SiteLayout>
  )
}
