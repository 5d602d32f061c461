import { useId } from 'react'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Checkbox } from '#dashboard/components/ui/checkbox.tsx'
import { FieldError } from '#dashboard/components/ui/form-field.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { metersToCm, type TailoringOrderFormOptions } from '#worker/schemas/atelier/orders.ts'
import { formatMoney, toDecimalString } from '#worker/schemas/money.ts'
import { orderWords } from './fr.ts'
import type { OrderFormApi } from './order-values.ts'

const w = orderWords.form
type Options = TailoringOrderFormOptions

/** The services ticked, plus the stock fabric at its price per metre: what the order costs. */
function suggestedPrice(form: OrderFormApi, options: Options): number {
  const [serviceIds, source, fabricId, meters] = form.watch([
    'serviceIds',
    'fabricSource',
    'fabricId',
    'fabricMeters',
  ])
  const services = options.services
    .filter((s) => serviceIds.includes(s.id))
    .reduce((sum, s) => sum + s.price, 0)
  const fabric = options.fabrics.find((f) => f.id === fabricId)
  const cm =
    source === 'stock' && /^\d+([.,]\d{1,2})?$/.test(meters ?? '') ? metersToCm(meters ?? '') : 0
  return services + Math.round(((fabric?.pricePerMeter ?? 0) * cm) / 100)
}

/** The services to add (with their price), and the price they suggest for the order. */
export function ServicesField({ form, options }: { form: OrderFormApi; options: Options }) {
  const id = useId()
  const chosen = form.watch('serviceIds')
  const suggested = suggestedPrice(form, options)
  const toggle = (serviceId: string, on: boolean) =>
    form.setValue(
      'serviceIds',
      on ? [...chosen, serviceId] : chosen.filter((s) => s !== serviceId),
      { shouldDirty: true },
    )
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1 text-sm font-medium">{w.services}</legend>
      {options.services.length === 0 ? (
        <p className="text-sm text-muted-foreground">{w.noServices}</p>
      ) : (
        <ul className="grid gap-1 sm:grid-cols-2">
          {options.services.map((s) => (
            <li key={s.id} className="flex min-h-10 items-center gap-3 rounded-md border px-3">
              <Checkbox
                id={`${id}-${s.id}`}
                checked={chosen.includes(s.id)}
                onCheckedChange={(on) => toggle(s.id, on === true)}
              />
              <Label
                htmlFor={`${id}-${s.id}`}
                className="flex flex-1 justify-between py-2 font-normal"
              >
                <span>{s.name}</span>
                <span className="text-muted-foreground tabular-nums">
                  {formatMoney(s.price, options.currency)}
                </span>
              </Label>
            </li>
          ))}
        </ul>
      )}
      <FieldError message={form.formState.errors.serviceIds?.message} />
      {suggested > 0 && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {w.suggested(formatMoney(suggested, options.currency))}
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto p-0"
            onClick={() =>
              form.setValue('price', toDecimalString(suggested, options.currency), {
                shouldValidate: true,
              })
            }
          >
            {w.useSuggested}
          </Button>
        </p>
      )}
    </fieldset>
  )
}
