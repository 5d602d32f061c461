import { msg } from '#worker/schemas/messages.ts'
import { fr } from './fr.ts'
import { ImageRefusal, throwIfCancelled } from './upload-cancel.ts'
import { logError } from './utils.ts'

/** An image weighs at most 5 MB once compressed, as the server checks it after. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/** What a picture field takes, and how small its pictures are made before they are sent. */
export type ImageRules = {
  /** Accepted types (image/jpeg, image/png, image/gif). */
  types: readonly string[]
  /** Said of a real picture in a format the field does not take (a GIF for a logo). */
  typeMessage: string
  maxSizeMB: number
  maxWidthOrHeight: number
}

/**
 * Shop pictures (products, testimonials, personalization, gallery, atelier): a phone photo of
 * 7 or 20 MB leaves as at most 2 MB and 1920 px, plenty for the storefront's widest copy.
 */
export const SHOP_PICTURE = { maxSizeMB: 2, maxWidthOrHeight: 1920 } as const

/**
 * The type a file's first bytes show (JPEG, PNG or GIF), whatever its name or declared type
 * says; null for anything else. The worker's sniffImage decides the same way (the dashboard
 * may not import worker/lib, hence these three signatures here).
 */
export async function sniffImageType(file: Blob): Promise<string | null> {
  const b = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  const starts = (...bytes: number[]) => bytes.every((v, i) => b[i] === v)
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif'
  return null
}

/** Shrinks a picture in the browser so that a slow network still sends it quickly. */
export async function compressImage(
  file: File,
  maxSizeMB: number,
  maxWidthOrHeight: number,
  signal?: AbortSignal,
) {
  // Loaded on the first picture only: most dashboard screens never compress anything.
  const { default: imageCompression } = await import('browser-image-compression')
  throwIfCancelled(signal)
  // No web worker: it would load the library from a CDN, which the CSP forbids.
  const blob = await imageCompression(file, {
    maxSizeMB,
    maxWidthOrHeight,
    useWebWorker: false,
    ...(signal ? { signal } : {}),
  })
  return new File([blob], file.name, { type: blob.type || file.type })
}

/**
 * The file to send for a picked one, as every picture field does it: a file that is not a
 * JPG, PNG or GIF is refused ("Ce fichier n'est pas une image JPG ou PNG", never a compression
 * error), a JPG or PNG is compressed (a GIF may be animated: sent as it is), and the 5 MB
 * limit applies to what is left. Throws ImageRefusal with the message for the field, or with
 * « Envoi annulé… » as soon as `signal` is aborted (the compression stops there too).
 */
export async function readyImage(
  file: File,
  rules: ImageRules,
  signal?: AbortSignal,
): Promise<File> {
  const type = await sniffImageType(file)
  throwIfCancelled(signal)
  if (!type) throw new ImageRefusal(fr.media.notAnImage)
  if (!rules.types.includes(type)) throw new ImageRefusal(rules.typeMessage)
  let ready = file.type === type ? file : new File([file], file.name, { type })
  if (type !== 'image/gif') {
    try {
      ready = await compressImage(ready, rules.maxSizeMB, rules.maxWidthOrHeight, signal)
    } catch (err) {
      throwIfCancelled(signal)
      // The bytes looked like a picture but the browser could not redraw it (a damaged file,
      // too little memory on the phone): a small original can still go as it is.
      logError(err)
      if (ready.size > MAX_IMAGE_BYTES) throw new ImageRefusal(msg.compressFailed)
    }
  }
  throwIfCancelled(signal)
  if (ready.size > MAX_IMAGE_BYTES) throw new ImageRefusal(msg.imageTooBig(5))
  return ready
}
