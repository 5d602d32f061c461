import { vi } from 'vitest'

/**
 * A 4000 × 3000 phone photo the browser decodes and draws on canvases (jsdom has neither):
 * the widths the code asked for, in order, go into the returned list. Undo with
 * `vi.restoreAllMocks()` and `vi.unstubAllGlobals()`.
 */
export function stubPhotoCanvas(): number[] {
  const drawn: number[] = []
  vi.stubGlobal('createImageBitmap', async () => ({ width: 4000, height: 3000, close() {} }))
  const createElement = document.createElement.bind(document)
  vi.spyOn(document, 'createElement').mockImplementation(((tag: string) => {
    if (tag !== 'canvas') return createElement(tag)
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => ({ drawImage() {} }),
      toBlob(done: (b: Blob) => void, type: string) {
        drawn.push(canvas.width)
        done(new Blob(['x'], { type }))
      },
    }
    return canvas
  }) as typeof document.createElement)
  return drawn
}
