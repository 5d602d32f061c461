import { formatMoney } from '#worker/schemas/money.ts'
import {
  formatLongDate as longDateOnShopClock,
  formatDateTime as onShopClock,
} from '#worker/schemas/shop-clock.ts'

export { formatMoney }

/** "21 nov. 2026, 23:30": when something happened to an order, on the shop's clock (ADR 048). */
export const formatDateTime = (iso: string, timeZone: string): string => onShopClock(iso, timeZone)

/** "21 novembre 2026": the shop's day of an instant. */
export const formatDate = (iso: string, timeZone: string): string =>
  longDateOnShopClock(iso, timeZone)

/** "21 novembre 2026" for a calendar day ('YYYY-MM-DD'), which no zone moves. */
export const formatCalendarDay = (day: string): string =>
  longDateOnShopClock(`${day}T00:00:00Z`, 'UTC')
