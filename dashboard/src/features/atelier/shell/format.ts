import { localDay } from '#worker/schemas/shop-clock.ts'

/**
 * How the atelier shows its values, the same on every screen. Days ('YYYY-MM-DD') and months
 * ('YYYY-MM') are calendar values, not instants: they are read in UTC so that no browser
 * timezone moves them to the day before.
 */
const dayFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeZone: 'UTC' })
const monthFormat = new Intl.DateTimeFormat('fr-FR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const metresFormat = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** '2025-03-07' → "7 mars 2025". */
export const formatDay = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00Z`))

/** '2025-03' → "mars 2025". */
export const formatMonth = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`))

/** 1250 → "12,50 m": lengths travel in centimetres and show in metres. */
export const formatMetres = (cm: number) => `${metresFormat.format(cm / 100)} m`

/** Today on the shop's clock (ADR 048), 'YYYY-MM-DD': `useShopToday` gives it its zone. */
export const todayIso = (timeZone: string) => localDay(new Date(), timeZone)

/** Today, as the person's calendar shows it ('YYYY-MM-DD'). */
export function today(): string {
  const d = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}
