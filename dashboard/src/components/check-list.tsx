import { Check } from 'lucide-react'
import { cn } from '#dashboard/lib/utils.ts'

/** What a plan includes, one ticked line each. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('grid gap-2 text-sm', className)}>
      {items.map((line) => (
        <li key={line} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {line}
        </li>
      ))}
    </ul>
  )
}
