import { describe, expect, it } from 'vitest'
import { addStaff, createAtelier, invitationToken, invite } from '#tests/helpers/atelier.ts'
import { postForm, SAME_ORIGIN, servedAuthPage, textById } from '#tests/helpers/auth-pages.ts'
import {
  api,
  createMerchant,
  DASHBOARD_DIST,
  DASHBOARD_FETCH,
  ORIGIN,
  ownAddress,
  setupWorker,
  type Tenant,
  uniqueEmail,
  uniquePhone,
} from '#tests/helpers/worker.ts'
import { DASHBOARD_BUDGETS_KB, pageScriptBytes } from '../../scripts/bench/dashboard-weight.ts'
import { invitationMsg } from '../../worker/schemas/atelier/invitations.ts'
import { msg } from '../../worker/schemas/messages.ts'
import { authPageWords, invitationWords as w } from '../../worker/site/auth/fr.ts'

setupWorker()

/**
 * /auth/invitation/:token, an invitation to a shop's team (ADR 016, 055), is the worker's page:
 * the invitation read on the server, a plain form to choose a password that works without
 * JavaScript, accepted and signed in through the API's own services.
 */

const PASSWORD = 'Couture2026'

const post = (token: string, fields: Record<string, string>, headers?: Record<string, string>) =>
  postForm(`/auth/invitation/${token}`, fields, headers)

const accept = (token: string, password = PASSWORD, confirmPass = password) =>
  post(token, { password, confirmPass })

/** An atelier's invitation to a new e-mail (or to `identifier`), and its link's token. */
async function invited(identifier = uniqueEmail(), type: 'email' | 'phone' = 'email') {
  const owner = await createAtelier()
  const staff = await addStaff(owner)
  const sent = await invite(owner, staff.id, type === 'phone' ? `+${identifier}` : identifier, type)
  expect(sent.status).toBe(202)
  return { owner, identifier, token: await invitationToken(owner, identifier) }
}

const page = async (token: string) => {
  const res = await api('GET', `/auth/invitation/${token}`)
  return { status: res.status, html: await res.text() }
}

const signinStatus = async (emailOrPhone: string, password = PASSWORD) =>
  (await api('POST', '/api/signin', { json: { emailOrPhone, password } })).status

const textOf = textById

const intro = (owner: Tenant) => w.intro(owner.store.name, 'Salif Zongo')

describe('GET /auth/invitation/:token', () => {
  it('is server HTML: the shop, the identifier, the two passwords, no script file, a hash CSP', async () => {
    const { owner, identifier, token } = await invited()
    const res = await api('GET', `/auth/invitation/${token}`)
    expect(res.status).toBe(200)
    const html = await servedAuthPage(res)
    expect(html).toContain(`<h1>${w.title}</h1>`)
    expect(html).toContain(`<p class="sub">${intro(owner)}</p>`)
    expect(html).toContain(`<form method="post" action="/auth/invitation/${token}"`)
    expect(html).toContain(`<p class="lead">${w.signsInWith(identifier)}</p>`)
    expect(html).toContain(`<label for="password">${authPageWords.password}</label>`)
    expect(html).toContain(`<label for="confirmPass">${w.confirmPass}</label>`)
    expect(textOf(html, 'password-hint')).toBe(w.passwordHint)
    expect(html).toContain(`<button type="submit">${w.submit}</button>`)
  })

  it(`loads at most ${DASHBOARD_BUDGETS_KB.auth} KB of JavaScript gzip: the theme's inline script only`, async () => {
    const { token } = await invited()
    const bytes = pageScriptBytes((await page(token)).html, DASHBOARD_DIST)
    expect(bytes).toBeLessThanOrEqual(DASHBOARD_BUDGETS_KB.auth * 1024)
    expect(bytes).toBeLessThan(1024)
  })

  it('writes an invited WhatsApp number as people read it, with its country code', async () => {
    const national = uniquePhone()
    const { token } = await invited(`226${national}`, 'phone')
    const shown = `+226 ${national.match(/../g)?.join(' ')}`
    expect((await page(token)).html).toContain(
      `Vous vous connecterez avec ${shown} et le mot de passe choisi ici.`,
    )
  })

  it("says why an identifier that already has a shop's account cannot join, without a form", async () => {
    const merchant = await createMerchant()
    const { token } = await invited(merchant.email)
    const { status, html } = await page(token)
    expect(status).toBe(409)
    expect(html).toContain(`<h2 role="alert">${w.title}</h2>`)
    expect(html).toContain(`<p>${w.unavailable(merchant.email)}</p>`)
    expect(html).toContain(`<a class="btn out" href="/auth/signin">${w.toSignin}</a>`)
    expect(html).not.toContain('<form')
  })

  it('answers an unknown link 422: the message, ask the shop again, « Aller à la connexion »', async () => {
    const { status, html } = await page('inv_1')
    expect(status).toBe(422)
    expect(html).toContain(`<h2 role="alert">${invitationMsg.invalid}</h2>`)
    expect(html).toContain(`<p>${w.invalidText}</p>`)
    expect(html).toContain(`<a class="btn out" href="/auth/signin">${w.toSignin}</a>`)
    expect(html).not.toContain('<form')
  })
})

