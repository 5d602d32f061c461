import * as z from 'zod/mini'
import type { OrderStatus } from './orders'
import type { PaymentStatus } from './payments'

export const StatsQuery = z.object({
  /** Length of the chart's period (and of best sellers and new customers), in days. */
  days: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(365))),
})
export type StatsQuery = z.infer<typeof StatsQuery>

/**
 * What a sale is (ADR 061), one definition for the board, /api/stats and the orders' CSV: an
 * order the merchant confirmed, and every later step, or one already paid (online, or cash the
 * merchant recorded) while still "En Cours": a shopper's payment confirms an order as surely as
 * the merchant does. A canceled or refused order never is one.
 */
export const SALE_STATUSES: OrderStatus[] = ['confirmed', 'shipped', 'delivered']

export const isSale = (o: { status: OrderStatus; paymentStatus: PaymentStatus }) =>
  SALE_STATUSES.includes(o.status) || (o.status === 'pending' && o.paymentStatus === 'paid')

/** Sales (`isSale`). Amounts are minor units of `currency`. */
export type SalesFigure = { amount: number; count: number }

/** A period's figure, with the delivery fees its amount includes (ADR 050). */
export type PeriodFigure = SalesFigure & { deliveryFees: number }

type SalesPeriods = { today: PeriodFigure; last7Days: PeriodFigure; last30Days: PeriodFigure }

type BestSeller = {
  productId: string | null
  name: string
  quantity: number
  revenue: number
}

export type LowStockEntry = {
  productId: string
  variantId: string | null
  name: string
  /** "M, Rouge" for a variant, null for the product itself. */
  variant: string | null
  stock: number
}

type NewCustomer = {
  id: string
  firstName: string
  lastName: string
  city: string | null
  createdAt: string
}

/**
 * The Tableau de Board, computed by the server from the shop's orders. Days are the shop's
 * calendar days, in its time zone (ADR 048).
 */
export type Stats = {
  currency: string
  /** The shop's IANA zone, which every day here is cut in ("Africa/Porto-Novo"). */
  timezone: string
  days: number
  /** Sales (`isSale`) placed in the period: confirmed ones paid or not, pending ones paid. */
  sales: SalesPeriods
  /** Paid revenue: orders whose payment status is `paid`, by the day they were paid. */
  paidSales: SalesPeriods
  /**
   * What promo codes took off the period's sales (ADR 054): `sales` amounts are already net of
   * it (an order's total is after its discount); this says how much was given.
   */
  discounts: { today: number; last7Days: number; last30Days: number }
  /**
   * Cash couriers collected at the door today and have not handed in yet (today's collections
   * minus today's handovers, ADR 052): shown beside "Encaissé".
   */
  courierCashToday: number
  /** Every order of the shop, whatever its age: pending ones are the merchant's to-do list. */
  ordersByStatus: Record<OrderStatus, number>
  /** Top 5 by quantity over the period, in sales (`isSale`). */
  bestSellers: BestSeller[]
  /**
   * Products without variants, and variants, with 5 or fewer in stock, fewest first (10 at
   * most): a product with variants appears through its variants, never beside them.
   */
  lowStock: LowStockEntry[]
  newCustomers: { count: number; latest: NewCustomer[] }
  /** Sales per day of the period, oldest first, zeros included. */
  daily: ({ date: string } & SalesFigure)[]
}

export const LOW_STOCK_THRESHOLD = 5
