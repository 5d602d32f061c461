import { Controller, useForm } from 'react-hook-form'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { SettingSwitch } from '#dashboard/features/atelier/settings/setting-switch.tsx'
import { applyServerErrors, sameNames } from '#dashboard/lib/forms.ts'
import { toast } from '#dashboard/lib/toast.ts'
import type { DeliverySettings, DeliverySettingsInput } from '#worker/schemas/delivery.ts'
import { type OptionsFormValues, optionsResolver, toOptionsValues } from './delivery-values.ts'
import { frDelivery as t } from './fr.ts'
import { useSaveDeliverySettings } from './queries.ts'

const OPTION_FIELDS = sameNames<OptionsFormValues>(
  'freeDeliveryFrom',
  'pickupEnabled',
  'pickupAddress',
  'pickupHours',
  'otherZoneEnabled',
)

/** Free delivery from an amount, pickup at the shop, "other zone" with a fee to confirm. */
export function OptionsCard({ settings }: { settings: DeliverySettings }) {
  const save = useSaveDeliverySettings()
  const form = useForm<OptionsFormValues, unknown, DeliverySettingsInput>({
    resolver: optionsResolver,
    defaultValues: toOptionsValues(settings),
  })
  const { errors } = form.formState
  const pickup = form.watch('pickupEnabled')
  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(input)
      form.reset(toOptionsValues(saved))
      toast.success(t.saved)
    } catch (error) {
      applyServerErrors(form, error, OPTION_FIELDS)
    }
  })
  return (
    <SectionCard title={t.optionsTitle} region>
      <form noValidate onSubmit={submit} className="grid gap-5 sm:max-w-lg">
        <FormField
          id="delivery-free-from"
          label={t.freeFrom}
          hint={t.freeFromHint}
          error={errors.freeDeliveryFrom?.message}
        >
          <Input
            inputMode="decimal"
            className="sm:max-w-40"
            autoComplete="off"
            {...controlProps('delivery-free-from', errors.freeDeliveryFrom?.message, true)}
            {...form.register('freeDeliveryFrom')}
          />
        </FormField>
        <Controller
          control={form.control}
          name="pickupEnabled"
          render={({ field }) => (
            <SettingSwitch
              id="delivery-pickup"
              label={t.pickup}
              hint={t.pickupHint}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        {pickup ? (
          <>
            <FormField
              id="delivery-pickup-address"
              label={t.pickupAddress}
              error={errors.pickupAddress?.message}
            >
              <Input
                {...controlProps('delivery-pickup-address', errors.pickupAddress?.message, true)}
                {...form.register('pickupAddress')}
              />
            </FormField>
            <FormField
              id="delivery-pickup-hours"
              label={t.pickupHours}
              hint={t.pickupHoursHint}
              error={errors.pickupHours?.message}
            >
              <Input
                {...controlProps('delivery-pickup-hours', errors.pickupHours?.message, true)}
                {...form.register('pickupHours')}
              />
            </FormField>
          </>
        ) : null}
        <Controller
          control={form.control}
          name="otherZoneEnabled"
          render={({ field }) => (
            <SettingSwitch
              id="delivery-other"
              label={t.otherZone}
              hint={t.otherZoneHint}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t.save}
          </Button>
        </div>
      </form>
    </SectionCard>
  )
}
