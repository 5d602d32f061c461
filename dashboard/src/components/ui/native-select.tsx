import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '#dashboard/lib/utils.ts'
import { fieldClass } from './input.tsx'

/** A styled native <select>: best on phones, and works with any <label htmlFor>. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select data-slot="select" className={cn(fieldClass, 'h-9 appearance-none pr-8')} {...props}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  )
}
