import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { productPicture } from '../../scripts/lib/png.ts'
import { launchBrowser } from './browser.ts'
import { failOnBrowserErrors } from './browser-errors.ts'
import { type DevServer, startDevServer } from './dev-server.ts'

/**
 * One real product (wrangler dev, empty local D1) and one Chromium per browser test file,
 * whose console errors and page errors fail the test that caused them (browser-errors.ts).
 * Returns getters: the values exist once beforeAll has run.
 */
/** `vars`: extra wrangler vars for this file's server (e.g. the platform's payment account). */
export function setupBrowserTest(vars: Record<string, string> = {}) {
  let server: DevServer | undefined
  let browser: Browser | undefined
  const guarded = failOnBrowserErrors()
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startDevServer(vars), launchBrowser().then(guarded)])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })
  return { server: () => server!, browser: () => browser! }
}

/** A real PNG for a file input (no fixture file, no download). */
export const pngUpload = (accent: string, from = '#fde68a', to = '#f97316') => ({
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: productPicture(320, from, to, accent, 0),
})

/** fr-FR money: digits grouped with a (narrow) no-break space, then "F CFA". */
export const money = (amount: string) => new RegExp(`${amount.replace(' ', '\\s')}\\sF\\sCFA`)

export type Person = { firstName: string; lastName: string; email: string; password: string }

/** The e-mail an Aïcha really has: accents dropped (an address is ASCII before the @). */
const asciiName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()

export const person = (firstName: string, lastName: string): Person => ({
  firstName,
  lastName,
  email: `${asciiName(firstName)}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@example.com`,
  password: 'Tissu2026!',
})

/**
 * /auth/signup on the Email tab, as a new merchant would; ends on /user/dashboard (the
 * dashboard signs in right after the sign-up, which answers the same for any identifier).
 */
export async function signUp(page: Page, baseUrl: string, who: Person) {
  await submitSignUp(page, baseUrl, who)
  await page.waitForURL('**/user/dashboard')
  // The board loads the session after the URL changes (a page load since ADR 062): wait for it,
  // so a test that changes the account next (a role, a plan) doesn't race the app's first reads.
  await page.getByRole('dialog', { name: 'Configurer Votre Boutique' }).waitFor()
}

/** Fills and sends the sign-up form on the Email tab, without waiting for where it leads. */
export async function submitSignUp(page: Page, baseUrl: string, who: Person) {
  await page.goto(`${baseUrl}/auth/signup`)
  await page.getByLabel('Prénom').fill(who.firstName)
  await page.getByLabel('Nom', { exact: true }).fill(who.lastName)
  await page.getByLabel('Adresse e-mail').fill(who.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(who.password)
  await page.getByLabel('Confirmer le mot de passe').fill(who.password)
  await page.getByLabel("J'accepte les termes et conditions").check()
  await page.getByRole('button', { name: "S'Inscrire" }).click()
}

/** /auth/signin on the Email tab; ends on the role's home. */
export async function signIn(
  page: Page,
  baseUrl: string,
  who: Pick<Person, 'email' | 'password'>,
  home = '**/user/dashboard',
) {
  await page.goto(`${baseUrl}/auth/signin`)
  await page.getByLabel('Adresse e-mail').fill(who.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(who.password)
  await page.getByRole('button', { name: 'Connexion' }).click()
  await page.waitForURL(home)
}

export type ShopDetails = {
  name: string
  phone?: string
  email?: string
  logo?: ReturnType<typeof pngUpload>
}

/** Fills the "Configurer Votre Boutique" modal a merchant without a shop gets; returns the slug. */
export async function openShopViaModal(page: Page, shop: ShopDetails): Promise<string> {
  const modal = page.getByRole('dialog', { name: 'Configurer Votre Boutique' })
  await modal.getByLabel('Nom de la boutique').fill(shop.name)
  await modal.getByLabel('Téléphone').fill(shop.phone ?? '70 44 55 66')
  await modal.getByLabel('E-mail').fill(shop.email ?? 'boutique@example.com')
  if (shop.logo) await modal.getByLabel('Logo').setInputFiles(shop.logo)
  await modal.getByRole('button', { name: 'Valider' }).click()
  await modal.waitFor({ state: 'hidden' })
  const href = await page
    .getByRole('link', { name: 'Voir ma boutique' })
    .first()
    .getAttribute('href')
  return href!.split('/')[1]!
}

/** Sign-up then shop creation: the start of most merchant journeys. */
export async function merchantWithShop(
  page: Page,
  baseUrl: string,
  who: Person,
  shop: ShopDetails,
) {
  await signUp(page, baseUrl, who)
  return openShopViaModal(page, shop)
}

/**
 * Puts the shop on a paid plan for 30 days, straight in the directory (the plan's payment has
 * its own journeys): staff seats, promo codes and reviews come with a plan (issue 26).
 */
export async function putShopOnPlan(server: DevServer, slug: string, planId = 'pln_premium') {
  await server.sql(
    `UPDATE subscriptions SET plan_id = '${planId}', status = 'active', ends_at = unixepoch() + 2592000 WHERE store_id = (SELECT id FROM stores WHERE slug = '${slug}')`,
  )
}

/**
 * The pages (absolute URLs) that scroll sideways at the page's current viewport, with their
 * width: each is opened, its heading awaited and its data loaded first.
 */
export async function pagesScrollingSideways(page: Page, urls: string[]): Promise<string[]> {
  const overflowing: string[] = []
  for (const url of urls) {
    await page.goto(url)
    await page.locator('main h1').first().waitFor()
    await page.waitForLoadState('networkidle')
    const [scroll, inner] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ])
    if (scroll > inner) overflowing.push(`${new URL(url).pathname}: ${scroll} px`)
  }
  return overflowing
}

