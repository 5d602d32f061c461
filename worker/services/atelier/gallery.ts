import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { batch } from '../../db/client'
import { atelierGallery, ateliers, media } from '../../db/schema'
import type { AtelierCtx, RequestCtx, ShopDatabaseCtx } from '../../env'
import { iso } from '../../lib/dates'
import { ApiError, fieldError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import type { ImageInfo } from '../../lib/images'
import {
  type AtelierGalleryImage,
  GALLERY_MAX_BYTES,
  GALLERY_MAX_IMAGES,
  type GalleryCaptionInput,
  galleryCountRefusal,
  galleryMsg,
  type StorefrontGalleryImage,
} from '../../schemas/atelier/gallery'
import { IMAGE_WIDTHS, type ImageWidth } from '../../schemas/image-sizes'
import { atelierEntry } from '../../schemas/notices'
import { putSizedCopies, sizedKey } from '../image-sizes'
import { type ImageRules, inspectImage, mediaUrl, putImage } from '../media'
import { bumpStoreVersion } from '../stores'

/** One picked file with the smaller copies the dashboard drew of it (ADR 006). */
export type GalleryUpload = { file: File; copies: Partial<Record<ImageWidth, File>> }

const issue = (code: 'UNPROCESSABLE' | 'PAYLOAD_TOO_LARGE', message: string) =>
  fieldError(code, 'images', message)

const gallery = atelierGallery
const newestFirst = [desc(gallery.createdAt), desc(sql`${gallery}.rowid`)]

/** GET /api/atelier/gallery: every image of the shop's gallery, newest first. */
export const listGallery = (ctx: AtelierCtx) => galleryImages(ctx)

/** The shop's gallery images (`id`: only that one), newest first. */
async function galleryImages(ctx: AtelierCtx, id?: string): Promise<AtelierGalleryImage[]> {
  const rows = await ctx.db
    .select({ item: gallery, key: media.key, width: media.width, height: media.height })
    .from(gallery)
    .innerJoin(media, eq(media.id, gallery.mediaId))
    .where(and(eq(gallery.storeId, ctx.store.id), id ? eq(gallery.id, id) : undefined))
    .orderBy(...newestFirst)
  return rows.map((r) => ({
    id: r.item.id,
    url: mediaUrl(r.key),
    width: r.width,
    height: r.height,
    caption: r.item.caption,
    createdAt: iso(r.item.createdAt)!,
  }))
}

/**
 * POST /api/atelier/gallery: 1 to 10 images, all or nothing. Every file is checked by its
 * bytes before anything is stored, so one wrong file saves none; the rows go in one batch
 * with the store version bump, so the storefront shows them at once.
 */
export async function addGalleryImages(
  ctx: AtelierCtx,
  uploads: GalleryUpload[],
): Promise<AtelierGalleryImage[]> {
  const refused = galleryCountRefusal(uploads.length)
  if (refused) throw issue('UNPROCESSABLE', refused)
  // Checked one by one and only the header kept: ten 5 MB files never sit in memory twice.
  const infos: ImageInfo[] = []
  for (const { file } of uploads) infos.push(await inspectGalleryFile(file))
  const [kept] = await ctx.db
    .select({ n: count() })
    .from(gallery)
    .where(eq(gallery.storeId, ctx.store.id))
  const left = GALLERY_MAX_IMAGES - (kept?.n ?? 0)
  if (uploads.length > left) throw issue('UNPROCESSABLE', galleryMsg.full(Math.max(0, left)))

  const rows: (typeof media.$inferInsert)[] = []
  const items: (typeof gallery.$inferInsert & { id: string })[] = []
  try {
    for (const [i, { file, copies }] of uploads.entries()) {
      const info = infos[i]!
      const bytes = new Uint8Array(await file.arrayBuffer())
      const original = await putImage(ctx, ctx.store.id, { bytes, info })
      rows.push(original, ...(await putSizedCopies(ctx, original, info, copies)))
      items.push({ id: newId('gal'), storeId: ctx.store.id, mediaId: original.id })
    }
    await batch(ctx.db, [
      ctx.db.insert(media).values(rows),
      ctx.db.insert(gallery).values(items.map((item) => ({ ...item, createdAt: ctx.now }))),
      bumpStoreVersion(ctx, ctx.store.id),
    ])
  } catch (err) {
    await removeFiles(
      ctx,
      rows.map((r) => r.key),
    )
    throw err
  }
  const byId = new Map(rows.map((r) => [r.id, r]))
  return items.map((item) => {
    const m = byId.get(item.mediaId)!
    return {
      id: item.id,
      url: mediaUrl(m.key),
      width: m.width,
      height: m.height,
      caption: null,
      createdAt: ctx.now.toISOString(),
    }
  })
}

const GALLERY_IMAGE: Omit<ImageRules, 'typeMessage'> = {
  maxBytes: GALLERY_MAX_BYTES,
  kinds: ['jpeg', 'png'],
  field: 'images',
}

/** PNG or JPEG by its bytes, 5 MB at most; every refusal names the file. */
async function inspectGalleryFile(file: File): Promise<ImageInfo> {
  const name = file.name || 'image'
  if (file.size > GALLERY_MAX_BYTES) throw issue('PAYLOAD_TOO_LARGE', galleryMsg.tooBig(name))
  if (file.size === 0) throw issue('UNPROCESSABLE', galleryMsg.notImage(name))
  try {
    const rules = { ...GALLERY_IMAGE, typeMessage: galleryMsg.notImage(name) }
    return (await inspectImage(file, rules)).info
  } catch (err) {
    if (!(err instanceof ApiError) || err.message === galleryMsg.notImage(name)) throw err
    // Too large in pixels (a decompression bomb): the shared message, with the file's name.
    throw issue('UNPROCESSABLE', galleryMsg.unreadable(name, err.message))
  }
}

/** PATCH /api/atelier/gallery/:id: the caption (empty removes it). */
export async function updateGalleryCaption(
  ctx: AtelierCtx,
  id: string,
  input: GalleryCaptionInput,
): Promise<AtelierGalleryImage> {
  const caption = input.caption?.trim() || null
  const [updated] = (await batch(ctx.db, [
    ctx.db
      .update(gallery)
      .set({ caption })
      .where(and(eq(gallery.id, id), eq(gallery.storeId, ctx.store.id)))
      .returning({ id: gallery.id }),
    // Bumped even when nothing matched: a needless cache miss costs less than a second trip.
    bumpStoreVersion(ctx, ctx.store.id),
  ])) as [{ id: string }[], unknown]
  if (!updated?.length) throw new ApiError('NOT_FOUND', galleryMsg.notFound)
  const [image] = await galleryImages(ctx, id)
  if (!image) throw new ApiError('NOT_FOUND', galleryMsg.notFound)
  return image
}

/** DELETE /api/atelier/gallery/:id: the row, its picture and the picture's smaller copies. */
export async function deleteGalleryImage(ctx: AtelierCtx, id: string): Promise<void> {
  const found = await ctx.db
    .select({ key: media.key })
    .from(gallery)
    .innerJoin(media, eq(media.id, gallery.mediaId))
    .where(and(eq(gallery.id, id), eq(gallery.storeId, ctx.store.id)))
    .get()
  if (!found) throw new ApiError('NOT_FOUND', galleryMsg.notFound)
  const keys = [found.key, ...IMAGE_WIDTHS.map((w) => sizedKey(found.key, w))]
  await batch(ctx.db, [
    ctx.db.delete(gallery).where(and(eq(gallery.id, id), eq(gallery.storeId, ctx.store.id))),
    ctx.db.delete(media).where(and(eq(media.storeId, ctx.store.id), inArray(media.key, keys))),
    bumpStoreVersion(ctx, ctx.store.id),
  ])
  await removeFiles(ctx, keys)
}

/** Best effort: a leftover file costs a little storage, failing the request for it would not. */
async function removeFiles(ctx: RequestCtx, keys: string[]) {
  if (keys.length) await ctx.env.FILES.delete(keys).catch(() => undefined)
}

/**
 * The images the storefront's "Galerie" shows: none unless the atelier is on and the merchant
 * chose to show its gallery. Alt text is the caption, else "Réalisation de <shop>".
 */
export async function listStorefrontGallery(
  ctx: ShopDatabaseCtx,
  store: { id: string; name: string },
): Promise<StorefrontGalleryImage[]> {
  const rows = await ctx.db
    .select({ caption: gallery.caption, key: media.key, width: media.width, height: media.height })
    .from(gallery)
    .innerJoin(ateliers, shownAtelier(store.id))
    .innerJoin(media, eq(media.id, gallery.mediaId))
    .where(eq(gallery.storeId, store.id))
    .orderBy(...newestFirst)
    .limit(GALLERY_MAX_IMAGES)
  const fallback = atelierEntry.galleryAlt(store.name)
  return rows.map((r) => ({
    url: mediaUrl(r.key),
    width: r.width,
    height: r.height,
    alt: r.caption || fallback,
    caption: r.caption,
  }))
}

const shownAtelier = (storeId: string) =>
  and(
    eq(ateliers.storeId, storeId),
    eq(ateliers.enabled, true),
    eq(ateliers.showGalleryOnStorefront, true),
  )
