import imageCompression from 'browser-image-compression'
import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Avatar } from '#dashboard/components/user-menu.tsx'
import { logError } from '#dashboard/lib/utils.ts'
import { accountMsg } from '#worker/schemas/account.ts'
import type { Me } from '#worker/schemas/auth.ts'
import { msg } from '#worker/schemas/messages.ts'
import { t } from './fr.ts'

const TYPES = ['image/jpeg', 'image/png']

/** A profile photo is shown at 32 px: 512 px and ~300 KB are plenty, even on a slow network. */
async function shrink(file: File): Promise<File> {
  // No web worker: it would load the library from a CDN, which the CSP forbids.
  const blob = await imageCompression(file, {
    maxSizeMB: 0.3,
    maxWidthOrHeight: 512,
    useWebWorker: false,
  })
  return new File([blob], file.name, { type: blob.type || file.type })
}

export function PhotoField({
  id,
  me,
  error,
  onChange,
  onError,
  onBusyChange,
}: {
  id: string
  me: Me
  error?: string | undefined
  onChange: (file: File | null) => void
  onError: (message: string) => void
  onBusyChange: (busy: boolean) => void
}) {
  const [busy, setBusy] = useState(false)
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  const pick = async (file: File | undefined) => {
    onChange(null)
    setPreview(null)
    if (!file) return
    if (!TYPES.includes(file.type)) return onError(accountMsg.photoType)
    setBusy(true)
    onBusyChange(true)
    try {
      const small = await shrink(file)
      onChange(small)
      setPreview(URL.createObjectURL(small))
    } catch (err) {
      logError(err)
      toast.error(msg.compressFailed)
    } finally {
      setBusy(false)
      onBusyChange(false)
    }
  }

  return (
    <FormField id={id} label={t.photo} error={error} hint={busy ? t.compressing : t.photoHint}>
      <div className="flex items-center gap-3">
        {preview ? (
          <img
            src={preview}
            alt={t.photoPreview}
            className="size-12 shrink-0 rounded-full border object-cover"
          />
        ) : (
          <span className="shrink-0 [&>*]:size-12">
            <Avatar src={me.profileImage} firstName={me.firstName} lastName={me.lastName} />
          </span>
        )}
        <Input
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          disabled={busy}
          {...controlProps(id, error, true)}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      </div>
    </FormField>
  )
}
