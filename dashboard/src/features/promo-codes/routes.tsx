import type { RouteObject } from 'react-router'

export const promoCodeRoutes: RouteObject[] = [
  {
    path: 'promo-codes',
    lazy: async () => ({ Component: (await import('./promo-codes-page.tsx')).PromoCodesPage }),
  },
]
