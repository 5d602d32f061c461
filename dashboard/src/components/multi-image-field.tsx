import { LoaderCircle, X } from 'lucide-react'
import { useId, useState } from 'react'
import {
  MEDIA_ENDPOINT,
  type MediaEndpoint,
  PRODUCT_IMAGE_TYPES,
  pickErrorMessage,
  useUploadImage,
} from '#dashboard/lib/media.ts'
import { cn } from '#dashboard/lib/utils.ts'
import { copyFor } from '#worker/schemas/image-sizes.ts'
import { controlProps, FieldError } from './ui/form-field.tsx'
import { Input } from './ui/input.tsx'
import { Label } from './ui/label.tsx'
import { UploadProgress } from './upload-progress.tsx'

export type PickedImage = { id: string; url: string }

type Words = {
  legend: string
  add: string
  hint: string
  remove: (n: number) => string
  /** Names the spinner for screen readers; without it the spinner is decorative. */
  uploading?: string
}

/**
 * Up to `max` pictures (JPG, PNG, GIF), each checked, compressed (see readyImage) and uploaded
 * as soon as it is picked; the form keeps their ids in order. `endpoint` is the upload route: the shop's /api/media by default, the
 * atelier's own for screens staff accounts use.
 */
export function MultiImageField({
  value,
  onChange,
  error,
  words,
  max,
  tooMany,
  endpoint = MEDIA_ENDPOINT,
  listClassName = 'grid-cols-4',
}: {
  value: PickedImage[]
  onChange: (images: PickedImage[]) => void
  error?: string | undefined
  words: Words
  max: number
  /** Said when more files are picked than there is room left. */
  tooMany: string
  endpoint?: MediaEndpoint
  /** The columns of the thumbnails grid. */
  listClassName?: string
}) {
  const id = useId()
  const upload = useUploadImage(endpoint)
  const [problem, setProblem] = useState<string | null>(null)
  const room = max - value.length

  const pick = async (files: File[]) => {
    setProblem(null)
    if (files.length > room) return setProblem(tooMany)
    const added: PickedImage[] = []
    try {
      for (const file of files) {
        const media = await upload.mutateAsync(file)
        added.push({ id: media.id, url: media.url })
      }
    } catch (err) {
      setProblem(pickErrorMessage(err))
    }
    if (added.length) onChange([...value, ...added])
  }

  const message = problem ?? error
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1 text-sm font-medium">{words.legend}</legend>
      {value.length > 0 && (
        <ul className={cn('grid gap-2', listClassName)}>
          {value.map((image, i) => (
            <li key={image.id} className="relative aspect-square overflow-hidden rounded-md border">
              <img src={copyFor(image.url, 160)} alt="" className="size-full object-cover" />
              <button
                type="button"
                className="absolute top-0.5 right-0.5 rounded-full bg-background/90 p-1 shadow"
                aria-label={words.remove(i + 1)}
                onClick={() => onChange(value.filter((v) => v.id !== image.id))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Label htmlFor={`${id}-file`} className="text-xs font-normal text-muted-foreground">
        {words.add}
      </Label>
      <div className="flex items-center gap-2">
        <Input
          type="file"
          multiple
          accept={PRODUCT_IMAGE_TYPES.join(',')}
          disabled={upload.isPending || room <= 0}
          {...controlProps(`${id}-file`, message ?? undefined, true)}
          onChange={(e) => {
            void pick([...(e.target.files ?? [])])
            e.target.value = ''
          }}
        />
        {upload.isPending && (
          <LoaderCircle
            className="size-5 animate-spin"
            {...(words.uploading ? { 'aria-label': words.uploading } : { 'aria-hidden': true })}
          />
        )}
      </div>
      {upload.isPending && <UploadProgress progress={upload.progress} onCancel={upload.cancel} />}
      <p id={`${id}-file-hint`} className="text-xs text-muted-foreground">
        {words.hint}
      </p>
      <FieldError id={`${id}-file-error`} message={message ?? undefined} />
    </fieldset>
  )
}
