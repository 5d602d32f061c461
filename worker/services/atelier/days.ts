import { localDay } from '../../schemas/shop-clock'

/**
 * Calendar days as 'YYYY-MM-DD' strings. A stored day (promised on, paid on, occurred on) is the
 * shop's own calendar day; "today" is read on the shop's clock (ADR 048).
 */

/** The calendar day a UTC-midnight date stands for (calendar arithmetic only, no zone). */
export const dayOf = (d: Date) => d.toISOString().slice(0, 10)

/** Today on the shop's clock. */
export const todayOf = (ctx: { now: Date; store: { timeZone: string } }) =>
  localDay(ctx.now, ctx.store.timeZone)

export { shiftDay } from '../../schemas/shop-clock'
