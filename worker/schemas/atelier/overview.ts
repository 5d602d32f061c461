/**
 * GET /api/atelier/overview: the atelier's home page. A section the caller's role does not
 * open is null ('orders' for the order lists and balances, 'fabrics', 'cashbook', 'staff').
 * Dates are the shop's days ('YYYY-MM-DD', on its own clock: ADR 048); money in the
 * currency's minor unit.
 */
export const OPEN_STAGES = [
  'received',
  'cutting',
  'sewing',
  'fitting',
  'alteration',
  'ready',
] as const
export type OpenStage = (typeof OPEN_STAGES)[number]

export type OverviewOrder = {
  id: string
  number: string
  customerName: string
  stage: OpenStage | 'delivered' | 'canceled'
  promisedOn: string
  price: number
  /** Income of the cash book written for this order. */
  paid: number
  balance: number
}

export type OverviewFabric = { id: string; name: string; stockCm: number; lowStockCm: number }

export type AtelierOverview = {
  currency: string
  today: string
  /** Promised today, neither delivered nor canceled. */
  dueToday: OverviewOrder[] | null
  /** Promised before today and still not ready (delivered and canceled ones are not late). */
  late: OverviewOrder[] | null
  /** Open orders promised from today to Sunday (the calendar week). */
  dueThisWeek: number | null
  /** The 10 largest balances still owed on orders not canceled, and what is owed in all. */
  unpaid: { orders: OverviewOrder[]; count: number; totalOutstanding: number } | null
  /** Fabrics below their threshold, the emptiest first. */
  lowFabrics: OverviewFabric[] | null
  /** Open orders by stage. */
  counts: Record<OpenStage, number> | null
  cash: {
    todayIncome: number
    todayExpense: number
    monthIncome: number
    monthExpense: number
  } | null
  /** Active staff members. */
  staffCount: number | null
}
