import { describe, expect, it } from 'vitest'
import { messagesTo } from '#tests/helpers/auth-messages.ts'
import { postForm } from '#tests/helpers/storefront.ts'
import {
  api,
  createTenant,
  setupWorker,
  signupBody,
  uniqueEmail,
  uniquePhone,
} from '#tests/helpers/worker.ts'

// /dev/outbox exists only in local development.
setupWorker({ bindings: { ENVIRONMENT: 'development' } })

/** Issue 15: numbers are stored as digits and shown as their country writes them. */
describe('phone numbers shown by the worker', () => {
  it('the outbox view shows a WhatsApp recipient as +226 xx xx xx xx, its data attribute as digits', async () => {
    const national = uniquePhone()
    const res = await api('POST', '/api/signup', {
      json: signupBody({ identifierType: 'phone', emailOrPhone: `226${national}` }),
    })
    expect(res.status).toBe(202)
    const grouped = `+226 ${national.replace(/(\d\d)(?=\d)/g, '$1 ')}`
    const html = await (await api('GET', '/dev/outbox')).text()
    expect(html).toContain(`data-recipient="226${national}"`)
    expect(html).toContain(`À : ${grouped} · `)
  })

  it('the enquiry e-mail gives the shopper’s number grouped', async () => {
    const shop = await createTenant({ email: uniqueEmail() })
    const fields = {
      fullName: 'Awa',
      email: 'a@b.test',
      phone: '+226 70111222',
      message: 'Bonjour',
    }
    expect((await postForm(`/${shop.store.slug}/contact`, fields)).status).toBe(303)
    const [mail] = (await messagesTo(String(shop.store.email))).filter(
      (m) => m.template === 'enquiry',
    )
    expect(mail?.body).toContain('Répondre : a@b.test · +226 70 11 12 22')
  })
})
