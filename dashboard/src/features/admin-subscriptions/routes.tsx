import type { RouteObject } from 'react-router'

export const adminSubscriptionRoutes: RouteObject[] = [
  {
    path: 'subscription',
    lazy: async () => ({
      Component: (await import('./subscriptions-page.tsx')).SubscriptionsPage,
    }),
  },
  {
    path: 'subscription/requested',
    lazy: async () => ({ Component: (await import('./requests-page.tsx')).RequestsPage }),
  },
  {
    path: 'subscription/requested/:subsId',
    lazy: async () => ({
      Component: (await import('./request-detail-page.tsx')).RequestDetailPage,
    }),
  },
  {
    path: 'subscription/:subsId',
    lazy: async () => ({
      Component: (await import('./subscription-detail-page.tsx')).SubscriptionDetailPage,
    }),
  },
]