/** A bearer token for `who`, as the API's sign-in gives it (for set-up through the API). */
export async function apiToken(baseUrl: string, who: Person): Promise<string> {
  const res = await fetch(`${baseUrl}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      identifierType: 'email',
      emailOrPhone: who.email,
      password: who.password,
    }),
  })
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { token: string }).token
}

/** A product through the API, as the dashboard creates it (a picture first); its id. */
export async function addProductByApi(
  baseUrl: string,
  token: string,
  body: Record<string, unknown>,
): Promise<string> {
  const form = new FormData()
  form.append(
    'file',
    new Blob([new Uint8Array(productPicture(64, '#fde68a', '#b45309', '#78350f', 1))], {
      type: 'image/png',
    }),
    'photo.png',
  )
  const auth = { authorization: `Bearer ${token}` }
  const media = await fetch(`${baseUrl}/api/media`, { method: 'POST', headers: auth, body: form })
  if (media.status !== 201) throw new Error(`upload failed: ${media.status} ${await media.text()}`)
  const { id: imageId } = (await media.json()) as { id: string }
  const res = await fetch(`${baseUrl}/api/products`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ description: 'Fait main à Ouagadougou.', imageId, ...body }),
  })
  if (res.status !== 201) throw new Error(`product failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { id: string }).id
}

/** A sale the merchant records (« Nouvelle vente »), one `productId`, unpaid; its id and number. */
export async function recordSaleByApi(
  baseUrl: string,
  token: string,
  productId: string,
): Promise<{ id: string; number: string }> {
  const res = await fetch(`${baseUrl}/api/orders/manual`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      items: [{ productId, quantity: 1 }],
      firstName: 'Awa',
      lastName: 'Traoré',
      phone: '70 11 22 33',
      paid: false,
    }),
  })
  if (res.status !== 201) throw new Error(`sale failed: ${res.status} ${await res.text()}`)
  return (await res.json()) as { id: string; number: string }
}

/** Who places an order through the public API: a name, a phone, a town. */
export type Buyer = { firstName: string; lastName: string; phone: string; city: string }

/** A shopper's order of one `productId` through the public API, as the checkout sends it. */
export async function placeOrderByApi(
  baseUrl: string,
  slug: string,
  productId: string,
  buyer: Buyer,
): Promise<{ id: string; number: string; trackingToken: string }> {
  const res = await fetch(`${baseUrl}/api/publics/${slug}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...buyer, items: [{ productId, quantity: 1 }] }),
  })
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${await res.text()}`)
  return (await res.json()) as { id: string; number: string; trackingToken: string }
}
