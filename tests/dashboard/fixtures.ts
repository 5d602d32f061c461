import type { Stats } from '#worker/schemas/stats.ts'
import type { Store } from '#worker/schemas/stores.ts'

/** A merchant's shop as `GET /api/stores/:userId` answers it: Awa Couture, on the free plan. */
export const awaCouture = (overrides: Partial<Store> = {}): Store => ({
  id: 'sto_1',
  ownerId: 'usr_1',
  name: 'Awa Couture',
  slug: 'awa-couture',
  phone: '22676123458',
  email: 'awa@exemple.bf',
  address: null,
  brand: null,
  currency: 'XOF',
  timeZone: 'Africa/Ouagadougou',
  color: '#0f766e',
  logoUrl: null,
  logoNeedsCopies: false,
  maxOrderQuantity: 10,
  url: 'https://awa-couture.boutiko.test/',
  subscription: { status: 'active', plan: 'Gratuit', endDate: null },
  createdAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
})

const quiet = { amount: 0, count: 0, deliveryFees: 0 }

/** `GET /api/stats` of a shop with no sales yet and `pending` orders waiting. */
export const stats = (pending = 0): Stats => ({
  currency: 'XOF',
  timezone: 'Africa/Ouagadougou',
  days: 30,
  sales: { today: quiet, last7Days: quiet, last30Days: quiet },
  paidSales: { today: quiet, last7Days: quiet, last30Days: quiet },
  discounts: { today: 0, last7Days: 0, last30Days: 0 },
  courierCashToday: 0,
  ordersByStatus: { pending, confirmed: 0, shipped: 0, delivered: 0, canceled: 0, refused: 0 },
  bestSellers: [],
  lowStock: [],
  newCustomers: { count: 0, latest: [] },
  daily: [],
})
