import { type ReactNode, useEffect, useState } from 'react'
import { toast } from 'sonner'
import { cn, logError } from '#dashboard/lib/utils.ts'
import { msg } from '#worker/schemas/messages.ts'
import { controlProps, FormField } from './ui/form-field.tsx'
import { Input } from './ui/input.tsx'

/** Shrinks a picture in the browser so that a slow network still sends it quickly. */
export async function compressImage(file: File, maxSizeMB: number, maxWidthOrHeight: number) {
  // Loaded when a picture is chosen: 20 KB gzip that a page showing the field need not wait for
  // (ADR 026). No web worker: it would load the library from a CDN, which the CSP forbids.
  const { default: imageCompression } = await import('browser-image-compression')
  const blob = await imageCompression(file, { maxSizeMB, maxWidthOrHeight, useWebWorker: false })
  return new File([blob], file.name, { type: blob.type || file.type })
}

/** What a compressed picture field says and accepts (a logo, a profile photo…). */
export type PictureRules = {
  label: string
  hint: string
  busyHint: string
  previewAlt: string
  /** Size and shape of the preview. */
  previewClassName: string
  /** Why a file is refused before it is compressed, or null. */
  refusal: (file: File) => string | null
  compress: (file: File) => Promise<File>
}

/**
 * A picture compressed as soon as it is picked, then previewed; the form sends the smaller file
 * with the rest. `placeholder` stands where the preview goes until a file is picked.
 */
export function CompressedImageField({
  id,
  rules: r,
  placeholder,
  error,
  onChange,
  onError,
  onBusyChange,
}: {
  id: string
  rules: PictureRules
  placeholder?: ReactNode
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
    const refused = r.refusal(file)
    if (refused) return onError(refused)
    setBusy(true)
    try {
      const small = await r.compress(file)
      onChange(small)
      setPreview(URL.createObjectURL(small))
    } catch (err) {
      logError(err)
      toast.error(msg.compressFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormField id={id} label={r.label} error={error} hint={busy ? r.busyHint : r.hint}>
      <div className="flex items-center gap-3">
        {preview ? (
          <img
            src={preview}
            alt={r.previewAlt}
            className={cn('shrink-0 border object-cover', r.previewClassName)}
          />
        ) : (
          placeholder
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
