import { describe, expect, it } from 'vitest'
import { gifBytes, gifWithFrame, jpegBytes, pngBytes } from '#tests/helpers/images.ts'
import { sniffImage } from '#worker/lib/images.ts'

const text = (s: string) => new TextEncoder().encode(s)

describe('sniffImage', () => {
  it('reads a PNG and its size from IHDR', () => {
    expect(sniffImage(pngBytes(3, 2))).toEqual({
      kind: 'png',
      contentType: 'image/png',
      ext: 'png',
      width: 3,
      height: 2,
    })
  })

  it('reads a JPEG and its size from the SOF0 segment', () => {
    expect(sniffImage(jpegBytes(640, 480))).toEqual({
      kind: 'jpeg',
      contentType: 'image/jpeg',
      ext: 'jpg',
      width: 640,
      height: 480,
    })
  })

  it('reads a GIF and its size from the logical screen', () => {
    expect(sniffImage(gifBytes(300, 2))).toEqual({
      kind: 'gif',
      contentType: 'image/gif',
      ext: 'gif',
      width: 300,
      height: 2,
    })
  })

  it('reads a GIF at the extent its frames paint when a frame reaches past the screen', () => {
    const bytes = gifWithFrame(
      { width: 1, height: 1 },
      { left: 10, top: 0, width: 8_000, height: 7 },
    )
    expect(sniffImage(bytes)).toMatchObject({ kind: 'gif', width: 8_010, height: 7 })
  })

  it('returns null for a GIF with a screen but no frame', () => {
    const bytes = gifBytes(4, 4)
    bytes[19] = 0x3b // the trailer where the image descriptor was
    expect(sniffImage(bytes)).toBeNull()
  })

  it('reads sizes above 65535 from a PNG', () => {
    expect(sniffImage(pngBytes(1, 1).map((b, i) => (i === 17 ? 0x01 : b)))?.width).toBe(65_537)
  })

  it.each([
    ['HTML', text('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    [
      'SVG',
      text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
    ],
    ['plain text', text('ceci est un fichier texte, pas une image du tout')],
    ['PDF', text('%PDF-1.7\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj')],
    ['random bytes', Uint8Array.from({ length: 64 }, (_, i) => (i * 37 + 11) % 256)],
    ['an empty file', new Uint8Array(0)],
  ])('returns null for %s', (_name, bytes) => {
    expect(sniffImage(bytes)).toBeNull()
  })

  it('returns null for a truncated PNG signature', () => {
    expect(sniffImage(pngBytes(2, 2).slice(0, 20))).toBeNull()
  })

  it('returns null for a PNG whose first chunk is not IHDR', () => {
    const bytes = pngBytes(2, 2)
    bytes.set(text('IDAT'), 12)
    expect(sniffImage(bytes)).toBeNull()
  })

  it('returns null for a zero-sized image', () => {
    expect(sniffImage(pngBytes(0, 5))).toBeNull()
    expect(sniffImage(gifBytes(5, 0))).toBeNull()
  })

  it('returns null for a JPEG without a frame header', () => {
    const soiApp0Only = jpegBytes(2, 2).slice(0, 20)
    expect(
      sniffImage(new Uint8Array([...soiApp0Only, 0xff, 0xd9, 0, 0, 0, 0, 0, 0, 0, 0])),
    ).toBeNull()
  })

  it('returns null for HTML behind a PNG name (the bytes decide, not the extension)', () => {
    const file = new File(['<html>hello</html>'.padEnd(64, ' ')], 'logo.png', { type: 'image/png' })
    return file.arrayBuffer().then((buf) => expect(sniffImage(new Uint8Array(buf))).toBeNull())
  })
})
