import { describe, expect, it } from 'vitest'
import { fileOf, jpegBytes } from '#tests/helpers/images.ts'
import {
  api,
  createMerchant,
  createTenant,
  readError,
  readJson,
  type Store,
  setupWorker,
  shopDb,
  storeForm,
} from '#tests/helpers/worker.ts'

setupWorker()

/** A phone photo's logo (4000×3000) and the copies the dashboard draws of it (ADR 006). */
const photo = () => fileOf(jpegBytes(4000, 3000), 'logo.jpg', 'image/jpeg')
const copies = () => ({
  w320: fileOf(jpegBytes(320, 240), 'w320.jpg', 'image/jpeg'),
  w640: fileOf(jpegBytes(640, 480), 'w640.jpg', 'image/jpeg'),
  w1280: fileOf(jpegBytes(1280, 960), 'w1280.jpg', 'image/jpeg'),
})

const sized = (url: string, w: number) => url.replace(/\.jpg$/, `-w${w}.jpg`)

async function mediaWidths(storeId: string) {
  const rows = await (await shopDb(storeId))
    .prepare('SELECT key, width FROM media WHERE store_id = ? ORDER BY width')
    .bind(storeId)
    .all<{ key: string; width: number }>()
  return rows.results
}

/** The home page's HTML: what a first visitor's browser downloads pictures from. */
const homeOf = async (slug: string) => (await api('GET', `/${slug}/home`)).text()

function expectSmallLogo(html: string, logoUrl: string) {
  // Header and favicon both load the 320 px copy; the original is never fetched by the page.
  expect(html).toContain(`<img src="${sized(logoUrl, 320)}" alt width="40" height="40"`)
  expect(html).toContain(`<link rel="icon" href="${sized(logoUrl, 320)}"`)
  expect(html).not.toContain(`src="${logoUrl}"`)
  expect(html).not.toContain(`href="${logoUrl}"`)
}

describe('a logo gets small copies, and pages show the one that fits (issue 27)', () => {
  it('stores the copies sent with a new shop (POST /api/stores) and its home shows the 320 px one', async () => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/stores', {
      token: merchant.token,
      form: storeForm({ logo: photo(), ...copies() }),
    })
    expect(res.status).toBe(201)
    const { data: store } = await readJson<{ data: Store }>(res)
    const key = store.logoUrl!.slice('/media/'.length)
    expect(await mediaWidths(store.id)).toEqual([
      { key: sized(key, 320), width: 320 },
      { key: sized(key, 640), width: 640 },
      { key: sized(key, 1280), width: 1280 },
      { key, width: 4000 },
    ])
    expect(await (await api('GET', sized(store.logoUrl!, 320))).arrayBuffer()).toEqual(
      jpegBytes(320, 240).buffer,
    )
    expectSmallLogo(await homeOf(store.slug), store.logoUrl!)
  })

  it('stores the copies sent with a new logo (POST /api/store/logo) and the home shows the small one', async () => {
    const tenant = await createTenant()
    const res = await api('POST', '/api/store/logo', {
      token: tenant.token,
      form: { file: photo(), ...copies() },
    })
    expect(res.status).toBe(200)
    const store = await readJson<Store>(res)
    const key = store.logoUrl!.slice('/media/'.length)
    expect((await mediaWidths(tenant.store.id)).map((r) => r.key)).toEqual([
      sized(key, 320),
      sized(key, 640),
      sized(key, 1280),
      key,
    ])
    expectSmallLogo(await homeOf(tenant.store.slug), store.logoUrl!)
  })

  it('names the 1280 px copy, not the phone photo, in og:image and the JSON-LD logo crawlers fetch', async () => {
    const tenant = await createTenant({ logo: photo(), ...copies() })
    const logo = tenant.store.logoUrl!
    const html = await homeOf(tenant.store.slug)
    const absolute = `https://boutiko.test${sized(logo, 1280)}`
    expect(html).toContain(`<meta property="og:image" content="${absolute}"/>`)
    expect(html).toContain(`<meta name="twitter:image" content="${absolute}"/>`)
    expect(html).toContain(`"logo":"${absolute}"`)
    expect(html).not.toContain(`${logo}"`)
  })

  it('drops a copy with other proportions than the logo, and the page still shows a picture', async () => {
    const tenant = await createTenant()
    const res = await api('POST', '/api/store/logo', {
      token: tenant.token,
      form: { file: photo(), w320: fileOf(jpegBytes(320, 320), 'w320.jpg', 'image/jpeg') },
    })
    const store = await readJson<Store>(res)
    expect(await mediaWidths(tenant.store.id)).toHaveLength(1)
    // A logo uploaded without copies (or before them): /media answers the copy's URL with it.
    const served = await api('GET', sized(store.logoUrl!, 320))
    expect(served.status).toBe(200)
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(jpegBytes(4000, 3000))
    // Kept an hour, not a year: the copy may be drawn later, and its URL must then show it.
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600')
    const own = await api('GET', store.logoUrl!)
    expect(own.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })
})

