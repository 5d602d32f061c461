import type { RouteObject } from 'react-router'
import { ComingSoon } from '#dashboard/components/coming-soon.tsx'
import { fr } from '#dashboard/lib/fr.ts'

const n = fr.nav

export const adminPlanRoutes: RouteObject[] = [
  { path: 'plan', element: <ComingSoon title={n.plans} /> },
  { path: 'plan/add', element: <ComingSoon title={n.plans} /> },
  { path: 'plan/:planId', element: <ComingSoon title={n.plans} /> },
  { path: 'plan/view/:planId', element: <ComingSoon title={n.plans} /> },
]
