import { CHECKOUT_METHOD_LABEL, type CheckoutMethod } from '#worker/schemas/payments.ts'
import type { FormState } from '../../types'
import { payWords } from './fr'

/**
 * The shop's payment methods at checkout: plain radio buttons in the form, so the choice works
 * without JavaScript. With a single method there is nothing to choose: it is said, not asked.
 */
export function PaymentChoice({ methods, form }: { methods: CheckoutMethod[]; form: FormState }) {
  if (methods.length === 0) return null
  const chosen = form.values.paymentMethod || methods[0]
  const error = form.errors.paymentMethod
  return (
    <fieldset
      className="field pay-methods"
      aria-describedby={error ? 'e-paymentMethod' : undefined}
    >
      <legend>{payWords.methodTitle}</legend>
      {methods.map((m) => (
        <label key={m} className="pay-method">
          <input type="radio" name="paymentMethod" value={m} defaultChecked={m === chosen} />
          <span>
            <strong>{CHECKOUT_METHOD_LABEL[m]}</strong>
            <br />
            <span className="muted">{payWords.methodHint[m]}</span>
          </span>
        </label>
      ))}
      {error ? (
        <p className="err" id="e-paymentMethod">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
