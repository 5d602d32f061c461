import type { RouteObject } from 'react-router'

export const orderRoutes: RouteObject[] = [
  {
    path: 'orders',
    lazy: async () => ({ Component: (await import('./orders-page.tsx')).OrdersPage }),
  },
  {
    path: 'orders/:orderId',
    lazy: async () => ({ Component: (await import('./order-detail-page.tsx')).OrderDetailPage }),
  },
]
