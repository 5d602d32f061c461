import { compressImage, type PictureRules } from '#dashboard/components/compressed-image-field.tsx'
import { accountMsg } from '#worker/schemas/account.ts'
import { t } from './fr.ts'

const TYPES = ['image/jpeg', 'image/png']

export const PHOTO_PICTURE: PictureRules = {
  label: t.photo,
  hint: t.photoHint,
  busyHint: t.compressing,
  previewAlt: t.photoPreview,
  previewClassName: 'size-12 rounded-full',
  refusal: (file) => (TYPES.includes(file.type) ? null : accountMsg.photoType),
  // Shown at 32 px: 512 px and ~300 KB are plenty, even on a slow network.
  compress: (file) => compressImage(file, 0.3, 512),
}
