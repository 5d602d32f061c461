import type { ComponentProps } from 'react'
import { COUNTRIES } from '#dashboard/lib/countries.ts'
import { NativeSelect } from './ui/native-select.tsx'

/** Value = ISO country code (dial codes are shared, e.g. +1); each option shows the dial code. */
export function CountryCodeSelect(props: ComponentProps<typeof NativeSelect>) {
  return (
    <NativeSelect autoComplete="tel-country-code" {...props}>
      {COUNTRIES.map((c) => (
        <option key={c.code} value={c.code}>
          {`${c.name} (+${c.dial})`}
        </option>
      ))}
    </NativeSelect>
  )
}
