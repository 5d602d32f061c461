import { describe, expect, it } from 'vitest'
import { cookieJar, getPage, locationOf, postForm } from '#tests/helpers/storefront.ts'
import {
  api,
  createTenant,
  type Product,
  productBody,
  readJson,
  seedProduct,
  setupWorker,
  type Tenant,
} from '#tests/helpers/worker.ts'

setupWorker()

// Issue 16, read replicas (ADR 037). Miniflare's D1 has one copy and no replica: these tests
// show what the worker asks of D1's sessions (where each session starts, which bookmark goes
// back), which is what keeps reads consistent once replicas answer; they cannot show a replica's lag.

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/
/** Well-formed, and newer than any bookmark this run's database will reach. */
const FROM_THE_FUTURE = `ffffffff-ffffffff-ffffffff-${'f'.repeat(32)}`

const bookmarkOf = (res: { headers: { get(name: string): string | null } }) =>
  res.headers.get('x-d1-bookmark')

type Page = { items: Product[] }
const listProducts = (tenant: Tenant, bookmark: string) =>
  api('GET', '/api/products', { token: tenant.token, headers: { 'x-d1-bookmark': bookmark } })

describe('an API answer', () => {
  it("carries its database session's bookmark", async () => {
    const tenant = await createTenant()
    const res = await api('GET', '/api/products', { token: tenant.token })
    expect(res.status).toBe(200)
    expect(bookmarkOf(res)).toMatch(BOOKMARK)
  })
})

describe('a dashboard session carrying its bookmark', () => {
  it('reads its own write: a product renamed, then the list read from the bookmark of the rename', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { name: 'Pagne wax' })
    const renamed = await api('PUT', `/api/products/${product.id}`, {
      token: tenant.token,
      json: productBody({ name: 'Pagne wax bleu' }),
    })
    expect(renamed.status).toBe(200)
    const afterWrite = bookmarkOf(renamed) ?? ''
    expect(afterWrite).toMatch(BOOKMARK)

    const list = await listProducts(tenant, afterWrite)
    expect(list.status).toBe(200)
    expect((await readJson<Page>(list)).items.map((p) => p.name)).toEqual(['Pagne wax bleu'])
    // The read's session began at the write's bookmark: what it hands back is never older.
    expect((bookmarkOf(list) ?? '') >= afterWrite).toBe(true)
  })

  it('starts the request from the bookmark it sends, not from a bookmark of its own', async () => {
    const tenant = await createTenant()
    const res = await listProducts(tenant, FROM_THE_FUTURE)
    expect(res.status).toBe(200)
    // The session keeps the newest bookmark it has seen: the one it was started from.
    expect(bookmarkOf(res)).toBe(FROM_THE_FUTURE)
  })

  it.each([
    ['not the shape of a bookmark', 'zzzz'],
    ['a bookmark with a tail', `${FROM_THE_FUTURE}; drop table products`],
    ['uppercase hex', FROM_THE_FUTURE.toUpperCase()],
    ['very long', 'f'.repeat(4000)],
  ])('ignores a malformed bookmark (%s): 200, read from the primary', async (_, garbage) => {
    const tenant = await createTenant()
    await seedProduct(tenant, { name: 'Bazin' })
    const res = await listProducts(tenant, garbage)
    expect(res.status).toBe(200)
    expect((await readJson<Page>(res)).items.map((p) => p.name)).toEqual(['Bazin'])
    // Handed to D1, the session would have kept it (it sorts after any real bookmark).
    expect(bookmarkOf(res)).toMatch(BOOKMARK)
  })
})

const contact = {
  firstName: 'Aminata',
  lastName: 'Sawadogo',
  phoneCountryCode: '+226',
  phone: '70 44 55 66',
  city: 'Bobo-Dioulasso',
}

describe('a storefront', () => {
  it('still renders its pages for an anonymous visitor, who gets no bookmark', async () => {
    const tenant = await createTenant()
    await seedProduct(tenant, { name: 'Pagne indigo' })
    const home = await getPage(`/${tenant.store.slug}/home`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Pagne indigo')
    expect(bookmarkOf(home)).toBeNull()
    expect(home.headers.getSetCookie().join()).not.toContain('bt_bookmark')
  })

  it("after an order, hands the shopper the write's bookmark for the order page it leads to", async () => {
    const tenant = await createTenant()
    const pagne = await seedProduct(tenant, { name: 'Pagne Faso Dan Fani', stock: '5' })
    const slug = tenant.store.slug
    const jar = cookieJar()
    await postForm(`/${slug}/cart/add`, { productId: pagne.id, quantity: '1' }, jar.header()).then(
      jar.take,
    )
    const checkout = await getPage(`/${slug}/checkout`, jar.header())
    const key = /name="idempotencyKey" value="([^"]*)"/.exec(await checkout.text())?.[1] ?? ''
    const placed = await postForm(
      `/${slug}/checkout`,
      { ...contact, idempotencyKey: key },
      jar.header(),
    ).then(jar.take)
    expect(placed.status).toBe(303)
    expect(jar.get('bt_bookmark')).toMatch(BOOKMARK)
    expect(placed.headers.getSetCookie().find((c) => c.startsWith('bt_bookmark='))).toMatch(
      /Max-Age=60;.*HttpOnly/,
    )

    const orderPage = await getPage(locationOf(placed), jar.header())
    expect(orderPage.status).toBe(200)
    expect(await orderPage.text()).toContain('Pagne Faso Dan Fani')
  })

  it("ignores a forged bookmark cookie: the page renders, a form's answer hands back a real one", async () => {
    const tenant = await createTenant()
    const bogolan = await seedProduct(tenant, { name: 'Bogolan' })
    const forged = 'bt_bookmark=zzzz'
    const list = await getPage(`/${tenant.store.slug}/products`, forged)
    expect(list.status).toBe(200)
    expect(await list.text()).toContain('Bogolan')

    const jar = cookieJar()
    jar.set('bt_bookmark', 'zzzz')
    const added = await postForm(
      `/${tenant.store.slug}/cart/add`,
      { productId: bogolan.id, quantity: '1' },
      jar.header(),
    ).then(jar.take)
    expect(added.status).toBe(303)
    // Handed to D1, the session would have kept it (it sorts after any real bookmark).
    expect(jar.get('bt_bookmark')).toMatch(BOOKMARK)
  })
})
