import type { RouteObject } from 'react-router'

export const adminPlanRoutes: RouteObject[] = [
  {
    path: 'plan',
    lazy: async () => ({ Component: (await import('./plans-page.tsx')).PlansPage }),
  },
  {
    path: 'plan/add',
    lazy: async () => ({ Component: (await import('./plan-new-page.tsx')).PlanNewPage }),
  },
  {
    path: 'plan/view/:planId',
    lazy: async () => ({ Component: (await import('./plan-view-page.tsx')).PlanViewPage }),
  },
  {
    path: 'plan/:planId',
    lazy: async () => ({ Component: (await import('./plan-edit-page.tsx')).PlanEditPage }),
  },
]
