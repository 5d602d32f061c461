import { useEffect, useId, useState } from 'react'
import { toast } from 'sonner'
import { AppDialog, DialogActions } from '#dashboard/components/app-dialog.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { uploadErrorMessage } from '#dashboard/lib/api-client.ts'
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

/**
 * Picks 1 to 10 images, checked here with the server's own rules and messages (count, PNG or
 * JPEG, 5 MB), previews them, and sends them in one request with a progress bar. A wrong file
 * is left out and named; the server saves all of the request or nothing.
 */
export function GalleryUploadDialog({ left, onClose }: { left: number; onClose: () => void }) {
  const id = useId()
  const [files, setFiles] = useState<File[]>([])
  const [errors, setErrors] = useState<string[]>([])
  const [progress, setProgress] = useState<number | null>(null)
  const upload = useUploadGallery(setProgress)
  const previews = usePreviews(files)
  const sending = progress !== null

  const pick = (list: FileList | null) => {
    const picked = Array.from(list ?? [])
    const tooMany =
      galleryCountRefusal(picked.length) ?? (picked.length > left ? galleryMsg.full(left) : null)
    if (tooMany) {
      setFiles([])
      setErrors([tooMany])
      return
    }
    const refusals = picked.map((file) => galleryFileRefusal(file))
    setFiles(picked.filter((_, i) => refusals[i] === null))
    setErrors(refusals.filter((r): r is string => r !== null))
  }

  const send = async () => {
    const refused = galleryCountRefusal(files.length)
    if (refused) return setErrors([refused])
    setProgress(0)
    try {
      const added = await upload.mutateAsync(files)
      toast.success(w.uploaded(added.length))
      onClose()
    } catch (err) {
      setErrors([uploadErrorMessage(err)])
      setProgress(null)
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
            disabled={sending}
            aria-invalid={errors.length ? true : undefined}
            aria-describedby={described}
            onChange={(e) => pick(e.target.files)}
          />
          {errors.length ? (
            <ul id={`${id}-error`} role="alert" className="grid gap-1 text-sm text-destructive">
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : (
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {w.filesHint(left)}
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
        {sending && (
          <div className="grid gap-1">
            <progress
              value={progress}
              max={1}
              aria-label={w.progress}
              className="h-2 w-full overflow-hidden rounded-full accent-primary"
            />
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {w.sending} {Math.round(progress * 100)} %
            </p>
          </div>
        )}
        <DialogActions onCancel={sending ? undefined : onClose}>
          <Button disabled={sending || files.length === 0} onClick={() => void send()}>
            {sending ? w.sending : w.send(Math.max(files.length, 1))}
          </Button>
        </DialogActions>
      </div>
    </AppDialog>
  )
}
