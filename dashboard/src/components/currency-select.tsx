import type { ComponentProps } from 'react'
import { CURRENCIES } from '#worker/schemas/money.ts'
import { NativeSelect } from './ui/native-select.tsx'

/** The shop's currency, one of the supported currencies. */
export function CurrencySelect(props: Omit<ComponentProps<typeof NativeSelect>, 'children'>) {
  return (
    <NativeSelect {...props}>
      {CURRENCIES.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </NativeSelect>
  )
}
