import { describe, expect, it } from 'vitest'
import { lastMessage, linkToken } from '#tests/helpers/auth-messages.ts'
import { postForm, servedAuthPage } from '#tests/helpers/auth-pages.ts'
import {
  api,
  createMerchant,
  DASHBOARD_DIST,
  type Merchant,
  readJson,
  setupWorker,
} from '#tests/helpers/worker.ts'
import { DASHBOARD_BUDGETS_KB, pageScriptBytes } from '../../scripts/bench/dashboard-weight.ts'
import { authMsg } from '../../worker/schemas/auth.ts'
import { authPageWords, verifyWords } from '../../worker/site/auth/fr.ts'

setupWorker()

/**
 * /auth/verify/:token, the link of the verification message, is the worker's page: opening it
 * spends nothing (link previews and mail scanners open it too); its button posts it, and the
 * answer says what POST /api/verify says. Plain HTML forms: it works without JavaScript.
 */

/** The page's button: its form has no field. */
const confirm = (token: string, headers?: Record<string, string>) =>
  postForm(`/auth/verify/${token}`, {}, headers)

const linkOf = async (m: Merchant) =>
  linkToken((await lastMessage(m.email, 'verify-account')).body, 'verify')

const isVerified = async (m: Merchant) =>
  (await readJson<{ verified: boolean }>(await api('GET', '/api/verifyToken', { token: m.token })))
    .verified

describe('GET /auth/verify/:token', () => {
  it('is server HTML with one button posting the link to itself, no script file, a hash CSP', async () => {
    const res = await api('GET', '/auth/verify/tok_1')
    expect(res.status).toBe(200)
    const html = await servedAuthPage(res)
    expect(html).toContain(`<h1>${verifyWords.title}</h1>`)
    expect(html).toContain('<form method="post" action="/auth/verify/tok_1">')
    expect(html).toContain(`<button type="submit">${verifyWords.confirm}</button>`)
  })

  it(`loads at most ${DASHBOARD_BUDGETS_KB.auth} KB of JavaScript gzip: the theme's inline script only`, async () => {
    const html = await (await api('GET', '/auth/verify/tok_1')).text()
    const bytes = pageScriptBytes(html, DASHBOARD_DIST)
    expect(bytes).toBeLessThanOrEqual(DASHBOARD_BUDGETS_KB.auth * 1024)
    expect(bytes).toBeLessThan(1024)
  })

  it('spends nothing: a link preview leaves the account to confirm, and the tap confirms it', async () => {
    const m = await createMerchant()
    const token = await linkOf(m)
    for (let i = 0; i < 2; i++) expect((await api('GET', `/auth/verify/${token}`)).status).toBe(200)
    expect(await isVerified(m)).toBe(false)
    const html = await (await confirm(token)).text()
    expect(html).toContain(`role="status">${authMsg.verified}</h2>`)
  })
})

describe('POST /auth/verify/:token', () => {
  it('confirms the account without JavaScript: its news, its thanks, « Continuer » to sign-in', async () => {
    const m = await createMerchant()
    const res = await confirm(await linkOf(m))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain(`<h1>${verifyWords.title}</h1>`)
    expect(html).toContain(`<h2 role="status">${authMsg.verified}</h2>`)
    expect(html).toContain(`<p>${verifyWords.verifiedText}</p>`)
    expect(html).toContain(`<a class="btn" href="/auth/signin">${verifyWords.continue}</a>`)
    expect(html).not.toContain('<form')
    expect(await isVerified(m)).toBe(true)
  })

  it('says « déjà confirmé » for the link posted again, and leads to the dashboard', async () => {
    const m = await createMerchant()
    const token = await linkOf(m)
    expect((await confirm(token)).status).toBe(200)
    const again = await confirm(token)
    expect(again.status).toBe(200)
    const html = await again.text()
    expect(html).toContain(`<h2 role="status">${authMsg.accountAlreadyVerified}</h2>`)
    expect(html).toContain(`<p>${verifyWords.alreadyVerifiedText}</p>`)
    expect(html).toContain(`<a class="btn" href="/auth/signin">${verifyWords.toDashboard}</a>`)
  })

  it.each([
    ['an unknown link', 'tok_unknown'],
    ['a link too long to be one', 'x'.repeat(201)],
  ])('answers %s 422 with the alert, what to do, « Retour à la connexion »', async (_, token) => {
    const res = await confirm(token)
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain(`<h2 role="alert">${authMsg.invalidLink}</h2>`)
    expect(html).toContain(`<p>${verifyWords.verifyFailedText}</p>`)
    expect(html).toContain(
      `<a class="btn out" href="/auth/signin">${authPageWords.backToSignin}</a>`,
    )
  })

  it.each([
    ['another site (Sec-Fetch-Site)', { 'sec-fetch-site': 'cross-site' }],
    ['another origin (no fetch metadata)', { origin: 'https://evil.example' }],
  ])('refuses a post from %s with a French 403, the link unspent', async (_, headers) => {
    const m = await createMerchant()
    const token = await linkOf(m)
    const res = await confirm(token, headers)
    expect(res.status).toBe(403)
    const html = await res.text()
    expect(html).toContain(`<p class="alert" role="alert">${authPageWords.crossSite}</p>`)
    // The button stays, to confirm from the page itself.
    expect(html).toContain(`<form method="post" action="/auth/verify/${token}">`)
    expect(await isVerified(m)).toBe(false)
  })
})
