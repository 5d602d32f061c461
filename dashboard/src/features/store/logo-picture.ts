import type { PictureRules } from '#dashboard/components/compressed-image-field.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { msg } from '#worker/schemas/messages.ts'

export const LOGO_PICTURE: PictureRules = {
  label: fr.store.logo,
  hint: fr.store.logoHint,
  busyHint: fr.store.compressing,
  previewAlt: fr.store.logoPreview,
  previewClassName: 'size-9 rounded-md',
  // The logo is compressed in the browser (≤ 1 MB, ≤ 1920 px) before it is uploaded.
  image: {
    types: ['image/jpeg', 'image/png'],
    typeMessage: msg.logoType,
    maxSizeMB: 1,
    maxWidthOrHeight: 1920,
  },
}
