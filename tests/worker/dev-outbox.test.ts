import { describe, expect, it } from 'vitest'
import { postForm } from '#tests/helpers/storefront.ts'
import {
  api,
  createTenant,
  setupWorker,
  shopDb,
  signupBody,
  uniqueEmail,
  uniquePhone,
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

  it('shows a WhatsApp message as the person reads it: its approved template filled in', async () => {
    const phone = `226${uniquePhone()}`
    const res = await api('POST', '/api/signup', {
      json: signupBody({ identifierType: 'phone', emailOrPhone: phone, firstName: 'Mariam' }),
    })
    expect(res.status).toBe(202)
    const html = await (await api('GET', '/dev/outbox')).text()
    const article = html
      .split('<article')
      .find((a) => a.includes('data-template="verify-account"') && a.includes('WhatsApp'))
    expect(article).toContain('modèle boutiko_verify_account')
    expect(article).toContain(
      'Bonjour Mariam, bienvenue sur Boutiko ! Confirmez votre compte en ouvrant ce lien : http',
    )
  })
})
