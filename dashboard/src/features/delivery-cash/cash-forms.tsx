import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { Textarea } from '#dashboard/components/ui/textarea.tsx'
import { applyServerErrors, payloadResolver, sameNames } from '#dashboard/lib/forms.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { CashClosingInput, CashCorrectionInput } from '#worker/schemas/couriers.ts'
import { type CourierDayCash, differenceText } from '#worker/schemas/day-cash.ts'
import { currencyExponent, parseMoney, toDecimalString } from '#worker/schemas/money.ts'
import { cashWords as w } from './fr.ts'
import { useAddCorrection, useCloseDay } from './queries.ts'

type ClosingValues = { amount: string }
const CLOSING_FIELDS = sameNames<ClosingValues>('amount')

/** "Clôturer la journée": the expected cash prefilled; the difference said as it is typed. */
export function ClosingForm({
  day,
  currency,
  courier,
}: {
  day: string
  currency: string
  courier: CourierDayCash
}) {
  const close = useCloseDay()
  const resolver = useMemo(
    () =>
      payloadResolver<ClosingValues, CashClosingInput>(CashClosingInput, (v) => ({
        courierId: courier.courierId,
        day,
        amount: v.amount,
      })),
    [courier.courierId, day],
  )
  const form = useForm<ClosingValues, unknown, CashClosingInput>({
    resolver,
    defaultValues: { amount: toDecimalString(courier.expected, currency) },
  })
  const { errors } = form.formState
  const typed = parseMoney(form.watch('amount') ?? '', currencyExponent(currency))
  const id = `close-${courier.courierId}`
  const submit = form.handleSubmit(async (input) => {
    try {
      await close.mutateAsync(input)
      toast.success(w.closedToast)
    } catch (error) {
      applyServerErrors(form, error, CLOSING_FIELDS)
    }
  })
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={w.closeTitle}
      className="grid gap-3 border-t pt-4"
    >
      <FormField
        id={id}
        label={w.closeAmount}
        hint={
          typeof typed === 'number'
            ? `${differenceText(typed - courier.expected, currency)}. ${w.closeHint}`
            : w.closeHint
        }
        error={errors.amount?.message}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          className="sm:max-w-48"
          {...controlProps(id, errors.amount?.message, true)}
          {...form.register('amount')}
        />
      </FormField>
      {courier.open > 0 && (
        <p className="text-sm text-amber-700 dark:text-amber-300">{w.stillOpen(courier.open)}</p>
      )}
      <Button
        type="submit"
        disabled={close.isPending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {w.closeSubmit}
      </Button>
    </form>
  )
}

type CorrectionValues = { amount: string; direction: 'more' | 'less'; note: string }
const CORRECTION_FIELDS = sameNames<CorrectionValues>('amount', 'direction', 'note')

/** "Ajouter une correction": a new signed line on a closed day, with why. */
export function CorrectionForm({
  day,
  courierId,
  onDone,
}: {
  day: string
  courierId: string
  onDone: () => void
}) {
  const add = useAddCorrection()
  const resolver = useMemo(
    () =>
      payloadResolver<CorrectionValues, CashCorrectionInput>(CashCorrectionInput, (v) => ({
        ...v,
        courierId,
        day,
      })),
    [courierId, day],
  )
  const form = useForm<CorrectionValues, unknown, CashCorrectionInput>({
    resolver,
    defaultValues: { amount: '', direction: 'more', note: '' },
  })
  const { errors } = form.formState
  const id = `correct-${courierId}`
  const submit = form.handleSubmit(async (input) => {
    try {
      await add.mutateAsync(input)
      toast.success(w.correctionToast)
      onDone()
    } catch (error) {
      applyServerErrors(form, error, CORRECTION_FIELDS)
    }
  })
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={w.addCorrection}
      className="grid gap-3 border-t pt-4"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField id={`${id}-direction`} label={w.direction} error={errors.direction?.message}>
          <NativeSelect
            {...controlProps(`${id}-direction`, errors.direction?.message)}
            {...form.register('direction')}
          >
            <option value="more">{w.more}</option>
            <option value="less">{w.less}</option>
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-amount`} label={w.correctionAmount} error={errors.amount?.message}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            {...controlProps(`${id}-amount`, errors.amount?.message)}
            {...form.register('amount')}
          />
        </FormField>
      </div>
      <FormField id={`${id}-note`} label={w.note} hint={w.noteHint} error={errors.note?.message}>
        <Textarea
          rows={2}
          {...controlProps(`${id}-note`, errors.note?.message, true)}
          {...form.register('note')}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={add.isPending} className="flex-1 sm:flex-none">
          {w.correctionSubmit}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} className="flex-1 sm:flex-none">
          {w.cancel}
        </Button>
      </div>
    </form>
  )
}
