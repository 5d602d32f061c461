import { compressImage, type PictureRules } from '#dashboard/components/compressed-image-field.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { msg } from '#worker/schemas/messages.ts'

const ACCEPTED = /\.(jpe?g|png)$/i

/** §5: the logo is compressed in the browser (≤ 1 MB, ≤ 1920 px) before it is uploaded. */
export const compressLogo = (file: File) => compressImage(file, 1, 1920)

export const LOGO_PICTURE: PictureRules = {
  label: fr.store.logo,
  hint: fr.store.logoHint,
  busyHint: fr.store.compressing,
  previewAlt: fr.store.logoPreview,
  previewClassName: 'size-9 rounded-md',
  refusal: (file) => (ACCEPTED.test(file.name) ? null : msg.logoType),
  compress: compressLogo,
}
