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

// Made once: building an Intl formatter costs far more than formatting with it (a product page).
const longDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})
export const formatDate = (iso: string): string => longDate.format(new Date(iso))
