import { MapPin } from 'lucide-react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { EditableRow } from '#dashboard/components/editable-row.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { SettingSwitch } from '#dashboard/features/atelier/settings/setting-switch.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
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
  const remove = useRemoveZone()
  const [editing, setEditing] = useState<DeliveryZone | null>(null)
  const onRemove = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => toast.success(t.zoneRemoved),
      onError: (error) => toast.error(errorMessage(error)),
    })
  return (
    <SectionCard icon={MapPin} title={t.zonesTitle} description={t.zonesText} region>
      {zones.length === 0 ? (
        <p className="mb-4 text-sm text-muted-foreground">{t.zonesEmpty}</p>
      ) : (
        <ul className="mb-6 grid grid-cols-[minmax(0,1fr)] gap-2">
          {zones.map((z) => (
            <EditableRow
              key={z.id}
              name={z.name}
              active={z.active}
              details={
                <>
                  <span className="tabular-nums">
                    {z.fee === 0 ? t.free : formatMoney(z.fee, currency)}
                  </span>
                  {z.delay ? ` · ${z.delay}` : ''}
                </>
              }
              removing={remove.isPending}
              onEdit={() => setEditing(z)}
              onRemove={() => onRemove(z.id)}
              words={t}
            />
          ))}
        </ul>
      )}
      {/* Keyed by the zone edited: choosing another starts the form afresh. */}
      <ZoneForm
        key={editing?.id ?? 'new'}
        zone={editing}
        currency={currency}
        onDone={() => setEditing(null)}
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
      <div className="flex gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {zone ? t.saveZone : t.addZone}
        </Button>
        {zone ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            {t.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
