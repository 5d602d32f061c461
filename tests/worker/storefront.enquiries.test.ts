import { describe, expect, it } from 'vitest'
import { getPage, locationOf, postForm } from '#tests/helpers/storefront.ts'
import { createVerifiedTenant } from '#tests/helpers/verified-tenants.ts'
import {
  api,
  createTenant,
  readJson,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'
import type { Enquiry, EnquiryPage } from '#worker/schemas/enquiries.ts'

setupWorker()

const enquiry = {
  fullName: 'Mariam Zongo',
  email: 'mariam@example.com',
  phone: '+226 70 11 22 33',
  message: 'Bonjour, livrez-vous à Koudougou ?',
}

const send = (shop: Tenant, fields: Record<string, string> = enquiry) =>
  postForm(`/${shop.store.slug}/contact`, fields)

/** Rows of the shop's own database (its enquiries, notifications and messages: ADR 036). */
const rows = async (shop: Tenant, sql: string, id: string) =>
  (await (await shopDb(shop)).prepare(sql).bind(id).all<Record<string, unknown>>()).results

describe('POST /:slug/contact', () => {
  it('saves the enquiry with its notification and e-mail, then 303s to the thank-you', async () => {
    const shop = await createVerifiedTenant()
    const res = await send(shop)
    expect(res.status).toBe(303)
    expect(locationOf(res)).toBe(`/${shop.store.slug}/contact?sent=1`)
    const [saved] = await rows(shop, 'SELECT * FROM enquiries WHERE store_id = ?', shop.store.id)
    expect(saved).toMatchObject({
      full_name: 'Mariam Zongo',
      email: 'mariam@example.com',
      phone: '22670112233',
      message: enquiry.message,
      read_at: null,
    })
    const notes = await rows(shop, 'SELECT * FROM notifications WHERE store_id = ?', shop.store.id)
    expect(notes).toContainEqual(
      expect.objectContaining({
        type: 'enquiry',
        related_id: saved!.id,
        title: 'Nouveau message de Mariam Zongo',
      }),
    )
    const mails = await rows(
      shop,
      "SELECT * FROM outbox WHERE template = 'enquiry' AND recipient = ?",
      'contact@awa.test',
    )
    expect(
      mails.some((m) => String(m.body).includes('Koudougou') && m.store_id === shop.store.id),
    ).toBe(true)
    expect(mails.filter((m) => m.store_id === shop.store.id && m.status === 'blocked')).toEqual([])
    const thanks = await (await getPage(locationOf(res))).text()
    expect(thanks).toContain('Merci ! Votre message a bien été envoyé à Boutique Awa.')
  })

  it('returns 422 with the French message of each field and saves nothing', async () => {
    const shop = await createTenant()
    const res = await send(shop, { fullName: '', email: 'pas-un-email', phone: '12', message: '' })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('<p class="err" id="e-f-fullName">Le champ est vide</p>')
    expect(html).toContain('<p class="err" id="e-f-email">E-mail incorrect</p>')
    expect(html).toContain('<p class="err" id="e-f-phone">Numéro invalide (8 à 15 chiffres)</p>')
    expect(html).toContain('<p class="err" id="e-f-message">Le champ est vide</p>')
    expect(html).toContain('value="pas-un-email"')
    expect(await rows(shop, 'SELECT * FROM enquiries WHERE store_id = ?', shop.store.id)).toEqual(
      [],
    )
  })

  it('thanks a robot that filled the hidden field, and keeps nothing', async () => {
    const shop = await createTenant()
    const res = await send(shop, { ...enquiry, website: 'https://spam.example' })
    expect(res.status).toBe(303)
    expect(await rows(shop, 'SELECT * FROM enquiries WHERE store_id = ?', shop.store.id)).toEqual(
      [],
    )
  })
})

describe('GET /api/enquiries', () => {
  it('lists the shop’s messages newest first with the unread count, and only its own', async () => {
    const [shop, other] = await Promise.all([createTenant(), createTenant()])
    await send(shop)
    await send(shop, { ...enquiry, fullName: 'Issa Kaboré' })
    await send(other, { ...enquiry, fullName: 'Chez les voisins' })
    const res = await api('GET', '/api/enquiries', { token: shop.token })
    expect(res.status).toBe(200)
    const page = await readJson<EnquiryPage>(res)
    expect(page).toMatchObject({ total: 2, unread: 2, page: 1 })
    expect(page.items.map((e) => e.fullName).sort()).toEqual(['Issa Kaboré', 'Mariam Zongo'])
  })

  it('returns 401 without a token', async () => {
    expect((await api('GET', '/api/enquiries')).status).toBe(401)
  })
})

describe('PATCH /api/enquiries/:id/read', () => {
  it('marks it read with its bell notification, and filters it out of the unread list', async () => {
    const shop = await createTenant()
    await send(shop)
    const [first] = (
      await readJson<EnquiryPage>(await api('GET', '/api/enquiries', { token: shop.token }))
    ).items
    const res = await api('PATCH', `/api/enquiries/${first!.id}/read`, { token: shop.token })
    expect(res.status).toBe(200)
    expect(await readJson<Enquiry>(res)).toMatchObject({ id: first!.id, read: true })
    const unread = await readJson<EnquiryPage>(
      await api('GET', '/api/enquiries?unread=1', { token: shop.token }),
    )
    expect(unread).toMatchObject({ total: 0, unread: 0 })
    const bell = await readJson<{ data: { type: string }[] }>(
      await api('GET', '/api/notifications', { token: shop.token }),
    )
    expect(bell.data.filter((n) => n.type === 'enquiry')).toEqual([])
  })

  it('returns 404 NOT_FOUND for another shop’s message', async () => {
    const [shop, other] = await Promise.all([createTenant(), createTenant()])
    await send(other)
    const [theirs] = (
      await readJson<EnquiryPage>(await api('GET', '/api/enquiries', { token: other.token }))
    ).items
    const res = await api('PATCH', `/api/enquiries/${theirs!.id}/read`, { token: shop.token })
    expect(res.status).toBe(404)
    expect((await readJson<{ error: { code: string } }>(res)).error.code).toBe('NOT_FOUND')
  })
})
