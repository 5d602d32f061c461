import { Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '#dashboard/components/confirm-dialog.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import type { AtelierGalleryImage } from '#worker/schemas/atelier/gallery.ts'
import { sizedUrl } from '#worker/schemas/image-sizes.ts'
import { CaptionDialog } from './caption-dialog.tsx'
import { settingsWords as w } from './fr.ts'
import { useDeleteGalleryImage } from './queries.ts'

/** The gallery's images as squares (the 320 px copy when there is one), each with its caption. */
export function GalleryGrid({ items }: { items: AtelierGalleryImage[] }) {
  const [editing, setEditing] = useState<AtelierGalleryImage | null>(null)
  const [deleting, setDeleting] = useState<AtelierGalleryImage | null>(null)
  const remove = useDeleteGalleryImage()
  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null)
        toast.success(w.deleted)
      },
      onError: (err) => toast.error(errorMessage(err)),
    })
  }
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((item, i) => (
          <li key={item.id} className="overflow-hidden rounded-lg border bg-card">
            <img
              src={sizedUrl(item.url, 320) ?? item.url}
              alt={w.imageAlt(item.caption, i + 1)}
              width={item.width}
              height={item.height}
              loading="lazy"
              decoding="async"
              className="aspect-square w-full bg-muted object-cover"
            />
            <div className="grid gap-1 p-2">
              <p className="line-clamp-2 min-h-10 text-sm">
                {item.caption ?? <span className="text-muted-foreground">{w.noCaption}</span>}
              </p>
              <div className="flex justify-end gap-1">
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={w.editCaptionOf(i + 1)}
                  onClick={() => setEditing(item)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={w.deleteImage(i + 1)}
                  onClick={() => setDeleting(item)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {editing && <CaptionDialog item={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        description={w.deleteText}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  )
}
