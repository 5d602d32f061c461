import { describe, expect, it } from 'vitest'
import { lastMessage } from '#tests/helpers/auth-messages.ts'
import { CROSS_SITE, postForm, refreshCookies, textById } from '#tests/helpers/auth-pages.ts'
import {
  api,
  createMerchant,
  DASHBOARD_DIST,
  DASHBOARD_FETCH,
  PASSWORD,
  readJson,
  setupWorker,
  uniqueEmail,
  uniquePhone,
} from '#tests/helpers/worker.ts'
import { DASHBOARD_BUDGETS_KB, pageScriptBytes } from '../../scripts/bench/dashboard-weight.ts'
import { msg } from '../../worker/schemas/messages.ts'
import { referralMsg } from '../../worker/schemas/referrals.ts'
import { authPageWords, signupWords } from '../../worker/site/auth/fr.ts'

setupWorker()

/**
 * /auth/signup is the worker's own page (ADR 064): a form that works without JavaScript,
 * opens the account through the API's contract and service, then signs in as the API's
 * clients do, so a new merchant lands on the dashboard.
 */

const form = (more: Record<string, string> = {}) => ({
  firstName: 'Awa',
  lastName: 'Traoré',
  identifierType: 'email',
  email: uniqueEmail(),
  country: 'BF',
  phone: '',
  gender: '',
  referralCode: '',
  password: PASSWORD,
  confirmPass: PASSWORD,
  termCondition: '1',
  ...more,
})

const signup = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postForm('/auth/signup', fields, headers)

describe('GET /auth/signup', () => {
  it('is a plain form in server HTML with the labels people and tests know, no script file', async () => {
    const res = await api('GET', '/auth/signup')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self'")
    const html = await res.text()
    expect(html).not.toMatch(/<script[^>]*\ssrc=/)
    expect(html).toContain('<form method="post" action="/auth/signup"')
    for (const label of [
      signupWords.firstName,
      signupWords.lastName,
      authPageWords.email,
      authPageWords.phone,
      signupWords.gender,
      signupWords.referralCode,
      authPageWords.password,
      signupWords.confirmPassword,
    ])
      expect(html).toContain(`">${label}</label>`)
    expect(html).toContain('name="identifierType" value="email" checked')
    expect(html).toContain(`<button type="submit">${signupWords.submit}</button>`)
    expect(html).toContain(`<a href="/auth/signin">${signupWords.signinLink}</a>`)
  })

  it(`loads at most ${DASHBOARD_BUDGETS_KB.auth} KB of JavaScript gzip: the theme's inline script only`, async () => {
    const html = await (await api('GET', '/auth/signup')).text()
    const bytes = pageScriptBytes(html, DASHBOARD_DIST)
    expect(bytes).toBeGreaterThan(0)
    expect(bytes).toBeLessThan(1024)
  })

  it('fills the referral code in from a ?ref= link', async () => {
    const html = await (await api('GET', '/auth/signup?ref=AMI2026')).text()
    expect(html).toMatch(/id="referralCode" name="referralCode" value="AMI2026"/)
  })

  it('sends a visitor already signed in to their dashboard (a referral link opened again)', async () => {
    const m = await createMerchant()
    const res = await api('GET', '/auth/signup?ref=AMI2026', { headers: { cookie: m.cookie } })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/user/dashboard')
  })
})

describe('POST /auth/signup', () => {
  it('opens the account, signs in and lands on the dashboard; the dashboard refreshes with the cookie', async () => {
    const fields = form()
    const res = await signup(fields)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/user/dashboard')
    const cookies = refreshCookies(res)
    expect(cookies.map((c) => c.path)).toContain('/user')
    const refreshed = await api('POST', '/api/refresh', {
      json: {},
      headers: { cookie: cookies[0]?.value ?? '', ...DASHBOARD_FETCH },
    })
    expect(refreshed.status).toBe(200)
    const me = (await readJson<{ user: { email: string; firstName: string } }>(refreshed)).user
    expect(me).toMatchObject({ email: fields.email, firstName: 'Awa' })
    // The verification message leaves as for a sign-up by the API.
    expect((await lastMessage(fields.email, 'verify-account')).body).toContain('/auth/verify/')
  })

  it('signs up on the WhatsApp tab: dial code and national number make the identifier', async () => {
    const national = uniquePhone()
    const res = await signup(
      form({
        identifierType: 'phone',
        email: '',
        phone: `${national.slice(0, 2)} ${national.slice(2)}`,
      }),
    )
    expect(res.status).toBe(303)
    await lastMessage(`226${national}`, 'verify-account')
  })

  it("with someone else's e-mail creates nothing, warns its owner, and ends on sign-in with a notice", async () => {
    const owner = await createMerchant()
    const res = await signup(
      form({ email: owner.email, password: 'Autre2026!', confirmPass: 'Autre2026!' }),
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/auth/signin')
    expect(refreshCookies(res)).toEqual([])
    expect(res.headers.getSetCookie().join()).toMatch(/bt_notice=signup;.*Path=\/auth\/signin/)
    expect((await lastMessage(owner.email, 'signup-existing')).body).toContain(
      "Quelqu'un a essayé de créer un compte",
    )
  })

  it('answers missing fields 422, each message under its field, what was typed kept but the passwords', async () => {
    // An unticked box is not sent at all, as a browser does.
    const { termCondition: _, ...unticked } = form({ firstName: '', email: 'awa@exemple.bf' })
    const res = await signup(unticked)
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(textById(html, 'firstName-error')).toBe(msg.required)
    expect(textById(html, 'termCondition-error')).toBe(msg.acceptTerms)
    expect(html).toContain('value="awa@exemple.bf"')
    expect(html).toContain('value="Traoré"')
    expect(html).not.toContain(PASSWORD)
  })

  it("answers a malformed e-mail and passwords that differ 422, under each (the contract's second pass)", async () => {
    const res = await signup(form({ email: 'pas-une-adresse', confirmPass: 'Autre123' }))
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(textById(html, 'email-error')).toBe(msg.invalidEmail)
    expect(textById(html, 'confirmPass-error')).toBe(msg.passwordsDiffer)
    expect(html).toMatch(
      /value="pas-une-adresse" aria-invalid="true" aria-describedby="email-error"/,
    )
  })

  it('says an unknown referral code under its field and keeps the rest', async () => {
    const res = await signup(form({ referralCode: 'INCONNU1', gender: 'female' }))
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(textById(html, 'referralCode-error')).toBe(referralMsg.unknownCode)
    expect(html).toContain('<option value="female" selected>')
  })

  it('refuses a post from another site with a French 403 and opens nothing', async () => {
    const fields = form()
    const res = await signup(fields, CROSS_SITE)
    expect(res.status).toBe(403)
    expect(refreshCookies(res)).toEqual([])
    expect(await res.text()).toContain(authPageWords.crossSite)
    const signin = await api('POST', '/api/signin', {
      json: { emailOrPhone: fields.email, password: PASSWORD },
    })
    expect(signin.status).toBe(401)
  })
})
