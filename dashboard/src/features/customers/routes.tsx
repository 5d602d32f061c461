import type { RouteObject } from 'react-router'

export const customerRoutes: RouteObject[] = [
  {
    path: 'customers',
    lazy: async () => ({ Component: (await import('./customers-page.tsx')).CustomersPage }),
  },
  {
    path: 'customers/card',
    lazy: async () => ({ Component: (await import('./customers-page.tsx')).CustomersCardPage }),
  },
  {
    path: 'customers/:customersId',
    lazy: async () => ({
      Component: (await import('./customer-detail-page.tsx')).CustomerDetailPage,
    }),
  },
]
