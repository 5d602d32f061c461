import type { RouteObject } from 'react-router'
import { ComingSoon } from '#dashboard/components/coming-soon.tsx'
import { fr } from '#dashboard/lib/fr.ts'

const n = fr.nav

export const adminShopRoutes: RouteObject[] = [
  { path: 'shops', element: <ComingSoon title={n.shops} /> },
  { path: 'shops/card', element: <ComingSoon title={n.shops} /> },
  { path: 'shops/:shopId', element: <ComingSoon title={n.shops} /> },
  { path: 'products', element: <ComingSoon title={n.products} /> },
]
