import { useQuery } from '@tanstack/react-query'
import { ImagePlus } from 'lucide-react'
import { useState } from 'react'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { EmptyState, ErrorState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { GALLERY_MAX_IMAGES } from '#worker/schemas/atelier/gallery.ts'
import { useAtelierAccess } from '../shell/queries.ts'
import { settingsWords as w } from './fr.ts'
import { GalleryGrid } from './gallery-grid.tsx'
import { GalleryUploadDialog } from './gallery-upload-dialog.tsx'
import { GalleryVisibilitySwitch } from './gallery-visibility-switch.tsx'
import { galleryQuery } from './queries.ts'

/** /user/atelier/settings/gallery: photos of the atelier's work, shown on the shop if wanted. */
export function GalleryPage() {
  const { data: access } = useAtelierAccess()
  const gallery = useQuery(galleryQuery())
  const [adding, setAdding] = useState(false)
  const count = gallery.data?.length ?? 0
  const left = GALLERY_MAX_IMAGES - count
  const addButton = (
    <Button onClick={() => setAdding(true)} disabled={!gallery.isSuccess || left <= 0}>
      <ImagePlus aria-hidden="true" />
      {w.add}
    </Button>
  )
  return (
    <>
      <PageHeader
        title={w.galleryTitle}
        description={gallery.isSuccess ? w.gallerySubtitle(count, GALLERY_MAX_IMAGES) : undefined}
        actions={addButton}
      />
      <div className="grid gap-6">
        {access && (
          <SectionCard title={w.onShopTitle}>
            <GalleryVisibilitySwitch access={access} />
          </SectionCard>
        )}
        {gallery.isPending ? (
          <Spinner />
        ) : gallery.isError ? (
          <ErrorState error={gallery.error} onRetry={() => gallery.refetch()} />
        ) : count === 0 ? (
          <EmptyState action={addButton}>{w.empty}</EmptyState>
        ) : (
          <>
            {left <= 0 && <p className="text-sm text-muted-foreground">{w.full}</p>}
            <GalleryGrid items={gallery.data} />
          </>
        )}
      </div>
      {adding && <GalleryUploadDialog left={left} onClose={() => setAdding(false)} />}
    </>
  )
}
