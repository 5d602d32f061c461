import {
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
} from '#dashboard/components/ui/dialog.tsx'
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        {open && (
          <CustomerForm
            defaultValues={defaultValues}
            onSubmit={onSubmit}
            onCancel={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}
