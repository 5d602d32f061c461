import { PAYMENT_METHODS } from '#worker/schemas/atelier/cashbook.ts'
import { atelierWords } from './fr.ts'

/** The `<option>`s of a payment-method select, in the API's order. */
export function PaymentMethodOptions() {
  return PAYMENT_METHODS.map((m) => (
    <option key={m} value={m}>
      {atelierWords.paymentMethods[m]}
    </option>
  ))
}
