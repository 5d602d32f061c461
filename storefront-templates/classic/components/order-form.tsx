import { t } from '../../fr'
import type { OrderFormState, Product } from '../../types'
import { pt } from './product-fr'

/** A size (or colour) none of whose variants is left: offered, but marked and not choosable. */
function soldOut(product: Product, name: 'size' | 'color', value: string): boolean {
  const variants = (product.variants ?? []).filter((v) => v[name] === value)
  return variants.length > 0 && variants.every((v) => v.stock === 0)
}

/** A plain HTML form: it works with JavaScript switched off; the server re-renders it on errors. */
export function OrderForm({
  product,
  action,
  form,
}: {
  product: Product
  action: string
  form?: OrderFormState
}) {
  const v = form?.values ?? {}
  const e = form?.errors ?? {}
  const field = (
    name: string,
    label: string,
    props: Record<string, string | number | boolean> = {},
  ) => (
    <div className="field">
      <label htmlFor={`f-${name}`}>{label}</label>
      <input
        id={`f-${name}`}
        name={name}
        defaultValue={v[name] ?? ''}
        required
        aria-invalid={e[name] ? true : undefined}
        aria-describedby={e[name] ? `e-${name}` : undefined}
        {...props}
      />
      {e[name] ? (
        <p className="err" id={`e-${name}`}>
          {e[name]}
        </p>
      ) : null}
    </div>
  )
  const choice = (name: 'size' | 'color', label: string, options: string[]) =>
    options.length ? (
      <div className="field">
        <label htmlFor={`f-${name}`}>{label}</label>
        <select id={`f-${name}`} name={name} defaultValue={v[name] ?? ''} required>
          <option value="">{t.choose}</option>
          {options.map((o) =>
            soldOut(product, name, o) ? (
              <option key={o} value={o} disabled>
                {`${o} (${pt.soldOut})`}
              </option>
            ) : (
              <option key={o} value={o}>
                {o}
              </option>
            ),
          )}
        </select>
        {e[name] ? <p className="err">{e[name]}</p> : null}
      </div>
    ) : null
  return (
    <form method="post" action={action} noValidate={false}>
      <h2>{t.orderTitle}</h2>
      {form?.formError ? (
        <p className="alert" role="alert">
          {form.formError}
        </p>
      ) : null}
      <input type="hidden" name="productId" value={product.id} />
      {choice('size', t.size, product.sizes)}
      {choice('color', t.color, product.colors)}
      {field('quantity', t.quantity, {
        type: 'number',
        min: 1,
        max: Math.max(1, Math.min(999, product.stock)),
        inputMode: 'numeric',
      })}
      <div className="row">
        {field('firstName', t.firstName, { autoComplete: 'given-name' })}
        {field('lastName', t.lastName, { autoComplete: 'family-name' })}
      </div>
      <div className="phone">
        {field('phoneCountryCode', t.phoneCode, { inputMode: 'tel', pattern: '\\+?[0-9]{1,4}' })}
        {field('phone', t.phone, { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' })}
      </div>
      {field('city', t.city, { autoComplete: 'address-level2' })}
      <button className="btn" type="submit">
        {t.placeOrder}
      </button>
    </form>
  )
}
