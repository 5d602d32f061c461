import { formatMoney } from '#worker/schemas/money.ts'

export { formatMoney }

// The shops' timezone is Africa/Ouagadougou, which is UTC all year.
const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

/** "21 nov. 2026, 09:48": when something happened to an order. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso))

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso))
}
