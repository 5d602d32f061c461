import type { PictureRules } from '#dashboard/components/compressed-image-field.tsx'
import { accountMsg } from '#worker/schemas/account.ts'
import { t } from './fr.ts'

export const PHOTO_PICTURE: PictureRules = {
  label: t.photo,
  hint: t.photoHint,
  busyHint: t.compressing,
  previewAlt: t.photoPreview,
  previewClassName: 'size-12 rounded-full',
  // Shown at 32 px: 512 px and ~300 KB are plenty, even on a slow network.
  image: {
    types: ['image/jpeg', 'image/png'],
    typeMessage: accountMsg.photoType,
    maxSizeMB: 0.3,
    maxWidthOrHeight: 512,
  },
}
