import type { ReactNode } from 'react'

/** Label / value pairs of a detail card (plan, subscription, payment claim). */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 text-right font-medium wrap-anywhere sm:text-left">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
