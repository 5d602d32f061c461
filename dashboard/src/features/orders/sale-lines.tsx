import { X } from 'lucide-react'
import { useId } from 'react'
import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FieldError, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { moneyInputProps } from '#dashboard/lib/money-input.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import type { ManualSaleInput } from '#worker/schemas/sales.ts'
import { saleWords as w } from './fr.ts'
import { lineAmount, type SaleFormValues, saleTotal } from './sale-values.ts'
import { SaleVariantSelect } from './sale-variant-select.tsx'

type SaleForm = UseFormReturn<SaleFormValues, unknown, ManualSaleInput>

function OptionSelect({
  id,
  label,
  options,
  field,
}: {
  id: string
  label: string
  options: string[]
  field: ReturnType<SaleForm['register']>
}) {
  return (
    <FormField id={id} label={label}>
      <NativeSelect {...controlProps(id)} {...field}>
        <option value="">{w.choose}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  )
}

/** The sale's lines: size and colour when the product has some, quantity, agreed price. */
export function SaleLines({
  form,
  lines,
  currency,
}: {
  form: SaleForm
  lines: UseFieldArrayReturn<SaleFormValues, 'items'>
  currency: string
}) {
  const id = useId()
  const items = form.watch('items')
  const error = form.formState.errors.items?.message
  return (
    <div className="grid gap-3">
      {lines.fields.length === 0 && <p className="text-sm text-muted-foreground">{w.noLines}</p>}
      {/* minmax(0,1fr): a long product name is cut, never wider than a 360 px screen. */}
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
        {lines.fields.map((line, i) => {
          const rowId = `${id}-${i}`
          const current = items[i] ?? line
          return (
            <li
              key={line.id}
              className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border p-3"
            >
              <div className="flex items-center justify-between gap-3">
                <span className="min-w-0 truncate font-medium">{line.name}</span>
                <span className="ml-auto font-medium whitespace-nowrap tabular-nums">
                  {formatMoney(lineAmount(current, currency), currency)}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={w.remove(line.name)}
                  onClick={() => lines.remove(i)}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              <div className="grid gap-3 sm:grid-cols-4">
                {(line.sizes.length > 0 || line.colors.length > 0) && (
                  <SaleVariantSelect
                    id={`${rowId}-variant`}
                    productId={line.productId}
                    size={current.size}
                    color={current.color}
                    onChoose={({ size, color }) => {
                      form.setValue(`items.${i}.size`, size)
                      form.setValue(`items.${i}.color`, color)
                      form.clearErrors('items')
                    }}
                    plain={
                      <>
                        {line.sizes.length > 0 && (
                          <OptionSelect
                            id={`${rowId}-size`}
                            label={w.size}
                            options={line.sizes}
                            field={form.register(`items.${i}.size`)}
                          />
                        )}
                        {line.colors.length > 0 && (
                          <OptionSelect
                            id={`${rowId}-color`}
                            label={w.color}
                            options={line.colors}
                            field={form.register(`items.${i}.color`)}
                          />
                        )}
                      </>
                    }
                  />
                )}
                <FormField id={`${rowId}-qty`} label={w.quantity}>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={999}
                    {...controlProps(`${rowId}-qty`)}
                    {...form.register(`items.${i}.quantity`)}
                  />
                </FormField>
                <FormField
                  id={`${rowId}-price`}
                  label={w.unitPrice}
                  hint={w.unitPriceHint(formatMoney(line.currentPrice, currency))}
                >
                  <Input
                    {...moneyInputProps(currency)}
                    {...controlProps(`${rowId}-price`, undefined, true)}
                    {...form.register(`items.${i}.unitPrice`)}
                  />
                </FormField>
              </div>
            </li>
          )
        })}
      </ul>
      <FieldError id={`${id}-error`} message={error} />
      <p className="flex justify-between border-t pt-3 text-base font-semibold">
        <span>{w.total}</span>
        <span className="tabular-nums" data-testid="sale-total">
          {formatMoney(saleTotal({ items }, currency), currency)}
        </span>
      </p>
    </div>
  )
}
