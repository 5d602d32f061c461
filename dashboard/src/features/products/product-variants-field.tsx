import { Plus, Wand2, X } from 'lucide-react'
import { useId } from 'react'
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FieldError, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { MAX_VARIANTS, type ProductInput, productMsg } from '#worker/schemas/products.ts'
import { pf } from './fr.ts'
import type { ProductFormValues, VariantFormRow } from './product-values.ts'
import { variantCombinations } from './variant-combinations.ts'

type Cell = 'size' | 'color' | 'stock'

/**
 * "Déclinaisons" (once "Sous-produits"): one row per size/colour combination, each with its
 * own stock. With none yet, the sizes and colours typed above make them all in one click.
 */
export function ProductVariantsField({
  form,
}: {
  form: UseFormReturn<ProductFormValues, unknown, ProductInput>
}) {
  const id = useId()
  const { fields, append, remove, replace } = useFieldArray({
    control: form.control,
    name: 'variants',
  })
  const errors = form.formState.errors.variants
  const [sizes, colors] = useWatch({ control: form.control, name: ['sizes', 'colors'] })
  const combinations = fields.length === 0 ? variantCombinations(sizes, colors) : []
  // The stock typed before the variants existed is kept, on the first one, not lost to a 0.
  const withTypedStock = (rows: VariantFormRow[]) => {
    const stock = form.getValues('stock').trim()
    return rows.map((row, i) => (i === 0 && stock ? { ...row, stock } : row))
  }
  const generate = () => {
    replace(withTypedStock(combinations))
    // The stock is all that is left to type: the first one gets the focus.
    setTimeout(() => form.setFocus('variants.0.stock'))
  }

  const cell = (index: number, name: Cell, label: string, props: Parameters<typeof Input>[0]) => {
    const cellId = `${id}-${index}-${name}`
    const error = errors?.[index]?.[name]?.message
    return (
      <FormField id={cellId} label={label} error={error}>
        <Input
          {...props}
          {...controlProps(cellId, error)}
          {...form.register(`variants.${index}.${name}`)}
        />
      </FormField>
    )
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-base font-semibold">{pf.variants}</legend>
      <p className="text-sm text-muted-foreground">{pf.variantsHint}</p>
      {fields.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {pf.noVariants} {combinations.length === 0 && pf.generateHelp}
        </p>
      )}
      {combinations.length > 0 && (
        <div className="grid gap-2 rounded-lg border border-dashed p-3">
          <p className="text-sm text-muted-foreground">
            {combinations.length > MAX_VARIANTS
              ? productMsg.tooManyVariants(MAX_VARIANTS)
              : pf.generateHint}
          </p>
          <Button
            type="button"
            className="w-fit"
            disabled={combinations.length > MAX_VARIANTS}
            onClick={generate}
          >
            <Wand2 aria-hidden="true" />
            {pf.generate(combinations.length)}
          </Button>
        </div>
      )}
      {fields.map((field, index) => (
        <fieldset
          key={field.id}
          className="grid grid-cols-2 items-start gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_6rem_auto]"
        >
          <legend className="sr-only">{pf.variantRow(index + 1)}</legend>
          {cell(index, 'size', pf.size, { placeholder: 'M' })}
          {cell(index, 'color', pf.color, { placeholder: 'Bleu' })}
          {cell(index, 'stock', pf.stock, { inputMode: 'numeric', placeholder: '0' })}
          <Button
            type="button"
            variant="outline"
            className="self-end text-destructive hover:text-destructive"
            onClick={() => remove(index)}
          >
            <X aria-hidden="true" />
            {pf.removeVariant}
          </Button>
        </fieldset>
      ))}
      <FieldError message={errors?.root?.message ?? errors?.message} />
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        disabled={fields.length >= MAX_VARIANTS}
        onClick={() =>
          fields.length === 0
            ? replace(withTypedStock([{ size: '', color: '', stock: '' }]))
            : append({ size: '', color: '', stock: '' })
        }
      >
        <Plus aria-hidden="true" />
        {pf.addVariant}
      </Button>
    </fieldset>
  )
}
