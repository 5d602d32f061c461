import { describe, expect, it } from 'vitest'
import { merchantWithShop, person, setupBrowserTest, signIn, signUp } from '../helpers/journeys.ts'

const t = setupBrowserTest()

const TRANSACTION = 'OM240612.1530.C12345'

describe('a merchant upgrades to Premium and an administrator approves the payment', () => {
  it('request on settings → approval on the request page → Premium active for a month, announced by the bell', async () => {
    const url = t.server().url
    const merchant = await t.browser().newPage()
    await merchantWithShop(merchant, url, person('Fatimata', 'Sawadogo'), {
      name: 'Fatimata Beauté',
    })

    await merchant.goto(`${url}/user/settings/settings`)
    const premium = merchant
      .locator('[data-slot=card]')
      .filter({ has: merchant.getByRole('heading', { name: /^Premium/ }) })
    await premium.getByRole('button', { name: 'Choisir cette offre' }).click()
    const dialog = merchant.getByRole('dialog')
    await dialog.getByLabel('Nom complet').fill('Fatimata Sawadogo')
    await dialog.getByLabel('Téléphone').fill('70 11 22 33')
    await dialog.getByLabel('ID de transaction (facultatif)').fill(TRANSACTION)
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await merchant.getByText('Demande en attente').waitFor()

    const [request] = await t
      .server()
      .sql<{ id: string }>(
        `SELECT id FROM subscription_requests WHERE transaction_id = '${TRANSACTION}'`,
      )
    const id = request?.id
    expect(id).toMatch(/^srq_/)

    // The administrator: an account promoted in D1, then signed in again for an admin session.
    const who = person('Aminata', 'Ouédraogo')
    await signUp(await t.browser().newPage(), url, who)
    await t.server().sql(`UPDATE users SET role = 'admin' WHERE email = '${who.email}'`)
    const admin = await (await t.browser().newContext()).newPage()
    await signIn(admin, url, who, '**/admin/dashboard')
    // The old misspelled path leads to the same screen.
    await admin.goto(`${url}/admin/subscription/reqested/${id}`)
    await admin.waitForURL(`**/admin/subscription/requested/${id}`)
    await admin.getByRole('heading', { name: 'Demande de Fatimata Beauté' }).waitFor()
    await admin.getByText(TRANSACTION).waitFor()
    await admin.getByText('+226 70 11 22 33').waitFor()
    await admin.getByRole('button', { name: 'Approuver' }).click()
    // Asked first, with what to look for on the platform's mobile-money account.
    const check = admin.getByRole('dialog', { name: 'Approuver cette demande ?' })
    await check.getByText('+226 70 11 22 33').waitFor()
    await check.getByText(TRANSACTION).waitFor()
    await check.getByRole('button', { name: 'Oui, le paiement est reçu' }).click()
    await admin.getByText('Demande approuvée : l’offre est active').waitFor()
    await admin.getByText('Approuvée', { exact: true }).first().waitFor()

    // Back to the merchant: Premium, active, ending one month from today.
    const end = new Date()
    end.setUTCMonth(end.getUTCMonth() + 1)
    const endText = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium' }).format(end)
    await merchant.reload()
    const current = merchant.locator('[data-slot=card]').filter({ hasText: 'Votre offre actuelle' })
    await current.getByRole('heading', { name: /Premium/ }).waitFor()
    await current.getByText('Actif', { exact: true }).waitFor()
    await current.getByText(`Expire le ${endText}`).waitFor()
    await expect(merchant.getByText('Demande en attente').count()).resolves.toBe(0)

    await merchant.getByRole('button', { name: /notifications/i }).click()
    await merchant.getByText('Offre Premium activée').click()
    await merchant.waitForURL('**/user/settings/settings')
  })
})
