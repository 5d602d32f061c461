import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { AppDialog, DialogActions } from '#dashboard/components/app-dialog.tsx'
import { bindField, InputField, TextareaField } from '#dashboard/components/form-fields.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { applyServerErrors, payloadResolver, sameNames } from '#dashboard/lib/forms.ts'
import { moneyInputProps } from '#dashboard/lib/money-input.ts'
import { toast } from '#dashboard/lib/toast.ts'
import {
  FabricAdjustmentInput,
  type FabricMovementInput,
  FabricPurchaseInput,
} from '#worker/schemas/atelier/fabrics.ts'
import { fabricWords } from './fr.ts'
import { allSuppliersQuery, useFabricMovement } from './queries.ts'

const w = fabricWords.movements
type Values = { meters: string; amount: string; supplierId: string; note: string }
const EMPTY: Values = { meters: '', amount: '', supplierId: '', note: '' }
const FIELDS = sameNames<Values>('meters', 'amount', 'supplierId', 'note')

const purchase = payloadResolver<Values, FabricPurchaseInput>(FabricPurchaseInput, (v) => ({
  kind: 'purchase',
  meters: v.meters,
  amount: v.amount || undefined,
  supplierId: v.supplierId || null,
  note: v.note,
}))
const adjustment = payloadResolver<Values, FabricAdjustmentInput>(FabricAdjustmentInput, (v) => ({
  kind: 'adjustment',
  meters: v.meters,
  note: v.note,
}))

type DialogProps = {
  fabricId: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** "Réapprovisionner": metres bought, what they cost (to the cash book), from whom. */
export function RestockDialog({ currency, ...props }: DialogProps & { currency: string }) {
  return (
    <AppDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={w.restock}
      description={w.restockHint}
    >
      {props.open && <MovementForm kind="purchase" currency={currency} {...props} />}
    </AppDialog>
  )
}

/** "Ajuster le stock": signed metres and the reason, kept in the history. */
export function AdjustDialog(props: DialogProps) {
  return (
    <AppDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={w.adjust}
      description={w.adjustHint}
    >
      {props.open && <MovementForm kind="adjustment" currency="" {...props} />}
    </AppDialog>
  )
}

function MovementForm({
  kind,
  fabricId,
  currency,
  onOpenChange,
}: DialogProps & { kind: 'purchase' | 'adjustment'; currency: string }) {
  const id = useId()
  const move = useFabricMovement(fabricId)
  const suppliers = useQuery({ ...allSuppliersQuery(), enabled: kind === 'purchase' })
  const form = useForm<Values, unknown, FabricMovementInput>({
    resolver: kind === 'purchase' ? purchase : adjustment,
    defaultValues: EMPTY,
  })
  const field = bindField(form, id)
  const supplierError = form.formState.errors.supplierId?.message

  const submit = form.handleSubmit(async (input) => {
    try {
      await move.mutateAsync(input)
      toast.success(kind === 'purchase' ? w.restocked : w.adjusted)
      onOpenChange(false)
    } catch (error) {
      applyServerErrors(form, error, FIELDS)
    }
  })

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <InputField
        label={kind === 'purchase' ? w.meters : w.signedMeters}
        inputMode={kind === 'purchase' ? 'decimal' : 'text'}
        placeholder={kind === 'purchase' ? '12,5' : '-1,5'}
        autoComplete="off"
        {...field('meters')}
      />
      {kind === 'purchase' && (
        <>
          <InputField
            label={`${w.amountLabel} (${currency})`}
            hint={fabricWords.optional}
            {...moneyInputProps(currency)}
            {...field('amount')}
          />
          <FormField id={`${id}-supplierId`} label={w.supplier} error={supplierError}>
            <NativeSelect
              value={form.watch('supplierId')}
              {...controlProps(`${id}-supplierId`, supplierError)}
              {...form.register('supplierId')}
            >
              <option value="">{fabricWords.fabrics.noSupplier}</option>
              {suppliers.data?.items.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </>
      )}
      <TextareaField
        label={kind === 'purchase' ? w.noteLabel : w.reason}
        hint={kind === 'purchase' ? fabricWords.optional : undefined}
        rows={2}
        maxLength={300}
        {...field('note')}
      />
      <DialogActions onCancel={() => onOpenChange(false)}>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {kind === 'purchase' ? w.restock : w.adjust}
        </Button>
      </DialogActions>
    </form>
  )
}
