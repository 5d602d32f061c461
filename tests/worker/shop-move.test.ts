import type { Response } from 'miniflare'
import { describe, expect, it } from 'vitest'
import { createAtelier, createStaffAccount } from '#tests/helpers/atelier.ts'
import { workerDatabases } from '#tests/helpers/shop-move.ts'
import { getPage, postForm } from '#tests/helpers/storefront.ts'
import {
  api,
  type DatabaseName,
  database,
  markMoving,
  orderBody,
  placeOrder,
  readError,
  readJson,
  seedProduct,
  setupWorker,
} from '#tests/helpers/worker.ts'
import { abortMove, moveShop, SimulatedCrash } from '../../scripts/lib/shop-move.ts'
import { SHOP_TABLES } from '../../scripts/lib/shop-move-tables.ts'

setupWorker()

const MOVING = /maintenance/

async function expectMoving(res: Response) {
  expect(res.status).toBe(503)
  expect(res.headers.get('retry-after')).toBe('60')
  const body = await readError(res)
  expect(body.error.code).toBe('UNAVAILABLE')
  expect(body.error.message).toMatch(MOVING)
}

describe('a shop being moved between databases (shop:move)', () => {
  it("refuses the merchant's writes with a French 503 and Retry-After, answers its reads, and takes writes again once moved", async () => {
    const tenant = await createAtelier()
    const product = await seedProduct(tenant, { name: 'Pagne indigo' })
    await markMoving(tenant, 'SHOP_DB_1')

    await expectMoving(
      await api('POST', '/api/categories', { token: tenant.token, json: { name: 'Bazin' } }),
    )
    await expectMoving(
      await api('POST', '/api/atelier/services', {
        token: tenant.token,
        json: { name: 'Ourlet', price: '1000' },
      }),
    )
    const read = await api('GET', `/api/products/${product.id}`, { token: tenant.token })
    expect(read.status).toBe(200)
    expect((await api('GET', '/api/atelier/services', { token: tenant.token })).status).toBe(200)

    await markMoving(tenant, null)
    const after = await api('POST', '/api/categories', {
      token: tenant.token,
      json: { name: 'Bazin' },
    })
    expect(after.status).toBe(201)
  })

  it("refuses a staff member's atelier writes while their shop moves", async () => {
    const owner = await createAtelier()
    const staff = await createStaffAccount(owner, 'manager')
    const write = () =>
      api('POST', '/api/atelier/services', {
        token: staff.token,
        json: { name: 'Broderie', price: '2000' },
      })
    await markMoving(owner, 'SHOP_DB_2')
    await expectMoving(await write())
    expect((await api('GET', '/api/atelier/services', { token: staff.token })).status).toBe(200)
    await markMoving(owner, null)
    expect((await write()).status).toBe(201)
  })

  it("keeps the storefront's pages up and answers its forms and the public order API with a French 503 page", async () => {
    const tenant = await createAtelier()
    const product = await seedProduct(tenant, { name: 'Boubou brodé' })
    await markMoving(tenant, 'SHOP_DB_1')

    const home = await getPage(`/${tenant.store.slug}/home`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Boubou brodé')

    const contact = await postForm(`/${tenant.store.slug}/contact`, {
      fullName: 'Mariam Zongo',
      email: 'mariam@example.com',
      phone: '+226 70 11 22 33',
      message: 'Livrez-vous à Koudougou ?',
    })
    expect(contact.status).toBe(503)
    expect(contact.headers.get('retry-after')).toBe('60')
    const page = await contact.text()
    expect(page).toContain('Boutique en maintenance')
    expect(page).toContain("votre demande n'a pas été enregistrée")

    const order = await postForm(`/${tenant.store.slug}/order`, {
      productId: product.id,
      quantity: '1',
      firstName: 'Fatou',
      lastName: 'Diallo',
      phone: '76543210',
      city: 'Ouagadougou',
    })
    expect(order.status).toBe(503)
    await expectMoving(
      await placeOrder(tenant.store.slug, orderBody([{ productId: product.id, quantity: 1 }])),
    )
    const enquiries = await database('DB')
      .prepare('SELECT count(*) AS n FROM enquiries WHERE store_id = ?')
      .bind(tenant.store.id)
      .first<{ n: number }>()
    expect(enquiries?.n).toBe(0)

    await markMoving(tenant, null)
    const placed = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 1 }]),
    )
    expect(placed.status).toBe(201)
  })
})

const shopRowsIn = async (name: DatabaseName, storeId: string) => {
  let n = 0
  for (const t of SHOP_TABLES)
    n += (await database(name)
      .prepare(`SELECT count(*) AS n FROM ${t.table} WHERE ${t.scope}`)
      .bind(storeId)
      .first<{ n: number }>())!.n
  return n
}

describe('an interrupted shop:move', () => {
  it('leaves the shop whole and served from its source, writes refused until --abort; the move then goes through', async () => {
    const tenant = await createAtelier()
    const product = await seedProduct(tenant, { name: 'Pagne wax' })
    expect(
      (await placeOrder(tenant.store.slug, orderBody([{ productId: product.id, quantity: 1 }])))
        .status,
    ).toBe(201)
    const crash = (step: string) => {
      if (step === 'copied') throw new SimulatedCrash('arrêt brutal')
    }
    await expect(
      moveShop(workerDatabases, tenant.store.slug, 'SHOP_DB_2', { log: () => {}, after: crash }),
    ).rejects.toThrow(SimulatedCrash)
    expect(await shopRowsIn('SHOP_DB_2', tenant.store.id)).toBeGreaterThan(0)

    // Served from the source: its pages, the merchant's orders; writes wait.
    const page = await getPage(`/${tenant.store.slug}/products/${product.id}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Pagne wax')
    const orders = await api('GET', '/api/orders', { token: tenant.token })
    expect((await readJson<{ total: number }>(orders)).total).toBe(1)
    await expectMoving(
      await api('POST', '/api/categories', { token: tenant.token, json: { name: 'Wax' } }),
    )

    await abortMove(workerDatabases, tenant.store.slug, () => {})
    expect(await shopRowsIn('SHOP_DB_2', tenant.store.id)).toBe(0)
    const write = await api('POST', '/api/categories', {
      token: tenant.token,
      json: { name: 'Wax' },
    })
    expect(write.status).toBe(201)

    await moveShop(workerDatabases, tenant.store.slug, 'SHOP_DB_2', { log: () => {} })
    expect(await shopRowsIn('DB', tenant.store.id)).toBe(0)
    const moved = await getPage(`/${tenant.store.slug}/products/${product.id}`)
    expect(await moved.text()).toContain('Pagne wax')
    const after = await api('GET', '/api/orders', { token: tenant.token })
    expect((await readJson<{ total: number }>(after)).total).toBe(1)
  })
})
