import { describe, expect, it } from 'vitest'
import { fileOf, jpegBytes } from '#tests/helpers/images.ts'
import {
  api,
  createMerchant,
  createTenant,
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
