import { ImagePlus, LoaderCircle, X } from 'lucide-react'
import { useId } from 'react'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { UploadProgress } from '#dashboard/components/upload-progress.tsx'
import { SHOP_PICTURE } from '#dashboard/lib/image-compression.ts'
import { MEDIA_ENDPOINT, pickErrorMessage, useUploadImage } from '#dashboard/lib/media.ts'
import { copyFor } from '#worker/schemas/image-sizes.ts'
import type { Media } from '#worker/schemas/media.ts'
import { frSettings } from './fr.ts'

const t = frSettings.personalization

/** A PDF is refused with its own explanation (section pictures are JPG or PNG). */
const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name)
const SECTION_TYPES = ['image/jpeg', 'image/png']

type Props = {
  label: string
  hint: string
  typeMessage: string
  /** Ids with the URL to show for each (already-saved pictures and fresh uploads). */
  images: { id: string; url: string | undefined }[]
  max: number
  error?: string | undefined
  onAdd: (media: Media) => void
  onRemove: (id: string) => void
  onError: (message: string) => void
}

/**
 * A picture slot (max 1) or a short list of pictures, each checked, compressed (see readyImage)
 * and uploaded as soon as it is picked.
 */
export function ImagePicker({
  label,
  hint,
  typeMessage,
  images,
  max,
  error,
  onAdd,
  onRemove,
  onError,
}: Props) {
  const id = useId()
  const upload = useUploadImage(MEDIA_ENDPOINT, {
    types: SECTION_TYPES,
    typeMessage,
    ...SHOP_PICTURE,
  })

  const pick = async (files: File[]) => {
    // A single slot is replaced; a list only takes what still fits.
    const room = max === 1 ? 1 : max - images.length
    for (const file of files.slice(0, room)) {
      if (isPdf(file)) return onError(t.pdfRefused)
      try {
        onAdd(await upload.mutateAsync(file))
      } catch (err) {
        return onError(pickErrorMessage(err))
      }
    }
  }

  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint={upload.isPending ? frSettings.profile.uploading : hint}
    >
      <div className="grid gap-3">
        {images.length > 0 && (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {images.map((img) => (
              <li
                key={img.id}
                className="relative aspect-[4/3] overflow-hidden rounded-md border bg-muted"
              >
                {img.url && (
                  <img src={copyFor(img.url, 160)} alt="" className="size-full object-cover" />
                )}
                <Button
                  type="button"
                  size="icon"
                  variant="secondary"
                  className="absolute top-1 right-1 size-7"
                  aria-label={t.removeImage}
                  onClick={() => onRemove(img.id)}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex items-center gap-2">
          {upload.isPending ? (
            <LoaderCircle
              className="size-5 shrink-0 animate-spin text-muted-foreground"
              aria-hidden="true"
            />
          ) : (
            <ImagePlus className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          )}
          <Input
            type="file"
            accept="image/jpeg,image/png"
            multiple={max > 1}
            disabled={upload.isPending || (max > 1 && images.length >= max)}
            {...controlProps(id, error, true)}
            onChange={(e) => {
              void pick([...(e.target.files ?? [])])
              e.target.value = ''
            }}
          />
        </div>
        {upload.isPending && <UploadProgress progress={upload.progress} onCancel={upload.cancel} />}
      </div>
    </FormField>
  )
}
