import { and, eq, inArray } from 'drizzle-orm'
import { type MediaRow, media } from '../db/schema'
import type { RequestCtx, StoreCtx } from '../env'
import { fieldError } from '../lib/errors'
import { newId } from '../lib/ids'
import { type ImageKind, sniffImage } from '../lib/images'
import type { ImageWidth } from '../schemas/image-sizes'
import type { Media } from '../schemas/media'
import { msg } from '../schemas/messages'
import { putSizedCopies, sizedKeyParts } from './image-sizes'

export const MB = 1024 * 1024
/** Past this many pixels an image is a decompression bomb, whatever its file size. */
const MAX_PIXELS = 40_000_000
const MAX_SIDE = 10_000

export type ImageRules = {
  maxBytes: number
  kinds: readonly ImageKind[]
  typeMessage: string
  field: string
}
const PRODUCT_IMAGE: ImageRules = {
  maxBytes: 5 * MB,
  kinds: ['jpeg', 'png', 'gif'],
  typeMessage: msg.imageType,
  field: 'image',
}
/** The dashboard compresses logos to ≤ 1 MB; the server allows slack for clients that do not. */
export const STORE_LOGO: ImageRules = {
  maxBytes: 2 * MB,
  kinds: ['jpeg', 'png'],
  typeMessage: msg.logoType,
  field: 'logo',
}

type MediaInsert = typeof media.$inferInsert

export const mediaUrl = (key: string) => `/media/${key}`

export function toMedia(row: MediaRow): Media {
  return {
    id: row.id,
    url: mediaUrl(row.key),
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
  }
}

/** Checks a file by its bytes and returns what to store, or throws a 4xx with a French message. */
export async function inspectImage(file: File, rules: ImageRules) {
  const issue = (message: string, code: 'UNPROCESSABLE' | 'PAYLOAD_TOO_LARGE' = 'UNPROCESSABLE') =>
    fieldError(code, rules.field, message)
  if (file.size > rules.maxBytes)
    throw issue(msg.imageTooBig(Math.round(rules.maxBytes / MB)), 'PAYLOAD_TOO_LARGE')
  if (file.size === 0) throw issue(msg.fileRequired)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const info = sniffImage(bytes)
  if (!info || !rules.kinds.includes(info.kind)) throw issue(rules.typeMessage)
  if (info.width * info.height > MAX_PIXELS || info.width > MAX_SIDE || info.height > MAX_SIDE)
    throw issue(msg.imageTooManyPixels)
  return { bytes, info }
}

export type InspectedImage = Awaited<ReturnType<typeof inspectImage>>

/** Puts the image in R2 under a generated key and returns the row to insert (not yet inserted). */
export async function putImage(ctx: RequestCtx, storeId: string, image: InspectedImage) {
  const id = newId('med')
  const key = `s/${storeId}/${id}.${image.info.ext}`
  await ctx.env.FILES.put(key, image.bytes, {
    httpMetadata: { contentType: image.info.contentType },
  })
  return {
    id,
    storeId,
    key,
    contentType: image.info.contentType,
    bytes: image.bytes.byteLength,
    width: image.info.width,
    height: image.info.height,
  } satisfies typeof media.$inferInsert
}

/**
 * Checks a picture of shop `storeId` by `rules` and puts it in R2 with the smaller copies the
 * dashboard drew of it (ADR 006): the `media` rows to insert (not yet inserted), its own first.
 * Product pictures, personalization and logos (issue 27) alike.
 */
export async function putShopImage(
  ctx: RequestCtx,
  storeId: string,
  file: File,
  rules: ImageRules,
  copies: Partial<Record<ImageWidth, File>> = {},
) {
  return putInspectedImage(ctx, storeId, await inspectImage(file, rules), copies)
}

/**
 * Puts a picture already checked (inspectImage) in R2 with its smaller copies: its `media`
 * rows, not yet inserted, its own first. For a form that checks before it stores (a review's
 * photo, review-photo.ts).
 */
