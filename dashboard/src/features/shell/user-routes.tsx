import { Navigate, type RouteObject } from 'react-router'
import { ComingSoon } from '#dashboard/components/coming-soon.tsx'
import { NotFound } from '#dashboard/components/not-found.tsx'
import { categoryRoutes } from '#dashboard/features/categories/routes.tsx'
import { dashboardRoutes } from '#dashboard/features/dashboard/routes.tsx'
import { orderRoutes } from '#dashboard/features/orders/routes.tsx'
import { productRoutes } from '#dashboard/features/products/routes.tsx'
import { fr } from '#dashboard/lib/fr.ts'

const soon = (path: string, title: string): RouteObject => ({
  path,
  element: <ComingSoon title={title} />,
})
const n = fr.nav

/** Everything under /user (§2), the screens not built yet answering "Bientôt disponible". */
export const userRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/user/dashboard" replace /> },
  ...dashboardRoutes,
  ...categoryRoutes,
  soon('products/sub-products', n.subProducts),
  ...productRoutes,
  ...orderRoutes,
  soon('customers', n.customers),
  soon('customers/card', n.customers),
  soon('customers/:customersId', n.customers),
  soon('testimonies', n.testimonies),
  soon('testimonies/add', n.testimonies),
  soon('testimonies/edit/:testimonId', n.testimonies),
  soon('testimonies/:testimonId', n.testimonies),
  soon('referred', n.referrals),
  soon('referred/add', n.referrals),
  soon('settings/profiles', n.businessProfile),
  soon('settings/personalization', n.personalization),
  soon('settings/settings', n.subscriptions),
  { path: '*', element: <NotFound home="/user/dashboard" /> },
]
