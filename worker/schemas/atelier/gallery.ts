import * as z from 'zod/mini'

/**
 * The atelier's gallery (`settings/gallery`): photos of its work the merchant may show on
 * the storefront. 1 to 10 images per upload, PNG or JPEG, 5 MB (5242880 bytes) each.
 */
const GALLERY_MAX_FILES = 10
export const GALLERY_MAX_BYTES = 5 * 1024 * 1024
export const GALLERY_TYPES = ['image/png', 'image/jpeg'] as const
/** A shop's gallery holds at most this many images: enough for a portfolio, a bounded page. */
export const GALLERY_MAX_IMAGES = 60
export const GALLERY_CAPTION_MAX = 200

export const galleryMsg = {
  noImage: 'Sélectionnez au moins une image',
  tooMany: 'Vous ne pouvez pas choisir plus de 10 images',
  tooBig: (name: string) => `« ${name} » dépasse 5 Mo`,
  notImage: (name: string) => `« ${name} » n'est pas une image PNG ou JPEG`,
  unreadable: (name: string, reason: string) => `« ${name} » : ${reason}`,
  full: (left: number) =>
    left > 0
      ? `La galerie est presque pleine (${GALLERY_MAX_IMAGES} images au plus) : vous pouvez encore en ajouter ${left}`
      : `La galerie est pleine (${GALLERY_MAX_IMAGES} images au plus) : supprimez des images avant d'en ajouter`,
  notFound: 'Image de la galerie introuvable',
} as const

/**
 * Why a picked file cannot go, checked by the dashboard before the upload from what the browser
 * says of it. The worker decides from the bytes (a renamed file claims a type it has not).
 */
export function galleryFileRefusal(file: { name: string; size: number; type: string }) {
  if (!(GALLERY_TYPES as readonly string[]).includes(file.type))
    return galleryMsg.notImage(file.name)
  if (file.size > GALLERY_MAX_BYTES) return galleryMsg.tooBig(file.name)
  return null
}

/** How many files one upload may carry, as a message (null when the count is right). */
export function galleryCountRefusal(count: number) {
  if (count < 1) return galleryMsg.noImage
  if (count > GALLERY_MAX_FILES) return galleryMsg.tooMany
  return null
}

/** PATCH /api/atelier/gallery/:id; an empty caption removes it. */
export const GalleryCaptionInput = z.object({
  caption: z.nullable(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          GALLERY_CAPTION_MAX,
          `La légende ne doit pas dépasser ${GALLERY_CAPTION_MAX} caractères`,
        ),
      ),
  ),
})
export type GalleryCaptionInput = z.infer<typeof GalleryCaptionInput>

export type AtelierGalleryImage = {
  id: string
  url: string
  width: number
  height: number
  caption: string | null
  createdAt: string
}

/** An image as the storefront's "Galerie" page shows it: alt is the caption or a fallback. */
export type StorefrontGalleryImage = {
  url: string
  width: number
  height: number
  alt: string
  caption: string | null
}
