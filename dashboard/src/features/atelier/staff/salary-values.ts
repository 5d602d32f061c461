import { payloadResolver } from '#dashboard/lib/forms.ts'
import { SalaryPaymentInput } from '#worker/schemas/atelier/staff.ts'
import { today } from '../shell/format.ts'

export type SalaryFormValues = Record<
  'staffId' | 'amount' | 'period' | 'paidOn' | 'paymentMethod' | 'note',
  string
>

export const salaryResolver = payloadResolver<SalaryFormValues, SalaryPaymentInput>(
  SalaryPaymentInput,
  (v) => v,
)

/** A new payment: this month, paid today, in cash, the member's salary when known. */
export const newPayment = (staffId = '', amount = ''): SalaryFormValues => ({
  staffId,
  amount,
  period: today().slice(0, 7),
  paidOn: today(),
  paymentMethod: 'cash',
  note: '',
})
