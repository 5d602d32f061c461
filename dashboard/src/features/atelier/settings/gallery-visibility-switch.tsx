import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import type { AtelierAccess } from '#worker/schemas/atelier/access.ts'
import { useSaveAtelierSettings } from '../shell/queries.ts'
import { settingsWords as w } from './fr.ts'
import { SettingSwitch } from './setting-switch.tsx'

/**
 * "Afficher la galerie sur la boutique": the owner switches it (PUT /api/atelier/settings,
 * which also refreshes the storefront's cached pages); other members only read it.
 */
export function GalleryVisibilitySwitch({ access }: { access: AtelierAccess }) {
  const save = useSaveAtelierSettings()
  if (access.role !== 'owner') {
    return (
      <p className="text-sm text-muted-foreground">
        {access.showGalleryOnStorefront ? w.galleryShown : w.galleryHidden}. {w.galleryOwnerOnly}
      </p>
    )
  }
  const onChange = (on: boolean) =>
    save.mutate(
      { enabled: true, showGalleryOnStorefront: on },
      {
        onSuccess: () => toast.success(on ? w.galleryShown : w.galleryHidden),
        onError: (err) => toast.error(errorMessage(err)),
      },
    )
  return (
    <SettingSwitch
      id="atelier-gallery-on-shop"
      label={w.showGallery}
      hint={access.enabled ? w.showGalleryHint : w.galleryNeedsAtelier}
      checked={access.showGalleryOnStorefront}
      disabled={!access.enabled || save.isPending}
      onCheckedChange={onChange}
    />
  )
}
