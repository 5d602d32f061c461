import type { RouteObject } from 'react-router'

export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: async () => {
      const page = await import('./dashboard-page.tsx')
      return { Component: page.DashboardPage, loader: page.loader }
    },
  },
]
