import { Controller, useForm } from 'react-hook-form'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FieldError, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { SettingSwitch } from '#dashboard/features/atelier/settings/setting-switch.tsx'
import { applyServerErrors, sameNames } from '#dashboard/lib/forms.ts'
import { toast } from '#dashboard/lib/toast.ts'
import type { PaymentSettings, PaymentSettingsInput } from '#worker/schemas/payments.ts'
import { frPayments as t } from './fr.ts'
import { type MethodsFormValues, methodsResolver, toMethodsValues } from './payment-values.ts'
import { useSavePaymentSettings } from './queries.ts'

/** Cash on delivery and the delay an online or transfer payment is given. */
export function PaymentMethodsCard({ settings }: { settings: PaymentSettings }) {
  const save = useSavePaymentSettings()
  const form = useForm<MethodsFormValues, unknown, PaymentSettingsInput>({
    resolver: methodsResolver,
    defaultValues: toMethodsValues(settings),
  })
  const { errors } = form.formState
  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(input)
      form.reset(toMethodsValues(saved))
      toast.success(t.saved)
    } catch (error) {
      applyServerErrors(
        form,
        error,
        sameNames<MethodsFormValues>('cashOnDelivery', 'paymentDelayMinutes'),
      )
    }
  })
  return (
    <SectionCard title={t.methodsTitle} region>
      <form noValidate onSubmit={submit} className="grid gap-5 sm:max-w-lg">
        <Controller
          control={form.control}
          name="cashOnDelivery"
          render={({ field }) => (
            <div className="grid gap-2">
              <SettingSwitch
                id="payments-cod"
                label={t.cod}
                hint={t.codHint}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
              <FieldError message={errors.cashOnDelivery?.message} />
            </div>
          )}
        />
        <FormField
          id="payments-delay"
          label={t.delay}
          hint={t.delayHint}
          error={errors.paymentDelayMinutes?.message}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={5}
            max={10_080}
            className="sm:max-w-40"
            {...controlProps('payments-delay', errors.paymentDelayMinutes?.message, true)}
            {...form.register('paymentDelayMinutes')}
          />
        </FormField>
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t.save}
          </Button>
        </div>
      </form>
    </SectionCard>
  )
}
