import type { RouteObject } from 'react-router'

export const deliveryCashRoutes: RouteObject[] = [
  {
    path: 'delivery-cash',
    lazy: async () => ({
      Component: (await import('./delivery-cash-page.tsx')).DeliveryCashPage,
    }),
  },
]
