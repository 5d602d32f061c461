import { describe, expect, it } from 'vitest'
import { createAtelier, createStaffAccount } from '#tests/helpers/atelier.ts'
import { gifBytes, jpegBytes, pngBytes } from '#tests/helpers/images.ts'
import {
  api,
  issuesOf,
  readError,
  readJson,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'
import type { AtelierGalleryImage } from '#worker/schemas/atelier/gallery.ts'

setupWorker()

const png = (name = 'robe.png', w = 4, h = 6) =>
  new File([pngBytes(w, h) as Uint8Array<ArrayBuffer>], name, { type: 'image/png' })
const jpeg = (name = 'boubou.jpg') =>
  new File([jpegBytes(30, 20) as Uint8Array<ArrayBuffer>], name, { type: 'image/jpeg' })

/** POST /api/atelier/gallery with `images` repeated, as the dashboard's form sends it. */
async function upload(token: string, files: File[]) {
  const form = new FormData()
  for (const file of files) form.append('images', file, file.name)
  const encoded = new Response(form)
  const body = new Uint8Array(await encoded.arrayBuffer())
  const headers = { 'content-type': encoded.headers.get('content-type')! }
  return api('POST', '/api/atelier/gallery', { token, body, headers })
}

const list = async (tenant: Tenant) =>
  readJson<AtelierGalleryImage[]>(await api('GET', '/api/atelier/gallery', { token: tenant.token }))

describe('POST /api/atelier/gallery', () => {
  it('saves 1 to 10 PNG or JPEG images and lists them newest first', async () => {
    const owner = await createAtelier()
    const first = await upload(owner.token, [png('a.png')])
    expect(first.status).toBe(201)
    const res = await upload(owner.token, [jpeg('b.jpg'), png('c.png', 8, 5)])
    expect(res.status).toBe(201)
    const created = await readJson<AtelierGalleryImage[]>(res)
    expect(created).toHaveLength(2)
    expect(created[0]).toMatchObject({ width: 30, height: 20, caption: null })
    expect(created[1]).toMatchObject({ width: 8, height: 5 })
    const items = await list(owner)
    expect(items.map((i) => i.id)).toEqual([created[1]!.id, created[0]!.id, expect.any(String)])
    expect((await api('GET', items[0]!.url)).status).toBe(200)
  })

  it('refuses an upload without images with "Sélectionnez au moins une image"', async () => {
    const owner = await createAtelier()
    const res = await upload(owner.token, [])
    expect(res.status).toBe(422)
    expect((await issuesOf(res)).images).toBe('Sélectionnez au moins une image')
  })

  it('refuses 11 images with "Vous ne pouvez pas choisir plus de 10 images" and saves none', async () => {
    const owner = await createAtelier()
    const res = await upload(
      owner.token,
      Array.from({ length: 11 }, (_, i) => png(`p${i}.png`)),
    )
    expect(res.status).toBe(422)
    expect((await issuesOf(res)).images).toBe('Vous ne pouvez pas choisir plus de 10 images')
    expect(await list(owner)).toEqual([])
  })

  it('refuses an image over 5 MB with a 413 naming the file, and keeps the others out too', async () => {
    const owner = await createAtelier()
    const big = new Uint8Array(6 * 1024 * 1024)
    big.set(pngBytes(2, 2))
    const res = await upload(owner.token, [png('ok.png'), new File([big], 'enorme.png')])
    expect(res.status).toBe(413)
    expect((await issuesOf(res)).images).toBe('« enorme.png » dépasse 5 Mo')
    expect(await list(owner)).toEqual([])
  })

  it('accepts an image of exactly 5242880 bytes', async () => {
    const owner = await createAtelier()
    const exact = new Uint8Array(5_242_880)
    exact.set(pngBytes(2, 2))
    expect((await upload(owner.token, [new File([exact], 'juste.png')])).status).toBe(201)
  })

  it.each([
    ['a GIF', new File([gifBytes() as Uint8Array<ArrayBuffer>], 'anim.gif', { type: 'image/gif' })],
    [
      'a text file renamed .png',
      new File(['pas une image'.repeat(4)], 'faux.png', { type: 'image/png' }),
    ],
  ])('refuses %s by its bytes, naming it, and saves nothing of the upload', async (_, file) => {
    const owner = await createAtelier()
    const res = await upload(owner.token, [png('bon.png'), file])
    expect(res.status).toBe(422)
    expect((await issuesOf(res)).images).toBe(`« ${file.name} » n'est pas une image PNG ou JPEG`)
    expect(await list(owner)).toEqual([])
  })

  it('keeps a shop to 60 images and says how many can still go', async () => {
    const owner = await createAtelier()
    const d1 = await shopDb(owner)
    const rows = Array.from({ length: 59 }, (_, i) => `${owner.store.id.slice(4)}x${i}`)
    await d1.batch(
      rows.flatMap((id) => [
        d1
          .prepare(
            "INSERT INTO media (id, store_id, key, content_type, bytes, width, height) VALUES (?, ?, ?, 'image/png', 1, 1, 1)",
          )
          .bind(`med_${id}`, owner.store.id, `s/${owner.store.id}/med_${id}.png`),
        d1
          .prepare('INSERT INTO atelier_gallery (id, store_id, media_id) VALUES (?, ?, ?)')
          .bind(`gal_${id}`, owner.store.id, `med_${id}`),
      ]),
    )
    const res = await upload(owner.token, [png('a.png'), png('b.png')])
    expect(res.status).toBe(422)
    expect((await issuesOf(res)).images).toMatch(/vous pouvez encore en ajouter 1$/)
    expect((await upload(owner.token, [png('a.png')])).status).toBe(201)
    expect((await upload(owner.token, [png('b.png')])).status).toBe(422)
  })
})

describe('gallery permissions', () => {
  it("refuses a tailor's upload with 403 but shows the gallery to every member", async () => {
    const owner = await createAtelier()
    await upload(owner.token, [png()])
    const tailor = await createStaffAccount(owner, 'tailor')
    const res = await upload(tailor.token, [png()])
    expect(res.status).toBe(403)
    expect((await readError(res)).error.code).toBe('FORBIDDEN')
    const seen = await api('GET', '/api/atelier/gallery', { token: tailor.token })
    expect(seen.status).toBe(200)
    const [item] = await readJson<AtelierGalleryImage[]>(seen)
    const patch = await api('PATCH', `/api/atelier/gallery/${item!.id}`, {
      token: tailor.token,
      json: { caption: 'Non' },
    })
    expect(patch.status).toBe(403)
    expect(
      (await api('DELETE', `/api/atelier/gallery/${item!.id}`, { token: tailor.token })).status,
    ).toBe(403)
  })

  it("lets a manager (who has 'gallery' by default) upload", async () => {
    const owner = await createAtelier()
    const manager = await createStaffAccount(owner, 'manager')
    expect((await upload(manager.token, [png()])).status).toBe(201)
  })
})

describe('PATCH and DELETE /api/atelier/gallery/:id', () => {
  it('sets a caption, removes it when emptied, and refuses one over 200 characters', async () => {
    const owner = await createAtelier()
    const [item] = await readJson<AtelierGalleryImage[]>(await upload(owner.token, [png()]))
    const path = `/api/atelier/gallery/${item!.id}`
    const set = await api('PATCH', path, {
      token: owner.token,
      json: { caption: ' Robe de mariée ' },
    })
    expect(set.status).toBe(200)
    expect(await readJson(set)).toMatchObject({ id: item!.id, caption: 'Robe de mariée' })
    const cleared = await api('PATCH', path, { token: owner.token, json: { caption: '' } })
    expect(await readJson(cleared)).toMatchObject({ caption: null })
    const long = await api('PATCH', path, {
      token: owner.token,
      json: { caption: 'x'.repeat(201) },
    })
    expect(long.status).toBe(422)
    expect((await issuesOf(long)).caption).toMatch(/200 caractères/)
  })

  it('deletes the image, its row and its file', async () => {
    const owner = await createAtelier()
    const [item] = await readJson<AtelierGalleryImage[]>(await upload(owner.token, [png()]))
    const res = await api('DELETE', `/api/atelier/gallery/${item!.id}`, { token: owner.token })
    expect(res.status).toBe(204)
    expect(await list(owner)).toEqual([])
    expect((await api('GET', item!.url)).status).toBe(404)
  })

  it('keeps the smaller copy the dashboard drew (w320_<index>) and deletes it with the image', async () => {
    const owner = await createAtelier()
    const form = new FormData()
    form.append('images', png('large.png', 700, 350), 'large.png')
    form.append('w320_0', png('w320.png', 320, 160), 'w320.png')
    const encoded = new Response(form)
    const res = await api('POST', '/api/atelier/gallery', {
      token: owner.token,
      body: new Uint8Array(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    })
    expect(res.status).toBe(201)
    const [item] = await readJson<AtelierGalleryImage[]>(res)
    const copyUrl = item!.url.replace(/\.png$/, '-w320.png')
    const copy = await api('GET', copyUrl)
    expect(copy.status).toBe(200)
    expect((await copy.arrayBuffer()).byteLength).toBe(pngBytes(320, 160).byteLength)
    await api('DELETE', `/api/atelier/gallery/${item!.id}`, { token: owner.token })
    expect((await api('GET', copyUrl)).status).toBe(404)
  })

  it("answers 404 for another shop's image, and leaves it as it was", async () => {
    const [mine, theirs] = await Promise.all([createAtelier(), createAtelier()])
    const [item] = await readJson<AtelierGalleryImage[]>(await upload(theirs.token, [png()]))
    const path = `/api/atelier/gallery/${item!.id}`
    const patch = await api('PATCH', path, { token: mine.token, json: { caption: 'À moi' } })
    expect(patch.status).toBe(404)
    expect((await readError(patch)).error.code).toBe('NOT_FOUND')
    expect((await api('DELETE', path, { token: mine.token })).status).toBe(404)
    expect(await list(theirs)).toMatchObject([{ id: item!.id, caption: null }])
  })
})
