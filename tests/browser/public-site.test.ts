import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { allowBrowserErrors } from '../helpers/browser-errors.ts'
import { setupBrowserTest } from '../helpers/journeys.ts'

const t = setupBrowserTest()

/** [path, status, heading, a sentence or title of the page's own content] */
const PAGES: [string, number, string, string | RegExp][] = [
  ['/', 200, 'Bienvenue sur Boutiko', 'Créer ma boutique gratuitement'],
  ['/apropos', 200, 'À propos de Boutiko', 'Notre engagement'],
  ['/stores', 200, 'Boutiques', 'Aucune boutique ne correspond à votre recherche.'],
  ['/pricing', 200, 'Tarifs', 'Premium'],
  ['/features', 200, 'Fonctionnalités', 'Une boutique en quelques clics'],
  ['/contact', 200, 'Contact', 'Envoyer le message'],
  ['/galeries', 200, 'Galeries', 'Aucune image pour le moment.'],
  ['/terme-condition', 200, 'Termes et conditions', '1. Le service'],
  ['/privacy', 200, 'Politique de confidentialité', 'Les données que nous conservons'],
  ['/forbidden', 403, 'Page Inaccessible', "Vous n'avez pas les droits nécessaires"],
  ['/une-page-qui-n-existe-pas/du-tout', 404, 'Page Introuvable', "Retour à l'accueil"],
]

const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor)

const DARK_BG = 'rgb(11, 17, 32)'
const LIGHT_BG = 'rgb(255, 255, 255)'

describe('public site pages', () => {
  it.each(PAGES)('%s answers %i and shows "%s"', async (path, status, heading, content) => {
    const page = await t.browser().newPage()
    if (status >= 400)
      allowBrowserErrors(new RegExp(`status of ${status} .* ← \\S+${path}$`), 'an error page')
    const res = await page.goto(`${t.server().url}${path}`)
    expect(res?.status()).toBe(status)
    await page.getByRole('heading', { level: 1, name: heading }).waitFor()
    await page.getByText(content).first().waitFor()
    await page
      .locator('footer')
      .getByText(/© \d{4} Boutiko/)
      .waitFor()
    await page.close()
  })

  it.each([
    ['Boutiques', '/stores', 'Boutiques'],
    ['Tarifs', '/pricing', 'Tarifs'],
    ['Contact', '/contact', 'Contact'],
    ['Fonctionnalités', '/features', 'Fonctionnalités'],
  ])('follows the footer link "%s" to %s', async (label, path, heading) => {
    const page = await t.browser().newPage()
    await page.goto(`${t.server().url}/apropos`)
    await page.locator('footer').getByRole('link', { name: label, exact: true }).click()
    await page.waitForURL(`**${path}`)
    await page.getByRole('heading', { level: 1, name: heading }).waitFor()
    await page.close()
  })

  it('highlights the link of the current page in the navigation', async () => {
    const page = await t.browser().newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(`${t.server().url}/pricing`)
    const nav = page.getByRole('navigation', { name: 'Navigation principale', exact: true })
    const current = nav.getByRole('link', { name: 'Tarifs' })
    await expect(current.getAttribute('aria-current')).resolves.toBe('page')
    await expect(
      nav.getByRole('link', { name: 'Accueil' }).getAttribute('aria-current'),
    ).resolves.toBeNull()
    const color = (l: typeof current) => l.evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(await color(current)).not.toBe(await color(nav.getByRole('link', { name: 'Accueil' })))
    await page.close()
  })

  it('opens the side drawer on a phone and navigates from it', async () => {
    const page = await t.browser().newPage({ viewport: { width: 360, height: 740 } })
    await page.goto(`${t.server().url}/`)
    const drawerNav = page.getByRole('navigation', { name: 'Navigation principale (mobile)' })
    await expect(drawerNav.isVisible()).resolves.toBe(false)
    await page.getByText('Menu', { exact: true }).click()
    await drawerNav.waitFor()
    await drawerNav.getByRole('link', { name: 'Fonctionnalités' }).click()
    await page.waitForURL('**/features')
    await page.getByRole('heading', { level: 1, name: 'Fonctionnalités' }).waitFor()
    await page.close()
  })
})

describe('contact form without JavaScript', () => {
  it('shows the server error, keeps the values, then sends and thanks', async () => {
    const context = await t.browser().newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${t.server().url}/contact`)
    await page.getByLabel('E-mail').fill('awa@example.com')
    await page.getByLabel('Sujet').selectOption('Créer ma boutique')
    // Spaces pass the browser's `required` check; the server trims them and refuses.
    allowBrowserErrors(/status of 422 .* ← \S+\/contact$/, 'the refused message')
    await page.getByLabel('Message').fill('   ')
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await page.getByText('Le champ est vide').waitFor()
    await expect(page.getByLabel('E-mail').inputValue()).resolves.toBe('awa@example.com')

    await page.getByLabel('Message').fill('Bonjour, comment ouvrir une boutique ?')
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await page.waitForURL('**/contact?sent=1')
    await page.getByText('Merci ! Votre message a bien été envoyé.').waitFor()
    await context.close()
  })
})

describe('light and dark mode', () => {
  it('follows the system setting, with and without JavaScript', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await t.browser().newContext({ colorScheme: 'dark', javaScriptEnabled })
      const page = await context.newPage()
      await page.goto(`${t.server().url}/features`)
      expect(await background(page, 'body')).toBe(DARK_BG)
      await context.close()
    }
    const light = await t.browser().newPage({ colorScheme: 'light' })
    await light.goto(`${t.server().url}/features`)
    expect(await background(light, 'body')).toBe(LIGHT_BG)
    await light.close()
  })

  it('keeps the "Thème : …" choice across pages and in the dashboard (localStorage "theme")', async () => {
    const context = await t.browser().newContext({ colorScheme: 'dark' })
    const page = await context.newPage()
    const url = t.server().url
    await page.goto(`${url}/`)
    const toggle = page.getByRole('button', { name: /^Thème : / })
    await expect(toggle.textContent()).resolves.toBe('Thème : système')
    await toggle.click()
    await expect(toggle.textContent()).resolves.toBe('Thème : clair')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')

    await page.goto(`${url}/pricing`)
    await expect(toggle.textContent()).resolves.toBe('Thème : clair')
    expect(await background(page, 'body')).toBe(LIGHT_BG)
    await page.goto(`${url}/auth/signin`)
    await page.getByRole('heading', { name: 'Se Connecter' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      false,
    )

    await page.goto(`${url}/contact`)
    await toggle.click()
    await expect(toggle.textContent()).resolves.toBe('Thème : sombre')
    await page.goto(`${url}/auth/signin`)
    await page.getByRole('heading', { name: 'Se Connecter' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    )
    await context.close()
  })
})
