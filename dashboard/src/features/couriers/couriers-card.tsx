import { Bike } from 'lucide-react'
import { Controller, useForm } from 'react-hook-form'
import { EditableList, EditFormButtons } from '#dashboard/components/editable-list.tsx'
import { PhoneField } from '#dashboard/components/phone-field.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { SettingSwitch } from '#dashboard/features/atelier/settings/setting-switch.tsx'
import { applyServerErrors } from '#dashboard/lib/forms.ts'
import { formatPhone } from '#dashboard/lib/phone.ts'
import { toast } from '#dashboard/lib/toast.ts'
import type { Courier, CourierInput } from '#worker/schemas/couriers.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import {
  COURIER_SERVER_FIELDS,
  type CourierFormValues,
  courierResolver,
  EMPTY_COURIER,
  toCourierValues,
} from './courier-values.ts'
import { frCouriers as t } from './fr.ts'
import { useAddCourier, useRemoveCourier, useSaveCourier } from './queries.ts'

/** The shop's couriers, each with their number, fee and switch; one form adds, the same edits. */
export function CouriersCard({ couriers, currency }: { couriers: Courier[]; currency: string }) {
  return (
    <SectionCard icon={Bike} title={t.listTitle} description={t.listText} region>
      <EditableList
        items={couriers}
        empty={t.empty}
        details={(c) => (
          <>
            <span className="tabular-nums">{formatPhone(c.phone)}</span>
            {c.feePerDrop === null ? '' : ` · ${formatMoney(c.feePerDrop, currency)} ${t.perDrop}`}
          </>
        )}
        remove={useRemoveCourier()}
        removed={t.removed}
        words={t}
        form={(editing, done) => (
          <CourierForm courier={editing} currency={currency} onDone={done} />
        )}
      />
    </SectionCard>
  )
}

function CourierForm({
  courier,
  currency,
  onDone,
}: {
  courier: Courier | null
  currency: string
  onDone: () => void
}) {
  const add = useAddCourier()
  const save = useSaveCourier()
  const form = useForm<CourierFormValues, unknown, CourierInput>({
    resolver: courierResolver,
    defaultValues: courier ? toCourierValues(courier, currency) : EMPTY_COURIER,
  })
  const { errors } = form.formState
  const submit = form.handleSubmit(async (input) => {
    try {
      if (courier) await save.mutateAsync({ id: courier.id, json: input })
      else await add.mutateAsync(input)
      form.reset(EMPTY_COURIER)
      toast.success(courier ? t.saved : t.added)
      onDone()
    } catch (error) {
      applyServerErrors(form, error, COURIER_SERVER_FIELDS)
    }
  })
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:max-w-lg">
      <FormField id="courier-name" label={t.name} error={errors.name?.message}>
        <Input
          {...controlProps('courier-name', errors.name?.message)}
          autoComplete="off"
          {...form.register('name')}
        />
      </FormField>
      <PhoneField
        id="courier"
        form={form}
        dialCodeLabel={t.dialCode}
        phoneLabel={t.phone}
        autoComplete="off"
      />
      <FormField id="courier-fee" label={t.fee} hint={t.feeHint} error={errors.feePerDrop?.message}>
        <Input
          inputMode="decimal"
          className="sm:max-w-40"
          {...controlProps('courier-fee', errors.feePerDrop?.message, true)}
          autoComplete="off"
          {...form.register('feePerDrop')}
        />
      </FormField>
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <SettingSwitch
            id="courier-active"
            label={t.active}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <EditFormButtons
        editing={courier !== null}
        submitting={form.formState.isSubmitting}
        add={t.add}
        save={t.save}
        cancel={t.cancel}
        onCancel={onDone}
      />
    </form>
  )
}
