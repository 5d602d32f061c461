import { describe, expect, it } from 'vitest'
import { createAtelier } from '#tests/helpers/atelier.ts'
import { api, issuesOf, readJson, setupWorker, shopDb, type Tenant } from '#tests/helpers/worker.ts'
import type { TailoringCalendar } from '#worker/schemas/atelier/orders.ts'
import { createOrder, dayFromToday, moveStage } from './atelier.orders.fixtures.ts'

setupWorker()

const setPromisedOn = async (owner: Tenant, orderId: string, day: string) =>
  (await shopDb(owner))
    .prepare('UPDATE tailoring_orders SET promised_on = ? WHERE id = ?')
    .bind(day, orderId)
    .run()

const calendar = (token: string, from: string, to: string) =>
  api('GET', `/api/atelier/calendar?from=${from}&to=${to}`, { token })

describe('GET /api/atelier/calendar', () => {
  it('shows the open orders due in the range, every late one and those due this week', async () => {
    const owner = await createAtelier()
    const late = await createOrder(owner)
    await setPromisedOn(owner, late.id, dayFromToday(-5))
    const today = await createOrder(owner, { promisedOn: dayFromToday(0) })
    const later = await createOrder(owner, { promisedOn: dayFromToday(40) })
    const done = await createOrder(owner, {
      promisedOn: dayFromToday(1),
      advance: '25000',
      paymentMethod: 'cash',
    })
    await moveStage(owner.token, done.id, { stage: 'delivered' })
    const dropped = await createOrder(owner, { promisedOn: dayFromToday(1) })
    await moveStage(owner.token, dropped.id, { stage: 'canceled' })

    const res = await calendar(owner.token, dayFromToday(-10), dayFromToday(20))
    expect(res.status).toBe(200)
    const cal = await readJson<TailoringCalendar>(res)
    expect(cal.today).toBe(dayFromToday(0))
    expect(cal.orders.map((o) => o.id)).toEqual([late.id, today.id])
    expect(cal.late.map((o) => o.id)).toEqual([late.id])
    expect(cal.late[0]?.late).toBe(true)
    expect(cal.dueThisWeek.map((o) => o.id)).toEqual([today.id])
    expect(new Date(`${cal.weekStart}T00:00:00Z`).getUTCDay()).toBe(1)
    expect(cal.weekEnd >= cal.today && cal.weekStart <= cal.today).toBe(true)

    // Late orders come whatever the range; the far one only in its own month.
    const far = await readJson<TailoringCalendar>(
      await calendar(owner.token, dayFromToday(35), dayFromToday(45)),
    )
    expect(far.orders.map((o) => o.id)).toEqual([later.id])
    expect(far.late.map((o) => o.id)).toEqual([late.id])
  })

  it('counts a ready order past its date as waiting for its customer, not late, everywhere', async () => {
    const owner = await createAtelier()
    const late = await createOrder(owner)
    const ready = await createOrder(owner)
    await moveStage(owner.token, ready.id, { stage: 'ready' })
    for (const o of [late, ready]) await setPromisedOn(owner, o.id, dayFromToday(-3))

    const cal = await readJson<TailoringCalendar>(
      await calendar(owner.token, dayFromToday(-10), dayFromToday(10)),
    )
    expect(cal.orders.map((o) => [o.id, o.late])).toEqual([
      [late.id, true],
      [ready.id, false],
    ])
    expect(cal.late.map((o) => o.id)).toEqual([late.id])
    const list = await readJson<{ items: { id: string }[] }>(
      await api('GET', '/api/atelier/orders?late=1', { token: owner.token }),
    )
    expect(list.items.map((o) => o.id)).toEqual([late.id])
    const overview = await readJson<{ late: { id: string }[] }>(
      await api('GET', '/api/atelier/overview', { token: owner.token }),
    )
    expect(overview.late.map((o) => o.id)).toEqual([late.id])
  })

  it('refuses a range of more than 62 days or upside down, in French', async () => {
    const owner = await createAtelier()
    const long = await calendar(owner.token, '2030-01-01', '2030-03-15')
    expect(long.status).toBe(422)
    expect((await issuesOf(long)).to).toBe('Choisissez une période de 62 jours au plus')
    const upside = await calendar(owner.token, '2030-02-01', '2030-01-01')
    expect((await issuesOf(upside)).to).toBe('La date de fin doit suivre la date de début')
    expect((await calendar(owner.token, 'demain', '2030-01-01')).status).toBe(422)
  })

  it("keeps another shop's orders out", async () => {
    const owner = await createAtelier()
    await createOrder(owner, { promisedOn: dayFromToday(1) })
    const other = await createAtelier()
    const cal = await readJson<TailoringCalendar>(
      await calendar(other.token, dayFromToday(0), dayFromToday(10)),
    )
    expect([cal.orders, cal.late, cal.dueThisWeek]).toEqual([[], [], []])
  })
})

