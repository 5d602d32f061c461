import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormActions } from '#dashboard/components/form-actions.tsx'
import { bindField, InputField } from '#dashboard/components/form-fields.tsx'
import { ImageUploadField } from '#dashboard/components/image-upload-field.tsx'
import { PhoneField } from '#dashboard/components/phone-field.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { applyServerErrors } from '#dashboard/lib/forms.ts'
import { moneyInputProps } from '#dashboard/lib/money-input.ts'
import type { StaffInput } from '#worker/schemas/atelier/staff.ts'
import { ATELIER_MEDIA_ENDPOINT, useAtelierMoney } from '../shell/queries.ts'
import { staffWords as w } from './fr.ts'
import {
  EMPTY_STAFF,
  STAFF_SERVER_FIELDS,
  type StaffFormValues,
  staffResolver,
} from './staff-values.ts'

const ROLES = ['manager', 'tailor', 'cashier'] as const
const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const
const photoWords = {
  image: w.photo,
  imageHint: w.photoHint,
  uploading: w.uploading,
  imagePreview: w.photoPreview,
}

/** A member's profile: name, phone, role and monthly salary required; the rest optional. */
export function StaffForm({
  defaultValues = EMPTY_STAFF,
  photoUrl = null,
  roleLocked = false,
  onSubmit,
  onCancel,
}: {
  defaultValues?: StaffFormValues
  photoUrl?: string | null
  /** A member editing their own profile cannot change their role (the server refuses too). */
  roleLocked?: boolean
  onSubmit: (input: StaffInput) => Promise<unknown>
  onCancel: () => void
}) {
  const id = useId()
  const form = useForm<StaffFormValues, unknown, StaffInput>({
    resolver: staffResolver,
    defaultValues,
  })
  const field = bindField(form, id)
  const money = moneyInputProps(useAtelierMoney().currency)
  const [preview, setPreview] = useState(photoUrl)
  const roleError = form.formState.errors.role?.message

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input)
    } catch (error) {
      applyServerErrors(form, error, STAFF_SERVER_FIELDS)
    }
  })

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <ImageUploadField
        id={`${id}-photo`}
        words={photoWords}
        types={PHOTO_TYPES}
        typeMessage={w.photoType}
        endpoint={ATELIER_MEDIA_ENDPOINT}
        layout="avatar"
        previewUrl={preview}
        error={form.formState.errors.photoId?.message}
        onUploaded={(media) => {
          form.setValue('photoId', media.id)
          form.clearErrors('photoId')
          setPreview(media.url)
        }}
        onError={(message) => form.setError('photoId', { type: 'upload', message })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label={w.firstName} autoComplete="off" {...field('firstName')} />
        <InputField label={w.lastName} autoComplete="off" {...field('lastName')} />
      </div>
      <PhoneField
        id={id}
        form={form}
        dialCodeLabel={w.dialCode}
        phoneLabel={w.phone}
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-role`} label={w.role} error={roleError}>
          {/* Locked, the select is left out of the form: the saved role is sent unchanged. */}
          <NativeSelect
            {...controlProps(`${id}-role`, roleError)}
            {...(roleLocked
              ? { disabled: true, defaultValue: defaultValues.role }
              : form.register('role'))}
          >
            <option value="">{w.choose}</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {w.roles[r]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <InputField label={w.salary} hint={w.salaryHint} {...money} {...field('salary')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={w.email}
          hint={w.optional}
          type="email"
          autoComplete="off"
          {...field('email')}
        />
        <InputField label={w.hiredOn} hint={w.optional} type="date" {...field('hiredOn')} />
      </div>
      <InputField label={w.address} hint={w.optional} autoComplete="off" {...field('address')} />
      <FormActions
        submitLabel={w.submit}
        submitting={form.formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  )
}
