import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { FormActions } from '#dashboard/components/form-actions.tsx'
import { bindField, InputField } from '#dashboard/components/form-fields.tsx'
import { PhoneField } from '#dashboard/components/phone-field.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { applyServerErrors } from '#dashboard/lib/forms.ts'
import type { SupplierInput } from '#worker/schemas/atelier/suppliers.ts'
import { fabricWords } from './fr.ts'
import { lookupsQuery } from './queries.ts'
import {
  EMPTY_SUPPLIER,
  SUPPLIER_SERVER_FIELDS,
  type SupplierFormValues,
  supplierResolver,
} from './supplier-values.ts'

const w = fabricWords.suppliers

/** Supplier: name, phone and address required, email optional; a type from the list. */
export function SupplierForm({
  defaultValues = EMPTY_SUPPLIER,
  onSubmit,
  onCancel,
}: {
  defaultValues?: SupplierFormValues
  onSubmit: (input: SupplierInput) => Promise<unknown>
  onCancel: () => void
}) {
  const id = useId()
  const types = useQuery(lookupsQuery('supplier-type'))
  const form = useForm<SupplierFormValues, unknown, SupplierInput>({
    resolver: supplierResolver,
    defaultValues,
  })
  const field = bindField(form, id)
  const typeError = form.formState.errors.typeId?.message

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input)
    } catch (error) {
      applyServerErrors(form, error, SUPPLIER_SERVER_FIELDS)
    }
  })

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <InputField label={fabricWords.name} autoComplete="off" {...field('name')} />
      <FormField id={`${id}-typeId`} label={w.type} error={typeError} hint={fabricWords.optional}>
        <NativeSelect
          value={form.watch('typeId')}
          {...controlProps(`${id}-typeId`, typeError, true)}
          {...form.register('typeId')}
        >
          <option value="">{w.noType}</option>
          {types.data?.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <PhoneField
        id={id}
        form={form}
        dialCodeLabel={w.dialCode}
        phoneLabel={w.phone}
        autoComplete="off"
      />
      <InputField
        label={w.email}
        hint={fabricWords.optional}
        type="email"
        autoComplete="off"
        {...field('email')}
      />
      <InputField label={w.address} autoComplete="off" {...field('address')} />
      <FormActions
        submitLabel={w.submit}
        submitting={form.formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  )
}
