import { timeZoneLabel } from '#worker/schemas/time-zones.ts'

/**
 * "Heure de Cotonou (UTC+1)": the clock the board's days are cut on (ADR 048). Loaded with the
 * chart, not before: the zones' list and their arithmetic stay out of the board's first load
 * (ADR 039).
 */
export function TimeZoneNote({ zone }: { zone: string }) {
  return timeZoneLabel(zone)
}
