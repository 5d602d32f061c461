import { describe, expect, it } from 'vitest'
import { pngBytes } from '#tests/helpers/images.ts'
import {
  api,
  createTenant,
  readJson,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'
import type { Media } from '#worker/schemas/media.ts'
import type { Product } from '#worker/schemas/products.ts'

setupWorker()

const png = (w: number, h: number, name = 'photo.png') =>
  new File([pngBytes(w, h) as Uint8Array<ArrayBuffer>], name, { type: 'image/png' })

async function upload(shop: Tenant, form: Record<string, File>) {
  const res = await api('POST', '/api/media', { token: shop.token, form })
  expect(res.status).toBe(201)
  return readJson<Media>(res)
}

const sized = (url: string, w: number) => url.replace(/\.png$/, `-w${w}.png`)
const bytesOf = async (path: string) => new Uint8Array(await (await api('GET', path)).arrayBuffer())

describe('POST /api/media with smaller copies (ADR 006)', () => {
  it('stores each valid copy beside the original, records it in media, and serves it', async () => {
    const shop = await createTenant()
    const media = await upload(shop, {
      file: png(700, 350),
      w320: png(320, 160),
      w640: png(640, 320),
    })
    const rows = await (await shopDb(shop))
      .prepare('SELECT key, width, height FROM media WHERE store_id = ? ORDER BY width')
      .bind(shop.store.id)
      .all<{ key: string; width: number; height: number }>()
    const key = media.url.slice('/media/'.length)
    expect(rows.results).toEqual([
      { key: sized(key, 320), width: 320, height: 160 },
      { key: sized(key, 640), width: 640, height: 320 },
      { key, width: 700, height: 350 },
    ])
    expect(await bytesOf(sized(media.url, 320))).toEqual(pngBytes(320, 160))
    const res = await api('GET', sized(media.url, 640))
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('drops a copy that is not what it claims (wrong width, other proportions, wider than the original)', async () => {
    const shop = await createTenant()
    const media = await upload(shop, {
      file: png(700, 350),
      w320: png(300, 150),
      w640: png(640, 640),
      w1280: png(1280, 640),
    })
    const count = await (await shopDb(shop))
      .prepare('SELECT count(*) AS n FROM media WHERE store_id = ?')
      .bind(shop.store.id)
      .first<{ n: number }>()
    expect(count?.n).toBe(1)
    // A size never stored: the original stands in, so srcset never breaks a picture.
    expect(await bytesOf(sized(media.url, 320))).toEqual(pngBytes(700, 350))
  })

  it('answers 404 for a size of a file that does not exist', async () => {
    const shop = await createTenant()
    const res = await api('GET', `/media/s/${shop.store.id}/med_nothere-w320.png`)
    expect(res.status).toBe(404)
  })
})

describe('storefront pictures', () => {
  it('offers the copies in srcset with sizes, width and height set', async () => {
    const shop = await createTenant()
    const image = await upload(shop, { file: png(700, 350), w320: png(320, 160) })
    const created = await api('POST', '/api/products', {
      token: shop.token,
      json: { name: 'Pagne', description: 'Coton', price: '1500', stock: '3', imageId: image.id },
    })
    const product = await readJson<Product>(created)
    const html = await (await api('GET', `/${shop.store.slug}/products`)).text()
    expect(html).toMatch(
      new RegExp(
        `<img src="${image.url}" alt="Pagne" width="300" height="300" srcset="${sized(image.url, 320)} 320w, [^"]+" sizes="[^"]+"`,
      ),
    )
    expect(product.imageUrl).toBe(image.url)
  })
})
