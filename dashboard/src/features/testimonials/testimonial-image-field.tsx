import { ImagePlus, LoaderCircle } from 'lucide-react'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { ApiClientError, errorMessage } from '#dashboard/lib/api-client.ts'
import type { Media } from '#worker/schemas/catalog.ts'
import { msg } from '#worker/schemas/messages.ts'
import { testimonialMsg } from '#worker/schemas/testimonials.ts'
import { t } from './fr.ts'
import { useUploadTestimonialImage } from './queries.ts'

const TYPES = ['image/jpeg', 'image/png']
const MAX_BYTES = 5 * 1024 * 1024

/** §5: an image testimonial is a JPEG or PNG, uploaded at once; the form keeps its id. */
export function TestimonialImageField({
  id,
  previewUrl,
  error,
  onUploaded,
  onError,
}: {
  id: string
  previewUrl: string | null
  error?: string | undefined
  onUploaded: (media: Media) => void
  onError: (message: string) => void
}) {
  const upload = useUploadTestimonialImage()

  const pick = async (file: File | undefined) => {
    if (!file) return
    if (!TYPES.includes(file.type)) return onError(testimonialMsg.imageType)
    if (file.size > MAX_BYTES) return onError(msg.imageTooBig(5))
    try {
      onUploaded(await upload.mutateAsync(file))
    } catch (err) {
      onError(
        err instanceof ApiClientError && err.issues[0] ? err.issues[0].message : errorMessage(err),
      )
    }
  }

  return (
    <FormField
      id={id}
      label={t.image}
      error={error}
      hint={upload.isPending ? t.uploading : t.imageHint}
    >
      <div className="grid gap-3">
        <div className="flex aspect-square w-full max-w-40 items-center justify-center overflow-hidden rounded-lg border bg-muted text-muted-foreground">
          {upload.isPending ? (
            <LoaderCircle className="size-6 animate-spin" aria-hidden="true" />
          ) : previewUrl ? (
            <img src={previewUrl} alt={t.imagePreview} className="size-full object-cover" />
          ) : (
            <ImagePlus className="size-6" aria-hidden="true" />
          )}
        </div>
        <Input
          type="file"
          accept="image/jpeg,image/png"
          disabled={upload.isPending}
          {...controlProps(id, error, true)}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      </div>
    </FormField>
  )
}
