/**
 * Smaller copies of an uploaded picture (ADR 006). The dashboard draws them before upload and
 * sends them beside the original as form fields `w320`, `w640`, `w1280`; the worker stores
 * each next to the original, under the same key with `-w<width>` before the extension, and
 * `/media` serves the original when a size is missing (pictures uploaded before, or narrower
 * than that width). Themes build `srcset` from the original URL alone.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

/** Form field carrying the copy `width` pixels wide. */
export const sizeField = (width: ImageWidth) => `w${width}`

const MEDIA_URL = /^(\/media\/s\/sto_[a-z0-9]+\/med_[a-z0-9]+)\.(jpg|png)$/

/** "/media/s/sto_x/med_y.jpg" → "/media/s/sto_x/med_y-w320.jpg"; null for any other URL (GIFs too). */
export function sizedUrl(url: string, width: ImageWidth): string | null {
  const m = MEDIA_URL.exec(url)
  return m ? `${m[1]}-w${width}.${m[2]}` : null
}

/**
 * The `srcset` of a stored picture: its copies narrower than the original (all of them when
 * the original width is unknown), then the original at its own width when known.
 */
export function srcSetOf(url: string, originalWidth?: number): string | undefined {
  const widths = IMAGE_WIDTHS.filter((w) => !originalWidth || w < originalWidth)
  const parts = widths.flatMap((w) => {
    const sized = sizedUrl(url, w)
    return sized ? [`${sized} ${w}w`] : []
  })
  if (parts.length === 0) return undefined
  if (originalWidth) parts.push(`${url} ${originalWidth}w`)
  return parts.join(', ')
}

/**
 * The copy to load for a picture drawn `shownPx` CSS pixels wide (a logo, a thumbnail): the
 * smallest one at least twice that, for sharp phone screens; the original when none is (or
 * for a URL that has no copies). `/media` serves the original for a copy never drawn.
 */
export function copyFor(url: string, shownPx: number): string {
  const width = IMAGE_WIDTHS.find((w) => w >= 2 * shownPx)
  return (width && sizedUrl(url, width)) || url
}
