import type { RouteObject } from 'react-router'

export const adminUserRoutes: RouteObject[] = [
  {
    path: 'users',
    lazy: async () => ({ Component: (await import('./users-page.tsx')).UsersPage }),
  },
  {
    path: 'users/:userId',
    lazy: async () => ({ Component: (await import('./user-detail-page.tsx')).UserDetailPage }),
  },
]
