import { Plus, X } from 'lucide-react'
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form'
import { CountryCodeSelect } from '#dashboard/components/country-code-select.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FieldError, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { WALLET_OPERATOR_LABEL, WALLET_OPERATORS } from '#worker/schemas/payment-words.ts'
import { type ChannelFormValues, EMPTY_CHANNEL } from './channel-values.ts'
import { settingsWords as w } from './fr.ts'

const MAX_CHANNELS = 10
type TextField = 'number' | 'holderName' | 'merchantCode' | 'ussdCode' | 'note'

/** The platform's receiving channels: one fieldset per operator number, added and removed in place. */
export function ChannelRows({
  id,
  form,
}: {
  id: string
  form: UseFormReturn<ChannelFormValues, unknown, unknown>
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'channels' })
  const errors = form.formState.errors.channels
  const text = (index: number, name: TextField, label: string, hint?: string) => {
    const fieldId = `${id}-${index}-${name}`
    const error = errors?.[index]?.[name]?.message
    return (
      <FormField id={fieldId} label={label} error={error} hint={hint}>
        <Input
          {...controlProps(fieldId, error, Boolean(hint))}
          {...form.register(`channels.${index}.${name}`)}
        />
      </FormField>
    )
  }
  return (
    <div className="grid gap-4">
      {fields.length === 0 && <p className="text-sm text-muted-foreground">{w.none}</p>}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2">
          <legend className="flex w-full items-center justify-between px-1 text-sm font-medium">
            {w.channel(index + 1)}
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={w.remove(index + 1)}
              onClick={() => remove(index)}
            >
              <X aria-hidden="true" />
            </Button>
          </legend>
          <FormField id={`${id}-${index}-operator`} label={w.operator}>
            <NativeSelect
              id={`${id}-${index}-operator`}
              {...form.register(`channels.${index}.operator`)}
            >
              {WALLET_OPERATORS.map((op) => (
                <option key={op} value={op}>
                  {WALLET_OPERATOR_LABEL[op]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="grid grid-cols-[7.5rem_1fr] items-start gap-2">
            <FormField id={`${id}-${index}-country`} label={w.country}>
              <Controller
                control={form.control}
                name={`channels.${index}.country`}
                render={({ field: f }) => (
                  <CountryCodeSelect id={`${id}-${index}-country`} {...f} />
                )}
              />
            </FormField>
            {text(index, 'number', w.number)}
          </div>
          {text(index, 'holderName', w.holderName, w.holderHint)}
          {text(index, 'merchantCode', w.merchantCode)}
          {text(index, 'ussdCode', w.ussdCode, w.ussdHint)}
          {text(index, 'note', w.note)}
        </fieldset>
      ))}
      <FieldError message={errors?.root?.message} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={fields.length >= MAX_CHANNELS}
        onClick={() => append(EMPTY_CHANNEL, { shouldFocus: true })}
      >
        <Plus aria-hidden="true" />
        {w.add}
      </Button>
    </div>
  )
}
