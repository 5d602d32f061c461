import type { RouteObject } from 'react-router'

export const orderRoutes: RouteObject[] = [
  {
    path: 'orders',
    lazy: async () => ({ Component: (await import('./orders-page.tsx')).OrdersPage }),
  },
  {
    path: 'orders/new',
    lazy: async () => ({ Component: (await import('./new-sale-page.tsx')).NewSalePage }),
  },
  {
    path: 'orders/:orderId',
    lazy: async () => {
      const page = await import('./order-detail-page.tsx')
      return { Component: page.OrderDetailPage, loader: page.loader }
    },
  },
]
