import { deflateSync } from 'node:zlib'

/** CRC-32 (IEEE) as PNG chunks need it. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** A real, decodable w×h RGB PNG (a teal square), built byte by byte. */
export function pngBytes(width = 2, height = 2): Uint8Array {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // colour type: RGB
  const row = Buffer.alloc(1 + width * 3)
  for (let x = 0; x < width; x++) row.set([0x0f, 0x76, 0x6e], 1 + x * 3)
  const raw = Buffer.concat(Array.from({ length: height }, () => row))
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', new Uint8Array(0)),
    ]),
  )
}

/** The head of a baseline JPEG (SOI, APP0 JFIF, SOF0 with the size, EOI): enough to sniff. */
export function jpegBytes(width = 3, height = 2): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]
  const sof0 = [
    0xff, 0xc0, 0x00, 0x11, 0x08,
    (height >> 8) & 0xff, height & 0xff,
    (width >> 8) & 0xff, width & 0xff,
    0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
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
    0x80, 0x00, 0x00, // global colour table of 2 entries
    0x0f, 0x76, 0x6e, 0xff, 0xff, 0xff,
    0x2c, 0x00, 0x00, 0x00, 0x00, ...le(width), ...le(height), 0x00,
    0x02, 0x02, 0x44, 0x01, 0x00, // LZW data: one pixel of colour 0
    0x3b,
  ])
}

/** Bytes as a File for a multipart form. */
export function fileOf(bytes: Uint8Array, name: string, type: string): File {
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type })
}
