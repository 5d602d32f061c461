import { Navigate, type RouteObject } from 'react-router'

export const adminSettingsRoutes: RouteObject[] = [
  { path: 'settings', element: <Navigate to="/admin/settings/payments" replace /> },
  {
    path: 'settings/payments',
    lazy: async () => ({
      Component: (await import('./payment-settings-page.tsx')).PaymentSettingsPage,
    }),
  },
]
