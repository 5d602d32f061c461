import { describe, expect, it } from 'vitest'
import { postForm } from '#tests/helpers/storefront.ts'
import {
  api,
  createTenant,
  setupWorker,
  shopDb,
  signupBody,
  uniqueEmail,
} from '#tests/helpers/worker.ts'

// /dev/outbox exists only in local development.
setupWorker({ bindings: { ENVIRONMENT: 'development' } })

describe('/dev/outbox in local development', () => {
  it('shows the messages of the shops’ databases beside the platform’s', async () => {
    const shop = await createTenant({ email: uniqueEmail() })
    const fields = {
      fullName: 'Awa',
      email: 'a@b.test',
      phone: '+226 70111222',
      message: 'Bonjour',
    }
    expect((await postForm(`/${shop.store.slug}/contact`, fields)).status).toBe(303)
    // The shop's enquiry e-mail is queued in the shop's own database (ADR 036).
    const queued = await (await shopDb(shop))
      .prepare("SELECT count(*) AS n FROM outbox WHERE store_id = ? AND template = 'enquiry'")
      .bind(shop.store.id)
      .first<{ n: number }>()
    expect(queued?.n).toBe(1)
    const email = uniqueEmail()
    expect(
      (await api('POST', '/api/signup', { json: signupBody({ emailOrPhone: email }) })).status,
    ).toBe(202)

    const html = await (await api('GET', '/dev/outbox')).text()
    // Each message once: every database is read once, whatever its binding.
    const shown = (marker: string) => html.split(marker).length - 1
    expect(shown(`data-template="enquiry" data-recipient="${shop.store.email}"`)).toBe(1)
    expect(shown(`data-recipient="${email}"`)).toBe(1)
  })
})
