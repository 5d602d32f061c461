import { useId } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { bindField, InputField } from '#dashboard/components/form-fields.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import type { ProductInput } from '#worker/schemas/products.ts'
import { pf, productWords } from './fr.ts'
import { fromVariants, type ProductFormValues, splitList } from './product-values.ts'

const t = productWords
type Form = UseFormReturn<ProductFormValues, unknown, ProductInput>

function Chips({ values }: { values: string[] }) {
  if (values.length === 0) return null
  return (
    <div className="flex flex-wrap gap-1">
      {values.map((v) => (
        <Badge key={v} variant="secondary">
          {v}
        </Badge>
      ))}
    </div>
  )
}

/**
 * Stock, sizes and colours. Once the product has variants these are theirs (sum, values used):
 * shown read-only, so the merchant sees what the shop will sell without typing it twice.
 */
export function ProductStockFields({ form }: { form: Form }) {
  const id = useId()
  const variants = useWatch({ control: form.control, name: 'variants' })
  const [sizes, colors] = useWatch({ control: form.control, name: ['sizes', 'colors'] })
  const derived = variants.length ? fromVariants(variants) : null

  const readOnly = (name: string, label: string, value: string, hint: string) => (
    <FormField id={`${id}-${name}`} label={label} hint={hint}>
      <Input
        readOnly
        value={value}
        className="bg-muted text-muted-foreground"
        {...controlProps(`${id}-${name}`, undefined, true)}
      />
    </FormField>
  )
  const field = bindField(form, id)

  if (derived)
    return (
      <div className="grid gap-4 sm:grid-cols-3">
        {readOnly('stock', `${t.stock} (${pf.computed})`, derived.stock, pf.computedHint)}
        {readOnly('sizes', t.sizes, derived.sizes.join(', ') || pf.none, pf.derivedHint)}
        {readOnly('colors', t.colors, derived.colors.join(', ') || pf.none, pf.derivedHint)}
      </div>
    )
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {/* No placeholder: a grey "10" read as a stock already typed, then "Le champ est vide". */}
      <InputField label={t.stock} inputMode="numeric" {...field('stock')} />
      <div className="grid content-start gap-2">
        <InputField
          label={t.sizes}
          hint={t.listHint}
          placeholder={t.sizesPlaceholder}
          {...field('sizes')}
        />
        <Chips values={splitList(sizes)} />
      </div>
      <div className="grid content-start gap-2">
        <InputField
          label={t.colors}
          hint={t.listHint}
          placeholder={t.colorsPlaceholder}
          {...field('colors')}
        />
        <Chips values={splitList(colors)} />
      </div>
    </div>
  )
}
