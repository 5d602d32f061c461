import { describe, expect, it } from 'vitest'
import { switchAtelierOn } from '../helpers/atelier-journeys.ts'
import { merchantWithShop, person, setupBrowserTest } from '../helpers/journeys.ts'

const t = setupBrowserTest()

describe("L'Atelier: a new customer from inside the order form", () => {
  it('adds the customer in a dialog on a 375 px phone and chooses them, keeping what was typed', async () => {
    const owner = await t.browser().newPage({ viewport: { width: 375, height: 740 } })
    const base = t.server().url
    await merchantWithShop(owner, base, person('Awa', 'Zongo'), {
      name: 'Couture Awa',
      email: `couture-${Date.now()}@example.com`,
    })
    await switchAtelierOn(owner, base)
    await owner.goto(`${base}/user/atelier/orders/addnew`)
    await owner.getByLabel('Prix convenu').fill('15 000')

    await owner.getByRole('button', { name: 'Nouveau client' }).click()
    const dialog = owner.getByRole('dialog', { name: 'Nouveau client' })
    await dialog.getByLabel('Prénom').fill('Fatimata')
    await dialog.getByLabel('Nom', { exact: true }).fill('Kaboré')
    await dialog.getByLabel('Téléphone').fill('76 12 34 58')
    // Neither "Adresse" nor "Ville": both optional (ADR 032).
    await dialog.getByRole('button', { name: 'Enregistrer le client' }).click()

    await dialog.waitFor({ state: 'hidden' })
    await owner.getByText('Fatimata Kaboré').waitFor()
    await owner.getByRole('button', { name: 'Changer de client' }).waitFor()
    expect(new URL(owner.url()).pathname).toBe('/user/atelier/orders/addnew')
    expect(await owner.getByLabel('Prix convenu').inputValue()).toBe('15 000')
    // The dialog's submit did not submit the order form around it.
    expect(await owner.getByText('Le champ est vide').count()).toBe(0)
    await owner.close()
  })
})
