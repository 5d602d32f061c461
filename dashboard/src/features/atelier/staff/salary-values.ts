import { payloadResolver } from '#dashboard/lib/forms.ts'
import { SalaryPaymentInput } from '#worker/schemas/atelier/staff.ts'

export type SalaryFormValues = Record<
  'staffId' | 'amount' | 'period' | 'paidOn' | 'paymentMethod' | 'note',
  string
>

export const salaryResolver = payloadResolver<SalaryFormValues, SalaryPaymentInput>(
  SalaryPaymentInput,
  (v) => v,
)

/** Today, as the person's calendar shows it ('YYYY-MM-DD'). */
export function today(): string {
  const d = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** A new payment: this month, paid today, in cash, the member's salary when known. */
export const newPayment = (staffId = '', amount = ''): SalaryFormValues => ({
  staffId,
  amount,
  period: today().slice(0, 7),
  paidOn: today(),
  paymentMethod: 'cash',
  note: '',
})
