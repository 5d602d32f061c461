import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { allowBrowserErrors } from '../helpers/browser-errors.ts'
import {
  addProductByApi,
  apiToken,
  merchantWithShop,
  person,
  setupBrowserTest,
  signIn,
  signUp,
} from '../helpers/journeys.ts'

const t = setupBrowserTest()

const SHOP = 'Faso Dan Fani Couture'
const REASON = 'Vente de contrefaçons signalée par des clients.'

/** An administrator: signed up as anyone, promoted in D1 (no screen makes admins), signed in. */
async function adminPage(): Promise<Page> {
  const page = await (await t.browser().newContext()).newPage()
  const who = person('Aminata', 'Ouédraogo')
  await signUp(page, t.server().url, who)
  await t.server().sql(`UPDATE users SET role = 'admin' WHERE email = '${who.email}'`)
  await page.context().clearCookies()
  await signIn(page, t.server().url, who, '**/admin/dashboard')
  return page
}

async function storefrontStatus(slug: string) {
  const page = await (await t.browser().newContext({ javaScriptEnabled: false })).newPage()
  const res = await page.goto(`${t.server().url}/${slug}/home`)
  const text = (await page.textContent('body')) ?? ''
  await page.context().close()
  return { status: res?.status(), text }
}

describe('an administrator suspends and reactivates a shop', () => {
  it('blocks the merchant (modal) and the storefront (503), then brings both back', async () => {
    const merchant = await (await t.browser().newContext()).newPage()
    const slug = await merchantWithShop(merchant, t.server().url, person('Salimata', 'Zongo'), {
      name: SHOP,
    })
    const admin = await adminPage()

    // From the shops list to the shop's page.
    await admin.goto(`${t.server().url}/admin/shops`)
    await admin.getByLabel('Rechercher une boutique').fill('Dan Fani')
    await admin
      .getByRole('link', { name: new RegExp(SHOP) })
      .first()
      .click()
    await admin.waitForURL(/\/admin\/shops\/sto_[a-z0-9]+$/)
    await admin.getByRole('heading', { name: SHOP }).waitFor()

    // Suspending needs a reason.
    await admin.getByRole('button', { name: 'Suspendre la boutique' }).click()
    const dialog = admin.getByRole('dialog', { name: 'Suspendre la boutique' })
    await dialog.getByRole('button', { name: 'Confirmer la suspension' }).click()
    await dialog.getByText('Veuillez indiquer le motif').waitFor()
    await dialog.getByLabel('Motif').fill(REASON)
    await dialog.getByRole('button', { name: 'Confirmer la suspension' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await admin.getByRole('button', { name: 'Réactiver la boutique' }).waitFor()
    await admin.getByText(REASON).waitFor()

    // The merchant is blocked by the "Compte Suspendu" modal; shoppers get the 503 page.
    await merchant.reload()
    const blocked = merchant.getByRole('dialog', { name: 'Compte Suspendu' })
    await blocked.waitFor()
    await merchant.keyboard.press('Escape')
    await expect(blocked.isVisible()).resolves.toBe(true)
    allowBrowserErrors(/status of 503 .* ← \S+\/home$/, 'the suspended shop')
    const closed = await storefrontStatus(slug)
    expect(closed.status).toBe(503)
    expect(closed.text).toContain('Boutique momentanément indisponible')

    // Reactivation.
    await admin.getByRole('button', { name: 'Réactiver la boutique' }).click()
    const reopen = admin.getByRole('dialog', { name: 'Réactiver la boutique' })
    await reopen.getByRole('button', { name: 'Réactiver la boutique' }).click()
    await reopen.waitFor({ state: 'hidden' })
    await admin.getByRole('button', { name: 'Suspendre la boutique' }).waitFor()

    await merchant.reload()
    await merchant.getByRole('link', { name: 'Voir ma boutique' }).first().waitFor()
    expect(await merchant.getByRole('dialog', { name: 'Compte Suspendu' }).count()).toBe(0)
    const open = await storefrontStatus(slug)
    expect(open.status).toBe(200)
    expect(open.text).toContain(SHOP)
  })
})

describe('an administrator moderates products from the Produits screen', () => {
  it('unpublishes a new product from the platform’s list, and an older one found by its shop', async () => {
    const url = t.server().url
    const merchant = await (await t.browser().newContext()).newPage()
    const who = person('Rasmata', 'Kaboré')
    const slug = await merchantWithShop(merchant, url, who, { name: 'Kaboré Textiles' })
    await merchant.context().close()
    const token = await apiToken(url, who)
    const older = await addProductByApi(url, token, {
      name: 'Boubou brodé ancien',
      price: '25000',
      stock: '2',
    })
    await addProductByApi(url, token, { name: 'Pagne contrefait', price: '3000', stock: '9' })
    // As if 5 000 newer products had pushed the older one out of the directory's list.
    await t.server().sql(`DELETE FROM product_feed WHERE product_id = '${older}'`)

    const admin = await adminPage()
    await admin.goto(`${url}/admin/products`)
    await admin.getByText(/Les 5\s000 produits les plus récents/).waitFor()
    await moderate(admin, 'Pagne contrefait', 'Marque déposée')
    expect(await admin.getByText('Boubou brodé ancien').count()).toBe(0)

    // Filtered by its shop, the whole catalogue is there, the older product too.
    await admin.getByLabel('Filtrer par boutique').click()
    await admin.getByRole('option', { name: 'Kaboré Textiles' }).click()
    await moderate(admin, 'Boubou brodé ancien', 'Copie signalée')

    const shelf = await (await fetch(`${url}/${slug}/products`)).text()
    expect(shelf).not.toContain('Pagne contrefait')
    expect(shelf).not.toContain('Boubou brodé ancien')
  })
})

/** Unpublishes `name` from the products screen, with a reason, and waits for the change. */
async function moderate(admin: Page, name: string, reason: string) {
  await admin.getByRole('button', { name: `Dépublier « ${name} »` }).click()
  const dialog = admin.getByRole('dialog', { name: 'Dépublier le produit' })
  await dialog.getByLabel('Motif (obligatoire)').fill(reason)
  await dialog.getByRole('button', { name: 'Dépublier', exact: true }).click()
  await dialog.waitFor({ state: 'hidden' })
  await admin.getByRole('button', { name: `Republier « ${name} »` }).waitFor()
}
