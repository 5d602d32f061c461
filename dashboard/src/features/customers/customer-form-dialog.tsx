import { AppDialog } from '#dashboard/components/app-dialog.tsx'
import type { CustomerInput } from '#worker/schemas/customers.ts'
import { CustomerForm } from './customer-form.tsx'
import type { CustomerFormValues } from './customer-values.ts'

export function CustomerFormDialog({
  open,
  title,
  defaultValues,
  onOpenChange,
  onSubmit,
}: {
  open: boolean
  title: string
  defaultValues?: CustomerFormValues
  onOpenChange: (open: boolean) => void
  onSubmit: (input: CustomerInput) => Promise<unknown>
}) {
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={title}>
      {open && (
        <CustomerForm
          defaultValues={defaultValues}
          onSubmit={onSubmit}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </AppDialog>
  )
}
