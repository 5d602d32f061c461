import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { CountryCodeSelect } from '#dashboard/components/country-code-select.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { applyServerErrors } from '#dashboard/lib/forms.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { onlyDigits } from '#dashboard/lib/utils.ts'
import type { CustomerInput } from '#worker/schemas/customers.ts'
import {
  CUSTOMER_SERVER_FIELDS,
  type CustomerFormValues,
  customerResolver,
  EMPTY_CUSTOMER,
} from './customer-values.ts'
import { customerWords as w } from './fr.ts'

/** §3/§5 customer: name, phone and address required, email optional. */
export function CustomerForm({
  defaultValues = EMPTY_CUSTOMER,
  onSubmit,
  onCancel,
}: {
  defaultValues?: CustomerFormValues
  onSubmit: (input: CustomerInput) => Promise<unknown>
  onCancel: () => void
}) {
  const id = useId()
  const form = useForm<CustomerFormValues, unknown, CustomerInput>({
    resolver: customerResolver,
    defaultValues,
  })
  const { errors } = form.formState
  const ctl = (name: keyof CustomerFormValues) =>
    controlProps(`${id}-${name}`, errors[name]?.message)
  const field = (name: keyof CustomerFormValues, label: string) => ({
    id: `${id}-${name}`,
    label,
    error: errors[name]?.message,
  })

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input)
    } catch (error) {
      applyServerErrors(form, error, CUSTOMER_SERVER_FIELDS)
    }
  })

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('firstName', w.firstName)}>
          <Input autoComplete="off" {...ctl('firstName')} {...form.register('firstName')} />
        </FormField>
        <FormField {...field('lastName', w.lastName)}>
          <Input autoComplete="off" {...ctl('lastName')} {...form.register('lastName')} />
        </FormField>
      </div>
      <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] items-start gap-2">
        <FormField {...field('country', w.dialCode)}>
          <CountryCodeSelect
            value={form.watch('country')}
            {...ctl('country')}
            {...form.register('country')}
          />
        </FormField>
        <FormField {...field('phone', w.phone)}>
          <Controller
            control={form.control}
            name="phone"
            render={({ field: f }) => (
              <Input
                type="tel"
                inputMode="numeric"
                autoComplete="off"
                {...ctl('phone')}
                {...f}
                onChange={(e) => f.onChange(onlyDigits(e.target.value))}
              />
            )}
          />
        </FormField>
      </div>
      <FormField {...field('email', w.email)} hint={w.optional}>
        <Input type="email" autoComplete="off" {...ctl('email')} {...form.register('email')} />
      </FormField>
      <FormField {...field('address', w.address)}>
        <Input autoComplete="off" {...ctl('address')} {...form.register('address')} />
      </FormField>
      <FormField {...field('city', w.city)} hint={w.optional}>
        <Input autoComplete="off" {...ctl('city')} {...form.register('city')} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {fr.common.cancel}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {w.submit}
        </Button>
      </div>
    </form>
  )
}
