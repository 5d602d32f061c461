import type { Context } from 'hono'
import type { FormState } from '#themes/types.ts'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { EnquiryInput } from '../schemas/enquiries'
import { clientAddress } from '../services/attempts'
import { createEnquiry, enquiryPhoneIssue } from '../services/enquiries'
import { assertShopperPace } from '../services/shopper-pace'
import { readForm, zodFieldErrors } from './forms'
import { type Shop, shopCtx } from './shop'

type C = Context<AppEnv>

const FIELDS = ['fullName', 'phone', 'email', 'message'] as const

/** GET /<slug>/contact: the shop's details and the enquiry form (a thank-you after sending). */
export async function contactPage(c: C, { theme, ctx, html }: Shop) {
  const { ContactPage } = theme
  const data = { form: { values: {}, errors: {} }, sent: c.req.query('sent') === '1' }
  return html(<ContactPage ctx={ctx} data={data} />)
}

/**
 * POST /<slug>/contact, a plain form: saved with the merchant's notification and e-mail,
 * then 303 to the thank-you; mistakes come back on their fields (422). A filled honeypot is
 * thanked the same way and dropped.
 */
export async function sendEnquiry(c: C, { store, theme, ctx, html }: Shop) {
  const values = await readForm(c)
  const thanks = () => c.redirect(`${ctx.basePath}/contact?sent=1`, 303)
  if (values.website) return thanks()
  const kept = Object.fromEntries(FIELDS.map((k) => [k, values[k] ?? '']))
  const again = (form: FormState, status: number, headers: Record<string, string> = {}) => {
    const { ContactPage } = theme
    return html(<ContactPage ctx={ctx} data={{ form, sent: false }} />, {
      status,
      headers: { 'cache-control': 'no-store', ...headers },
    })
  }
  const parsed = EnquiryInput.safeParse(kept)
  if (!parsed.success) return again({ values: kept, errors: zodFieldErrors(parsed.error) }, 422)
  const phoneIssue = enquiryPhoneIssue(store, parsed.data)
  if (phoneIssue) return again({ values: kept, errors: { phone: phoneIssue } }, 422)
  try {
    await assertShopperPace(c.var.ctx, 'enquiry', {
      scope: store.id,
      address: clientAddress(c.req.raw.headers),
      phone: parsed.data.phone.replace(/\D/g, '') || undefined,
    })
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    const form = { values: kept, errors: {}, formError: err.message }
    return again(form, err.status, err.responseHeaders)
  }
  await createEnquiry(shopCtx(c), store, parsed.data)
  return thanks()
}
