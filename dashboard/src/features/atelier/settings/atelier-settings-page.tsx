import { Images, Scissors } from 'lucide-react'
import { useState } from 'react'
import { useMyStore } from '#dashboard/app/shop/queries.ts'
import { ConfirmDialog } from '#dashboard/components/confirm-dialog.tsx'
import { LinkButton, StorefrontButton } from '#dashboard/components/link-button.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { useAtelierAccess, useSaveAtelierSettings } from '../shell/queries.ts'
import { settingsWords as w } from './fr.ts'
import { GalleryVisibilitySwitch } from './gallery-visibility-switch.tsx'
import { SettingSwitch } from './setting-switch.tsx'

/**
 * /user/settings/atelier: the owner switches L'Atelier on (its starter kit is created the
 * first time) or off (after a confirmation: every record is kept), and shows its gallery.
 */
export function AtelierSettingsPage() {
  const access = useAtelierAccess()
  const { data: store } = useMyStore(access.data?.role === 'owner')
  const save = useSaveAtelierSettings()
  const [confirmOff, setConfirmOff] = useState(false)

  const header = <PageHeader title={w.title} description={`${w.intro} ${w.introMore}`} />
  if (access.isPending) return <Spinner />
  if (access.isError) return <ErrorState error={access.error} onRetry={() => access.refetch()} />
  const a = access.data
  if (a.role !== 'owner') {
    return (
      <>
        {header}
        <p className="text-sm text-muted-foreground">{w.ownerOnly}</p>
      </>
    )
  }

  const setEnabled = (enabled: boolean) =>
    save.mutate(
      { enabled },
      {
        onSuccess: () => {
          setConfirmOff(false)
          toast.success(enabled ? w.enabled : w.disabled)
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    )

  return (
    <>
      {header}
      <div className="grid max-w-2xl gap-6">
        <SectionCard title={w.moduleTitle} icon={Scissors} region>
          <div className="grid gap-4">
            <SettingSwitch
              id="atelier-enabled"
              label={w.enable}
              hint={w.enableHint}
              checked={a.enabled}
              disabled={save.isPending}
              onCheckedChange={(on) => (on ? setEnabled(true) : setConfirmOff(true))}
            />
            {a.enabled && (
              <div>
                <LinkButton to="/user/atelier/dashboard" icon={Scissors}>
                  {w.open}
                </LinkButton>
              </div>
            )}
          </div>
        </SectionCard>
        <SectionCard title={w.galleryTitle} icon={Images} region>
          <div className="grid gap-4">
            <GalleryVisibilitySwitch access={a} />
            {a.enabled && (
              <div className="flex flex-wrap gap-2">
                <LinkButton to="/user/atelier/settings/gallery" variant="outline">
                  {w.manageGallery}
                </LinkButton>
                {a.showGalleryOnStorefront && store && (
                  <StorefrontButton href={`/${store.slug}/galerie`}>
                    {w.viewOnShop}
                  </StorefrontButton>
                )}
              </div>
            )}
          </div>
        </SectionCard>
      </div>
      <ConfirmDialog
        open={confirmOff}
        onOpenChange={setConfirmOff}
        title={w.disableTitle}
        description={w.disableText}
        confirmLabel={w.disableConfirm}
        pending={save.isPending}
        onConfirm={() => setEnabled(false)}
      />
    </>
  )
}
