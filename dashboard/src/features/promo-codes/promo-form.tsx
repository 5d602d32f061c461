import { useQuery } from '@tanstack/react-query'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { SettingSwitch } from '#dashboard/features/atelier/settings/setting-switch.tsx'
import { categoryListQuery } from '#dashboard/features/categories/queries.ts'
import { applyServerErrors, sameNames } from '#dashboard/lib/forms.ts'
import { toast } from '#dashboard/lib/toast.ts'
import type { PromoCode, PromoCodeInput } from '#worker/schemas/promo-codes.ts'
import { frPromo as t } from './fr.ts'
import {
  codeLocked,
  EMPTY_PROMO,
  type PromoFormValues,
  promoFormValues,
  promoResolver,
} from './promo-values.ts'
import { useAddPromo, useSavePromo } from './queries.ts'

const PROMO_FIELDS = sameNames<PromoFormValues>(
  'code',
  'kind',
  'value',
  'minOrder',
  'startsOn',
  'endsOn',
  'maxUses',
  'maxUsesPerPhone',
  'freeDelivery',
  'active',
  'categoryIds',
)

type PromoFormApi = ReturnType<typeof useForm<PromoFormValues, unknown, PromoCodeInput>>

function TextField({
  form,
  name,
  label,
  hint,
  type = 'text',
  readOnly = false,
}: {
  form: PromoFormApi
  name: Exclude<keyof PromoFormValues, 'freeDelivery' | 'active' | 'kind' | 'categoryIds'>
  label: string
  hint?: string
  type?: string
  readOnly?: boolean
}) {
  const error = form.formState.errors[name]?.message
  const id = `promo-${name}`
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Input
        type={type}
        {...controlProps(id, error, Boolean(hint))}
        autoComplete="off"
        readOnly={readOnly}
        {...form.register(name)}
      />
    </FormField>
  )
}

/** The shop's categories as boxes to tick: none ticked, every product. */
function CategoryPicker({ form }: { form: PromoFormApi }) {
  const categories = useQuery(categoryListQuery())
  const items = categories.data ?? []
  if (items.length === 0) return null
  const error = form.formState.errors.categoryIds?.message
  return (
    <Controller
      control={form.control}
      name="categoryIds"
      render={({ field }) => (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t.categories}</legend>
          {items.map((c) => (
            <label key={c.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={field.value.includes(c.id)}
                onChange={(e) =>
                  field.onChange(
                    e.target.checked
                      ? [...field.value, c.id]
                      : field.value.filter((id) => id !== c.id),
                  )
                }
              />
              {c.name}
            </label>
          ))}
          <p className="text-xs text-muted-foreground">{error ?? t.categoriesHint}</p>
        </fieldset>
      )}
    />
  )
}

/**
 * A new code, or `editing` one: every field can change, except the text of a code orders
 * already carry (ADR 054).
 */
export function PromoForm({
  editing,
  currency = 'XOF',
  onDone,
}: {
  editing?: PromoCode
  currency?: string
  onDone?: () => void
}) {
  const add = useAddPromo()
  const save = useSavePromo()
  const form = useForm<PromoFormValues, unknown, PromoCodeInput>({
    resolver: promoResolver,
    defaultValues: editing ? promoFormValues(editing, currency) : EMPTY_PROMO,
  })
  const submit = form.handleSubmit(async (input) => {
    try {
      if (editing) {
        await save.mutateAsync({ id: editing.id, json: input })
        toast.success(t.saved)
        onDone?.()
      } else {
        await add.mutateAsync(input)
        form.reset(EMPTY_PROMO)
        toast.success(t.added)
      }
    } catch (error) {
      applyServerErrors(form, error, PROMO_FIELDS)
    }
  })
  const locked = editing ? codeLocked(editing) : false
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:max-w-lg">
      {editing ? <h3 className="font-medium">{t.editTitle(editing.code)}</h3> : null}
      <TextField
        form={form}
        name="code"
        label={t.code}
        hint={locked ? t.codeLockedHint : t.codeHint}
        readOnly={locked}
      />
      <FormField id="promo-kind" label={t.kind}>
        <select
          id="promo-kind"
          className="h-9 rounded-md border bg-background px-2"
          {...form.register('kind')}
        >
          <option value="percent">{t.percent}</option>
          <option value="amount">{t.amount}</option>
        </select>
      </FormField>
      <TextField form={form} name="value" label={t.value} hint={t.valueHint} />
      <TextField form={form} name="minOrder" label={t.minOrder} hint={t.minOrderHint} />
      <TextField form={form} name="startsOn" label={t.startsOn} type="date" />
      <TextField form={form} name="endsOn" label={t.endsOn} type="date" />
      <TextField form={form} name="maxUses" label={t.maxUses} hint={t.unlimitedHint} />
      <TextField
        form={form}
        name="maxUsesPerPhone"
        label={t.maxUsesPerPhone}
        hint={t.unlimitedHint}
      />
      <CategoryPicker form={form} />
      {(['freeDelivery', 'active'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <SettingSwitch
              id={`promo-${name}`}
              label={t[name]}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      ))}
      <div className="flex gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {editing ? t.save : t.add}
        </Button>
        {editing ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            {t.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
