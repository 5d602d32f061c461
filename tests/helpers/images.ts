import { encodePng } from '../../scripts/lib/png.ts'

/** A real, decodable w×h RGB PNG (a teal square). */
export function pngBytes(width = 2, height = 2): Uint8Array {
  return new Uint8Array(encodePng(width, height, () => [0x0f, 0x76, 0x6e]))
}

/** The head of a baseline JPEG (SOI, APP0 JFIF, SOF0 with the size, EOI): enough to sniff. */
export function jpegBytes(width = 3, height = 2): Uint8Array {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
    0x00, 0x00,
  ]
  const sof0 = [
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    (height >> 8) & 0xff,
    height & 0xff,
    (width >> 8) & 0xff,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
  ]
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9])
}

/** A GIF89a of w×h (a real image at 1×1; larger sizes are only right in their headers). */
export function gifBytes(width = 1, height = 1): Uint8Array {
  const le = (n: number) => [n & 0xff, (n >> 8) & 0xff]
  return new Uint8Array([
    ...Buffer.from('GIF89a', 'ascii'),
    ...le(width),
    ...le(height),
    0x80,
    0x00,
    0x00, // global colour table of 2 entries
    0x0f,
    0x76,
    0x6e,
    0xff,
    0xff,
    0xff,
    0x2c,
    0x00,
    0x00,
    0x00,
    0x00,
    ...le(width),
    ...le(height),
    0x00,
    0x02,
    0x02,
    0x44,
    0x01,
    0x00, // LZW data: one pixel of colour 0
    0x3b,
  ])
}

/**
 * A GIF89a whose logical screen says `screen` but whose one frame (image descriptor) paints
 * `frame`: the 34 bytes of a frame-size flood hidden behind a tiny screen.
 */
export function gifWithFrame(
  screen: { width: number; height: number },
  frame: { left?: number; top?: number; width: number; height: number },
): Uint8Array {
  const le = (n: number) => [n & 0xff, (n >> 8) & 0xff]
  const head = gifBytes(screen.width, screen.height)
  // Same bytes as gifBytes, with the image descriptor (at byte 19) rewritten.
  head.set(
    [...le(frame.left ?? 0), ...le(frame.top ?? 0), ...le(frame.width), ...le(frame.height)],
    20,
  )
  return head
}

/** Bytes as a File for a multipart form. */
export function fileOf(bytes: Uint8Array, name: string, type: string): File {
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type })
}
