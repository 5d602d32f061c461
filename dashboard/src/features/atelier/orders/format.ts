import { formatMoney } from '#worker/schemas/money.ts'

const longDay = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeZone: 'UTC' })

/** '2025-03-07' → "7 mars 2025" (a calendar day, not an instant: read in UTC). */
export const formatDay = (isoDay: string) => longDay.format(new Date(`${isoDay}T00:00:00Z`))

const metres = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
/** 250 → "2,50 m". */
export const formatMetres = (cm: number) => `${metres.format(cm / 100)} m`

export { formatMoney }

/** Today in the shops' timezone (Africa/Ouagadougou is UTC all year), 'YYYY-MM-DD'. */
export const todayIso = () => new Date().toISOString().slice(0, 10)
