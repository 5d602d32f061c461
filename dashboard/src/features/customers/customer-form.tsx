import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { FormActions } from '#dashboard/components/form-actions.tsx'
import { bindField, InputField } from '#dashboard/components/form-fields.tsx'
import { PhoneField } from '#dashboard/components/phone-field.tsx'
import { applyServerErrors } from '#dashboard/lib/forms.ts'
import type { CustomerInput } from '#worker/schemas/customers.ts'
import {
  CUSTOMER_SERVER_FIELDS,
  type CustomerFormValues,
  customerResolver,
  EMPTY_CUSTOMER,
} from './customer-values.ts'
import { customerWords as w } from './fr.ts'

/** Customer: name and phone required; e-mail, address and city optional (ADR 032). */
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
  const field = bindField(form, id)

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input)
    } catch (error) {
      applyServerErrors(form, error, CUSTOMER_SERVER_FIELDS)
    }
  })

  return (
    <form
      noValidate
      // The form may sit in a dialog opened from another form (L'Atelier's order): React sends
      // a portal's submit up the component tree, and it must not submit that outer form.
      onSubmit={(e) => {
        e.stopPropagation()
        void submit(e)
      }}
      className="grid gap-4"
    >
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
      <InputField
        label={w.email}
        hint={w.optional}
        type="email"
        autoComplete="off"
        {...field('email')}
      />
      <InputField label={w.address} hint={w.optional} autoComplete="off" {...field('address')} />
      <InputField label={w.city} hint={w.optional} autoComplete="off" {...field('city')} />
      <FormActions
        submitLabel={w.submit}
        submitting={form.formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  )
}
