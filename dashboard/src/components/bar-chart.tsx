import type { ReactNode } from 'react'
import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts'
import { cn } from '#dashboard/lib/utils.ts'

// Days and months are UTC (the platform's and the shops' timezone): formatted in UTC, none shifts.
const dayShort = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})
const dayLong = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'UTC' })
const toUtcDay = (day: string) => new Date(`${day}T00:00:00Z`)
const compactNumber = new Intl.NumberFormat('fr-FR', {
  notation: 'compact',
  maximumFractionDigits: 1,
})

/** A `YYYY-MM-DD` day: "3 mars" on the axis, "lundi 3 mars 2025" in the tooltip. */
export const day = {
  short: (d: string) => dayShort.format(toUtcDay(d)),
  long: (d: string) => dayLong.format(toUtcDay(d)),
}
/** "12,5 k": amounts on a chart's axis. */
export const compact = (n: number) => compactNumber.format(n)

const axis = { tickLine: false, axisLine: false } as const
const tick = { fill: 'var(--color-muted-foreground)', fontSize: 12 }

/** The tooltip of a bar: its day or month, its figures, and an optional note in small print. */
export function ChartBubble({
  title,
  lines,
  note,
}: {
  title: string
  lines: string[]
  note?: string
}) {
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
      <p className="font-medium first-letter:uppercase">{title}</p>
      {lines.map((line) => (
        <p key={line} className="tabular-nums">
          {line}
        </p>
      ))}
      {note && <p className="text-xs text-muted-foreground">{note}</p>}
    </div>
  )
}

type BarSeries<T> = { key: string & keyof T; name: string; color: string; maxBarSize: number }

/**
 * Bars over days or months (one series, or a few side by side), in the theme's colours. Import
 * it only from modules loaded lazily: recharts is the heaviest dependency of the dashboard.
 */
export function SimpleBarChart<T extends object>({
  data,
  label,
  className,
  x,
  y,
  bar,
  tooltip,
}: {
  data: T[]
  /** What the chart shows, for screen readers. */
  label: string
  /** Its height, e.g. `h-56`. */
  className: string
  x: { key: string & keyof T; format: (value: string) => string; minTickGap?: number }
  y: { width: number; format?: (value: number) => string; allowDecimals?: boolean }
  /** One series, or several side by side (e.g. income beside expense). */
  bar: BarSeries<T> | BarSeries<T>[]
  tooltip: (point: T) => ReactNode
}) {
  // recharts cannot check a key of a generic T: the props above have already.
  const xKey = x.key as string
  const bars = Array.isArray(bar) ? bar : [bar]
  const content = ({ active, payload }: TooltipContentProps) => {
    const point = payload?.[0]?.payload as T | undefined
    return active && point ? tooltip(point) : null
  }
  return (
    <div className={cn('w-full', className)} role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis
            dataKey={xKey}
            tickFormatter={x.format}
            minTickGap={x.minTickGap}
            tick={tick}
            {...axis}
          />
          <YAxis
            width={y.width}
            tickFormatter={y.format}
            allowDecimals={y.allowDecimals}
            tick={tick}
            {...axis}
          />
          <Tooltip cursor={{ fill: 'var(--color-accent)' }} content={content} />
          {bars.map((b) => (
            <Bar
              key={b.key}
              dataKey={b.key as string}
              name={b.name}
              fill={b.color}
              radius={[4, 4, 0, 0]}
              maxBarSize={b.maxBarSize}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
