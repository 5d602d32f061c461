import { Navigate, type RouteObject, redirect } from 'react-router'
import { ComingSoon } from '#dashboard/components/coming-soon.tsx'
import { NotFound } from '#dashboard/components/not-found.tsx'
import { fr } from '#dashboard/lib/fr.ts'

const soon = (path: string, title: string): RouteObject => ({
  path,
  element: <ComingSoon title={title} />,
})
const n = fr.nav

/** §2 admin paths; the spec's misspellings (shopes, reqested) redirect to the correct ones. */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/dashboard" replace /> },
  {
    path: 'dashboard',
    lazy: async () => ({
      Component: (await import('./admin-dashboard-page.tsx')).AdminDashboardPage,
    }),
  },
  soon('users', n.users),
  soon('users/:userId', n.users),
  soon('shops', n.shops),
  soon('shops/card', n.shops),
  soon('shops/:shopId', n.shops),
  { path: 'shopes', loader: () => redirect('/admin/shops') },
  soon('products', n.products),
  soon('subscription', n.subscriptions),
  soon('subscription/requested', n.subscriptionRequests),
  soon('subscription/requested/:subsId', n.subscriptionRequests),
  soon('subscription/:subsId', n.subscriptions),
  { path: 'subscription/reqested', loader: () => redirect('/admin/subscription/requested') },
  {
    path: 'subscription/reqested/:subsId',
    loader: ({ params }) =>
      redirect(`/admin/subscription/requested/${encodeURIComponent(params.subsId ?? '')}`),
  },
  soon('plan', n.plans),
  soon('plan/add', n.plans),
  soon('plan/:planId', n.plans),
  soon('plan/view/:planId', n.plans),
  soon('settings/profile', n.adminProfile),
  { path: '*', element: <NotFound home="/admin/dashboard" /> },
]