export async function putInspectedImage(
  ctx: RequestCtx,
  storeId: string,
  image: InspectedImage,
  copies: Partial<Record<ImageWidth, File>> = {},
): Promise<[Awaited<ReturnType<typeof putImage>>, ...MediaInsert[]]> {
  const row = await putImage(ctx, storeId, image)
  return [row, ...(await putSizedCopies(ctx, row, image.info, copies))]
}

/** POST /api/media: a shop's image, uploaded before the form that uses it is saved. */
export async function uploadStoreImage(
  ctx: StoreCtx,
  file: File,
  rules = PRODUCT_IMAGE,
  copies: Partial<Record<ImageWidth, File>> = {},
): Promise<Media> {
  const rows = await putShopImage(ctx, ctx.store.id, file, rules, copies)
  await ctx.db.insert(media).values(rows)
  return toMedia({ ...rows[0], createdAt: ctx.now })
}

/** Returns the media row if it belongs to the caller's shop; another shop's id is NOT_FOUND. */
export async function getStoreMedia(ctx: StoreCtx, id: string): Promise<MediaRow> {
  const row = (await shopMedia(ctx, [id])).get(id)
  if (!row) throw fieldError('NOT_FOUND', 'imageId', msg.imageNotFound)
  return row
}

/** This shop's uploads among `ids`, by id: another shop's id, or a deleted one, is absent. */
export async function shopMedia(
  ctx: Pick<StoreCtx, 'db' | 'store'>,
  ids: readonly string[],
): Promise<Map<string, MediaRow>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await ctx.db
    .select()
    .from(media)
    .where(and(eq(media.storeId, ctx.store.id), inArray(media.id, unique)))
  return new Map(rows.map((r) => [r.id, r]))
}

/**
 * The ids without repeats, in the order given, once each is checked to be an upload of the
 * caller's shop: otherwise NOT_FOUND on the form's `field` (another shop's id looks missing).
 */
export async function assertShopMedia(
  ctx: Pick<StoreCtx, 'db' | 'store'>,
  ids: readonly string[],
  field: string,
  message: string = msg.imageNotFound,
): Promise<string[]> {
  const unique = [...new Set(ids)]
  const found = await shopMedia(ctx, unique)
  if (found.size !== unique.length) throw fieldError('NOT_FOUND', field, message)
  return unique
}

/** The pictures of a record, in its order, with their urls; a picture deleted since is left out. */
export async function mediaRefs(ctx: Pick<StoreCtx, 'db' | 'store'>, ids: readonly string[]) {
  const found = await shopMedia(ctx, ids)
  return ids.flatMap((id) => {
    const row = found.get(id)
    return row ? [{ id, url: mediaUrl(row.key) }] : []
  })
}

/** GET /media/<key>: files are immutable under their generated key, so they cache for a year. */
export async function serveMedia(
  ctx: RequestCtx,
  key: string,
  ifNoneMatch: string | null,
): Promise<Response> {
  if (!/^s\/sto_[a-z0-9]+\/med_[a-z0-9]+(-w(320|640|1280))?\.(jpg|png|gif)$/.test(key))
    return new Response(msg.fileNotFound, { status: 404 })
  // A size never drawn (older upload, narrow original, GIF): the original stands in for it.
  const { original, sized } = sizedKeyParts(key)
  const own = await ctx.env.FILES.get(key)
  const obj = own ?? (sized ? await ctx.env.FILES.get(original) : null)
  if (!obj) return new Response(msg.fileNotFound, { status: 404 })
  const headers = new Headers({
    'content-type': obj.httpMetadata?.contentType ?? 'application/octet-stream',
    // The original standing in for a copy is kept an hour only: the copy may be drawn later
    // (an older logo's, ADR 058), and its URL must then show it.
    'cache-control': own ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    etag: obj.httpEtag,
  })
  if (ifNoneMatch === obj.httpEtag) return new Response(null, { status: 304, headers })
  return new Response(obj.body, { headers })
}
