import { MapPin } from 'lucide-react'
import { Controller, useForm } from 'react-hook-form'
import { EditableList, EditFormButtons } from '#dashboard/components/editable-list.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { SettingSwitch } from '#dashboard/features/atelier/settings/setting-switch.tsx'
import { applyServerErrors, sameNames } from '#dashboard/lib/forms.ts'
import { toast } from '#dashboard/lib/toast.ts'
import type { DeliveryZone, DeliveryZoneInput } from '#worker/schemas/delivery.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { EMPTY_ZONE, toZoneValues, type ZoneFormValues, zoneResolver } from './delivery-values.ts'
import { frDelivery as t } from './fr.ts'
import { useAddZone, useRemoveZone, useSaveZone } from './queries.ts'

const ZONE_FIELDS = sameNames<ZoneFormValues>('name', 'fee', 'delay', 'active')

/** The zones, each with its fee, delay and switch; one form adds, the same form edits. */
export function ZonesCard({ zones, currency }: { zones: DeliveryZone[]; currency: string }) {
  return (
    <SectionCard icon={MapPin} title={t.zonesTitle} description={t.zonesText} region>
      <EditableList
        items={zones}
        empty={t.zonesEmpty}
        details={(z) => (
          <>
            <span className="tabular-nums">
              {z.fee === 0 ? t.free : formatMoney(z.fee, currency)}
            </span>
            {z.delay ? ` · ${z.delay}` : ''}
          </>
        )}
        remove={useRemoveZone()}
        removed={t.zoneRemoved}
        words={t}
        form={(editing, done) => <ZoneForm zone={editing} currency={currency} onDone={done} />}
      />
    </SectionCard>
  )
}

function ZoneForm({
  zone,
  currency,
  onDone,
}: {
  zone: DeliveryZone | null
  currency: string
  onDone: () => void
}) {
  const add = useAddZone()
  const save = useSaveZone()
  const form = useForm<ZoneFormValues, unknown, DeliveryZoneInput>({
    resolver: zoneResolver,
    defaultValues: zone ? toZoneValues(zone, currency) : EMPTY_ZONE,
  })
  const { errors } = form.formState
  const submit = form.handleSubmit(async (input) => {
    try {
      if (zone) await save.mutateAsync({ id: zone.id, json: input })
      else await add.mutateAsync(input)
      form.reset(EMPTY_ZONE)
      toast.success(zone ? t.zoneSaved : t.zoneAdded)
      onDone()
    } catch (error) {
      applyServerErrors(form, error, ZONE_FIELDS)
    }
  })
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:max-w-lg">
      <FormField
        id="zone-name"
        label={t.zoneName}
        hint={t.zoneNameHint}
        error={errors.name?.message}
      >
        <Input
          {...controlProps('zone-name', errors.name?.message, true)}
          autoComplete="off"
          {...form.register('name')}
        />
      </FormField>
      <FormField id="zone-fee" label={t.fee} hint={t.feeHint} error={errors.fee?.message}>
        <Input
          inputMode="decimal"
          className="sm:max-w-40"
          {...controlProps('zone-fee', errors.fee?.message, true)}
          autoComplete="off"
          {...form.register('fee')}
        />
      </FormField>
      <FormField id="zone-delay" label={t.delay} hint={t.delayHint} error={errors.delay?.message}>
        <Input
          className="sm:max-w-40"
          {...controlProps('zone-delay', errors.delay?.message, true)}
          autoComplete="off"
          {...form.register('delay')}
        />
      </FormField>
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <SettingSwitch
            id="zone-active"
            label={t.active}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <EditFormButtons
        editing={zone !== null}
        submitting={form.formState.isSubmitting}
        add={t.addZone}
        save={t.saveZone}
        cancel={t.cancel}
        onCancel={onDone}
      />
    </form>
  )
}
