import type { RouteObject } from 'react-router'
import { ComingSoon } from '#dashboard/components/coming-soon.tsx'
import { fr } from '#dashboard/lib/fr.ts'

const n = fr.nav

export const adminUserRoutes: RouteObject[] = [
  { path: 'users', element: <ComingSoon title={n.users} /> },
  { path: 'users/:userId', element: <ComingSoon title={n.users} /> },
]
