import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { allowBrowserErrors } from '../helpers/browser-errors.ts'
import { person, setupBrowserTest, signIn, signUp, submitSignUp } from '../helpers/journeys.ts'

const t = setupBrowserTest()

const BANNER = /Confirmez votre adresse/

/** The newest message of a template to a recipient, as /dev/outbox shows it. */
async function outboxBody(page: Page, template: string, recipient: string): Promise<string> {
  await page.goto(`${t.server().url}/dev/outbox`)
  const article = page.locator(
    `article[data-template="${template}"][data-recipient="${recipient}"]`,
  )
  return (await article.first().locator('pre').textContent()) ?? ''
}

const linkIn = (body: string, kind: 'verify' | 'reset') =>
  new RegExp(`/auth/${kind}/[A-Za-z0-9_-]+`).exec(body)?.[0] ?? ''

/** A merchant without a shop, signed in, is asked to set it up. */
const signedInWithoutShop = (page: Page) =>
  page.getByRole('dialog', { name: 'Configurer Votre Boutique' })

/** A new context holding only the cookies a browser keeps after a restart (not session ones). */
async function restartedBrowser(browser: Browser, page: Page) {
  const { cookies } = await page.context().storageState()
  const context = await browser.newContext()
  await context.addCookies(cookies.filter((c) => c.expires > 0))
  return context.newPage()
}

