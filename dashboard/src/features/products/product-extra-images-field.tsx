import { LoaderCircle, X } from 'lucide-react'
import { useId, useState } from 'react'
import { controlProps, FieldError } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { uploadErrorMessage } from '#dashboard/lib/api-client.ts'
import { imageRefusal, PRODUCT_IMAGE_TYPES, useUploadImage } from '#dashboard/lib/media.ts'
import { catalogMsg, MAX_EXTRA_IMAGES } from '#worker/schemas/catalog.ts'
import { msg } from '#worker/schemas/messages.ts'
import { pf } from './fr.ts'
import type { ExtraImage } from './product-values.ts'

const refusal = (file: File) => imageRefusal(file, PRODUCT_IMAGE_TYPES, msg.imageType)

/** "Images supplémentaires": each file is uploaded at once; the form keeps the ids in order. */
export function ProductExtraImagesField({
  value,
  onChange,
  error,
}: {
  value: ExtraImage[]
  onChange: (images: ExtraImage[]) => void
  error?: string | undefined
}) {
  const id = useId()
  const upload = useUploadImage()
  const [problem, setProblem] = useState<string | null>(null)
  const room = MAX_EXTRA_IMAGES - value.length

  const pick = async (files: File[]) => {
    setProblem(null)
    if (files.length > room) return setProblem(catalogMsg.tooManyImages(MAX_EXTRA_IMAGES))
    const refused = files.map(refusal).find(Boolean)
    if (refused) return setProblem(refused)
    const added: ExtraImage[] = []
    try {
      for (const file of files) {
        const media = await upload.mutateAsync(file)
        added.push({ id: media.id, url: media.url })
      }
    } catch (err) {
      setProblem(uploadErrorMessage(err))
    }
    if (added.length) onChange([...value, ...added])
  }

  const message = problem ?? error
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{pf.extraImages}</legend>
      {value.length > 0 && (
        <ul className="grid grid-cols-4 gap-2">
          {value.map((image, i) => (
            <li key={image.id} className="relative aspect-square overflow-hidden rounded-md border">
              <img src={image.url} alt="" className="size-full object-cover" />
              <button
                type="button"
                className="absolute top-0.5 right-0.5 rounded-full bg-background/90 p-1 shadow"
                aria-label={pf.removeImage(i + 1)}
                onClick={() => onChange(value.filter((v) => v.id !== image.id))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Label htmlFor={`${id}-file`} className="text-xs font-normal text-muted-foreground">
        {pf.addPhotos}
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
        {upload.isPending && <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />}
      </div>
      <p id={`${id}-file-hint`} className="text-xs text-muted-foreground">
        {pf.extraImagesHint(MAX_EXTRA_IMAGES)}
      </p>
      <FieldError id={`${id}-file-error`} message={message ?? undefined} />
    </fieldset>
  )
}
