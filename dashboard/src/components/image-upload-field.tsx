import { ImagePlus, LoaderCircle } from 'lucide-react'
import { SHOP_PICTURE } from '#dashboard/lib/image-compression.ts'
import {
  MEDIA_ENDPOINT,
  type MediaEndpoint,
  PRODUCT_IMAGE_TYPES,
  pickErrorMessage,
  useUploadImage,
} from '#dashboard/lib/media.ts'
import { cn } from '#dashboard/lib/utils.ts'
import { copyFor } from '#worker/schemas/image-sizes.ts'
import type { Media } from '#worker/schemas/media.ts'
import { msg } from '#worker/schemas/messages.ts'
import { controlProps, FormField } from './ui/form-field.tsx'
import { Input } from './ui/input.tsx'
import { UploadProgress } from './upload-progress.tsx'

type Words = { image: string; imageHint: string; uploading: string; imagePreview: string }

/** A square preview above the input, or a round one beside it (a person's photo). */
const LAYOUTS = {
  square: {
    box: 'grid gap-3',
    preview: 'aspect-square w-full max-w-40 rounded-lg',
  },
  avatar: {
    box: 'flex items-center gap-4',
    preview: 'size-20 shrink-0 rounded-full',
  },
} as const

/**
 * One picture, uploaded as soon as it is picked (checked and compressed first, see readyImage),
 * shown in a preview; the form keeps the returned id. A refused file is cleared from the input. Product pictures by default (JPG, PNG, GIF), sent to
 * the shop's /api/media unless `endpoint` names another upload route (the atelier's for staff).
 */
export function ImageUploadField({
  id,
  words,
  types = PRODUCT_IMAGE_TYPES,
  typeMessage = msg.imageType,
  endpoint = MEDIA_ENDPOINT,
  layout = 'square',
  previewUrl,
  error,
  onUploaded,
  onError,
}: {
  id: string
  words: Words
  types?: readonly string[]
  typeMessage?: string
  endpoint?: MediaEndpoint
  layout?: keyof typeof LAYOUTS
  previewUrl: string | null
  error?: string | undefined
  onUploaded: (media: Media) => void
  onError: (message: string) => void
}) {
  const upload = useUploadImage(endpoint, { types, typeMessage, ...SHOP_PICTURE })
  const pick = async (input: HTMLInputElement) => {
    const file = input.files?.[0]
    if (!file) return
    try {
      onUploaded(await upload.mutateAsync(file))
    } catch (err) {
      input.value = ''
      onError(pickErrorMessage(err))
    }
  }
  return (
    <FormField
      id={id}
      label={words.image}
      error={error}
      hint={upload.isPending ? words.uploading : words.imageHint}
    >
      <div className={LAYOUTS[layout].box}>
        <div
          className={cn(
            'flex items-center justify-center overflow-hidden border bg-muted text-muted-foreground',
            LAYOUTS[layout].preview,
          )}
        >
          {upload.isPending ? (
            <LoaderCircle className="size-6 animate-spin" aria-hidden="true" />
          ) : previewUrl ? (
            <img
              src={copyFor(previewUrl, 160)}
              alt={words.imagePreview}
              className="size-full object-cover"
            />
          ) : (
            <ImagePlus className="size-6" aria-hidden="true" />
          )}
        </div>
        <Input
          type="file"
          accept={types.join(',')}
          disabled={upload.isPending}
          {...controlProps(id, error, true)}
          onChange={(e) => void pick(e.target)}
        />
        {upload.isPending && <UploadProgress progress={upload.progress} onCancel={upload.cancel} />}
      </div>
    </FormField>
  )
}
