import { describe, expect, it } from 'vitest'
import { paymentSandboxUrl } from '#tests/helpers/payment-sandbox.ts'
import { getPage } from '#tests/helpers/storefront.ts'
import { createTenant, seedProduct, setupWorker } from '#tests/helpers/worker.ts'

setupWorker()

const formAction = (csp: string | null) =>
  (csp ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('form-action '))
    ?.split(/\s+/)
    .slice(1)

describe('a storefront form may lead to the payment provider’s hosted page', () => {
  // Browsers apply the page's form-action to the 303 after a form post: with 'self' alone,
  // "Confirmer la commande" with online payment is blocked on its way to the provider.
  it('lets the product page’s order form (and every storefront page’s) reach the provider’s (here the sandbox’s) hosted pages, and nowhere else', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    for (const path of [`products/${product.id}`, 'cart']) {
      const page = await getPage(`/${tenant.store.slug}/${path}`)
      expect(page.status).toBe(200)
      const targets = formAction(page.headers.get('content-security-policy'))
      expect(targets).toContain("'self'")
      expect(targets).toContain(new URL(paymentSandboxUrl()).origin)
      expect(targets).not.toContain('https:')
      expect(targets).not.toContain('*')
    }
  })
})
