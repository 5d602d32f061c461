import { Eye, EyeOff, LoaderCircle } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Button } from '#dashboard/components/ui/button.tsx'
import { cn } from '#dashboard/lib/utils.ts'
import type { PersonalizationDraft } from '#worker/schemas/personalization.ts'
import { frSettings } from './fr.ts'
import { usePreview } from './queries.ts'

const t = frSettings.personalization

/**
 * The real storefront home for the draft, in a sandboxed iframe (no scripts, no access to
 * the dashboard's origin). On phones it sits under the form behind the "Aperçu" toggle.
 */
export function PreviewPane({
  draft,
  invalid,
}: {
  draft: PersonalizationDraft | null
  invalid: boolean
}) {
  const id = useId()
  const preview = usePreview(draft)
  const [html, setHtml] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  // Keep the last good page while a newer draft renders or is invalid.
  useEffect(() => {
    if (preview.data) setHtml(preview.data.html)
  }, [preview.data])

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 lg:sticky lg:top-18">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="hidden text-base font-semibold lg:block">
          {t.preview}
        </h2>
        <Button
          type="button"
          variant="outline"
          className="w-full lg:hidden"
          aria-expanded={open}
          aria-controls={`${id}-frame`}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {t.preview}
        </Button>
        {preview.isFetching && (
          <LoaderCircle
            className="hidden size-4 animate-spin text-muted-foreground lg:block"
            aria-label={t.previewLoading}
          />
        )}
      </div>
      <div id={`${id}-frame`} className={cn('grid gap-2', open ? 'block' : 'hidden', 'lg:grid')}>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {invalid || preview.isError ? t.previewFailed : t.previewHint}
        </p>
        {html ? (
          <iframe
            title={t.previewTitle}
            sandbox=""
            srcDoc={html}
            className="h-[70vh] min-h-96 w-full rounded-lg border bg-white"
          />
        ) : (
          <div className="flex h-96 items-center justify-center rounded-lg border text-sm text-muted-foreground">
            {t.previewLoading}
          </div>
        )}
      </div>
    </section>
  )
}
