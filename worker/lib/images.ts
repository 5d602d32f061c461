/**
 * Decides what an uploaded file is from its bytes, never from its name or declared type,
 * and reads its dimensions from the header so pixel floods are refused before anything
 * decodes them.
 */
export type ImageKind = 'jpeg' | 'png' | 'gif'
export type ImageInfo = {
  kind: ImageKind
  contentType: string
  ext: string
  width: number
  height: number
}

const CONTENT_TYPE: Record<ImageKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
}
const EXT: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', gif: 'gif' }

export function sniffImage(bytes: Uint8Array): ImageInfo | null {
  const kind = detectKind(bytes)
  if (!kind) return null
  const size = kind === 'png' ? pngSize(bytes) : kind === 'gif' ? gifSize(bytes) : jpegSize(bytes)
  if (!size || size.width < 1 || size.height < 1) return null
  return { kind, contentType: CONTENT_TYPE[kind], ext: EXT[kind], ...size }
}

function detectKind(b: Uint8Array): ImageKind | null {
  if (b.length < 24) return null
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg'
  if (
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  )
    return 'png'
  if (
    b[0] === 0x47 &&
    b[1] === 0x49 &&
    b[2] === 0x46 &&
    b[3] === 0x38 &&
    (b[4] === 0x37 || b[4] === 0x39) &&
    b[5] === 0x61
  )
    return 'gif'
  return null
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0)
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8)
const u32be = (b: Uint8Array, i: number) =>
  (((b[i] ?? 0) << 24) >>> 0) + (u16be(b, i + 1) << 8) + (b[i + 3] ?? 0)

function pngSize(b: Uint8Array) {
  // IHDR must be the first chunk.
  if (String.fromCharCode(b[12] ?? 0, b[13] ?? 0, b[14] ?? 0, b[15] ?? 0) !== 'IHDR') return null
  return { width: u32be(b, 16), height: u32be(b, 20) }
}

/**
 * A GIF's logical screen is only a claim: each frame (image descriptor) carries its own
 * position and size, and decoders allocate what the frames paint. The size is therefore the
 * extent of the screen and of every frame, walked block by block up to the trailer (or to the
 * first byte a decoder would stop at). A GIF without a single frame is not an image.
 */
function gifSize(b: Uint8Array) {
  let width = u16le(b, 6)
  let height = u16le(b, 8)
  let frames = 0
  let i = 13 + colourTableBytes(b[10] ?? 0)
  while (i < b.length) {
    const block = b[i]
    if (block === 0x2c) {
      // Image descriptor: left, top, width, height, packed fields.
      if (i + 9 >= b.length) break
      width = Math.max(width, u16le(b, i + 1) + u16le(b, i + 5))
      height = Math.max(height, u16le(b, i + 3) + u16le(b, i + 7))
      frames++
      // Local colour table, then the LZW minimum code size, then the data sub-blocks.
      i = skipSubBlocks(b, i + 10 + colourTableBytes(b[i + 9] ?? 0) + 1)
    } else if (block === 0x21) {
      // Extension: introducer, label, then sub-blocks.
      i = skipSubBlocks(b, i + 2)
    } else break // trailer (0x3b) or a byte no decoder reads past
  }
  return frames > 0 ? { width, height } : null
}

/** Bytes of the colour table a GIF packed-fields byte announces (global or local). */
const colourTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0)

/** Index just past a chain of GIF data sub-blocks (each led by its length, 0 ends the chain). */
function skipSubBlocks(b: Uint8Array, start: number) {
  let i = start
  while (i < b.length) {
    const len = b[i] ?? 0
    i += 1 + len
    if (len === 0) break
  }
  return i
}

function jpegSize(b: Uint8Array) {
  let i = 2
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null
    const marker = b[i + 1] ?? 0
    if (marker === 0xff) {
      i++
      continue
    }
    const len = u16be(b, i + 2)
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) }
    }
    i += 2 + len
  }
  return null
}
