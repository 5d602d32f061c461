import type { RouteObject } from 'react-router'

export const reviewRoutes: RouteObject[] = [
  {
    path: 'reviews',
    lazy: async () => ({ Component: (await import('./reviews-page.tsx')).ReviewsPage }),
  },
]
