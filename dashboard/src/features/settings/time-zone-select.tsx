import type { ComponentProps } from 'react'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { SHOP_TIME_ZONES, timeZoneOption } from '#worker/schemas/time-zones.ts'

/** The shop's clock (ADR 048): one zone per country served, named "Bénin — UTC+1". */
export function TimeZoneSelect(props: Omit<ComponentProps<typeof NativeSelect>, 'children'>) {
  return (
    <NativeSelect {...props}>
      {SHOP_TIME_ZONES.map(({ zone }) => (
        <option key={zone} value={zone}>
          {timeZoneOption(zone)}
        </option>
      ))}
    </NativeSelect>
  )
}
