import { IMAGE_WIDTHS, type ImageWidth, sizeField } from '#worker/schemas/image-sizes.ts'
import { throwIfCancelled } from './upload-cancel.ts'

/** The API refuses an upload over 6 MB in all: the copies fit in what the original leaves. */
const REQUEST_BUDGET = 5.9 * 1024 * 1024

function canvasOf(width: number, height: number) {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('canvas 2d indisponible')
  ctx.imageSmoothingEnabled = true
  ctx.imageSmoothingQuality = 'high'
  return { canvas, ctx }
}

/** A PNG with any transparent pixel stays a PNG; an opaque one is a photo, lighter as JPEG. */
function isOpaque(bitmap: ImageBitmap): boolean {
  const { ctx } = canvasOf(64, 64)
  ctx.drawImage(bitmap, 0, 0, 64, 64)
  const { data } = ctx.getImageData(0, 0, 64, 64)
  for (let i = 3; i < data.length; i += 4) if (data[i]! < 255) return false
  return true
}

const toBlob = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.82))

/**
 * Copies 1280, 640 and 320 px wide (only those narrower than the picture), each drawn from
 * the one before so downscaling stays smooth. GIFs (maybe animated) get none.
 */
async function sizedCopies(file: File, signal?: AbortSignal): Promise<[ImageWidth, Blob][]> {
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return []
  const bitmap = await createImageBitmap(file)
  try {
    const type = file.type === 'image/jpeg' || isOpaque(bitmap) ? 'image/jpeg' : 'image/png'
    const copies: [ImageWidth, Blob][] = []
    let source: CanvasImageSource = bitmap
    for (const width of [...IMAGE_WIDTHS].reverse()) {
      throwIfCancelled(signal)
      if (width >= bitmap.width) continue
      const height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width))
      const { canvas, ctx } = canvasOf(width, height)
      ctx.drawImage(source, 0, 0, width, height)
      const blob = await toBlob(canvas, type)
      if (blob) copies.push([width, blob])
      source = canvas
    }
    return copies
  } finally {
    bitmap.close()
  }
}

/**
 * The form for POST /api/media: the original as `file`, and its smaller copies as `w320`,
 * `w640`, `w1280` (ADR 006), the smallest first while the request stays under the API's
 * limit. Copies are an optimisation: if the browser cannot draw them, the original goes alone.
 */
export async function imageUploadForm(file: File, signal?: AbortSignal): Promise<FormData> {
  const form = new FormData()
  form.set('file', file)
  await addSizedCopies(form, file, signal)
  return form
}

/**
 * Adds the copies of `file` (sent in `form` under another field, as a new shop's `logo`)
 * that fit in the request: a logo gets them like any picture (issue 27). An aborted `signal`
 * stops the drawing between two copies and rejects (« Envoi annulé… »).
 */
export async function addSizedCopies(
  form: FormData,
  file: File,
  signal?: AbortSignal,
): Promise<void> {
  try {
    let total = file.size
    const copies = (await sizedCopies(file, signal)).sort(([a], [b]) => a - b)
    for (const [width, blob] of copies) {
      if (total + blob.size > REQUEST_BUDGET) break
      total += blob.size
      const ext = blob.type === 'image/png' ? 'png' : 'jpg'
      form.set(sizeField(width), blob, `w${width}.${ext}`)
    }
  } catch {
    // Drawing failed (unsupported format, no canvas): the storefront shows the original.
  }
  throwIfCancelled(signal)
}
