import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useMe } from '#dashboard/app/session/queries.ts'
import { Avatar } from '#dashboard/components/avatar.tsx'
import { CompressedImageField } from '#dashboard/components/compressed-image-field.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { ApiClientError } from '#dashboard/lib/api-client.ts'
import { applyServerErrors, sameNames } from '#dashboard/lib/forms.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { ProfileInput } from '#worker/schemas/account.ts'
import type { Me } from '#worker/schemas/auth.ts'
import { t } from './fr.ts'
import { PHOTO_PICTURE } from './photo-picture.ts'
import { useUpdateProfile, useUploadProfilePhoto } from './queries.ts'

function ProfileFormBody({ me }: { me: Me }) {
  const id = useId()
  const update = useUpdateProfile()
  const upload = useUploadProfilePhoto()
  const [photo, setPhoto] = useState<File | null>(null)
  const [photoError, setPhotoError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const form = useForm<ProfileInput>({
    resolver: zodResolver(ProfileInput),
    defaultValues: { firstName: me.firstName, lastName: me.lastName },
  })
  const { errors } = form.formState

  const submit = form.handleSubmit(async (input) => {
    try {
      // The photo first: a refused photo leaves the names as they were, to be sent again with it.
      if (photo) await upload.mutateAsync(photo)
      setPhoto(null)
      await update.mutateAsync(input)
      toast.success(t.profileSaved)
    } catch (error) {
      const photoIssue =
        error instanceof ApiClientError ? error.issues.find((i) => i.path === 'file') : undefined
      if (photoIssue) setPhotoError(photoIssue.message)
      else applyServerErrors(form, error, sameNames<ProfileInput>('firstName', 'lastName'))
    }
  })

  const text = (name: 'firstName' | 'lastName', label: string, autoComplete: string) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]?.message}>
      <Input
        autoComplete={autoComplete}
        {...controlProps(`${id}-${name}`, errors[name]?.message)}
        {...form.register(name)}
      />
    </FormField>
  )

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', t.firstName, 'given-name')}
        {text('lastName', t.lastName, 'family-name')}
      </div>
      <CompressedImageField
        id={`${id}-photo`}
        rules={PHOTO_PICTURE}
        placeholder={
          <span className="shrink-0 [&>*]:size-12">
            <Avatar src={me.profileImage} firstName={me.firstName} lastName={me.lastName} />
          </span>
        }
        error={photoError}
        onChange={(file) => {
          setPhoto(file)
          setPhotoError(undefined)
        }}
        onError={setPhotoError}
        onBusyChange={setBusy}
      />
      <Button
        type="submit"
        className="w-full sm:w-fit"
        disabled={form.formState.isSubmitting || busy}
      >
        {t.saveProfile}
      </Button>
    </form>
  )
}

/** "Prénom", "Nom", "Photo de profil": the person's own profile, for merchants and admins. */
export function PersonalProfileCard() {
  const me = useMe()
  return (
    <SectionCard region title={t.profileTitle} description={t.profileText}>
      {me ? <ProfileFormBody me={me} /> : <Spinner />}
    </SectionCard>
  )
}
