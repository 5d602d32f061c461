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
