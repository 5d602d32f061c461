import { describe, expect, it } from 'vitest'
import {
  createTenant,
  db,
  markMoving,
  runCron,
  setupWorker,
  shopDb,
} from '#tests/helpers/worker.ts'

setupWorker()

const DAY = 86_400

/** Sets a shop's creation time in its database, `secondsAgo` before `now` (unix seconds). */
async function createdAgo(storeId: string, now: number, secondsAgo: number) {
  await (await shopDb(storeId))
    .prepare('UPDATE stores SET created_at = ? WHERE id = ?')
    .bind(now - secondsAgo, storeId)
    .run()
}

describe('the scheduled round after a shop creation that never published its routing row', () => {
  it('takes back a day-old shop the directory does not route, and leaves routed shops alone', async () => {
    const now = Math.floor(Date.now() / 1000)
    const kept = await createTenant()
    const lost = await createTenant()
    const lostDb = await shopDb(lost)
    // As if the directory's batch had failed: the shop's rows are there, its routing row is not.
    await createdAgo(kept.store.id, now, DAY + 120)
    await createdAgo(lost.store.id, now, DAY + 120)
    for (const sql of [
      'DELETE FROM subscriptions WHERE store_id = ?',
      'DELETE FROM stores WHERE id = ?',
    ])
      await (await db()).prepare(sql).bind(lost.store.id).run()

    expect(await runCron(now * 1000)).toBe('ok')

    const left = async (store: string, on: Awaited<ReturnType<typeof shopDb>>) =>
      (await on
        .prepare('SELECT count(*) AS n FROM stores WHERE id = ?')
        .bind(store)
        .first<{ n: number }>())!.n
    expect(await left(lost.store.id, lostDb)).toBe(0)
    expect(await left(kept.store.id, await shopDb(kept))).toBe(1)
  })

  it('waits a day: an unrouted shop created an hour ago may still be a creation in progress', async () => {
    const now = Math.floor(Date.now() / 1000)
    const recent = await createTenant()
    const on = await shopDb(recent)
    await createdAgo(recent.store.id, now, 3600)
    for (const sql of [
      'DELETE FROM subscriptions WHERE store_id = ?',
      'DELETE FROM stores WHERE id = ?',
    ])
      await (await db()).prepare(sql).bind(recent.store.id).run()

    expect(await runCron(now * 1000)).toBe('ok')

    expect(
      (await on
        .prepare('SELECT count(*) AS n FROM stores WHERE id = ?')
        .bind(recent.store.id)
        .first<{ n: number }>())!.n,
    ).toBe(1)
  })
})

describe('the scheduled round while `npm run shop:move` copies a shop', () => {
  it('leaves the two databases of the move alone, and visits them again once it is over', async () => {
    const now = Math.floor(Date.now() / 1000)
    const lost = await createTenant()
    const on = await shopDb(lost)
    await createdAgo(lost.store.id, now, DAY + 120)
    for (const sql of [
      'DELETE FROM subscriptions WHERE store_id = ?',
      'DELETE FROM stores WHERE id = ?',
    ])
      await (await db()).prepare(sql).bind(lost.store.id).run()
    // Another shop of that database is being copied elsewhere: its rows are on both sides, and a
    // job writing either copy (a message sent twice, a payment settled on a copy) would be wrong.
    let moving = await createTenant()
    while ((await shopDb(moving)).name !== on.name) moving = await createTenant()
    const left = async () =>
      (await on
        .prepare('SELECT count(*) AS n FROM stores WHERE id = ?')
        .bind(lost.store.id)
        .first<{ n: number }>())!.n
    await markMoving(moving, on.name === 'SHOP_DB_1' ? 'SHOP_DB_2' : 'SHOP_DB_1')
    expect(await runCron(now * 1000)).toBe('ok')
    expect(await left()).toBe(1)
    await markMoving(moving, null)
    expect(await runCron(now * 1000)).toBe('ok')
    expect(await left()).toBe(0)
  })
})
