import type { RouteObject } from 'react-router'
import { ComingSoon } from '#dashboard/components/coming-soon.tsx'
import { fr } from '#dashboard/lib/fr.ts'

const n = fr.nav

export const referralRoutes: RouteObject[] = [
  { path: 'referred', element: <ComingSoon title={n.referrals} /> },
  { path: 'referred/add', element: <ComingSoon title={n.referrals} /> },
]
