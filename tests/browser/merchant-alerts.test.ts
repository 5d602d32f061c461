import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pngUpload, setupBrowserTest } from '../helpers/journeys.ts'

const t = setupBrowserTest()

const PHONE = { width: 375, height: 740 }

/** The newest message of a template to a recipient, as /dev/outbox shows it. */
const outboxEntry = (page: Page, template: string, recipient: string) =>
  page.locator(`article[data-template="${template}"][data-recipient="${recipient}"]`).first()

/** Issue 15: a merchant who signed up on the WhatsApp tab, on a phone, gets their alerts there. */
describe('alerts reach a merchant who signed up by WhatsApp', () => {
  it('confirms by the WhatsApp link, opens a shop without e-mail and receives the new order by WhatsApp', async () => {
    const url = t.server().url
    const merchant = await (await t.browser().newContext({ viewport: PHONE })).newPage()
    const national = `7${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
    const number = `226${national}`

    await merchant.goto(`${url}/auth/signup`)
    await merchant.getByLabel('Prénom').fill('Issa')
    await merchant.getByLabel('Nom', { exact: true }).fill('Kaboré')
    await merchant.getByText('WhatsApp', { exact: true }).click()
    await merchant.getByLabel('Numéro WhatsApp').fill(national)
    await merchant.getByLabel('Mot de passe', { exact: true }).fill('Tissu2026!')
    await merchant.getByLabel('Confirmer le mot de passe').fill('Tissu2026!')
    await merchant.getByLabel("J'accepte les termes et conditions").check()
    await merchant.getByRole('button', { name: "S'Inscrire" }).click()
    await merchant.waitForURL('**/user/dashboard')

    // The confirmation link came by WhatsApp; opened twice, the second time says so and leads on.
    await merchant.goto(`${url}/dev/outbox`)
    const body =
      (await outboxEntry(merchant, 'verify-account', number).locator('pre').textContent()) ?? ''
    const link = /\/auth\/verify\/[A-Za-z0-9_-]+/.exec(body)?.[0] ?? ''
    expect(link).not.toBe('')
    const confirm = merchant.getByRole('button', { name: 'Confirmer mon compte' })
    await merchant.goto(`${url}${link}`)
    await confirm.click()
    await merchant.getByText('Votre compte est confirmé').waitFor()
    await merchant.goto(`${url}${link}`)
    await confirm.click()
    await merchant.getByText('Votre compte est déjà confirmé').waitFor()
    await merchant.getByRole('link', { name: 'Aller au tableau de bord' }).click()
    await merchant.waitForURL('**/user/dashboard')

    // The shop form does not ask for an e-mail: the alerts go to the WhatsApp number.
    const modal = merchant.getByRole('dialog', { name: 'Configurer Votre Boutique' })
    await modal.getByLabel('Nom de la boutique').fill('Issa Pagnes')
    await modal.getByLabel('Téléphone').fill(national)
    await expect(modal.getByLabel('E-mail (facultatif)').inputValue()).resolves.toBe('')
    await modal.getByRole('button', { name: 'Valider' }).click()
    await modal.waitFor({ state: 'hidden' })
    const href = await merchant
      .getByRole('link', { name: 'Voir ma boutique' })
      .first()
      .getAttribute('href')
    const slug = href!.split('/')[1]!

    await merchant.goto(`${url}/user/products/new`)
    await merchant.getByLabel('Nom du produit').fill('Pagne wax')
    await merchant.getByLabel('Description').fill('Pagne wax, 6 yards.')
    await merchant.getByLabel('Prix', { exact: true }).fill('7500')
    await merchant.getByLabel('Stock', { exact: true }).fill('5')
    await merchant.getByLabel('Image', { exact: true }).setInputFiles(pngUpload('#1d4ed8'))
    await merchant.locator('img[src^="/media/"]').first().waitFor()
    await merchant.getByRole('button', { name: 'Enregistrer le produit' }).click()
    await merchant.waitForURL(/\/user\/products$/)

    // The settings show the alert switches, every verified channel on by default.
    await merchant.goto(`${url}/user/settings/profiles`)
    const orders = merchant.getByRole('checkbox', {
      name: 'Nouvelles commandes et paiements reçus par WhatsApp',
    })
    await expect(orders.getAttribute('aria-checked')).resolves.toBe('true')

    const shopper = await (await t.browser().newContext({ viewport: PHONE })).newPage()
    await shopper.goto(`${url}/${slug}/products`)
    await shopper.getByRole('link', { name: 'Pagne wax' }).first().click()
    await shopper.getByRole('button', { name: 'Ajouter au panier' }).click()
    await shopper.getByText('Le produit a été ajouté à votre panier.').waitFor()
    await shopper.getByRole('link', { name: 'Commander', exact: true }).click()
    await shopper.getByLabel('Prénom').fill('Awa')
    await shopper.getByLabel('Nom', { exact: true }).fill('Sawadogo')
    await shopper.getByLabel('Téléphone', { exact: true }).fill('76 12 34 56')
    await shopper.getByLabel('Ville').fill('Koudougou')
    await shopper.getByRole('button', { name: 'Confirmer la commande' }).click()
    await shopper.getByRole('heading', { name: 'Merci pour votre commande !' }).waitFor()
    await shopper.context().close()

    await merchant.goto(`${url}/dev/outbox`)
    const alert = outboxEntry(merchant, 'order-placed', number)
    await alert.waitFor()
    expect(await alert.locator('.badge').first().textContent()).toBe('WhatsApp')
    expect(await alert.locator('pre').textContent()).toContain('Awa Sawadogo (Koudougou)')
    // No e-mail alert: the shop has none.
    await expect(
      merchant
        .locator('article[data-template="order-placed"]')
        .filter({ hasText: 'Issa Pagnes' })
        .count(),
    ).resolves.toBe(1)
  })
})
