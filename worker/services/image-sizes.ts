import type { media } from '../db/schema'
import type { RequestCtx } from '../env'
import { newId } from '../lib/ids'
import { type ImageInfo, sniffImage } from '../lib/images'
import { IMAGE_WIDTHS, type ImageWidth } from '../schemas/image-sizes'

type MediaInsert = typeof media.$inferInsert

const MAX_COPY_BYTES = 2 * 1024 * 1024

/** `s/sto_x/med_y.jpg` → `s/sto_x/med_y-w320.jpg` (the URL themes derive, see schemas/image-sizes). */
export const sizedKey = (key: string, width: ImageWidth) =>
  key.replace(/(\.[a-z]+)$/, `-w${width}$1`)

/**
 * A smaller copy drawn by the dashboard is kept only if it is what it claims: a JPEG or PNG
 * exactly `width` pixels wide, narrower than the original, with the original's proportions
 * (either way round: the browser applies the photo's EXIF rotation when it draws the copy).
 */
function isCopyOf(original: ImageInfo, copy: ImageInfo | null, width: number): boolean {
  if (!copy || copy.kind === 'gif' || copy.width !== width || width >= original.width) return false
  const ratio = copy.height / copy.width
  const close = (r: number) => Math.abs(ratio - r) <= 0.02 * r + 2 / width
  return close(original.height / original.width) || close(original.width / original.height)
}

/**
 * Stores the copies sent beside an upload next to it in R2 and returns their `media` rows
 * (not inserted). A copy that does not check out is dropped: `/media` then serves the
 * original in its place, so a page never breaks for it.
 */
export async function putSizedCopies(
  ctx: RequestCtx,
  original: MediaInsert & { storeId: string },
  info: ImageInfo,
  copies: Partial<Record<ImageWidth, File>>,
): Promise<MediaInsert[]> {
  if (info.kind === 'gif') return []
  const rows: MediaInsert[] = []
  for (const width of IMAGE_WIDTHS) {
    const file = copies[width]
    if (!file || file.size === 0 || file.size > MAX_COPY_BYTES) continue
    const bytes = new Uint8Array(await file.arrayBuffer())
    const copy = sniffImage(bytes)
    if (!copy || !isCopyOf(info, copy, width)) continue
    const key = sizedKey(original.key, width)
    await ctx.env.FILES.put(key, bytes, { httpMetadata: { contentType: copy.contentType } })
    rows.push({
      id: newId('med'),
      storeId: original.storeId,
      key,
      contentType: copy.contentType,
      bytes: bytes.byteLength,
      width: copy.width,
      height: copy.height,
    })
  }
  return rows
}

/** The size a `/media` key asks for, and the original's key to fall back on. */
export function sizedKeyParts(key: string): { original: string; sized: boolean } {
  const m = /^(.*)-w(?:320|640|1280)(\.[a-z]+)$/.exec(key)
  return m ? { original: `${m[1]}${m[2]}`, sized: true } : { original: key, sized: false }
}
