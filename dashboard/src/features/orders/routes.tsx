import type { RouteObject } from 'react-router'
import { prefetchForOwner } from '#dashboard/app/session/prefetch.ts'
import { orderQuery } from './order-query.ts'

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
    // An alert's link opens here first: the order is asked as soon as the session is back,
    // beside the shell's reads, while the page's code still downloads (issue 27, ADR 065).
    loader: prefetchForOwner(({ params }) => (params.orderId ? [orderQuery(params.orderId)] : [])),
    lazy: async () => ({
      Component: (await import('./order-detail-page.tsx')).OrderDetailPage,
    }),
  },
]
