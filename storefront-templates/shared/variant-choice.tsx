import { combinationLabel, combinationValue } from '#worker/schemas/variant-choice.ts'
import { t } from '../fr'
import type { FormState, Product } from '../types'
import { FieldError, takesFocus } from './fields'

/** "3 en stock", "plus qu’un seul en stock" (the product badge's words), or "épuisé". */
const stockWords = (stock: number) => (stock ? t.inStock(stock).toLowerCase() : t.soldOut)

/**
 * A product with variants: ONE radio per combination that exists, each with what is left
 * ("M / Bleu — 3 en stock"), the sold-out ones shown but disabled. Without JavaScript the
 * shopper sees every choice and its stock at once, and cannot post a combination that does
 * not exist (issue 27). The size or colour message of a refused post shows under the list.
 */
export function VariantChoice({ product, form }: { product: Product; form?: FormState }) {
  const variants = product.variants ?? []
  const legend = variants.some((v) => v.size)
    ? variants.some((v) => v.color)
      ? t.sizeAndColor
      : t.size
    : t.color
  const key = ['variant', 'size', 'color'].find((k) => form?.errors[k])
  const error = key && form?.errors[key]
  const focus = !!key && takesFocus(form, key)
  const firstOpen = variants.findIndex((v) => v.stock)
  return (
    <fieldset
      className="field pay-methods"
      id="f-variant"
      aria-describedby={error ? 'e-f-variant' : undefined}
    >
      <legend>{legend}</legend>
      {variants.map((v, i) => (
        <label key={v.id} className="pay-method">
          <input
            type="radio"
            name="variant"
            value={combinationValue(v)}
            required
            disabled={!v.stock}
            // The re-rendered form's choice, read by the server into its size and colour.
            defaultChecked={form?.values.size === v.size && form.values.color === v.color}
            // biome-ignore lint/a11y/noAutofocus: a re-rendered page has no script to bring its message into view
            autoFocus={focus && i === firstOpen}
          />
          <span>
            {combinationLabel(v)} — {stockWords(v.stock)}
          </span>
        </label>
      ))}
      <FieldError id="e-f-variant" message={error} />
    </fieldset>
  )
}
