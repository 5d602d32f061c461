import { describe, expect, it } from 'vitest'
import { cookieJar, getPage, locationOf, postForm } from '#tests/helpers/storefront.ts'
import {
  api,
  createTenant,
  type Product,
  productBody,
  readJson,
  SHOP_DATABASES,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'

setupWorker()

// Issue 16, read replicas (ADR 037). Miniflare's D1 has one copy and no replica: these tests
// show what the worker asks of D1's sessions (where each session starts, which bookmark goes
// back), which is what keeps reads consistent once replicas answer; they cannot show a replica's lag.

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/
/** Well-formed, and newer than any bookmark this run's database will reach. */
const FROM_THE_FUTURE = `ffffffff-ffffffff-ffffffff-${'f'.repeat(32)}`

/**
 * The bookmarks a text carries (ADR 037, amendment: `DB=…,SHOP_DB_2=…`), by database, read here
 * with no help from the worker's own reader: the test holds the format to what the ADR says.
 */
const pairsOf = (text: string | null | undefined): Record<string, string> =>
  Object.fromEntries(
    (text ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  )
type Answer = { headers: { get(name: string): string | null } }
const bookmarksOf = (res: Answer) => pairsOf(res.headers.get('x-d1-bookmark'))
/** The directory's bookmark in an answer. */
const bookmarkOf = (res: Answer) => bookmarksOf(res).DB
/** The binding of the shop database holding a tenant's shop (shops are spread over three). */
const homeOf = async (tenant: Tenant) => (await shopDb(tenant)).name
/** A shop database that does not hold the tenant's shop. */
const elsewhereOf = async (tenant: Tenant) => {
  const home = await homeOf(tenant)
  return SHOP_DATABASES.find((name) => name !== home)!
}

type Page = { items: Product[] }
const listProducts = (tenant: Tenant, bookmarks: string) =>
  api('GET', '/api/products', { token: tenant.token, headers: { 'x-d1-bookmark': bookmarks } })

describe('an API answer', () => {
  it("carries the bookmark of the directory's session alone when the call reads no shop", async () => {
    const merchant = await createTenant()
    const res = await api('GET', '/api/account/profile', { token: merchant.token })
    expect(res.status).toBe(200)
    expect(Object.keys(bookmarksOf(res))).toEqual(['DB'])
    expect(bookmarkOf(res)).toMatch(BOOKMARK)
  })

  it("carries one bookmark for each database the request opened: the directory and the shop's", async () => {
    const tenant = await createTenant()
    await seedProduct(tenant)
    const home = await homeOf(tenant)
    const res = await api('GET', '/api/products', { token: tenant.token })
    expect(res.status).toBe(200)
    const bookmarks = bookmarksOf(res)
    expect(Object.keys(bookmarks)).toEqual(['DB', home])
    expect(bookmarks.DB).toMatch(BOOKMARK)
    expect(bookmarks[home]).toMatch(BOOKMARK)
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
    const home = await homeOf(tenant)
    const afterWrite = bookmarksOf(renamed)[home] ?? ''
    expect(afterWrite).toMatch(BOOKMARK)

    const list = await listProducts(tenant, `${home}=${afterWrite}`)
    expect(list.status).toBe(200)
    expect((await readJson<Page>(list)).items.map((p) => p.name)).toEqual(['Pagne wax bleu'])
    // The read's session began at the write's bookmark: what it hands back is never older.
    expect((bookmarksOf(list)[home] ?? '') >= afterWrite).toBe(true)
  })

  it('starts the request from the bookmark it sends, not from a bookmark of its own', async () => {
    const tenant = await createTenant()
    const home = await homeOf(tenant)
    const res = await listProducts(tenant, `${home}=${FROM_THE_FUTURE}`)
    expect(res.status).toBe(200)
    // The session keeps the newest bookmark it has seen: the one it was started from.
    expect(bookmarksOf(res)[home]).toBe(FROM_THE_FUTURE)
  })

  it("reads a bare bookmark, sent by a dashboard from before pairs, as the directory's", async () => {
    const tenant = await createTenant()
    const res = await listProducts(tenant, FROM_THE_FUTURE)
    expect(res.status).toBe(200)
    const bookmarks = bookmarksOf(res)
    expect(bookmarks.DB).toBe(FROM_THE_FUTURE)
    // The shop's database, named by nothing the dashboard sent, started on its own.
    expect(bookmarks[await homeOf(tenant)]).toMatch(BOOKMARK)
    expect(bookmarks[await homeOf(tenant)]).not.toBe(FROM_THE_FUTURE)
  })

  it.each([
    ['not the shape of a bookmark', 'zzzz'],
    ['a bookmark with a tail', `DB=${FROM_THE_FUTURE}; drop table products`],
    ['uppercase hex', `DB=${FROM_THE_FUTURE.toUpperCase()}`],
    ['very long', 'f'.repeat(4000)],
    ['a database this worker is not bound to', `SHOP_DB_9=${FROM_THE_FUTURE}`],
    ['a name no binding has', `db=${FROM_THE_FUTURE}`],
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

describe('a dashboard session whose shop lives in a shop database', () => {
  it("reads its own write in the shop's database, on a call that opens the directory too", async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { name: 'Pagne wax' })
    const home = await homeOf(tenant)
    const renamed = await api('PUT', `/api/products/${product.id}`, {
      token: tenant.token,
      json: productBody({ name: 'Pagne wax bleu' }),
    })
    expect(renamed.status).toBe(200)
    const afterWrite = bookmarksOf(renamed)
    expect(afterWrite[home]).toMatch(BOOKMARK)
    expect(afterWrite.DB).toMatch(BOOKMARK)

    const list = await listProducts(tenant, renamed.headers.get('x-d1-bookmark') ?? '')
    expect(list.status).toBe(200)
    expect((await readJson<Page>(list)).items.map((p) => p.name)).toEqual(['Pagne wax bleu'])
    // Each session began at its own database's bookmark of the write: none hands back older.
    const afterRead = bookmarksOf(list)
    expect(afterRead[home]! >= afterWrite[home]!).toBe(true)
    expect(afterRead.DB! >= afterWrite.DB!).toBe(true)
  })

  it("never starts a database's session from another database's bookmark", async () => {
    const tenant = await createTenant()
    await seedProduct(tenant, { name: 'Bogolan' })
    const [home, other] = [await homeOf(tenant), await elsewhereOf(tenant)]
    // A session hands back the newest bookmark it has seen: one started from FROM_THE_FUTURE
    // hands back FROM_THE_FUTURE, one started elsewhere hands back its database's own.
    const directoryOnly = bookmarksOf(await listProducts(tenant, `DB=${FROM_THE_FUTURE}`))
    expect(directoryOnly.DB).toBe(FROM_THE_FUTURE)
    expect(directoryOnly[home]).toMatch(BOOKMARK)
    expect(directoryOnly[home]).not.toBe(FROM_THE_FUTURE)

    const shopOnly = bookmarksOf(await listProducts(tenant, `${home}=${FROM_THE_FUTURE}`))
    expect(shopOnly[home]).toBe(FROM_THE_FUTURE)
    expect(shopOnly.DB).not.toBe(FROM_THE_FUTURE)

    // Another shop database's bookmark: that database is not opened, and lends it to no other.
    const elsewhere = await listProducts(tenant, `${other}=${FROM_THE_FUTURE}`)
    expect(elsewhere.status).toBe(200)
    expect(Object.keys(bookmarksOf(elsewhere))).toEqual(['DB', home])
    expect(Object.values(bookmarksOf(elsewhere))).not.toContain(FROM_THE_FUTURE)
    expect((await readJson<Page>(elsewhere)).items.map((p) => p.name)).toEqual(['Bogolan'])
  })
})

/** A `bt_bookmark` cookie's bookmarks (the cookie holds the header's text, URI-encoded). */
const cookieBookmarks = (value: string | undefined) => pairsOf(decodeURIComponent(value ?? ''))

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
    expect(home.headers.get('x-d1-bookmark')).toBeNull()
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
    // The order was written in the shop's database: its bookmark is the one the page needs.
    expect(cookieBookmarks(jar.get('bt_bookmark'))[await homeOf(tenant)]).toMatch(BOOKMARK)
    expect(placed.headers.getSetCookie().find((c) => c.startsWith('bt_bookmark='))).toMatch(
      /Max-Age=60;.*HttpOnly/,
    )

    const orderPage = await getPage(locationOf(placed), jar.header())
    expect(orderPage.status).toBe(200)
    expect(await orderPage.text()).toContain('Pagne Faso Dan Fani')
  })

  it("after a form on a shop in a shop database, hands back each database's bookmark, each started from its own", async () => {
    const tenant = await createTenant()
    const wax = await seedProduct(tenant, { name: 'Pagne wax', stock: '5' })
    const home = await homeOf(tenant)
    const jar = cookieJar()
    jar.set('bt_bookmark', encodeURIComponent(`${home}=${FROM_THE_FUTURE}`))
    const added = await postForm(
      `/${tenant.store.slug}/cart/add`,
      { productId: wax.id, quantity: '1' },
      jar.header(),
    ).then(jar.take)
    expect(added.status).toBe(303)
    const bookmarks = cookieBookmarks(jar.get('bt_bookmark'))
    expect(Object.keys(bookmarks)).toEqual(['DB', home])
    expect(bookmarks[home]).toBe(FROM_THE_FUTURE)
    expect(bookmarks.DB).toMatch(BOOKMARK)
    expect(bookmarks.DB).not.toBe(FROM_THE_FUTURE)
  })

  it('keeps in its cookie the bookmark the shopper brought for a database the form did not open', async () => {
    const tenant = await createTenant()
    const bazin = await seedProduct(tenant, { name: 'Bazin riche' })
    const other = await elsewhereOf(tenant)
    const jar = cookieJar()
    jar.set('bt_bookmark', encodeURIComponent(`${other}=${FROM_THE_FUTURE}`))
    const added = await postForm(
      `/${tenant.store.slug}/cart/add`,
      { productId: bazin.id, quantity: '1' },
      jar.header(),
    ).then(jar.take)
    expect(added.status).toBe(303)
    // The browser replaces the cookie whole: dropping the other database's would lose that write.
    const bookmarks = cookieBookmarks(jar.get('bt_bookmark'))
    expect(bookmarks[other]).toBe(FROM_THE_FUTURE)
    expect(bookmarks.DB).toMatch(BOOKMARK)
    expect(bookmarks.DB).not.toBe(FROM_THE_FUTURE)
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
    expect(cookieBookmarks(jar.get('bt_bookmark')).DB).toMatch(BOOKMARK)
  })
})