describe('account verification', () => {
  it('signs up by e-mail, sees the banner, opens the link from the outbox: confirmed', async () => {
    const url = t.server().url
    const page = await t.browser().newPage()
    const who = person('Aminata', 'Zongo')
    await signUp(page, url, who)
    await page.getByText(BANNER).waitFor()

    const link = linkIn(await outboxBody(page, 'verify-account', who.email), 'verify')
    expect(link).not.toBe('')
    // Opening the link spends nothing (previews open it too): the tap confirms.
    await page.goto(`${url}${link}`)
    await page.getByRole('button', { name: 'Confirmer mon compte' }).click()
    await page.getByText('Votre compte est confirmé').waitFor()
    await page.getByRole('link', { name: 'Continuer' }).click()
    await page.waitForURL('**/user/dashboard')
    await signedInWithoutShop(page).waitFor()
    await expect(page.getByText(BANNER).count()).resolves.toBe(0)

    // A link confirms once; opened again, it says so and leads to the dashboard (issue 15).
    await page.goto(`${url}${link}`)
    await page.getByRole('button', { name: 'Confirmer mon compte' }).click()
    await page.getByText('Votre compte est déjà confirmé').waitFor()
    await page.getByRole('link', { name: 'Aller au tableau de bord' }).click()
    await page.waitForURL('**/user/dashboard')
  })

  it('signs up on the WhatsApp tab and confirms with the link sent by WhatsApp', async () => {
    const url = t.server().url
    const page = await t.browser().newPage()
    const national = `7${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
    await page.goto(`${url}/auth/signup`)
    await page.getByLabel('Prénom').fill('Issa')
    await page.getByLabel('Nom', { exact: true }).fill('Kaboré')
    await page.getByText('WhatsApp', { exact: true }).click()
    await page.getByLabel('Numéro WhatsApp').fill(national)
    await page.getByLabel('Mot de passe', { exact: true }).fill('Tissu2026!')
    await page.getByLabel('Confirmer le mot de passe').fill('Tissu2026!')
    await page.getByLabel("J'accepte les termes et conditions").check()
    await page.getByRole('button', { name: "S'Inscrire" }).click()
    await page.waitForURL('**/user/dashboard')

    const link = linkIn(await outboxBody(page, 'verify-account', `226${national}`), 'verify')
    await page.goto(`${url}${link}`)
    await page.getByRole('button', { name: 'Confirmer mon compte' }).click()
    await page.getByText('Votre compte est confirmé').waitFor()
  })

  it('sends a new link from the banner', async () => {
    const page = await t.browser().newPage()
    const who = person('Rasmane', 'Ouedraogo')
    await signUp(page, t.server().url, who)
    // The shop setup modal comes first; closed, it leaves the banner within reach.
    await signedInWithoutShop(page).getByRole('button', { name: 'Fermer' }).first().click()
    await page.getByRole('button', { name: 'Renvoyer le message' }).click()
    await page.getByText('Message envoyé : vérifiez vos e-mails ou WhatsApp.').waitFor()
    await page.goto(`${t.server().url}/dev/outbox`)
    const sent = page.locator(
      `article[data-template="verify-account"][data-recipient="${who.email}"]`,
    )
    await expect(sent.count()).resolves.toBe(2)
  })

  it("signing up with someone else's e-mail creates nothing and ends on sign-in with a notice", async () => {
    const url = t.server().url
    const owner = person('Salif', 'Traoré')
    await signUp(await t.browser().newPage(), url, owner)
    const intruder = await (await t.browser().newContext()).newPage()
    // The sign-up answers as for a new account; the sign-in that follows is refused.
    await submitSignUp(intruder, url, {
      ...person('Eve', 'Intruse'),
      email: owner.email,
      password: 'Autre2026!',
    })
    await intruder.waitForURL('**/auth/signin')
    await intruder.getByText('Vérifiez vos messages').waitFor()
    const warning = await outboxBody(intruder, 'signup-existing', owner.email)
    expect(warning).toContain("Quelqu'un a essayé de créer un compte")
  })
})

describe('forgotten password', () => {
  it('asks a code, reads it from the outbox, resets, then signs in with the new password', async () => {
    const url = t.server().url
    const who = person('Mariam', 'Sanou')
    await signUp(await t.browser().newPage(), url, who)

    const page = await (await t.browser().newContext()).newPage()
    await page.goto(`${url}/auth/signin`)
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click()
    // The sign-in form has an "Adresse e-mail" field too: wait for the forgot screen before typing.
    await page.getByRole('heading', { name: 'Mot de passe oublié' }).waitFor()
    await page.getByLabel('Adresse e-mail').fill(who.email)
    await page.getByRole('button', { name: 'Envoyer le code' }).click()
    await page.waitForURL('**/auth/reset/**')
    const resetUrl = page.url()

    const body = await outboxBody(page, 'reset-code', who.email)
    const code = /Votre code : (\d{6})/.exec(body)?.[1] ?? ''
    expect(resetUrl).toContain(linkIn(body, 'reset'))
    await page.goto(resetUrl)
    // Typed as it is read out, in two groups: the field takes it whole (no maxlength).
    await page.getByLabel('Code reçu').fill(`${code.slice(0, 3)} ${code.slice(3)}`)
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau2026')
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('Nouveau2026')
    await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click()
    await page.waitForURL('**/auth/signin')
    await page.getByText('Mot de passe réinitialisé').waitFor()

    await signIn(page, url, { email: who.email, password: 'Nouveau2026' })
  })
})

describe('remember me', () => {
  it('keeps the session across a browser restart with "Se souvenir de moi", not without', async () => {
    const url = t.server().url
    const who = person('Adama', 'Compaoré')
    await signUp(await t.browser().newPage(), url, who)

    const signInAs = async (remember: boolean) => {
      const page = await (await t.browser().newContext()).newPage()
      await page.goto(`${url}/auth/signin`)
      await page.getByLabel('Adresse e-mail').fill(who.email)
      await page.getByLabel('Mot de passe', { exact: true }).fill(who.password)
      if (remember) await page.getByLabel('Se souvenir de moi').check()
      await page.getByRole('button', { name: 'Connexion' }).click()
      await page.waitForURL('**/user/dashboard')
      // The sign-in page is the worker's (ADR 038): the dashboard's cold load then rotates the
      // refresh token once. A restarted browser keeps the rotated one, not the first.
      await signedInWithoutShop(page).waitFor()
      const cookie = (await page.context().cookies()).find((c) => c.name === 'bt_rt')
      return { page, cookie }
    }

    const remembered = await signInAs(true)
    expect(remembered.cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400)
    const later = await restartedBrowser(t.browser(), remembered.page)
    await later.goto(`${url}/user/dashboard`)
    await signedInWithoutShop(later).waitFor()

    const forgotten = await signInAs(false)
    expect(forgotten.cookie?.expires).toBe(-1)
    const next = await restartedBrowser(t.browser(), forgotten.page)
    await next.goto(`${url}/user/dashboard`)
    await next.waitForURL('**/auth/signin?next=*')
  })
})

describe('the sign-in page on a cheap phone (ADR 038)', () => {
  it('signs in by WhatsApp at 375 px with JavaScript off, after a refusal that kept the number', async () => {
    const url = t.server().url
    const national = `7${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
    const signup = await fetch(`${url}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Rasmata',
        lastName: 'Ouédraogo',
        identifierType: 'phone',
        emailOrPhone: `226${national}`,
        password: 'Tissu2026!',
        confirmPass: 'Tissu2026!',
        termCondition: true,
      }),
    })
    expect(signup.status).toBe(202)

    // The refusal is the page itself, answered 401: the browser logs its status.
    allowBrowserErrors(/status of 401 .* ← \S+\/auth\/signin$/, 'the wrong password, on purpose')
    const context = await t
      .browser()
      .newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } })
    const page = await context.newPage()
    await page.goto(`${url}/auth/signin`)
    // The form fits the phone's width.
    const button = await page.getByRole('button', { name: 'Connexion' }).boundingBox()
    expect((button?.x ?? 0) + (button?.width ?? 999)).toBeLessThanOrEqual(375)
    await page.getByText('WhatsApp', { exact: true }).click()
    await page.getByLabel('Indicatif').selectOption('BF')
    await page.getByLabel('Numéro WhatsApp').fill(national)
    await page.getByLabel('Mot de passe', { exact: true }).fill('Mauvais2026!')
    await page.getByRole('button', { name: 'Connexion' }).click()
    await page.getByRole('alert').getByText('Identifiant ou mot de passe incorrect').waitFor()
    // The WhatsApp tab and the number are still there; the password is not.
    await expect(page.getByLabel('Numéro WhatsApp').inputValue()).resolves.toBe(national)
    await expect(page.getByLabel('Mot de passe', { exact: true }).inputValue()).resolves.toBe('')

    await page.getByLabel('Mot de passe', { exact: true }).fill('Tissu2026!')
    await page.getByRole('button', { name: 'Connexion' }).click()
    await page.waitForURL('**/user/dashboard')
    const cookies = await context.cookies()
    expect(
      cookies
        .filter((c) => c.name === 'bt_rt')
        .map((c) => c.path)
        .sort(),
    ).toEqual(['/admin', '/api', '/auth/signin', '/auth/signup', '/user'])
    // Signed in, the door sends the merchant on to where they were going.
    await page.goto(`${url}/auth/signin?next=%2Fuser%2Fproducts`)
    await page.waitForURL('**/user/products')
    await context.close()
  })
})
