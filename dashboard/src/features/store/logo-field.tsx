import imageCompression from 'browser-image-compression'
import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { logError } from '#dashboard/lib/utils.ts'
import { msg } from '#worker/schemas/messages.ts'

const ACCEPTED = /\.(jpe?g|png)$/i

/** §5: the logo is compressed in the browser (≤ 1 MB, ≤ 1920 px) before it is uploaded. */
export async function compressLogo(file: File): Promise<File> {
  // No web worker: it would load the library from a CDN, which the CSP forbids.
  const blob = await imageCompression(file, {
    maxSizeMB: 1,
    maxWidthOrHeight: 1920,
    useWebWorker: false,
  })
  return new File([blob], file.name, { type: blob.type || file.type })
}

export function LogoField({
  id,
  error,
  onChange,
  onError,
  onBusyChange,
}: {
  id: string
  error?: string | undefined
  onChange: (file: File | null) => void
  onError: (message: string) => void
  /** The form waits for the compressed file before it can be sent. */
  onBusyChange: (busy: boolean) => void
}) {
  const [busy, setBusyState] = useState(false)
  const setBusy = (value: boolean) => {
    setBusyState(value)
    onBusyChange(value)
  }
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  const pick = async (file: File | undefined) => {
    onChange(null)
    setPreview(null)
    if (!file) return
    if (!ACCEPTED.test(file.name)) return onError(msg.logoType)
    setBusy(true)
    try {
      const compressed = await compressLogo(file)
      onChange(compressed)
      setPreview(URL.createObjectURL(compressed))
    } catch (err) {
      logError(err)
      toast.error(msg.compressFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormField
      id={id}
      label={fr.store.logo}
      error={error}
      hint={busy ? fr.store.compressing : fr.store.logoHint}
    >
      <div className="flex items-center gap-3">
        {preview && (
          <img
            src={preview}
            alt={fr.store.logoPreview}
            className="size-9 shrink-0 rounded-md border object-cover"
          />
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
