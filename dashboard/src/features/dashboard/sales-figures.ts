import type { Stats } from '#worker/schemas/stats.ts'
import { boardWords as w } from './fr.ts'

export const SALES_PERIODS = [
  { key: 'today', label: w.salesToday },
  { key: 'last7Days', label: w.sales7 },
  { key: 'last30Days', label: w.sales30 },
] as const

export type SalesCard = {
  key: (typeof SALES_PERIODS)[number]['key']
  label: string
  /** Ordered revenue: what the period's orders are worth, paid or not. */
  value: string
  hint: string
  /** Paid revenue: the money actually received over the period. */
  paid: string
}

const withFees = (fees: number, money: (minor: number) => string) =>
  fees > 0 ? w.withDelivery(money(fees)) : ''

/** Today's cash still with the couriers (ADR 052), said beside "Encaissé" only when there is some. */
const withCouriers = (stats: Stats, money: (minor: number) => string) =>
  (stats.courierCashToday ?? 0) > 0 ? w.withCouriers(money(stats.courierCashToday)) : ''

/** One card per period: ordered revenue as the figure, paid revenue beside it, never mixed. */
export function salesCards(stats: Stats, money: (minor: number) => string): SalesCard[] {
  return SALES_PERIODS.map(({ key, label }) => ({
    key,
    label,
    value: money(stats.sales[key].amount),
    hint:
      w.ordersCount(stats.sales[key].count) +
      withFees(stats.sales[key].deliveryFees, money) +
      // Sales are net of promo codes (ADR 054); what they gave is said beside, when anything.
      ((stats.discounts?.[key] ?? 0) > 0 ? w.withDiscounts(money(stats.discounts[key])) : ''),
    paid:
      w.paid(money(stats.paidSales[key].amount)) +
      withFees(stats.paidSales[key].deliveryFees, money) +
      (key === 'today' ? withCouriers(stats, money) : ''),
  }))
}
