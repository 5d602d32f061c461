import { Fragment, useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { bindField, InputField } from '#dashboard/components/form-fields.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { Checkbox } from '#dashboard/components/ui/checkbox.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { applyServerErrors, sameNames } from '#dashboard/lib/forms.ts'
import { moneyInputProps } from '#dashboard/lib/money-input.ts'
import { DEFAULT_CURRENCY } from '#worker/schemas/money.ts'
import {
  PLAN_SWITCH_KEYS,
  type PlanSwitch,
  SWITCH_LABEL,
} from '#worker/schemas/plan-capabilities.ts'
import { BillingCycle, type PlanInput } from '#worker/schemas/plans.ts'
import { planWords as w } from './fr.ts'
import { PlanDescriptionField } from './plan-description-field.tsx'
import { EMPTY_PLAN, type PlanFormValues, planResolver } from './plan-values.ts'

const SERVER_FIELDS = sameNames<PlanFormValues>(
  'name',
  'price',
  'discountRate',
  'billingCycle',
  'description',
  'maxProducts',
  'maxImagesPerProduct',
  'customDomain',
  'maxStaffSeats',
  'maxCouriers',
  'maxPromoCodes',
  'facebookPixel',
  'reviews',
  'audienceStats',
  'removeBranding',
  'active',
)

/** Plan form: add and edit share it; the free plan's price and availability are fixed. */
export function PlanForm({
  defaultValues = EMPTY_PLAN,
  isFree = false,
  onSubmit,
}: {
  defaultValues?: PlanFormValues
  isFree?: boolean
  onSubmit: (input: PlanInput) => Promise<unknown>
}) {
  const id = useId()
  const form = useForm<PlanFormValues, unknown, PlanInput>({
    resolver: planResolver,
    defaultValues,
  })
  const { errors, isSubmitting } = form.formState
  const field = bindField(form, id)
  const check = (name: PlanSwitch | 'active', label: string, hint?: string) => (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Checkbox
              id={`${id}-${name}`}
              checked={field.value}
              disabled={name === 'active' && isFree}
              onCheckedChange={(v) => field.onChange(v === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Label htmlFor={`${id}-${name}`}>{label}</Label>
      </div>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      {errors[name]?.message && <p className="text-sm text-destructive">{errors[name]?.message}</p>}
    </div>
  )
  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input)
    } catch (error) {
      applyServerErrors(form, error, SERVER_FIELDS)
    }
  })

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <Card>
        <CardContent className="grid gap-4">
          <InputField label={w.name} autoComplete="off" maxLength={60} {...field('name')} />
          <div className="grid gap-4 sm:grid-cols-3">
            <InputField
              label={w.price}
              hint={w.priceHint}
              {...moneyInputProps(DEFAULT_CURRENCY)}
              readOnly={isFree}
              {...field('price')}
            />
            <InputField label={w.discountRate} inputMode="numeric" {...field('discountRate')} />
            <FormField
              id={`${id}-billingCycle`}
              label={w.billingCycle}
              error={errors.billingCycle?.message}
            >
              <NativeSelect
                {...controlProps(`${id}-billingCycle`, errors.billingCycle?.message)}
                {...form.register('billingCycle')}
              >
                {BillingCycle.options.map((c) => (
                  <option key={c} value={c}>
                    {w.cycles[c]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <PlanDescriptionField id={`${id}-description`} form={form} />
        </CardContent>
      </Card>
      <SectionCard title={w.limits} contentClassName="grid gap-4">
        <InputField
          label={w.maxProducts}
          hint={w.maxProductsHint}
          inputMode="numeric"
          {...field('maxProducts')}
        />
        <InputField
          label={w.maxImages}
          hint={w.maxImagesHint}
          inputMode="numeric"
          {...field('maxImagesPerProduct')}
        />
        <InputField
          label={w.maxStaffSeats}
          hint={w.maxStaffSeatsHint}
          inputMode="numeric"
          {...field('maxStaffSeats')}
        />
        <InputField
          label={w.maxCouriers}
          hint={w.maxCouriersHint}
          inputMode="numeric"
          {...field('maxCouriers')}
        />
        <InputField
          label={w.maxPromoCodes}
          hint={w.maxProductsHint}
          inputMode="numeric"
          {...field('maxPromoCodes')}
        />
        {PLAN_SWITCH_KEYS.map((k) => (
          <Fragment key={k}>{check(k, SWITCH_LABEL[k])}</Fragment>
        ))}
        {check('active', w.active, isFree ? w.freePlan : w.activeHint)}
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {w.submit}
        </Button>
      </SectionCard>
    </form>
  )
}
