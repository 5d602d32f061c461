import { Navigate, type RouteObject, redirect } from 'react-router'
import { NotFound } from '#dashboard/components/not-found.tsx'
import { adminMessageRoutes } from '#dashboard/features/admin-messages/routes.tsx'
import { adminPaymentRoutes } from '#dashboard/features/admin-payments/routes.tsx'
import { adminPlanRoutes } from '#dashboard/features/admin-plans/routes.tsx'
import { adminSettingsRoutes } from '#dashboard/features/admin-settings/routes.tsx'
import { adminShopRoutes } from '#dashboard/features/admin-shops/routes.tsx'
import { adminSubscriptionRoutes } from '#dashboard/features/admin-subscriptions/routes.tsx'
import { adminUserRoutes } from '#dashboard/features/admin-users/routes.tsx'

/** Admin paths; the first version's misspellings (shopes, reqested) redirect to the correct ones. */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/dashboard" replace /> },
  {
    path: 'dashboard',
    lazy: async () => ({
      Component: (await import('./admin-dashboard-page.tsx')).AdminDashboardPage,
    }),
  },
  ...adminUserRoutes,
  ...adminShopRoutes,
  ...adminSubscriptionRoutes,
  ...adminPlanRoutes,
  ...adminMessageRoutes,
  ...adminPaymentRoutes,
  ...adminSettingsRoutes,
  { path: 'shopes', loader: () => redirect('/admin/shops') },
  { path: 'subscription/reqested', loader: () => redirect('/admin/subscription/requested') },
  {
    path: 'subscription/reqested/:subsId',
    loader: ({ params }) =>
      redirect(`/admin/subscription/requested/${encodeURIComponent(params.subsId ?? '')}`),
  },
  {
    path: 'settings/profile',
    lazy: async () => ({ Component: (await import('./admin-profile-page.tsx')).AdminProfilePage }),
  },
  { path: '*', element: <NotFound home="/admin/dashboard" /> },
]
