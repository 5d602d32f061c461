import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { cn } from '#dashboard/lib/utils.ts'

// Days and months come as calendar days, already cut on the shop's clock (or the platform's):
// read at UTC midnight and formatted in UTC, none shifts.
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

const TICKS = 4
/** The axis' top: 4 steps of 1, 2, 2.5 or 5 × a power of ten, whole steps when decimals are not allowed. */
export function axisTop(max: number, allowDecimals = true): number {
  if (!(max > 0)) return TICKS
  const raw = max / TICKS
  const power = 10 ** Math.floor(Math.log10(raw))
  const nice = [1, 2, 2.5, 5, 10].find((m) => m * power >= raw)! * power
  return TICKS * (allowDecimals ? nice : Math.max(1, Math.ceil(nice)))
}

/** The plot's width in pixels, to leave `minTickGap` between the day labels. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const el = ref.current
    // Without ResizeObserver (jsdom), every label shows.
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

/** The bar under the pointer: the plot is cut in `count` equal columns. */
function barAt(e: PointerEvent<HTMLDivElement>, count: number): number {
  const box = e.currentTarget.getBoundingClientRect()
  const at = Math.floor(((e.clientX - box.left) / box.width) * count)
  return Math.min(count - 1, Math.max(0, at))
}

// About the width of "12 sept." in 12 px type.
const LABEL_PX = 48

/**
 * Bars over days or months (one series, or a few side by side), in the theme's colours, drawn
 * with a few boxes: the boards need no more than this, and a charting library was the heaviest
 * download of the dashboard (ADR 026). Hovering, tapping or focusing a bar shows its `tooltip`.
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
  const bars = Array.isArray(bar) ? bar : [bar]
  const value = (p: T, key: keyof T) => Math.max(0, Number(p[key]) || 0)
  const top = axisTop(
    Math.max(0, ...data.flatMap((p) => bars.map((b) => value(p, b.key)))),
    y.allowDecimals,
  )
  const ticks = Array.from({ length: TICKS + 1 }, (_, i) => (top * (TICKS - i)) / TICKS)
  const [plot, width] = useWidth()
  const [active, setActive] = useState<number | null>(null)
  // Every n-th label, so that two labels stay `minTickGap` apart.
  const every = width
    ? Math.max(1, Math.ceil((data.length * (LABEL_PX + (x.minTickGap ?? 5))) / width))
    : 1
  const point = active === null ? undefined : data[active]
  return (
    <div
      className={cn(
        'relative flex w-full min-w-0 flex-col overflow-hidden text-xs text-muted-foreground',
        className,
      )}
      role="img"
      aria-label={label}
      onPointerLeave={() => setActive(null)}
    >
      <div className="relative flex min-h-0 flex-1 pt-2 pr-2">
        <div className="relative shrink-0" style={{ width: y.width }} aria-hidden>
          {ticks.map((t, i) => (
            <span
              key={t}
              className="absolute right-2 -translate-y-1/2 tabular-nums"
              style={{ top: `${(100 * i) / TICKS}%` }}
            >
              {y.format ? y.format(t) : t}
            </span>
          ))}
        </div>
        {/* One surface a finger slides over, not 30 buttons of 8 px: the bar under it shows. */}
        <div
          ref={plot}
          data-slot="chart-plot"
          className="relative flex min-w-0 flex-1 touch-pan-y items-end"
          onPointerMove={(e) => setActive(barAt(e, data.length))}
          onPointerDown={(e) => setActive(barAt(e, data.length))}
        >
          {ticks.map((t, i) => (
            <div
              key={t}
              className="absolute inset-x-0 border-t border-border"
              style={{ top: `${(100 * i) / TICKS}%` }}
              aria-hidden
            />
          ))}
          {data.map((p, i) => (
            <div
              // The x value (a day or a month) is unique in a series.
              key={String(p[x.key])}
              className={cn(
                'relative flex h-full min-w-0 flex-1 items-end justify-center gap-0.5 rounded-sm px-px',
                active === i && 'bg-accent',
              )}
              aria-hidden
            >
              {bars.map((b) => (
                <span
                  key={b.key}
                  className="block flex-1 rounded-t"
                  style={{
                    height: `${(100 * value(p, b.key)) / top}%`,
                    maxWidth: b.maxBarSize,
                    background: b.color,
                  }}
                />
              ))}
            </div>
          ))}
          {point !== undefined && active !== null && (
            <div
              className="pointer-events-none absolute top-0 z-10 -translate-x-1/2"
              style={{
                left: `clamp(4rem, ${(100 * (active + 0.5)) / data.length}%, calc(100% - 4rem))`,
              }}
            >
              {tooltip(point)}
            </div>
          )}
        </div>
      </div>
      <div className="flex h-6 items-end pr-2" style={{ paddingLeft: y.width }} aria-hidden>
        {data.map((p, i) => (
          <span key={String(p[x.key])} className="relative h-4 min-w-0 flex-1">
            {i % every === 0 && (
              <span className="absolute left-1/2 -translate-x-1/2 whitespace-nowrap">
                {x.format(String(p[x.key]))}
              </span>
            )}
          </span>
        ))}
      </div>
    </div>
  )
}
