import type { RouteObject } from 'react-router'
import { ComingSoon } from '#dashboard/components/coming-soon.tsx'
import { fr } from '#dashboard/lib/fr.ts'

const n = fr.nav

export const customerRoutes: RouteObject[] = [
  { path: 'customers', element: <ComingSoon title={n.customers} /> },
  { path: 'customers/card', element: <ComingSoon title={n.customers} /> },
  { path: 'customers/:customersId', element: <ComingSoon title={n.customers} /> },
]
