import { useId, useMemo } from 'react'
import { type Path, useForm } from 'react-hook-form'
import { InputField, TextareaField } from '#dashboard/components/form-fields.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { FormField } from '#dashboard/components/ui/form-field.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { formatDate } from '#dashboard/lib/utils.ts'
import type {
  GarmentType,
  Measurement,
  MeasurementInput,
} from '#worker/schemas/atelier/measurements.ts'
import { measureWords as w } from './fr.ts'
import {
  type MeasureFormValues,
  measureResolver,
  messagesOf,
  serverIssues,
} from './measure-values.ts'

const t = w.take

/**
 * Chooses a garment type, then one box per part in centimetres. The customer's last values
 * for that type show as placeholders: a tailor retypes only what changed… or everything, since
 * a measurement is always a new, whole record.
 */
export function MeasureForm({
  types,
  history,
  initialTypeId,
  onSubmit,
  onCancel,
}: {
  types: GarmentType[]
  /** The customer's measurements, newest first. */
  history: Measurement[]
  initialTypeId: string
  onSubmit: (input: MeasurementInput) => Promise<unknown>
  onCancel: () => void
}) {
  const id = useId()
  const resolver = useMemo(() => measureResolver(types), [types])
  const form = useForm<MeasureFormValues, unknown, MeasurementInput>({
    resolver,
    defaultValues: { garmentTypeId: initialTypeId, values: {}, note: '' },
  })
  const typeId = form.watch('garmentTypeId')
  const type = types.find((x) => x.id === typeId)
  const last = history.find((x) => x.garmentTypeId === typeId)
  const lastValues = new Map(last?.values.map((v) => [v.partId, v.value]))
  const { errors } = form.formState

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input)
    } catch (error) {
      const issues = serverIssues(error)
      if (!issues) return void toast.error(errorMessage(error))
      const found = messagesOf(issues, input.values)
      const set = (name: Path<MeasureFormValues> | 'root', message: string | undefined) =>
        message && form.setError(name, { type: 'server', message })
      for (const [partId, message] of Object.entries(found.values)) set(`values.${partId}`, message)
      set('garmentTypeId', found.garmentTypeId)
      set('note', found.note)
      set('root', found.root)
      const placed = Object.keys(found.values).length || found.garmentTypeId || found.note
      if (!placed && !found.root) toast.error(errorMessage(error))
    }
  })

  return (
    <form
      noValidate
      // Also in a dialog over L'Atelier's order form: a portal's submit must not reach it.
      onSubmit={(e) => {
        e.stopPropagation()
        void submit(e)
      }}
      className="grid gap-6"
    >
      <FormField id={`${id}-type`} label={t.garment} error={errors.garmentTypeId?.message}>
        <NativeSelect
          id={`${id}-type`}
          aria-invalid={errors.garmentTypeId ? true : undefined}
          {...form.register('garmentTypeId')}
        >
          <option value="">{t.chooseGarment}</option>
          {types.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {type && (
        <fieldset className="grid gap-4">
          <legend className="mb-1 font-semibold">{t.values}</legend>
          <p className="text-sm text-muted-foreground">
            {last && <span className="block">{t.lastTaken(formatDate(last.createdAt))}</span>}
            {t.valuesHint}
          </p>
          {type.parts.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t.noParts}</p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {type.parts.map((p) => (
                <InputField
                  key={p.id}
                  id={`${id}-${p.id}`}
                  label={`${p.name} (${w.cm})`}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={lastValues.get(p.id)?.toLocaleString('fr-FR') ?? ''}
                  error={errors.values?.[p.id]?.message}
                  {...form.register(`values.${p.id}`)}
                />
              ))}
            </div>
          )}
        </fieldset>
      )}
      <TextareaField
        id={`${id}-note`}
        label={t.note}
        hint={w.optional}
        placeholder={t.notePlaceholder}
        error={errors.note?.message}
        {...form.register('note')}
      />
      {errors.root?.message && (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {fr.common.cancel}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting || !type?.parts.length}>
          {t.submit}
        </Button>
      </div>
    </form>
  )
}
