/** Calendar arithmetic on 'YYYY-MM-DD' days (UTC: a day is a day, whatever the browser's zone). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** 0 = Monday … 6 = Sunday. */
export const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7

/** 'YYYY-MM' of a day, and the month before or after. */
export const monthOf = (day: string) => day.slice(0, 7)
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const d = new Date(Date.UTC(y, m - 1 + by, 1))
  return d.toISOString().slice(0, 7)
}

/** The weeks shown for a month: Monday before its 1st to Sunday after its last day (≤ 42 days). */
export function monthGrid(month: string) {
  const first = `${month}-01`
  const last = addDays(`${shiftMonth(month, 1)}-01`, -1)
  const from = addDays(first, -weekdayOf(first))
  const to = addDays(last, 6 - weekdayOf(last))
  const days: string[] = []
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d)
  return { from, to, days }
}

const dayTitle = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})
export const formatLongDay = (day: string) => dayTitle.format(new Date(`${day}T00:00:00Z`))
