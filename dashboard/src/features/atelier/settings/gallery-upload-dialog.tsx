import { useEffect, useId, useState } from 'react'
import { AppDialog, DialogActions } from '#dashboard/components/app-dialog.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { UploadProgress } from '#dashboard/components/upload-progress.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { readyImage, SHOP_PICTURE } from '#dashboard/lib/image-compression.ts'
import { pickErrorMessage } from '#dashboard/lib/media.ts'
import { toast } from '#dashboard/lib/toast.ts'
import {
  GALLERY_TYPES,
  galleryCountRefusal,
  galleryFileRefusal,
  galleryMsg,
} from '#worker/schemas/atelier/gallery.ts'
import { settingsWords as w } from './fr.ts'
import { useUploadGallery } from './queries.ts'

/** Object URLs of the picked files, released when the choice changes or the dialog closes. */
function usePreviews(files: File[]) {
  const [urls, setUrls] = useState<string[]>([])
  useEffect(() => {
    const made = files.map((f) => URL.createObjectURL(f))
    setUrls(made)
    return () => {
      for (const url of made) URL.revokeObjectURL(url)
    }
  }, [files])
  return urls
}

/** Gallery photos are compressed like every shop picture; a GIF is "not a JPG or PNG". */
const GALLERY_IMAGE = { types: GALLERY_TYPES, typeMessage: fr.media.notAnImage, ...SHOP_PICTURE }

/**
 * Picks 1 to 10 images, compressed one by one (phone memory), checked here with the server's own rules and messages (count, PNG or
 * JPEG, 5 MB), previews them, and sends them in one request with the uploads' bar and
 * « Annuler » (UploadProgress). A wrong file
 * is left out and named; the server saves all of the request or nothing.
 */
export function GalleryUploadDialog({ left, onClose }: { left: number; onClose: () => void }) {
  const id = useId()
  const [files, setFiles] = useState<File[]>([])
  const [errors, setErrors] = useState<string[]>([])
  const [compressing, setCompressing] = useState(false)
  const upload = useUploadGallery()
  const previews = usePreviews(files)
  const sending = upload.isPending

  const pick = async (input: HTMLInputElement) => {
    const picked = Array.from(input.files ?? [])
    const tooMany =
      galleryCountRefusal(picked.length) ?? (picked.length > left ? galleryMsg.full(left) : null)
    if (tooMany) {
      input.value = ''
      setFiles([])
      setErrors([tooMany])
      return
    }
    setCompressing(true)
    const ready: File[] = []
    const refusals: string[] = []
    for (const file of picked) {
      try {
        const small = await readyImage(file, GALLERY_IMAGE)
        const refused = galleryFileRefusal(small)
        if (refused) refusals.push(refused)
        else ready.push(small)
      } catch (err) {
        refusals.push(galleryMsg.unreadable(file.name, (err as Error).message))
      }
    }
    setCompressing(false)
    // A refused file leaves the input; the previews show what will be sent.
    if (refusals.length) input.value = ''
    setFiles(ready)
    setErrors(refusals)
  }

  const send = async () => {
    const refused = galleryCountRefusal(files.length)
    if (refused) return setErrors([refused])
    try {
      const added = await upload.mutateAsync(files)
      toast.success(w.uploaded(added.length))
      onClose()
    } catch (err) {
      // « Annuler » too: the pictures stay picked, to send again.
      setErrors([pickErrorMessage(err)])
    }
  }

  const described = errors.length ? `${id}-error` : `${id}-hint`
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && !sending && onClose()}
      title={w.uploadTitle}
      description={w.uploadDescription}
      locked={sending ? 'always' : undefined}
      showClose={!sending}
    >
      <div className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={id}>{w.files}</Label>
          <Input
            id={id}
            type="file"
            multiple
            accept={GALLERY_TYPES.join(',')}
            disabled={sending || compressing}
            aria-invalid={errors.length ? true : undefined}
            aria-describedby={described}
            onChange={(e) => void pick(e.target)}
          />
          {errors.length ? (
            <ul id={`${id}-error`} role="alert" className="grid gap-1 text-sm text-destructive">
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : (
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {compressing ? w.compressing : w.filesHint(left)}
            </p>
          )}
        </div>
        {files.length > 0 && (
          <ul aria-label={w.preview} className="grid grid-cols-4 gap-2 sm:grid-cols-5">
            {files.map((file, i) => (
              <li key={`${file.name}-${i}`}>
                {previews[i] && (
                  <img
                    src={previews[i]}
                    alt={w.previewOf(file.name)}
                    className="aspect-square w-full rounded-md border bg-muted object-cover"
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        {sending && <UploadProgress progress={upload.progress} onCancel={upload.cancel} />}
        <DialogActions onCancel={sending ? undefined : onClose}>
          <Button
            disabled={sending || compressing || files.length === 0}
            onClick={() => void send()}
          >
            {sending ? w.sending : w.send(Math.max(files.length, 1))}
          </Button>
        </DialogActions>
      </div>
    </AppDialog>
  )
}
