/**
 * A shop's clock (ADR 048): where its days start and end, and how its dates read, in its own
 * time zone (an IANA name, `stores.time_zone`). Real time-zone arithmetic through
 * `Intl.DateTimeFormat` (in workerd, Node and browsers alike), never a fixed offset, so a zone
 * with daylight saving would still be right. Shared by the worker, the dashboard and the themes.
 * Days are 'YYYY-MM-DD' strings, months 'YYYY-MM'.
 */

const DAY_MS = 86_400_000

/** A shop-local day as people write it here: '2026-11-28' → '28/11/2026'. */
export const dayLabel = (day: string) => day.split('-').reverse().join('/')

const cached = new Map<string, Intl.DateTimeFormat>()
/** Building a formatter is costly: one per zone and style, kept for the isolate's life. */
function formatter(zone: string, style: string, options: Intl.DateTimeFormatOptions) {
  const key = `${zone}|${style}`
  let f = cached.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(style === 'parts' ? 'en-US' : 'fr-FR', {
      ...options,
      timeZone: zone,
    })
    cached.set(key, f)
  }
  return f
}

const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
}

/** The wall clock of `zone` at `instant`, as if it were UTC (ms). */
function wallClock(instant: Date, zone: string): number {
  const parts = formatter(zone, 'parts', PARTS).formatToParts(instant)
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour') % 24, n('minute'), n('second'))
}

/** How far `zone`'s clock is ahead of UTC at `instant`, in seconds (3600 in Cotonou). */
export function utcOffsetSeconds(instant: Date, zone: string): number {
  const whole = Math.floor(instant.getTime() / 1000) * 1000
  return Math.round((wallClock(new Date(whole), zone) - whole) / 1000)
}

/** The shop's calendar day at `instant`: 22:30 UTC is the next day in Cotonou. */
export function localDay(instant: Date, zone: string): string {
  return new Date(wallClock(instant, zone)).toISOString().slice(0, 10)
}

/** The local month ('YYYY-MM') at `instant`. */
export const localMonth = (instant: Date, zone: string) => localDay(instant, zone).slice(0, 7)

/** The day `days` after `day` (before it when negative): pure calendar arithmetic. */
export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** The month `months` after `month` ('YYYY-MM'). */
export function shiftMonth(month: string, months: number): string {
  const d = new Date(`${month}-01T00:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() + months)
  return d.toISOString().slice(0, 7)
}

/**
 * The UTC instant at which `day` starts in `zone`: local midnight. The offset is read at the
 * guess and again at the result, so a day starting beside a daylight-saving change is right.
 */
export function dayStart(day: string, zone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`)
  let at = midnight - utcOffsetSeconds(new Date(midnight), zone) * 1000
  at = midnight - utcOffsetSeconds(new Date(at), zone) * 1000
  return new Date(at)
}

/** The instants bounding `day` in `zone`: from its start (in) to the next day's (out). */
export const dayBounds = (day: string, zone: string) => ({
  start: dayStart(day, zone),
  end: dayStart(shiftDay(day, 1), zone),
})

/** The instants bounding `month` ('YYYY-MM') in `zone`. */
export const monthBounds = (month: string, zone: string) => ({
  start: dayStart(`${month}-01`, zone),
  end: dayStart(`${shiftMonth(month, 1)}-01`, zone),
})

/** "+1", "+0", "-3:30": the offset as people write it after "UTC". */
export function utcOffsetLabel(zone: string, at: Date = new Date()): string {
  const minutes = Math.round(utcOffsetSeconds(at, zone) / 60)
  const sign = minutes < 0 ? '-' : '+'
  const h = Math.floor(Math.abs(minutes) / 60)
  const m = Math.abs(minutes) % 60
  return `${sign}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`
}

/** "21 nov. 2026, 23:30": an instant on the shop's clock. */
export const formatDateTime = (instant: Date | string, zone: string) =>
  formatter(zone, 'dateTime', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant))

/** "21 novembre 2026": the shop's day of an instant. */
export const formatLongDate = (instant: Date | string, zone: string) =>
  formatter(zone, 'longDate', { dateStyle: 'long' }).format(new Date(instant))

/** "21 novembre 2026 à 23:30". */
export const formatLongDateTime = (instant: Date | string, zone: string) =>
  formatter(zone, 'longDateTime', { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(instant),
  )

/** "2026-11-21 23:30": sortable, for spreadsheets. */
export function formatSortableDateTime(instant: Date, zone: string): string {
  return new Date(wallClock(instant, zone)).toISOString().slice(0, 16).replace('T', ' ')
}
