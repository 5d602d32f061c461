import type { RouteObject } from 'react-router'

export const adminPaymentRoutes: RouteObject[] = [
  {
    path: 'payments',
    lazy: async () => ({ Component: (await import('./payments-page.tsx')).PaymentsPage }),
  },
]