/** GET /api/store: the owner's shop as the dashboard reads it. */
const myStore = async (token: string) => readJson<Store>(await api('GET', '/api/store', { token }))

/** A logo sent without copies: how every logo was stored before ADR 058. */
async function shopWithOldLogo() {
  const tenant = await createTenant()
  await api('POST', '/api/store/logo', { token: tenant.token, form: { file: photo() } })
  const store = await myStore(tenant.token)
  return { tenant, logoUrl: store.logoUrl!, store }
}

const sendCopies = (token: string, form: Record<string, string | File>) =>
  api('POST', '/api/store/logo/copies', { token, form })

describe('a logo uploaded before it had copies (ADR 058)', () => {
  it('is said to need copies, and gets them from the dashboard under the URLs pages already name', async () => {
    const { tenant, logoUrl, store } = await shopWithOldLogo()
    expect(store.logoNeedsCopies).toBe(true)
    // Meanwhile the page names the 320 px copy, which /media answers with the original.
    expect(await homeOf(tenant.store.slug)).toContain(`<img src="${sized(logoUrl, 320)}"`)
    const before = await api('GET', sized(logoUrl, 320))
    expect(new Uint8Array(await before.arrayBuffer())).toEqual(jpegBytes(4000, 3000))

    const res = await sendCopies(tenant.token, { logoUrl, ...copies() })
    expect(res.status).toBe(200)
    expect((await readJson<Store>(res)).logoNeedsCopies).toBe(false)
    const key = logoUrl.slice('/media/'.length)
    expect(await mediaWidths(tenant.store.id)).toEqual([
      { key: sized(key, 320), width: 320 },
      { key: sized(key, 640), width: 640 },
      { key: sized(key, 1280), width: 1280 },
      { key, width: 4000 },
    ])
    const after = await api('GET', sized(logoUrl, 320))
    expect(await after.arrayBuffer()).toEqual(jpegBytes(320, 240).buffer)
    expect(after.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await myStore(tenant.token)).logoNeedsCopies).toBe(false)
  })

  it('stores them once when sent twice (two tabs), and keeps the first', async () => {
    const { tenant, logoUrl } = await shopWithOldLogo()
    expect((await sendCopies(tenant.token, { logoUrl, ...copies() })).status).toBe(200)
    // The second tab's copy differs by a pixel row (still the logo's proportions): not stored.
    const other = { ...copies(), w320: fileOf(jpegBytes(320, 241), 'w320.jpg', 'image/jpeg') }
    expect((await sendCopies(tenant.token, { logoUrl, ...other })).status).toBe(200)
    expect(await mediaWidths(tenant.store.id)).toHaveLength(4)
    const served = await api('GET', sized(logoUrl, 320))
    expect(await served.arrayBuffer()).toEqual(jpegBytes(320, 240).buffer)
  })

  it('drops copies that are not the logo at their width: the logo still needs them', async () => {
    const { tenant, logoUrl } = await shopWithOldLogo()
    const res = await sendCopies(tenant.token, {
      logoUrl,
      w320: fileOf(jpegBytes(320, 320), 'w320.jpg', 'image/jpeg'),
    })
    expect(res.status).toBe(200)
    expect((await readJson<Store>(res)).logoNeedsCopies).toBe(true)
    expect(await mediaWidths(tenant.store.id)).toHaveLength(1)
  })

  it('refuses copies of a logo replaced meanwhile with 409 and a French message, storing nothing', async () => {
    const { tenant, logoUrl } = await shopWithOldLogo()
    await api('POST', '/api/store/logo', { token: tenant.token, form: { file: photo() } })
    const res = await sendCopies(tenant.token, { logoUrl, ...copies() })
    expect(res.status).toBe(409)
    expect((await readError(res)).error.issues).toEqual([
      { path: 'logoUrl', message: 'Le logo a changé entre-temps : rechargez la page' },
    ])
    expect((await mediaWidths(tenant.store.id)).map((r) => r.width)).toEqual([4000, 4000])
  })

  it('answers a body that is not a form with 400, and a form without copies changes nothing', async () => {
    const { tenant, logoUrl } = await shopWithOldLogo()
    const garbage = await api('POST', '/api/store/logo/copies', {
      token: tenant.token,
      body: '{"logoUrl":1}',
      headers: { 'content-type': 'application/json' },
    })
    expect(garbage.status).toBe(400)
    const empty = await sendCopies(tenant.token, { logoUrl })
    expect(empty.status).toBe(200)
    expect(await mediaWidths(tenant.store.id)).toHaveLength(1)
  })

  it('is not said to need copies when it has them, or is too narrow to have any', async () => {
    const withCopies = await createTenant({ logo: photo(), ...copies() })
    expect((await myStore(withCopies.token)).logoNeedsCopies).toBe(false)
    const narrow = await createTenant({ logo: fileOf(jpegBytes(300, 200), 'l.jpg', 'image/jpeg') })
    expect((await myStore(narrow.token)).logoNeedsCopies).toBe(false)
    const none = await createTenant()
    expect((await myStore(none.token)).logoNeedsCopies).toBe(false)
  })
})
