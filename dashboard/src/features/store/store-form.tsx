import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useMe } from '#dashboard/app/session/queries.ts'
import { CompressedImageField } from '#dashboard/components/compressed-image-field.tsx'
import { CurrencySelect } from '#dashboard/components/currency-select.tsx'
import { PhoneField } from '#dashboard/components/phone-field.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { splitPhone } from '#dashboard/lib/countries.ts'
import { applyServerErrors } from '#dashboard/lib/forms.ts'
import { addSizedCopies } from '#dashboard/lib/image-sizes.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { verifiedWhatsapp } from '#dashboard/lib/verified-whatsapp.ts'
import { phoneDigits } from '#worker/schemas/phone.ts'
import type { StoreCreateInput } from '#worker/schemas/stores.ts'
import { storeWords } from './fr.ts'
import { LOGO_PICTURE } from './logo-picture.ts'
import { useCreateStore } from './queries.ts'
import {
  EMPTY_STORE,
  STORE_SERVER_FIELDS,
  type StoreFormValues,
  storeResolver,
} from './store-values.ts'

export function StoreForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void
  onCreated: () => void
}) {
  const id = useId()
  const create = useCreateStore()
  const [compressing, setCompressing] = useState(false)
  const me = useMe()
  const whatsapp = verifiedWhatsapp(me)
  const form = useForm<StoreFormValues, unknown, StoreCreateInput>({
    resolver: storeResolver,
    // The confirmed WhatsApp number is the shop's first phone (issue 27), not typed twice.
    defaultValues: whatsapp
      ? { ...EMPTY_STORE, ...splitPhone(phoneDigits(whatsapp)) }
      : EMPTY_STORE,
  })
  const { errors } = form.formState
  // Signed up on the WhatsApp tab: alerts reach that number, the e-mail is optional (issue 15).
  const phoneSignIn = Boolean(me?.phone)
  const ctl = (name: keyof StoreFormValues) => controlProps(`${id}-${name}`, errors[name]?.message)

  const onSubmit = form.handleSubmit(async (input) => {
    const body = new FormData()
    for (const [key, value] of Object.entries(input)) if (value) body.set(key, String(value))
    const logo = form.getValues('logo')
    if (logo) {
      body.set('logo', logo)
      await addSizedCopies(body, logo)
    }
    try {
      const res = await create.mutateAsync(body)
      toast.success(res.message || storeWords.created)
      onCreated()
    } catch (error) {
      applyServerErrors(form, error, STORE_SERVER_FIELDS)
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField id={`${id}-name`} label={storeWords.name} error={errors.name?.message}>
        <Input autoComplete="organization" {...ctl('name')} {...form.register('name')} />
      </FormField>
      <PhoneField
        id={id}
        form={form}
        dialCodeLabel={storeWords.dialCode}
        phoneLabel={storeWords.phone}
      />
      <FormField
        id={`${id}-email`}
        label={phoneSignIn ? storeWords.emailOptional : storeWords.email}
        hint={phoneSignIn ? storeWords.emailOptionalHint : undefined}
        error={errors.email?.message}
      >
        <Input
          type="email"
          autoComplete="email"
          {...controlProps(`${id}-email`, errors.email?.message, phoneSignIn)}
          {...form.register('email')}
        />
      </FormField>
      <FormField id={`${id}-address`} label={storeWords.address} error={errors.address?.message}>
        <Input autoComplete="street-address" {...ctl('address')} {...form.register('address')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-brand`} label={storeWords.brand} error={errors.brand?.message}>
          <Input {...ctl('brand')} {...form.register('brand')} />
        </FormField>
        <FormField
          id={`${id}-currency`}
          label={storeWords.currency}
          error={errors.currency?.message}
        >
          <CurrencySelect {...ctl('currency')} {...form.register('currency')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <FormField id={`${id}-color`} label={storeWords.color} error={errors.color?.message}>
          <Input
            type="color"
            className="h-9 cursor-pointer p-1"
            {...ctl('color')}
            {...form.register('color')}
          />
        </FormField>
        <CompressedImageField
          id={`${id}-logo`}
          rules={LOGO_PICTURE}
          error={errors.logo?.message}
          onChange={(file) => {
            form.setValue('logo', file)
            form.clearErrors('logo')
          }}
          onError={(message) => form.setError('logo', { message })}
          onBusyChange={setCompressing}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {storeWords.close}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting || compressing}>
          {storeWords.submit}
        </Button>
      </div>
    </form>
  )
}
