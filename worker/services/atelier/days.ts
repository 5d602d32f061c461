/**
 * Calendar days as 'YYYY-MM-DD' strings. Days are UTC calendar days, as everywhere on the
 * platform (Africa/Ouagadougou is UTC all year).
 */

export const dayOf = (d: Date) => d.toISOString().slice(0, 10)

/** Today in the shops' timezone. */
export const todayOf = (ctx: { now: Date }) => dayOf(ctx.now)

/** The day `days` after `day` (before it when negative). */
export const shiftDay = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000))
