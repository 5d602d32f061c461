import type { RouteObject } from 'react-router'
import { prefetchForOwner } from '#dashboard/app/session/prefetch.ts'
import { ownerBoardQueries } from './board-queries.ts'

export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    // The board's reads leave as soon as the session is back, while its code still downloads.
    loader: prefetchForOwner(ownerBoardQueries),
    lazy: async () => ({ Component: (await import('./dashboard-page.tsx')).DashboardPage }),
  },
]
