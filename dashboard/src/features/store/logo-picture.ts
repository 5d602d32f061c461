import type { PictureRules } from '#dashboard/components/compressed-image-field.tsx'
import { msg } from '#worker/schemas/messages.ts'
import { storeWords } from './fr.ts'

export const LOGO_PICTURE: PictureRules = {
  label: storeWords.logo,
  hint: storeWords.logoHint,
  busyHint: storeWords.compressing,
  previewAlt: storeWords.logoPreview,
  previewClassName: 'size-9 rounded-md',
  // The logo is compressed in the browser (≤ 1 MB, ≤ 1920 px) before it is uploaded.
  image: {
    types: ['image/jpeg', 'image/png'],
    typeMessage: msg.logoType,
    maxSizeMB: 1,
    maxWidthOrHeight: 1920,
  },
}
