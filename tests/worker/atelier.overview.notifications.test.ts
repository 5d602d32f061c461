import { describe, expect, it } from 'vitest'
import { createAtelier, createStaffAccount } from '#tests/helpers/atelier.ts'
import { insertNotification } from '#tests/helpers/atelier-rows.ts'
import { api, readJson, setupWorker } from '#tests/helpers/worker.ts'
import type { Notification, OpenedNotification } from '#worker/schemas/notifications.ts'

setupWorker()

const list = async (token: string) => {
  const res = await api('GET', '/api/atelier/notifications', { token })
  expect(res.status).toBe(200)
  return (await readJson<{ data: Notification[] }>(res)).data
}

describe('GET /api/atelier/notifications', () => {
  it("lists the shop's unread atelier notifications, newest first, and none of the shop's others", async () => {
    const owner = await createAtelier()
    const s = owner.store.id
    const fabric = await insertNotification(s, 'atelier_fabric', 'fab_1')
    const order = await insertNotification(s, 'atelier_order', 'tor_1')
    await insertNotification(s, 'order', 'ord_1')
    await insertNotification(s, 'subscription', s)
    const items = await list(owner.token)
    expect(items.map((n) => n.id)).toEqual([order, fabric])
    expect(items[0]).toMatchObject({ type: 'atelier_order', relatedId: 'tor_1', read: false })
  })

  it('shows a role only the notifications of the pages it opens', async () => {
    const owner = await createAtelier()
    const order = await insertNotification(owner.store.id, 'atelier_order', 'tor_1')
    const fabric = await insertNotification(owner.store.id, 'atelier_fabric', 'fab_1')
    const tailor = await createStaffAccount(owner, 'tailor')
    expect((await list(tailor.token)).map((n) => n.id)).toEqual([order])
    const opened = await api('PUT', `/api/atelier/notifications/${fabric}`, { token: tailor.token })
    expect(opened.status).toBe(404)
  })
})

describe('PUT /api/atelier/notifications/:id', () => {
  it('marks it read and says where it leads', async () => {
    const owner = await createAtelier()
    const id = await insertNotification(owner.store.id, 'atelier_order', 'tor_42')
    const res = await api('PUT', `/api/atelier/notifications/${id}`, { token: owner.token })
    expect(res.status).toBe(200)
    expect((await readJson<{ data: OpenedNotification }>(res)).data).toEqual({
      type: 'atelier_order',
      related_id: 'tor_42',
    })
    expect(await list(owner.token)).toEqual([])
  })

  it("answers 404 for another shop's notification and for a shop notification that is not the atelier's", async () => {
    const [mine, theirs] = await Promise.all([createAtelier(), createAtelier()])
    const other = await insertNotification(theirs.store.id, 'atelier_order', 'tor_1')
    const shopOrder = await insertNotification(mine.store.id, 'order', 'ord_1')
    for (const id of [other, shopOrder]) {
      const res = await api('PUT', `/api/atelier/notifications/${id}`, { token: mine.token })
      expect(res.status, id).toBe(404)
    }
    expect(await list(theirs.token)).toHaveLength(1)
  })
})
