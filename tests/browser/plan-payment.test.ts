import { describe, expect, it } from 'vitest'
import { merchantWithShop, person, setupBrowserTest } from '../helpers/journeys.ts'
import { registerSandboxAccount } from '../helpers/payment-sandbox.ts'

/** The platform's own FedaPay account (subscription fees), known to the run's sandbox. */
const PLATFORM = {
  secretKey: 'sk_sandbox_journey_platform',
  webhookSecret: 'wh_sandbox_journey_platform',
}

const t = setupBrowserTest({
  PLATFORM_PAYMENT_PROVIDER: 'fedapay',
  PLATFORM_PAYMENT_MODE: 'test',
  PLATFORM_PAYMENT_CREDENTIALS: JSON.stringify(PLATFORM),
})

describe('a merchant renews a plan online', () => {
  it('pays Premium on the provider’s page and the plan is active, its end date set, without an administrator', async () => {
    const url = t.server().url
    await registerSandboxAccount({
      provider: 'fedapay',
      ...PLATFORM,
      webhookUrl: `${url}/api/payments/notify/fedapay`,
    })
    const merchant = await t.browser().newPage()
    await merchantWithShop(merchant, url, person('Salimata', 'Kaboré'), {
      name: 'Salimata Couture',
    })

    await merchant.goto(`${url}/user/settings/settings`)
    const premium = merchant
      .locator('[data-slot=card]')
      .filter({ has: merchant.getByRole('heading', { name: /^Premium/ }) })
    await premium.getByRole('button', { name: 'Choisir cette offre' }).click()
    const dialog = merchant.getByRole('dialog')
    await dialog.getByRole('button', { name: /^Payer .* en ligne$/ }).click()

    // The provider's hosted page (the sandbox), then back to the dashboard.
    await merchant.waitForURL(/\/fedapay\/checkout\//)
    await merchant.getByRole('button', { name: 'Payer' }).click()
    await merchant.waitForURL('**/user/settings/settings?payment=*')

    const end = new Date()
    end.setUTCMonth(end.getUTCMonth() + 1)
    const endText = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium' }).format(end)
    const current = merchant.locator('[data-slot=card]').filter({ hasText: 'Votre offre actuelle' })
    await current.getByRole('heading', { name: /Premium/ }).waitFor({ timeout: 30_000 })
    await current.getByText('Actif', { exact: true }).waitFor()
    await current.getByText(`Expire le ${endText}`).waitFor()
    // No request waits for an administrator: the payment itself activated the plan.
    await expect(merchant.getByText('Demande en attente').count()).resolves.toBe(0)
  })
})
