import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { COUNTRIES, dialCodeOf } from '#dashboard/lib/countries.ts'
import { cn } from '#dashboard/lib/utils.ts'
import { fieldClass } from './ui/input.tsx'

/**
 * Value = ISO country code (dial codes are shared, e.g. +1). The native select stays on top,
 * transparent, so phones get their own picker; the box itself only shows the short dial code.
 */
export function CountryCodeSelect({
  value,
  className,
  ...props
}: Omit<ComponentProps<'select'>, 'value'> & { value: string }) {
  return (
    <div
      className={cn(
        fieldClass,
        'relative flex h-9 items-center gap-1.5 pr-7 focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50',
        className,
      )}
    >
      <span className="text-xs font-medium text-muted-foreground">{value}</span>
      <span className="tabular-nums">+{dialCodeOf(value)}</span>
      <ChevronDown
        className="absolute top-1/2 right-2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <select
        value={value}
        autoComplete="tel-country-code"
        className="absolute inset-0 cursor-pointer appearance-none opacity-0"
        {...props}
      >
        {COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {`${c.name} (+${c.dial})`}
          </option>
        ))}
      </select>
    </div>
  )
}
