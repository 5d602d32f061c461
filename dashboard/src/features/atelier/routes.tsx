import { Navigate, type RouteObject, redirect } from 'react-router'
import { NotFound } from '#dashboard/components/not-found.tsx'
import { cashbookRoutes } from './cashbook/routes.tsx'
import { fabricRoutes } from './fabrics/routes.tsx'
import { measurementRoutes } from './measurements/routes.tsx'
import { tailoringOrderRoutes } from './orders/routes.tsx'
import { overviewRoutes } from './overview/routes.tsx'
import { atelierWords } from './shell/fr.ts'
import { staffRoutes } from './staff/routes.tsx'

const base = '/user/atelier'

/** `from` → `to` under /user/atelier, keeping whatever follows (`costumer/single/7`). */
const moved = (from: string, to: string): RouteObject => ({
  path: `${from}/*`,
  loader: ({ params }) => redirect(`${base}/${to}${params['*'] ? `/${params['*']}` : ''}`),
})
/** An old path that belongs to the shop's own back office. */
const shop = (from: string, to: string): RouteObject => ({ path: from, loader: () => redirect(to) })

/**
 * Old misspelled paths kept working: each redirects to the corrected path (docs/conventions.md), so a
 * tailor's bookmark from the old panel still lands on the right page.
 */
const respelled: RouteObject[] = [
  moved('costumer', 'customer'),
  moved('settings/chlothe-types', 'settings/clothing-types'),
  moved('mesurements/measurment-part', 'measurements/measurement-parts'),
  moved('supplier/newsuppplier', 'supplier/newsupplier'),
  moved('staff/salary-payement', 'staff/salary-payment'),
  moved('settings/galery', 'settings/gallery'),
  moved('settings/services', 'services'),
  shop('settings/profiles', '/user/settings/profiles'),
  shop('settings/personalization', '/user/settings/personalization'),
  shop('product/add-product', '/user/products/new'),
  shop('product/list-product', '/user/products'),
  shop('product/details-product', '/user/products'),
  shop('ecommerce/category', '/user/products/category'),
  shop('ecommerce/new-product', '/user/products/new'),
  shop('ecommerce/list-product', '/user/products'),
  shop('ecommerce/commande', '/user/orders'),
  {
    path: 'ecommerce/new-images/:id',
    loader: ({ params }) => redirect(`/user/products/${params.id}`),
  },
]

/** The pages under /user/atelier/… (issue 8), patched into `atelierArea` on its first visit. */
export const atelierRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={`${base}/dashboard`} replace /> },
  ...overviewRoutes,
  ...measurementRoutes,
  ...tailoringOrderRoutes,
  ...fabricRoutes,
  ...staffRoutes,
  ...cashbookRoutes,
  ...respelled,
  {
    path: '*',
    handle: { title: atelierWords.defaultTitle },
    element: <NotFound home={`${base}/dashboard`} />,
  },
]