describe('POST /auth/invitation/:token', () => {
  it('accepts without JavaScript, signs in and lands on the dashboard; the link is then spent', async () => {
    const { identifier, token } = await invited()
    // Read twice, as a link preview would: reading spends nothing.
    expect((await page(token)).status).toBe(200)
    const res = await accept(token)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/user/dashboard')
    const cookies = res.headers.getSetCookie().filter((c) => c.startsWith('bt_rt='))
    expect(cookies.map((c) => /Path=([^;]+)/i.exec(c)?.[1]).sort()).toEqual([
      '/admin',
      '/api',
      '/auth/signin',
      '/auth/signup',
      '/user',
    ])
    // The dashboard opened next restores that session.
    const refreshed = await api('POST', '/api/refresh', {
      json: {},
      headers: { cookie: cookies[0]?.split(';')[0] ?? '', ...DASHBOARD_FETCH },
    })
    expect(refreshed.status).toBe(200)
    expect(await signinStatus(identifier)).toBe(200)
    const again = await page(token)
    expect(again.status).toBe(422)
    expect(again.html).toContain(`<h2 role="alert">${invitationMsg.invalid}</h2>`)
  })

  it('leads to the sign-in page when the sign-in that follows must wait: the invitation is accepted', async () => {
    const { identifier, token } = await invited()
    const address = ownAddress()
    // ADR 013: five failures from one address make that pair wait.
    for (let i = 0; i < 5; i++) {
      const failed = await api('POST', '/api/signin', {
        json: { emailOrPhone: identifier, password: 'Mauvais2026' },
        headers: address,
      })
      expect(failed.status).toBe(401)
    }
    const res = await post(
      token,
      { password: PASSWORD, confirmPass: PASSWORD },
      {
        ...SAME_ORIGIN,
        ...address,
      },
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/auth/signin')
    expect(res.headers.getSetCookie()).toEqual([])
    expect(await signinStatus(identifier)).toBe(200)
  })

  it('answers passwords that differ 422 under the confirmation, the invitation still open', async () => {
    const { identifier, token } = await invited()
    const res = await accept(token, PASSWORD, 'Couture2027')
    expect(res.status).toBe(422)
    expect(res.headers.getSetCookie()).toEqual([])
    const html = await res.text()
    expect(textOf(html, 'confirmPass-error')).toBe(msg.passwordsDiffer)
    expect(html).toMatch(/id="confirmPass"[^>]*aria-invalid="true"/)
    // The form again, with its hint, and never a password typed.
    expect(textOf(html, 'password-hint')).toBe(w.passwordHint)
    expect(html).not.toContain(PASSWORD)
    expect(await signinStatus(identifier)).toBe(401)
    expect((await page(token)).status).toBe(200)
  })

  it('answers a weak password 422 under it, with the rule instead of the hint', async () => {
    const { token } = await invited()
    const html = await (await accept(token, 'couture')).text()
    expect(textOf(html, 'password-error')).toBe(msg.passwordWeak)
    expect(html).not.toContain('id="password-hint"')
  })

  it('answers an unknown link 422 with the invalid invitation, nothing created', async () => {
    const res = await accept('inv_1')
    expect(res.status).toBe(422)
    expect(res.headers.getSetCookie()).toEqual([])
    expect(await res.text()).toContain(`<h2 role="alert">${invitationMsg.invalid}</h2>`)
  })

  it.each([
    ['another site (Sec-Fetch-Site)', { 'sec-fetch-site': 'cross-site', origin: ORIGIN }],
    ['another origin (no fetch metadata)', { origin: 'https://evil.example' }],
  ])('refuses a post from %s with a French 403, nothing accepted', async (_, headers) => {
    const { identifier, token } = await invited()
    const res = await post(token, { password: PASSWORD, confirmPass: PASSWORD }, headers)
    expect(res.status).toBe(403)
    expect(res.headers.getSetCookie()).toEqual([])
    expect(await res.text()).toContain(
      `<p class="alert" role="alert">${authPageWords.crossSite}</p>`,
    )
    expect(await signinStatus(identifier)).toBe(401)
    expect((await page(token)).status).toBe(200)
  })
})
