import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { onlyDigits } from '#dashboard/lib/utils.ts'
import { CountryCodeSelect } from './country-code-select.tsx'
import { controlProps, FormField } from './ui/form-field.tsx'
import { Input } from './ui/input.tsx'

type PhoneValues = { country: string; phone: string }

/**
 * The dial code (picked by country) and the national number side by side, as the form's
 * `country` and `phone` values; the number keeps only its digits as it is typed.
 */
export function PhoneField<T extends FieldValues & PhoneValues, O>({
  id,
  form,
  dialCodeLabel,
  phoneLabel,
  phoneHint,
  autoComplete = 'tel-national',
}: {
  /** Prefix of the two controls' ids: `${id}-country` and `${id}-phone`. */
  id: string
  form: UseFormReturn<T, unknown, O>
  dialCodeLabel: string
  phoneLabel: string
  phoneHint?: string
  /** `off` for someone else's number (a customer's), not the person's own. */
  autoComplete?: string
}) {
  const country = 'country' as Path<T>
  const phone = 'phone' as Path<T>
  const { errors } = form.formState
  const countryError = errors.country?.message as string | undefined
  const phoneError = errors.phone?.message as string | undefined
  return (
    <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] items-start gap-2">
      <FormField id={`${id}-country`} label={dialCodeLabel} error={countryError}>
        <CountryCodeSelect
          value={form.watch(country) as string}
          {...controlProps(`${id}-country`, countryError)}
          {...form.register(country)}
        />
      </FormField>
      <FormField id={`${id}-phone`} label={phoneLabel} error={phoneError} hint={phoneHint}>
        <Controller
          control={form.control}
          name={phone}
          render={({ field }) => (
            <Input
              type="tel"
              inputMode="numeric"
              autoComplete={autoComplete}
              {...controlProps(`${id}-phone`, phoneError, Boolean(phoneHint))}
              {...field}
              onChange={(e) => field.onChange(onlyDigits(e.target.value))}
            />
          )}
        />
      </FormField>
    </div>
  )
}
