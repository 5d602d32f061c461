import { describe, expect, it } from 'vitest'
import { productPicture } from '../../scripts/lib/png.ts'
import {
  acceptStaffInvitation,
  inviteStaffMember,
  switchAtelierOn,
} from '../helpers/atelier-journeys.ts'
import { merchantWithShop, person, putShopOnPlan, setupBrowserTest } from '../helpers/journeys.ts'

const t = setupBrowserTest()

/** A Vendeur of the shop (issue 26, ADR 055): sells, never sees the money settings. */
describe('a seller of the shop', () => {
  it('signs in, records a sale, and cannot open Paramètres › Paiements', async () => {
    const base = t.server().url
    const owner = await t.browser().newPage()
    const slug = await merchantWithShop(owner, base, person('Awa', 'Ouédraogo'), {
      name: 'Pagnes Awa',
      email: 'pagnes@example.com',
    })
    // A team member takes a seat of a paid plan (issue 26): the free plan has none.
    await putShopOnPlan(t.server(), slug)
    // A product to sell, through the owner's form.
    await owner.goto(`${base}/user/products/new`)
    await owner.getByLabel('Nom du produit').fill('Pagne wax')
    await owner.getByLabel('Description').fill('Pagne wax six yards, coton.')
    await owner.getByLabel('Prix', { exact: true }).fill('6000')
    await owner.getByLabel('Stock').fill('5')
    await owner.getByLabel('Image').setInputFiles({
      name: 'pagne.png',
      mimeType: 'image/png',
      buffer: productPicture(240, '#fef3c7', '#b45309', '#7c2d12', 0),
    })
    await owner.locator('img[src^="/media/"]').first().waitFor()
    await owner.getByRole('button', { name: 'Enregistrer le produit' }).click()
    await owner.waitForURL(/\/user\/products$/)

    // The team member: a staff profile, a Vendeur of the shop, invited.
    const seller = person('Aïcha', 'Ilboudo')
    await switchAtelierOn(owner, base)
    await inviteStaffMember(owner, base, seller, 'Caissier(ère)')
    await owner.getByLabel('Rôle dans la boutique').selectOption({ label: 'Vendeur' })
    await owner.getByText('Rôle dans la boutique enregistré').waitFor()

    const page = await (await t.browser().newContext()).newPage()
    await acceptStaffInvitation(page, base, seller, '**/user/dashboard')

    // Nouvelle vente, from the seller's home.
    await page.getByRole('link', { name: 'Nouvelle vente' }).click()
    await page.getByRole('heading', { name: 'Nouvelle vente' }).waitFor()
    await page.getByLabel('Rechercher un produit').fill('wax')
    await page.getByRole('button', { name: 'Ajouter Pagne wax' }).click()
    await page.getByLabel('Moyen de paiement').selectOption({ label: 'Espèces' })
    await page.getByRole('button', { name: 'Enregistrer la vente' }).click()
    await page.waitForURL(/\/user\/orders\/ord_[a-z0-9]+$/)
    await page.getByText('par Aïcha Ilboudo').first().waitFor()

    // Paramètres › Paiements: not in the menu; its address shows the notice, not the page.
    const nav = page.getByRole('navigation', { name: 'Navigation principale' })
    await nav.getByRole('link', { name: 'Commande', exact: true }).waitFor()
    expect(await nav.getByRole('link', { name: 'Paiements' }).count()).toBe(0)
    await page.goto(`${base}/user/settings/payments`)
    await page.getByRole('heading', { name: 'Page réservée' }).waitFor()
  })

  it('is invited from Paramètres › Équipe with L’Atelier off, and works as a Vendeur', async () => {
    const base = t.server().url
    const owner = await t.browser().newPage()
    const slug = await merchantWithShop(owner, base, person('Awa', 'Kaboré'), {
      name: 'Boutique Awa',
      email: 'boutique-awa@example.com',
    })
    await putShopOnPlan(t.server(), slug)
    const seller = person('Mariam', 'Sawadogo')
    await owner.goto(`${base}/user/settings/team`)
    await owner.getByRole('heading', { name: 'Équipe' }).first().waitFor()
    await owner.getByLabel('Prénom').fill(seller.firstName)
    await owner.getByLabel('Nom', { exact: true }).fill(seller.lastName)
    await owner.getByLabel('Rôle', { exact: true }).selectOption({ label: 'Vendeur' })
    await owner.getByLabel('Adresse e-mail').fill(seller.email)
    await owner.getByRole('button', { name: 'Inviter' }).click()
    await owner.getByText(`Invitation envoyée à ${seller.email}`, { exact: false }).waitFor()

    const page = await (await t.browser().newContext()).newPage()
    await acceptStaffInvitation(page, base, seller, '**/user/dashboard')
    await page.getByRole('link', { name: 'Nouvelle vente' }).waitFor()
    const nav = page.getByRole('navigation', { name: 'Navigation principale' })
    await nav.getByRole('link', { name: 'Commande', exact: true }).waitFor()
    expect(await nav.getByRole('link', { name: 'Équipe' }).count()).toBe(0)

    // The owner sees the access taken.
    await owner.reload()
    await owner.getByText(`Accès actif · ${seller.email}`).waitFor()
  })
})