describe('GET /:slug/atelier/suivi/:token', () => {
  const page = (url: string) => api('GET', new URL(url).pathname)

  it("shows the customer their order's stage history and balance, never their phone", async () => {
    const owner = await createAtelier()
    const order = await createOrder(owner, { advance: '5000', paymentMethod: 'cash' })
    await moveStage(owner.token, order.id, { stage: 'cutting', note: 'Tissu coupé ce matin' })
    await moveStage(owner.token, order.id, { stage: 'fitting' })
    const res = await page(order.trackingUrl)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    const html = await res.text()
    expect(html).toContain('Commande A-0001')
    expect(html).toMatch(/noindex/)
    for (const text of [
      'Reçue',
      'Coupe',
      'Essayage',
      'Tissu coupé ce matin',
      'Boubou',
      '20\u202f000',
    ]) {
      expect(html).toContain(text)
    }
    expect(html).not.toContain(order.customerPhone)
    expect(html).not.toContain('Pagne wax bleu')
  })

  it("offers the shop's WhatsApp about this order, a call and the contact page", async () => {
    const owner = await createAtelier()
    const order = await createOrder(owner)
    const html = await (await page(order.trackingUrl)).text()
    const phone = owner.store.phone
    expect(html).toMatch(
      new RegExp(`<a class="btn wa" href="https://wa\\.me/${phone}\\?text=[^"]*A-0001[^"]*"`),
    )
    expect(html).toContain('Écrire à la boutique sur WhatsApp')
    expect(html).toContain(`<a href="tel:+${phone}">Appeler la boutique</a>`)
    expect(html).toContain(`<a href="/${owner.store.slug}/contact">Nous contacter</a>`)
  })

  it("answers the theme's 404 for an unknown token, another shop's slug, or a switched-off atelier", async () => {
    const owner = await createAtelier()
    const order = await createOrder(owner)
    const token = new URL(order.trackingUrl).pathname.split('/').pop()
    expect((await api('GET', `/${owner.store.slug}/atelier/suivi/inconnu`)).status).toBe(404)
    const other = await createAtelier()
    expect((await api('GET', `/${other.store.slug}/atelier/suivi/${token}`)).status).toBe(404)
    await api('PUT', '/api/atelier/settings', { token: owner.token, json: { enabled: false } })
    expect((await page(order.trackingUrl)).status).toBe(404)
  })

  it('escapes markup in a garment name and a stage note', async () => {
    const owner = await createAtelier()
    const order = await createOrder(owner)
    const attack = '<script>alert(1)</script>'
    await (await shopDb(owner))
      .prepare(
        "UPDATE tailoring_orders SET garments = json_set(garments, '$[0].garmentTypeName', ?) WHERE id = ?",
      )
      .bind(attack, order.id)
      .run()
    await moveStage(owner.token, order.id, { stage: 'sewing', note: attack })
    const html = await (await page(order.trackingUrl)).text()
    expect(html).not.toContain(attack)
    expect(html.split('&lt;script>alert(1)&lt;/script>')).toHaveLength(3)
  })
})
