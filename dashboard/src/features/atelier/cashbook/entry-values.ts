import { payloadResolver } from '#dashboard/lib/forms.ts'
import { type CashbookEntry, CashbookEntryInput } from '#worker/schemas/atelier/cashbook.ts'
import { toDecimalString } from '#worker/schemas/money.ts'
import { today } from '../shell/format.ts'

export type EntryFormValues = Record<
  'kind' | 'categoryId' | 'amount' | 'label' | 'occurredOn' | 'paymentMethod' | 'note',
  string
>

export const entryResolver = payloadResolver<EntryFormValues, CashbookEntryInput>(
  CashbookEntryInput,
  (v) => v,
)

export const newEntry = (): EntryFormValues => ({
  kind: 'expense',
  categoryId: '',
  amount: '',
  label: '',
  occurredOn: today(),
  paymentMethod: 'cash',
  note: '',
})

export const toEntryValues = (e: CashbookEntry, currency: string): EntryFormValues => ({
  kind: e.kind,
  categoryId: e.categoryId ?? '',
  amount: toDecimalString(e.amount, currency),
  label: e.label,
  occurredOn: e.occurredOn,
  paymentMethod: e.paymentMethod,
  note: e.note ?? '',
})
