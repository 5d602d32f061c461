import { ImageOff } from 'lucide-react'
import { useId } from 'react'
import { toast } from 'sonner'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { compressLogo } from '#dashboard/features/store/logo-picture.ts'
import { ApiClientError, errorMessage } from '#dashboard/lib/api-client.ts'
import { logError } from '#dashboard/lib/utils.ts'
import { msg } from '#worker/schemas/messages.ts'
import { type Store, storeProfileMsg } from '#worker/schemas/stores.ts'
import { frSettings } from './fr.ts'
import { useUploadLogo } from './queries.ts'

const t = frSettings.profile
const TYPES = ['image/jpeg', 'image/png', 'image/gif']
const GIF_MAX = 2 * 1024 * 1024

/** §5 company logo (JPG, PNG or GIF), sent as soon as it is picked. */
export function LogoCard({ store }: { store: Store }) {
  const id = useId()
  const upload = useUploadLogo()

  const pick = async (file: File | undefined) => {
    if (!file) return
    if (!TYPES.includes(file.type)) return void toast.error(storeProfileMsg.logoType)
    let toSend = file
    if (file.type === 'image/gif') {
      // An animated GIF would lose its frames in the canvas: it is sent as is.
      if (file.size > GIF_MAX) return void toast.error(msg.imageTooBig(2))
    } else {
      try {
        toSend = await compressLogo(file)
      } catch (err) {
        logError(err)
        return void toast.error(msg.compressFailed)
      }
    }
    try {
      await upload.mutateAsync(toSend)
      toast.success(t.logoSaved)
    } catch (err) {
      toast.error(
        err instanceof ApiClientError && err.issues[0] ? err.issues[0].message : errorMessage(err),
      )
    }
  }

  return (
    <SectionCard title={t.logoTitle} contentClassName="grid gap-4">
      <div className="flex size-24 items-center justify-center overflow-hidden rounded-lg border bg-muted text-muted-foreground">
        {store.logoUrl ? (
          <img src={store.logoUrl} alt={t.logoCurrent} className="size-full object-cover" />
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
    </SectionCard>
  )
}
