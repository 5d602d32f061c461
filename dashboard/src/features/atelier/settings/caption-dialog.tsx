import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { AppDialog, DialogActions } from '#dashboard/components/app-dialog.tsx'
import { bindField, InputField } from '#dashboard/components/form-fields.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { applyServerErrors, sameNames } from '#dashboard/lib/forms.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { toast } from '#dashboard/lib/toast.ts'
import {
  type AtelierGalleryImage,
  GALLERY_CAPTION_MAX,
  GalleryCaptionInput,
} from '#worker/schemas/atelier/gallery.ts'
import { settingsWords as w } from './fr.ts'
import { useSaveCaption } from './queries.ts'

/** The caption of one gallery image; emptied, the storefront falls back to "Réalisation de …". */
export function CaptionDialog({
  item,
  onClose,
}: {
  item: AtelierGalleryImage
  onClose: () => void
}) {
  const id = useId()
  const save = useSaveCaption()
  const form = useForm<GalleryCaptionInput>({
    resolver: zodResolver(GalleryCaptionInput),
    defaultValues: { caption: item.caption ?? '' },
  })
  const field = bindField(form, id)
  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: item.id, ...input })
      toast.success(w.captionSaved)
      onClose()
    } catch (error) {
      applyServerErrors(form, error, sameNames<GalleryCaptionInput>('caption'))
    }
  })
  return (
    <AppDialog open onOpenChange={(open) => !open && onClose()} title={w.editCaption}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <img
          src={item.url}
          alt=""
          width={item.width}
          height={item.height}
          className="max-h-48 w-auto self-center rounded-md object-contain"
        />
        <InputField
          label={w.caption}
          hint={w.captionHint}
          maxLength={GALLERY_CAPTION_MAX}
          autoComplete="off"
          {...field('caption')}
        />
        <DialogActions onCancel={onClose}>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {fr.common.save}
          </Button>
        </DialogActions>
      </form>
    </AppDialog>
  )
}
