import { crc32, deflateSync } from 'node:zlib'

/**
 * The app's icons, drawn at build time (nothing downloaded): the brand's shopping bag, white on
 * the brand teal, the same drawing as the favicon in index.html. The PNGs fill their square
 * (the bag sits inside the maskable safe zone), so one file serves "any" and "maskable".
 */
export const BRAND = '#0f766e'

export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="${BRAND}"/><path d="M14 19h20l-1.6 17.2a2 2 0 0 1-2 1.8H17.6a2 2 0 0 1-2-1.8Z" fill="#fff"/><path d="M19 19v-2.5a5 5 0 0 1 10 0V19" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/></svg>`

/** Is this point (in the favicon's 48-unit box, bag shrunk to 80 % around the centre) white? */
function white(x: number, y: number): boolean {
  const [u, v] = [24 + (x - 24) / 0.8, 27 + (y - 27) / 0.8]
  if (v >= 19 && v <= 38) {
    const inset = (1.6 * (v - 19)) / 19
    if (u >= 14 + inset && u <= 34 - inset) return true
  }
  const stroke = 1.3
  if (v <= 16.5) return Math.abs(Math.hypot(u - 24, v - 16.5) - 5) <= stroke
  return v < 19 && (Math.abs(u - 19) <= stroke || Math.abs(u - 29) <= stroke)
}

/** An RGB PNG of `size` pixels a side, each pixel the mean of 4 samples (smooth edges). */
export function iconPng(size: number): Buffer {
  const teal = [0x0f, 0x76, 0x6e]
  const rows = Buffer.alloc(size * (size * 3 + 1))
  for (let py = 0; py < size; py++) {
    const row = py * (size * 3 + 1)
    for (let px = 0; px < size; px++) {
      let w = 0
      for (const [dx, dy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ] as const)
        if (white(((px + dx) * 48) / size, ((py + dy) * 48) / size)) w++
      for (let c = 0; c < 3; c++)
        rows[row + 1 + px * 3 + c] = Math.round(teal[c]! + ((255 - teal[c]!) * w) / 4)
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(data.length + 12)
    out.writeUInt32BE(data.length, 0)
    out.write(type, 4, 'ascii')
    data.copy(out, 8)
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
