import { describe, expect, it } from 'vitest'
import { codeOf, lastMessage } from '#tests/helpers/auth-messages.ts'
import { CROSS_SITE, postForm, textById } from '#tests/helpers/auth-pages.ts'
import {
  api,
  createMerchant,
  DASHBOARD_DIST,
  setupWorker,
  uniqueEmail,
  uniquePhone,
} from '#tests/helpers/worker.ts'
import { pageScriptBytes } from '../../scripts/bench/dashboard-weight.ts'
import { authMsg } from '../../worker/schemas/auth.ts'
import { msg } from '../../worker/schemas/messages.ts'
import { authPageWords, passwordWords } from '../../worker/site/auth/fr.ts'

setupWorker()

/**
 * /auth/forgot and /auth/reset/:token are the worker's own pages (ADR 064): forms that work
 * without JavaScript, through the API's contracts and services (the same answer for every
 * identifier, five tries per code, the sign-in lock lifted).
 */

const NEW_PASSWORD = 'Nouveau2026'

const forgot = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postForm('/auth/forgot', { identifierType: 'email', country: 'BF', ...fields }, headers)

/** The reset page's path, from the forgot form's answer. */
const resetPathOf = (res: Response | Awaited<ReturnType<typeof api>>) =>
  (res.headers.get('location') ?? '').split('?')[0] ?? ''

const reset = (
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) => postForm(path, { password: NEW_PASSWORD, confirmPass: NEW_PASSWORD, ...fields }, headers)

describe('/auth/forgot', () => {
  it('is a plain form in server HTML, no script file, with the E-mail / WhatsApp tabs', async () => {
    const res = await api('GET', '/auth/forgot')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('<form method="post" action="/auth/forgot"')
    expect(html).toContain(`<h1>${passwordWords.forgotTitle}</h1>`)
    expect(html).toContain(`">${authPageWords.email}</label>`)
    expect(html).toContain(`<button type="submit">${passwordWords.forgotSubmit}</button>`)
    expect(pageScriptBytes(html, DASHBOARD_DIST)).toBeLessThan(1024)
  })

  it('sends a known and an unknown identifier alike to a reset page that says a code was sent', async () => {
    const m = await createMerchant()
    const known = await forgot({ email: m.email })
    const unknown = await forgot({ email: uniqueEmail() })
    expect([known.status, unknown.status]).toEqual([303, 303])
    for (const res of [known, unknown])
      expect(res.headers.get('location')).toMatch(/^\/auth\/reset\/[A-Za-z0-9_-]+\?sent$/)
    const page = await (await api('GET', known.headers.get('location') ?? '')).text()
    expect(page).toContain(`<p class="note" role="status">${authMsg.resetSent}</p>`)
    // The message's own link opens the same page, without the news.
    const { body } = await lastMessage(m.email, 'reset-code')
    expect(body).toContain(resetPathOf(known))
    expect(await (await api('GET', resetPathOf(known))).text()).not.toContain('role="status"')
  })

  it('answers an empty e-mail and a malformed number 422 under the field, on its tab', async () => {
    const empty = await forgot({ email: '' })
    expect(empty.status).toBe(422)
    expect(textById(await empty.text(), 'email-error')).toBe(msg.required)
    const phone = await forgot({ identifierType: 'phone', phone: '12' })
    expect(phone.status).toBe(422)
    const html = await phone.text()
    expect(textById(html, 'phone-error')).toBe(msg.invalidPhone)
    expect(html).toContain('name="identifierType" value="phone" checked')
  })

  it('refuses a post from another site with a French 403 and sends nothing', async () => {
    const m = await createMerchant()
    const res = await forgot({ email: m.email }, CROSS_SITE)
    expect(res.status).toBe(403)
    expect(await res.text()).toContain(authPageWords.crossSite)
    await expect(lastMessage(m.email, 'reset-code')).rejects.toThrow(/no 'reset-code'/)
  })
})

describe('/auth/reset/:token', () => {
  it('resets with the code received, by WhatsApp, then the sign-in page says so and the new password works', async () => {
    const national = uniquePhone()
    const m = await createMerchant({ identifierType: 'phone', emailOrPhone: `226${national}` })
    const asked = await forgot({ identifierType: 'phone', phone: national })
    const code = codeOf((await lastMessage(`226${national}`, 'reset-code')).body)
    // Typed with a space, as it is read aloud.
    const done = await reset(resetPathOf(asked), { otp: `${code.slice(0, 3)} ${code.slice(3)}` })
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/auth/signin')
    expect(done.headers.getSetCookie().join()).toMatch(/bt_notice=reset;.*Path=\/auth\/signin/)
    const signin = await api('POST', '/api/signin', {
      json: { emailOrPhone: m.user.phone, identifierType: 'phone', password: NEW_PASSWORD },
    })
    expect(signin.status).toBe(200)
  })

  it('answers a wrong code 422 under the code, the code kept, the passwords not', async () => {
    const m = await createMerchant()
    const asked = await forgot({ email: m.email })
    const code = codeOf((await lastMessage(m.email, 'reset-code')).body)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const res = await reset(resetPathOf(asked), { otp: wrong })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(textById(html, 'otp-error')).toBe(authMsg.codeWrong)
    expect(html).toContain(`value="${wrong}"`)
    expect(html).not.toContain(NEW_PASSWORD)
  })

  it('answers a short code and a weak password 422, each under its field', async () => {
    const m = await createMerchant()
    const path = resetPathOf(await forgot({ email: m.email }))
    const res = await reset(path, { otp: '123', password: 'faible', confirmPass: 'autre' })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(textById(html, 'otp-error')).toBe(authMsg.otpLength)
    expect(textById(html, 'password-error')).toBe(msg.passwordWeak)
  })

  it('refuses a post from another site with a French 403 and changes nothing', async () => {
    const m = await createMerchant()
    const path = resetPathOf(await forgot({ email: m.email }))
    const code = codeOf((await lastMessage(m.email, 'reset-code')).body)
    const res = await reset(path, { otp: code }, CROSS_SITE)
    expect(res.status).toBe(403)
    expect(await res.text()).toContain(authPageWords.crossSite)
    // The code still works from the page itself.
    expect((await reset(path, { otp: code })).status).toBe(303)
  })
})
