import { type ReactNode, useEffect, useState } from 'react'
import { type ImageRules, readyImage } from '#dashboard/lib/image-compression.ts'
import { cn } from '#dashboard/lib/utils.ts'
import { controlProps, FormField } from './ui/form-field.tsx'
import { Input } from './ui/input.tsx'

/** What a compressed picture field says and accepts (a logo, a profile photo…). */
export type PictureRules = {
  label: string
  hint: string
  busyHint: string
  previewAlt: string
  /** Size and shape of the preview. */
  previewClassName: string
  /** Its formats and how small it is made (see readyImage). */
  image: ImageRules
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

  const pick = async (input: HTMLInputElement) => {
    onChange(null)
    setPreview(null)
    const file = input.files?.[0]
    if (!file) return
    setBusy(true)
    try {
      const small = await readyImage(file, r.image)
      onChange(small)
      setPreview(URL.createObjectURL(small))
    } catch (err) {
      // A refused file leaves the input: the form cannot send it by mistake.
      input.value = ''
      onError((err as Error).message)
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
          onChange={(e) => void pick(e.target)}
        />
      </div>
    </FormField>
  )
}
