import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useMe } from '#dashboard/app/session/queries.ts'
import { CurrencySelect } from '#dashboard/components/currency-select.tsx'
import { PhoneField } from '#dashboard/components/phone-field.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { applyServerErrors } from '#dashboard/lib/forms.ts'
import { toast } from '#dashboard/lib/toast.ts'
import type { Store, StoreProfileInput } from '#worker/schemas/stores.ts'
import { frSettings } from './fr.ts'
import {
  PROFILE_SERVER_FIELDS,
  type ProfileFormValues,
  profileResolver,
  toProfileValues,
} from './profile-values.ts'
import { useUpdateProfile } from './queries.ts'
import { TimeZoneSelect } from './time-zone-select.tsx'

const t = frSettings.profile

/** Company profile. The shop's address (slug) is shown, never edited. */
export function ProfileForm({ store }: { store: Store }) {
  const id = useId()
  const update = useUpdateProfile()
  const form = useForm<ProfileFormValues, unknown, StoreProfileInput>({
    resolver: profileResolver,
    defaultValues: toProfileValues(store),
  })
  const { errors } = form.formState
  // Signed up on the WhatsApp tab: alerts reach that number, the e-mail is optional (issue 15).
  const phoneSignIn = Boolean(useMe()?.phone)
  const ctl = (name: keyof ProfileFormValues, hint?: boolean) =>
    controlProps(`${id}-${name}`, errors[name]?.message, hint)

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const saved = await update.mutateAsync(input)
      form.reset(toProfileValues(saved))
      toast.success(t.saved)
    } catch (error) {
      applyServerErrors(form, error, PROFILE_SERVER_FIELDS)
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        id={`${id}-name`}
        label={t.name}
        error={errors.name?.message}
        hint={t.slugNote(`${location.origin}${store.url}`)}
      >
        <Input autoComplete="organization" {...ctl('name', true)} {...form.register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-brand`} label={t.brand} error={errors.brand?.message}>
          <Input {...ctl('brand')} {...form.register('brand')} />
        </FormField>
        <FormField
          id={`${id}-email`}
          label={phoneSignIn ? t.emailOptional : t.email}
          error={errors.email?.message}
        >
          <Input type="email" autoComplete="email" {...ctl('email')} {...form.register('email')} />
        </FormField>
      </div>
      <PhoneField
        id={id}
        form={form}
        dialCodeLabel={t.dialCode}
        phoneLabel={t.phone}
        phoneHint={t.phoneHint}
      />
      <FormField id={`${id}-address`} label={t.address} error={errors.address?.message}>
        <Input autoComplete="street-address" {...ctl('address')} {...form.register('address')} />
      </FormField>
      <FormField
        id={`${id}-currency`}
        label={t.currency}
        error={errors.currency?.message}
        hint={t.currencyHint}
      >
        <CurrencySelect {...ctl('currency', true)} {...form.register('currency')} />
      </FormField>
      <FormField
        id={`${id}-timeZone`}
        label={t.timeZone}
        error={errors.timeZone?.message}
        hint={t.timeZoneHint}
      >
        <TimeZoneSelect {...ctl('timeZone', true)} {...form.register('timeZone')} />
      </FormField>
      <FormField
        id={`${id}-maxOrderQuantity`}
        label={t.maxOrderQuantity}
        error={errors.maxOrderQuantity?.message}
        hint={t.maxOrderQuantityHint}
      >
        <Input
          inputMode="numeric"
          {...ctl('maxOrderQuantity', true)}
          {...form.register('maxOrderQuantity')}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" className="w-full sm:w-auto" disabled={form.formState.isSubmitting}>
          {t.submit}
        </Button>
      </div>
    </form>
  )
}
