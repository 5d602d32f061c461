import { ImageOff } from 'lucide-react'
import { useId } from 'react'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { UploadProgress } from '#dashboard/components/upload-progress.tsx'
import { LOGO_PICTURE } from '#dashboard/features/store/logo-picture.ts'
import { readyImage } from '#dashboard/lib/image-compression.ts'
import { pickErrorMessage } from '#dashboard/lib/media.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { ImageRefusal } from '#dashboard/lib/upload-cancel.ts'
import { copyFor } from '#worker/schemas/image-sizes.ts'
import { msg } from '#worker/schemas/messages.ts'
import { type Store, storeProfileMsg } from '#worker/schemas/stores.ts'
import { frSettings } from './fr.ts'
import { useUploadLogo } from './logo-upload.ts'

const t = frSettings.profile
/** The store form's logo rules, with GIF (sent as it is: the canvas would lose its frames). */
const LOGO_IMAGE = {
  ...LOGO_PICTURE.image,
  types: ['image/jpeg', 'image/png', 'image/gif'],
  typeMessage: storeProfileMsg.logoType,
}
const GIF_MAX = 2 * 1024 * 1024

/** The logo as it is sent: compressed (a GIF as it is, within 2 MB); « Annuler » stops it. */
async function readyLogo(file: File, signal: AbortSignal) {
  const toSend = await readyImage(file, LOGO_IMAGE, signal)
  if (toSend.type === 'image/gif' && toSend.size > GIF_MAX)
    throw new ImageRefusal(msg.imageTooBig(2))
  return toSend
}

/** Company logo (JPG, PNG or GIF), sent as soon as it is picked, with its bar and « Annuler ». */
export function LogoCard({ store }: { store: Store }) {
  const id = useId()
  const upload = useUploadLogo(readyLogo)

  const pick = async (file: File | undefined) => {
    if (!file) return
    try {
      await upload.mutateAsync(file)
      toast.success(t.logoSaved)
    } catch (err) {
      toast.error(pickErrorMessage(err))
    }
  }

  return (
    <SectionCard title={t.logoTitle} contentClassName="grid gap-4">
      <div className="flex size-24 items-center justify-center overflow-hidden rounded-lg border bg-muted text-muted-foreground">
        {store.logoUrl ? (
          <img
            src={copyFor(store.logoUrl, 96)}
            alt={t.logoCurrent}
            className="size-full object-cover"
          />
        ) : (
          <ImageOff className="size-6" aria-label={t.noLogo} />
        )}
      </div>
      <FormField
        id={`${id}-logo`}
        label={t.logo}
        hint={upload.isPending ? t.uploading : t.logoHint}
      >
        <Input
          type="file"
          accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
          disabled={upload.isPending}
          {...controlProps(`${id}-logo`, undefined, true)}
          onChange={(e) => {
            void pick(e.target.files?.[0])
            e.target.value = ''
          }}
        />
      </FormField>
      {upload.isPending && <UploadProgress progress={upload.progress} onCancel={upload.cancel} />}
    </SectionCard>
  )
}
