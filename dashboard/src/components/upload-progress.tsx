import { uploadWords as w } from '#dashboard/lib/upload-fr.ts'
import { Button } from './ui/button.tsx'

/**
 * A picture on its way: a bar with the share sent (moving, without a figure, while the picture
 * is readied) and "Annuler", which stops it (issue 27).
 */
export function UploadProgress({
  progress,
  onCancel,
}: {
  progress: number | null
  onCancel: () => void
}) {
  return (
    <div className="flex items-center gap-2">
      <progress
        {...(progress === null ? {} : { value: progress })}
        max={1}
        aria-label={w.sending}
        className="h-2 min-w-0 flex-1 overflow-hidden rounded-full accent-primary"
      />
      <span className="text-xs tabular-nums text-muted-foreground" aria-live="polite">
        {progress === null ? w.preparing : w.percent(progress)}
      </span>
      <Button type="button" size="sm" variant="outline" onClick={onCancel}>
        {w.cancel}
      </Button>
    </div>
  )
}
